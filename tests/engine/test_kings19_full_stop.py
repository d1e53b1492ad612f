"""kings19: « F2 5. », a move typed as a sentence ends, with its full stop (« F2 5! » too), got
« « 5. » n'est pas un jeton : A, 2 à 10, V, D, R (ou J, Q, K). »: the full stop or the
exclamation mark that ends a move is now left out, as the game's words (« Passe. », « Indice! »)
already read it."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import parse_move, parse_move_marked


@pytest.mark.parametrize(
    ("text", "cells"),
    [
        ("H8 5.", [((7, 7), 5)]),
        ("H8 5!", [((7, 7), 5)]),
        ("H8 → 5 6 4.", [((7, 7), 5), ((7, 8), 6), ((7, 9), 4)]),
        ("je mets le 5 en H8.", [((7, 7), 5)]),
        ("5 6 4 en H8 vers le bas.", [((7, 7), 5), ((8, 7), 6), ((9, 7), 4)]),
        ("H8 5… ", [((7, 7), 5)]),
    ],
)
def test_a_move_ending_a_sentence_is_read(
    text: str, cells: list[tuple[tuple[int, int], int]]
) -> None:
    assert parse_move(text, Grid()) == cells


def test_a_dark_tile_keeps_its_star() -> None:
    assert parse_move_marked("H8 5*.", Grid()) == ([((7, 7), 5)], frozenset({(7, 7)}))
