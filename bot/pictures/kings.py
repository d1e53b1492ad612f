"""Kings Cribbage: the played area of the grid as a picture.

Light tiles are drawn cream on the felt, dark tiles wood brown, as on the real set; the tiles a
move just placed are framed in gold; column letters run along the top and row numbers down the
left, as typed in a move (`H8`). Only the played area is drawn, with one empty cell around it
(the whole 15 by 15 grid when it fits), so the tiles stay large on a phone.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Final

from bot.engine.kings import Colour, Tile
from bot.engine.kings_grid import Cell
from bot.engine.kings_notation import LETTERS
from bot.pictures.draw import (
    FELT,
    FELT_DARK,
    GOLD,
    HOLE,
    LIGHT,
    WHITE,
    WOOD,
    draw_text,
    new_picture,
    pen,
    png,
)

CELL: Final = 56
GAP: Final = 4
LABEL: Final = 36
MARGIN: Final = 1
RANK_SIZE: Final = 30
LABEL_SIZE: Final = 20
FRAME: Final = 4


def window(tiles: Collection[Cell], size: int) -> tuple[range, range]:
    """The rows and columns drawn: the played area and one cell around it, on the grid."""
    cells = list(tiles) or [(size // 2, size // 2)]
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return (
        range(max(0, min(rows) - MARGIN), min(size - 1, max(rows) + MARGIN) + 1),
        range(max(0, min(cols) - MARGIN), min(size - 1, max(cols) + MARGIN) + 1),
    )


def grid_png(
    tiles: Mapping[Cell, Tile],
    size: int,
    new: Collection[Cell],
    ranks: Mapping[int, str],
) -> bytes:
    """The played area with its coordinates, new tiles framed in gold, as PNG bytes.

    `ranks` are the rank labels of the player's language (A, 2 … 10, J Q K or V D R)."""
    rows, cols = window([*tiles, *new], size)
    width = LABEL + len(cols) * CELL + GAP
    height = LABEL + len(rows) * CELL + GAP
    image = new_picture("RGB", (width, height), FELT)
    draw = pen(image)
    for i, col in enumerate(cols):
        x = LABEL + i * CELL + CELL // 2
        draw_text(draw, (x, LABEL // 2), LETTERS[col], LABEL_SIZE, WHITE, "mm")
    for j, row in enumerate(rows):
        y = LABEL + j * CELL + CELL // 2
        draw_text(draw, (LABEL // 2, y), str(row + 1), LABEL_SIZE, WHITE, "mm")
    for j, row in enumerate(rows):
        for i, col in enumerate(cols):
            left, top = LABEL + i * CELL + GAP, LABEL + j * CELL + GAP
            box = (left, top, left + CELL - GAP, top + CELL - GAP)
            tile = tiles.get((row, col))
            if tile is None:
                draw.rectangle(box, fill=FELT_DARK)
                continue
            dark = tile.colour is Colour.DARK
            draw.rounded_rectangle(box, radius=8, fill=WOOD if dark else LIGHT)
            if (row, col) in new:
                draw.rounded_rectangle(box, radius=8, outline=GOLD, width=FRAME)
            centre = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
            draw_text(draw, centre, ranks[tile.rank], RANK_SIZE, WHITE if dark else HOLE, "mm")
    return png(image)
