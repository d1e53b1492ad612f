"""kings19: the help says a line goes « à l'horizontale ou à la verticale » and « H8 → 5 6 4
… (à l'horizontale) », but « H8 à l'horizontale 5 6 4 » got « « l'horizontale » n'est pas un
jeton », « 5 6 4 en H8 à la verticale » « Commencez par une case ». The help's own words for
the two ways are now read, before the tiles or after the cell."""

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
        ("H8 à l'horizontale 5 6 4", ACROSS),
        ("H8 à l\u2019horizontale 5 6 4", ACROSS),
        ("H8 horizontale 5 6 4", ACROSS),
        ("H8 à la verticale 5 6 4", DOWN),
        ("h8 verticale 5 6 4", DOWN),
        ("5 6 4 en H8 à la verticale", DOWN),
        ("5 6 4 en H8 a l'horizontale", ACROSS),
    ],
)
def test_the_ways_in_the_help_s_words_are_read(text: str, cells: list[tuple[int, int]]) -> None:
    assert [cell for cell, _ in parse_move(text, Grid())] == cells
    assert move_start(text)
