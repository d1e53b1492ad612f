"""/main reads « trois pareilles » as a pair royal; /jeu compte said « Je ne connais pas le
mot « pareilles » »."""

from __future__ import annotations

import pytest

from bot.drills.peg_calls import parse_peg_call


@pytest.mark.parametrize(
    ("typed", "total"),
    [
        ("trois pareilles", 6),
        ("trois pareils", 6),
        ("quatre pareilles", 12),
        ("deux pareilles", 2),
        ("three alike", 6),
        ("trois pareilles et un quinze", 8),
    ],
)
def test_cards_alike_are_a_pair_royal_or_more(typed: str, total: int) -> None:
    assert parse_peg_call(typed).total == total
