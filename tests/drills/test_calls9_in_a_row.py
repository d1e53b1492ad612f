""" "fifteen 2, three in a row 5" (a run said as the cards in a row, as « trois de suite » is)
was "I don't know the word “in”": read as a run of three, as « trois de suite » reads."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("three in a row 3", 3, Claims(runs=3)),
        ("fifteen 2, three in a row 5", 5, Claims(fifteens=2, runs=3)),
        ("fifteen 2 and four in a row makes 6", 6, Claims(fifteens=2, runs=4)),
        ("quinze deux, trois de suite 5", 5, Claims(fifteens=2, runs=3)),
    ],
)
def test_in_a_row_is_a_run(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
