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


# -- More of a combination than a show holds -------------------------------------------------

# « 8 p » was read as eight pairs (16) when the player wrote 8 points; "five runs" as 15.
TOO_MANY = ["8 p", "8 pairs", "huit paires", "7 paires", "5 runs", "5 suites de 3", "8 r", "8 s"]
TOO_MANY += ["2 p", "deux p", "4 p.", "8 f"]  # a count before a short form: points come after


@pytest.mark.parametrize("text", TOO_MANY)
def test_a_count_no_show_holds_is_refused(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.UNEXPECTED


COUNTED = [
    ("6 paires", 12),  # four of a kind
    ("trois paires", 6),
    ("4 runs", 12),  # a double double run
    ("3 suites", 9),
    ("8 quinzes", 16),
    ("f4 p2 r3", 9),
    ("q4 p2 s3", 9),
    ("15-2 p 4", 4),
]


@pytest.mark.parametrize(("text", "total"), COUNTED)
def test_counts_a_show_can_hold(text: str, total: int) -> None:
    assert parse_answer(text).total == total
