"""Kings Cribbage on the grid: the tile set, the bag, racks, moves, their legality and score.

Rules from the seed `004_39393bd5de306b32.txt` (GLOSSARY §4.5, R-004-01 … R-004-19). A move
places 1 to 5 rack tiles (2 to 5 for the game's first move) in one row or one column; with
the tiles already there between them they form one unbroken line; after the first move one
of them touches a tile on the grid. Every line of two or more tiles the move makes or
extends, across and down, is a « main »: at most five tiles, scoring at least one point
(rule 4: every placed tile contributes). The move scores every such line whole
(`bot.engine.kings.score_line`), plus the bonuses of 10.

**The grid is 15 by 15** (`GRID_SIZE`). The seed names no size; descriptions of the boxed
game give 15 by 15 (others 13 by 13). Its 225 cells are more than twice the 104 tiles of the
set, so no game can fill it; its edge still shapes play as the board's edge does (simulated
games between bots spread to it: `python -m bot.bench kings` prints the widest played area).
It is also the board players know from word games, with the centre at H8 in the notation of
`bot.engine.kings_notation`.

Cells are `(row, col)` from 0. Tiles on the grid keep the value they were placed with: a 6
turned over is stored as a 9 (rule 9).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import NamedTuple

from bot.engine.cards import RANKS
from bot.engine.kings import (
    FLIPS,
    LINE_MAX,
    LINE_MIN,
    RACK_SIZE,
    Colour,
    KingsCombo,
    KingsScore,
    Tile,
    first_play_bonus,
    five_tiles_bonus,
    one_colour_bonus,
    score_line,
)

GRID_SIZE = 15
COPIES_PER_COLOUR = 4
"""Two decks: each rank eight times, four light and four dark."""
SET_SIZE = len(RANKS) * COPIES_PER_COLOUR * len(Colour)  # 104
FIRST_MOVE_MIN = 2
MOVE_MIN = 1

Cell = tuple[int, int]
ACROSS: Cell = (0, 1)
DOWN: Cell = (1, 0)
DIRECTIONS: tuple[Cell, Cell] = (ACROSS, DOWN)


# -- The set, the bag and the racks ----------------------------------------------------------


def tile_set() -> list[Tile]:
    """The 104 tiles: the thirteen ranks, four light and four dark of each."""
    return [
        Tile(rank, colour) for colour in Colour for rank in RANKS for _ in range(COPIES_PER_COLOUR)
    ]


def new_bag(rng: random.Random) -> list[Tile]:
    """The whole set, shuffled: tiles are drawn from the front."""
    bag = tile_set()
    rng.shuffle(bag)
    return bag


def normal(tile: Tile) -> Tile:
    """The tile with a 9 read as a 6: a 6 and a 9 are the same tile turned over (rule 9)."""
    return tile._replace(rank=6) if tile.rank == 9 else tile


def take_from_rack(rack: Sequence[Tile], placed: Iterable[Tile]) -> tuple[Tile, ...] | None:
    """The rack without the placed tiles (a placed 9 may be a rack 6 turned), or None if the
    rack does not hold them."""
    left = list(rack)
    for tile in placed:
        if tile in left:
            left.remove(tile)
            continue
        turned = tile._replace(rank=FLIPS[tile.rank]) if tile.rank in FLIPS else None
        if turned is None or turned not in left:
            return None
        left.remove(turned)
    return tuple(left)


# -- The grid --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Grid:
    """The tiles on a square grid, by cell."""

    tiles: Mapping[Cell, Tile] = field(default_factory=dict)
    size: int = GRID_SIZE

    def __post_init__(self) -> None:
        if self.size < LINE_MIN:
            raise ValueError(f"a grid is at least {LINE_MIN} cells wide, not {self.size}")
        for cell in self.tiles:
            if not self.inside(cell):
                raise ValueError(f"cell {cell} is off a {self.size}x{self.size} grid")

    def inside(self, cell: Cell) -> bool:
        """Whether the cell is on the grid."""
        return 0 <= cell[0] < self.size and 0 <= cell[1] < self.size

    @property
    def empty(self) -> bool:
        """No tile placed yet: the next move is the game's first."""
        return not self.tiles

    def with_tiles(self, placements: Iterable[Placement]) -> Grid:
        """A new grid with the placed tiles added."""
        tiles = dict(self.tiles)
        tiles.update((p.cell, p.tile) for p in placements)
        return Grid(tiles, self.size)

    def run(self, cell: Cell, direction: Cell, extra: Mapping[Cell, Tile]) -> list[Cell]:
        """The cells of the unbroken run through `cell` in `direction`, counting `extra` tiles."""

        def filled(c: Cell) -> bool:
            return self.inside(c) and (c in self.tiles or c in extra)

        dr, dc = direction
        start = cell
        while filled((start[0] - dr, start[1] - dc)):
            start = (start[0] - dr, start[1] - dc)
        cells = []
        here = start
        while filled(here):
            cells.append(here)
            here = (here[0] + dr, here[1] + dc)
        return cells

    def touches(self, cell: Cell) -> bool:
        """Whether a tile on the grid is next to the cell (across or down, never diagonally)."""
        r, c = cell
        return any(n in self.tiles for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))


class Placement(NamedTuple):
    """One tile placed on a cell, as placed (a 6 turned over is a 9)."""

    row: int
    col: int
    tile: Tile

    @property
    def cell(self) -> Cell:
        """The cell (row, col)."""
        return (self.row, self.col)


Move = tuple[Placement, ...]


def move_key(move: Iterable[Placement]) -> Move:
    """A move in a canonical order (by cell), so equal moves compare equal."""
    return tuple(sorted(move))


# -- Legality --------------------------------------------------------------------------------


class Illegal(StrEnum):
    """Why a move is refused, each reason the rule it breaks (the UI translates these codes)."""

    NOT_IN_RACK = "not_in_rack"  # the tiles placed must come from the rack
    OFF_GRID = "off_grid"
    CELL_TAKEN = "cell_taken"
    SAME_CELL = "same_cell"
    FIRST_MOVE_SIZE = "first_move_size"  # R-004-04: 2 to 5 tiles to start
    MOVE_SIZE = "move_size"  # R-004-11 (rule 6): 1 to 5 tiles after
    DIAGONAL = "diagonal"  # R-004-08 (rule 3): no diagonal play
    NOT_STRAIGHT = "not_straight"  # R-004-08 (rule 2): one row or one column
    GAP = "gap"  # R-004-04, R-004-08: one unbroken line
    NOT_TOUCHING = "not_touching"  # R-004-06: use the tiles already on the grid
    TOO_LONG = "too_long"  # R-004-07 (rule 1): no line over five tiles
    SCORES_NOTHING = "scores_nothing"  # R-004-02, R-004-09 (rule 4): every line a scoring hand
    TILE_ALONE = "tile_alone"  # R-004-09 (rule 4): every placed tile in a hand


RULES: dict[Illegal, str] = {
    Illegal.NOT_IN_RACK: "R-004-03",
    Illegal.OFF_GRID: "R-004-04",
    Illegal.CELL_TAKEN: "R-004-06",
    Illegal.SAME_CELL: "R-004-08",
    Illegal.FIRST_MOVE_SIZE: "R-004-04",
    Illegal.MOVE_SIZE: "R-004-11",
    Illegal.DIAGONAL: "R-004-08",
    Illegal.NOT_STRAIGHT: "R-004-08",
    Illegal.GAP: "R-004-08",
    Illegal.NOT_TOUCHING: "R-004-06",
    Illegal.TOO_LONG: "R-004-07",
    Illegal.SCORES_NOTHING: "R-004-09",
    Illegal.TILE_ALONE: "R-004-09",
}
"""The rule of the seed (GLOSSARY §4.5) each refusal rests on."""


class IllegalMove(ValueError):
    """A move the rules refuse; `reason` names the rule, `cells` the cells at fault."""

    def __init__(self, reason: Illegal, cells: Sequence[Cell] = ()) -> None:
        super().__init__(f"{reason.value} ({RULES[reason]}) at {list(cells)}")
        self.reason = reason
        self.cells = tuple(cells)


class KingsLine(NamedTuple):
    """One line a move makes or extends: its cells in order, its tiles, its score."""

    cells: tuple[Cell, ...]
    tiles: tuple[Tile, ...]
    score: KingsScore
    direction: Cell

    @property
    def points(self) -> int:
        """The line's points, bonus excluded."""
        return self.score.total


@dataclass(frozen=True, slots=True)
class MoveScore:
    """A move's itemized score: each line made or extended, then the bonuses."""

    move: Move
    lines: tuple[KingsLine, ...]
    bonuses: tuple[KingsCombo, ...]
    first: bool

    @property
    def total(self) -> int:
        """Lines and bonuses."""
        return sum(line.points for line in self.lines) + sum(b.points for b in self.bonuses)

    @property
    def rack_emptied(self) -> bool:
        """All five rack tiles placed in the move."""
        return len(self.move) == RACK_SIZE


def _check_cells(grid: Grid, move: Move) -> None:
    cells = [p.cell for p in move]
    off = [c for c in cells if not grid.inside(c)]
    if off:
        raise IllegalMove(Illegal.OFF_GRID, off)
    taken = [c for c in cells if c in grid.tiles]
    if taken:
        raise IllegalMove(Illegal.CELL_TAKEN, taken)
    twice = [c for c, n in Counter(cells).items() if n > 1]
    if twice:
        raise IllegalMove(Illegal.SAME_CELL, twice)


def _check_size(grid: Grid, move: Move) -> None:
    if grid.empty and not FIRST_MOVE_MIN <= len(move) <= RACK_SIZE:
        raise IllegalMove(Illegal.FIRST_MOVE_SIZE)
    if not MOVE_MIN <= len(move) <= RACK_SIZE:
        raise IllegalMove(Illegal.MOVE_SIZE)


def move_direction(move: Move) -> Cell:
    """ACROSS when the tiles share a row (a single tile too), DOWN when they share a column;
    IllegalMove (diagonal or not straight) otherwise."""
    rows = {p.row for p in move}
    cols = {p.col for p in move}
    if len(rows) == 1:
        return ACROSS
    if len(cols) == 1:
        return DOWN
    if len({p.row - p.col for p in move}) == 1 or len({p.row + p.col for p in move}) == 1:
        raise IllegalMove(Illegal.DIAGONAL, [p.cell for p in move])
    raise IllegalMove(Illegal.NOT_STRAIGHT, [p.cell for p in move])


def _check_unbroken(grid: Grid, move: Move, direction: Cell) -> list[Cell]:
    placed = {p.cell: p.tile for p in move}
    first = min(placed)
    run = grid.run(first, direction, placed)
    missing = [c for c in placed if c not in run]
    if missing:
        raise IllegalMove(Illegal.GAP, missing)
    return run


def lines_of_move(grid: Grid, move: Move) -> list[tuple[tuple[Cell, ...], Cell]]:
    """The lines (two tiles or more) through the placed tiles, across and down, each once."""
    placed = {p.cell: p.tile for p in move}
    seen: set[tuple[Cell, ...]] = set()
    lines = []
    for direction in DIRECTIONS:
        for cell in sorted(placed):
            run = tuple(grid.run(cell, direction, placed))
            if len(run) >= LINE_MIN and run not in seen:
                seen.add(run)
                lines.append((run, direction))
    return lines


def score_move(
    grid: Grid, move: Iterable[Placement], rack: Sequence[Tile] | None = None
) -> MoveScore:
    """The itemized score of a legal move; IllegalMove naming the broken rule otherwise.

    With `rack`, the placed tiles must come from it (a 6 may be placed as a 9 and back).
    """
    move = move_key(move)
    _check_size(grid, move)
    if rack is not None and take_from_rack(rack, (p.tile for p in move)) is None:
        raise IllegalMove(Illegal.NOT_IN_RACK)
    _check_cells(grid, move)
    direction = move_direction(move)
    _check_unbroken(grid, move, direction)
    if not grid.empty and not any(grid.touches(p.cell) for p in move):
        raise IllegalMove(Illegal.NOT_TOUCHING, [p.cell for p in move])
    placed = {p.cell: p.tile for p in move}
    tiles = {**grid.tiles, **placed}
    lines: list[KingsLine] = []
    for cells, line_direction in lines_of_move(grid, move):
        if len(cells) > LINE_MAX:
            raise IllegalMove(Illegal.TOO_LONG, cells)
        line_tiles = tuple(tiles[c] for c in cells)
        score = score_line(line_tiles)
        if score.total == 0:
            raise IllegalMove(Illegal.SCORES_NOTHING, cells)
        lines.append(KingsLine(cells, line_tiles, score, line_direction))
    in_lines = {c for line in lines for c in line.cells}
    alone = [c for c in placed if c not in in_lines]
    if alone:
        raise IllegalMove(Illegal.TILE_ALONE, alone)
    return MoveScore(move, tuple(lines), _bonuses(grid, move, lines), grid.empty)


def _bonuses(grid: Grid, move: Move, lines: Sequence[KingsLine]) -> tuple[KingsCombo, ...]:
    bonuses: list[KingsCombo | None] = []
    if grid.empty:
        bonuses.append(first_play_bonus(lines[0].tiles, first_play=True))
    bonuses.append(five_tiles_bonus([p.tile for p in move]))
    bonuses += [one_colour_bonus(line.tiles) for line in lines]
    return tuple(b for b in bonuses if b is not None)


def is_legal(grid: Grid, move: Iterable[Placement], rack: Sequence[Tile] | None = None) -> bool:
    """Whether the rules allow the move."""
    try:
        score_move(grid, move, rack)
    except IllegalMove:
        return False
    return True


@lru_cache(maxsize=16384)
def line_points(ranks: tuple[int, ...]) -> int:
    """The points of a line from its sorted ranks (cached: colours never change a line's
    points, only the one-colour bonus)."""
    return score_line([Tile(r, Colour.LIGHT) for r in ranks]).total
