"""« une suite de 4 10, une autre suite de 4 14 », "and another fifteen 8": « autre » /
"another", as a player counts the same combination again, was « Je ne connais pas le mot
« autre » » / "I don't know the word “another”": read as the article it stands with."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        (
            "quinze 2, quinze 4, une paire 6, une suite de 4 10, une autre suite de 4 14",
            14,
            Claims(fifteens=4, pairs=2, runs=8),
        ),
        ("quinze 2, un autre quinze 4, une paire 6", 6, Claims(fifteens=4, pairs=2)),
        ("une paire 2 pis une autre paire 4", 4, Claims(pairs=4)),
        (
            "fifteen 2, fifteen 4, fifteen 6, and another fifteen 8, a double run 16",
            16,
            Claims(fifteens=8, pairs=2, runs=6),
        ),
        ("a pair 2 and another pair 4", 4, Claims(pairs=4)),
        ("a run of 4 4, another run of 4 8", 8, Claims(runs=8)),
    ],
)
def test_another_is_read(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
