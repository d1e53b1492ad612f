"""kings18: « je mets 7 7 7 en E9 vers le bas » got « Commencez par une case, par exemple
H8 → 5 6 4. », though « 7 7 7 en E9 » is read and « vers le bas » is a way the help
teaches: the way said after the cell is now read, as said before it."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import parse_move


@pytest.mark.parametrize(
    ("text", "cells"),
    [
        ("je mets 7 7 7 en E9 vers le bas", [(8, 4), (9, 4), (10, 4)]),
        ("7 7 7 en E9 bas", [(8, 4), (9, 4), (10, 4)]),
        ("7 7 7 en E9 à droite", [(8, 4), (8, 5), (8, 6)]),
        ("I put 7 7 7 at E9 down", [(8, 4), (9, 4), (10, 4)]),
        ("7 7 7 en E9 →", [(8, 4), (8, 5), (8, 6)]),
    ],
)
def test_the_way_said_after_the_cell_is_read(text: str, cells: list[tuple[int, int]]) -> None:
    assert [cell for cell, _ in parse_move(text, Grid())] == cells
