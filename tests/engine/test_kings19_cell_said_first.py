"""kings19: « je mets en F2 le 5 », « sur F2 le 5 », "at F2 the 5" (the cell said first, with
its little word) got « Commencez par une case, par exemple H8 → 5 6 4. », though the player
had: the little word before a cell said first is now left out, as after the tiles
(« le 5 en F2 ») it is; in a group too (no reply)."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import move_start
from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import parse_move


@pytest.mark.parametrize(
    ("text", "cells"),
    [
        ("je mets en F2 le 5", [((1, 5), 5)]),
        ("sur F2 le 5", [((1, 5), 5)]),
        ("en H8 → 5 6 4", [((7, 7), 5), ((7, 8), 6), ((7, 9), 4)]),
        ("à H8 vers le bas 5 6 4", [((7, 7), 5), ((8, 7), 6), ((9, 7), 4)]),
        ("I put at F2 the 5", [((1, 5), 5)]),
    ],
)
def test_a_cell_said_first_with_its_little_word_is_read(
    text: str, cells: list[tuple[tuple[int, int], int]]
) -> None:
    assert parse_move(text, Grid()) == cells
    assert move_start(text)


@pytest.mark.parametrize("text", ["on se voit en A1", "en retard", "sur la table"])
def test_chatter_is_still_no_move(text: str) -> None:
    assert not move_start(text)
