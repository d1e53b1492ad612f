"""kings6: a start cell typed with a space between its letter and its number (« H 8 »)."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import MoveNotationError, NotationError, parse_move


@pytest.mark.parametrize(
    ("text", "cells"),
    [
        ("H 8 → 5 6 4", [((7, 7), 5), ((7, 8), 6), ((7, 9), 4)]),
        ("h 8 ↓ 5 6", [((7, 7), 5), ((8, 7), 6)]),
        ("H 8 5", [((7, 7), 5)]),
        ("A 10 > 2 3", [((9, 0), 2), ((9, 1), 3)]),
    ],
)
def test_a_cell_typed_in_two_words_is_read(text: str, cells: list[object]) -> None:
    """« H 8 → 5 6 4 » (a phone's keyboard puts a space after the letter) was answered
    « Commencez par une case, par exemple H8 → 5 6 4. »: the cell was there."""
    assert parse_move(text, Grid()) == cells


def test_a_letter_and_a_number_after_a_cell_stay_tiles() -> None:
    """Only a move with no cell at all is read so: « H8 → A 5 » lays an ace and a 5."""
    assert parse_move("H8 → A 5", Grid()) == [((7, 7), 1), ((7, 8), 5)]
    with pytest.raises(MoveNotationError) as error:
        parse_move("5 6 4", Grid())
    assert error.value.reason is NotationError.NO_CELL
