"""The Kings Cribbage grid picture: the played area with a margin, tiles light and dark, the
new tiles framed in gold."""

from __future__ import annotations

import io

from PIL import Image

from bot.engine.kings_notation import RANK_NAMES
from bot.pictures.draw import GOLD, LIGHT, WOOD
from bot.pictures.kings import CELL, GAP, LABEL, grid_png, window
from tests.engine.kings_helpers import grid


def colours(png: bytes) -> set[tuple[int, int, int]]:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return {c for _, c in image.getcolors(maxcolors=1 << 16) or []}


def test_window_is_the_played_area_and_one_cell_around_it() -> None:
    assert window([(7, 7), (7, 9)], 15) == (range(6, 9), range(6, 11))
    assert window([(0, 0)], 15) == (range(0, 2), range(0, 2))
    assert window([], 15) == (range(6, 9), range(6, 9))


def test_light_dark_and_new_tiles_are_drawn() -> None:
    g = grid(["5 Kd"], 15)
    png = grid_png(g.tiles, 15, {(0, 1)}, RANK_NAMES)
    image = Image.open(io.BytesIO(png))
    assert image.size == (LABEL + 3 * CELL + GAP, LABEL + 2 * CELL + GAP)
    found = colours(png)
    assert {LIGHT, WOOD, GOLD} <= found
    assert GOLD not in colours(grid_png(g.tiles, 15, set(), RANK_NAMES))
