"""A cell and its tile written with a colon (« F2 : 5 », "H8: 5, I8: 6", as one writes a
label): « F2 : 5 » got « : n'est pas un jeton », « H8: 5 » « Commencez par une case »; the
colon now separates as a comma does."""

from __future__ import annotations

import pytest

from bot.engine.kings_notation import parse_move
from tests.engine.kings_helpers import grid

LAID = grid([". . . . . . .", ". . . 5 10 . ."], 15)
"""5 and 10 on D2-E2."""


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("F2 : 5", [((1, 5), 5)]),
        ("F2: 5", [((1, 5), 5)]),
        ("F2 : 5, G2 : 6", [((1, 5), 5), ((1, 6), 6)]),
        ("F2: 5 G2: 6", [((1, 5), 5), ((1, 6), 6)]),
        ("F2 → : 5 6", [((1, 5), 5), ((1, 6), 6)]),
    ],
)
def test_a_colon_separates_a_cell_from_its_tile(
    typed: str, read: list[tuple[tuple[int, int], int]]
) -> None:
    assert parse_move(typed, LAID) == read
