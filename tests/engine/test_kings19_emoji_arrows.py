"""kings19: the help says « Pas de flèches sur votre clavier? »; a phone's emoji keyboard has
them: « F2 ⬇️ 5 6 » got « « ⬇️ » n'est pas un jeton ». The emoji arrows ➡️ and ⬇️ (with or
without their emoji selector, spaced or not) are now read as → and ↓."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import move_start
from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import parse_move

ACROSS = [(7, 7), (7, 8), (7, 9)]
DOWN = [(7, 7), (8, 7), (9, 7)]


@pytest.mark.parametrize(
    ("text", "cells"),
    [
        ("H8 ➡️ 5 6 4", ACROSS),
        ("H8 \u27a1 5 6 4", ACROSS),
        ("H8➡️5 6 4", ACROSS),
        ("H8 ⬇️ 5 6 4", DOWN),
        ("H8 \u2b07 5 6 4", DOWN),
        ("5 6 4 en H8 ⬇️", DOWN),
    ],
)
def test_emoji_arrows_are_ways(text: str, cells: list[tuple[int, int]]) -> None:
    assert [cell for cell, _ in parse_move(text, Grid())] == cells
    assert move_start(text)
