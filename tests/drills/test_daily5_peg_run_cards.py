"""« une suite de 3 cartes » for one card of the play got « « cartes » : vouliez-vous dire
« carte »? », and "a run of three cards" « Je ne connais pas le mot « cards » »."""

from __future__ import annotations

import pytest

from bot.drills.peg_calls import parse_peg_call


@pytest.mark.parametrize(
    ("typed", "total"),
    [
        ("une suite de 3 cartes", 3),
        ("une suite de trois cartes", 3),
        ("quinze pis une suite de 4 cartes", 6),
        ("a run of three cards", 3),
        ("run of 5 cards", 5),
        ("dernière carte", 1),  # as before
    ],
)
def test_a_run_s_cards_named(typed: str, total: int) -> None:
    assert parse_peg_call(typed).total == total
