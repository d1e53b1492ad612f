"""Small builders for Kings Cribbage tests: grids drawn as text, moves as (row, col, tile)."""

from __future__ import annotations

from bot.engine.kings import Colour, Tile
from bot.engine.kings_grid import Grid, Placement

L, D = Colour.LIGHT, Colour.DARK
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def tile(text: str) -> Tile:
    """`5` a light five, `5d` a dark one, `K`, `Kd`, `10`."""
    colour = D if text.endswith("d") else L
    rank = text.rstrip("d")
    return Tile(RANKS.get(rank) or int(rank), colour)


def tiles(text: str) -> list[Tile]:
    """Tiles from `5 6d K`."""
    return [tile(t) for t in text.split()]


def grid(rows: list[str], size: int | None = None) -> Grid:
    """A grid from rows of tokens, `.` for an empty cell: `[". 5 6", ". . K"]`."""
    cells = {
        (r, c): tile(token)
        for r, row in enumerate(rows)
        for c, token in enumerate(row.split())
        if token != "."
    }
    return Grid(cells, size or max(len(rows), *(len(row.split()) for row in rows)))


def across(row: int, col: int, text: str) -> list[Placement]:
    """Tiles placed left to right from (row, col), on consecutive cells."""
    return [Placement(row, col + i, t) for i, t in enumerate(tiles(text))]


def down(row: int, col: int, text: str) -> list[Placement]:
    """Tiles placed top to bottom from (row, col), on consecutive cells."""
    return [Placement(row + i, col, t) for i, t in enumerate(tiles(text))]


def transposed(g: Grid) -> Grid:
    """The grid mirrored on its diagonal: rows become columns."""
    return Grid({(c, r): t for (r, c), t in g.tiles.items()}, g.size)


def transpose_move(move: list[Placement]) -> list[Placement]:
    """The move mirrored on the diagonal."""
    return [Placement(p.col, p.row, p.tile) for p in move]
