"""What the bot reads in a count typed the way a club member types it: a table of inputs and
the claim read (or the reason it is refused), in French and English.

A reading never guesses between two numbers: « quinze » alone is 15 points or one fifteen
called for 2, so it is asked back, not graded.
"""

from __future__ import annotations

import pytest

from bot.drills.answers import (
    AnswerError,
    AnswerErrorReason,
    looks_like_answer,
    parse_answer,
)
from bot.engine.show import Kind

R = AnswerErrorReason

# -- « quinze » alone: 15 points, or one fifteen? --------------------------------------------

LONE_FIFTEENS = [
    "quinze",
    "Quinze",
    "QUINZE",
    "quinze!",
    "Quinze.",
    "quinze ?",
    "fifteen",
    "Fifteen!",
]


@pytest.mark.parametrize("text", LONE_FIFTEENS)
def test_fifteen_alone_is_asked_back_not_graded(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.LONE_FIFTEEN
    assert looks_like_answer(text)  # in a group too, the player is asked, not ignored


# Said with anything that settles it, the number or the call is read.
FIFTEENS_SETTLED = [
    ("15", 15, ()),
    ("quinze points", 15, ()),
    ("fifteen points", 15, ()),
    ("j'ai quinze", 15, ()),
    ("ça fait quinze", 15, ()),
    ("= quinze", 15, ()),
    ("je dirais quinze", 15, ()),
    ("quinze 2", 2, (Kind.FIFTEEN,)),
    ("quinze-deux", 2, (Kind.FIFTEEN,)),
    ("un quinze", 2, (Kind.FIFTEEN,)),
    ("a fifteen", 2, (Kind.FIFTEEN,)),
    ("a fifteen for 2", 2, (Kind.FIFTEEN,)),
    ("a fifteen and a pair", 4, (Kind.FIFTEEN, Kind.PAIR)),
    ("fifteen 2 and a fifteen 4", 4, (Kind.FIFTEEN, Kind.FIFTEEN)),
    ("deux quinze", 4, (Kind.FIFTEEN,)),
    ("two fifteens", 4, (Kind.FIFTEEN,)),
]


@pytest.mark.parametrize(("text", "total", "kinds"), FIFTEENS_SETTLED)
def test_fifteen_with_its_points_or_total(text: str, total: int, kinds: tuple[Kind, ...]) -> None:
    answer = parse_answer(text)
    assert (answer.total, tuple(c.kind for c in answer.calls)) == (total, kinds)
    assert not answer.off
