"""kings19: « 7 7 7 en E9 a droite », « à droite » typed without its accent as phones and
seniors often do, got « Commencez par une case, par exemple H8 → 5 6 4. » (in a group, no
answer at all), though « 7 7 7 en E9 à droite » is read and « H8 a droite 5 6 4 » too: the
« a » before a way is read as the little word it is, not as an ace, after the cell too."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import move_start
from bot.engine.kings_grid import Grid
from bot.engine.kings_notation import MoveNotationError, parse_move


@pytest.mark.parametrize(
    ("text", "cells"),
    [
        ("7 7 7 en E9 a droite", [(8, 4), (8, 5), (8, 6)]),
        ("je mets 7 7 7 en E9 a droite", [(8, 4), (8, 5), (8, 6)]),
        ("7 7 7 en e9 a droite", [(8, 4), (8, 5), (8, 6)]),
        ("7 7 7 en E9 à droite", [(8, 4), (8, 5), (8, 6)]),
    ],
)
def test_a_way_said_without_its_accent_after_the_cell_is_read(
    text: str, cells: list[tuple[int, int]]
) -> None:
    assert [cell for cell, _ in parse_move(text, Grid())] == cells
    assert move_start(text)


def test_an_ace_after_the_cell_is_still_no_way() -> None:
    with pytest.raises(MoveNotationError):
        parse_move("7 7 en E9 a", Grid())
    assert not move_start("7 7 en E9 a")
