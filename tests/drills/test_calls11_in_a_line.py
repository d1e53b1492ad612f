""" "fifteen 2, three in a line 5" (a run said as « trois en ligne » says it) was "I don't know
the word “in”": read as a run of three, as "three in a row" and « trois en ligne » read."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("three in a line 3", 3, Claims(runs=3)),
        ("fifteen 2, three in a line 5", 5, Claims(fifteens=2, runs=3)),
        ("fifteen 2 and four in a line makes 6", 6, Claims(fifteens=2, runs=4)),
        ("quinze deux, trois en ligne 5", 5, Claims(fifteens=2, runs=3)),
    ],
)
def test_in_a_line_is_a_run(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
