""" "fifteen 2, two pair 6" (two pairs, as English says it at poker and at the board) was read
as one pair said to be worth 6, "“pair 6” looks off"; "two pair" at the start of a call
was already two pairs. Read as two pairs inside a call too."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("fifteen 2, two pair 6", 6, Claims(fifteens=2, pairs=4)),
        ("fifteen 2, fifteen 4 and two pair makes 8", 8, Claims(fifteens=4, pairs=4)),
        ("two pair 4", 4, Claims(pairs=4)),
        ("fifteen 2, fifteen 4, pair 6", 6, Claims(fifteens=4, pairs=2)),
    ],
)
def test_two_pair_is_two_pairs(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
