"""Kings Cribbage: every legal move of a rack on a grid, with its score, and the bot's choice.

A move fills every empty cell of one segment of a row or a column: the segment is the whole
line the move makes or extends (the cells before and after it are empty or off the grid), so
its length is at most five and its tiles form one unbroken line. For each such segment the
rack's tiles are tried in every order and every way up (a 6 as a 9 and back), pruned cell by
cell on the line each tile makes across the segment. `bot.engine.kings_grid.score_move` is the
reference, rule by rule; the tests check this generator against it and against brute force.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Collection, Iterator, Sequence
from typing import NamedTuple

from bot.engine.kings import BONUS_POINTS, FLIPS, LINE_MAX, LINE_MIN, RACK_SIZE, Colour, Tile
from bot.engine.kings_grid import (
    ACROSS,
    DIRECTIONS,
    DOWN,
    Cell,
    Grid,
    Move,
    Placement,
    line_points,
    move_key,
    normal,
)


class Candidate(NamedTuple):
    """A legal move and its score, bonuses included."""

    move: Move
    points: int


class _Slot(NamedTuple):
    direction: Cell
    cells: tuple[Cell, ...]
    empty: tuple[Cell, ...]


def centre(grid: Grid) -> Cell:
    """The middle cell, where the bot opens the game."""
    middle = grid.size // 2
    return (middle, middle)


def _line_cells(grid: Grid, direction: Cell, index: int) -> list[Cell]:
    if direction == ACROSS:
        return [(index, i) for i in range(grid.size)]
    return [(i, index) for i in range(grid.size)]


def _slots(grid: Grid, rack_size: int, opening: Collection[Cell] | None) -> Iterator[_Slot]:
    taken = grid.tiles
    for direction in DIRECTIONS:
        for index in range(grid.size):
            line = _line_cells(grid, direction, index)
            for a in range(grid.size):
                if a > 0 and line[a - 1] in taken:
                    continue
                for b in range(a, min(grid.size, a + LINE_MAX)):
                    if b + 1 < grid.size and line[b + 1] in taken:
                        continue
                    cells = tuple(line[a : b + 1])
                    empty = tuple(c for c in cells if c not in taken)
                    if not empty or len(empty) > rack_size:
                        continue
                    if grid.empty:
                        if len(cells) < LINE_MIN:
                            continue
                        if opening is not None and not any(c in opening for c in cells):
                            continue
                    elif len(empty) == len(cells) and not any(grid.touches(c) for c in cells):
                        continue
                    if direction == DOWN and len(empty) == 1:
                        continue  # a single tile is listed once, with the moves across
                    yield _Slot(direction, cells, empty)


def _choices(rack: Sequence[Tile]) -> list[tuple[Tile, tuple[Tile, ...]]]:
    """Each rack tile (a 9 read as a 6) with the ways it can be placed."""
    out: list[tuple[Tile, tuple[Tile, ...]]] = []
    for tile in rack:
        base = normal(tile)
        ways = (base, base._replace(rank=FLIPS[base.rank])) if base.rank in FLIPS else (base,)
        out.append((base, ways))
    return out


def _one_colour(tiles: Sequence[Tile]) -> int:
    if len(tiles) == LINE_MAX and len({t.colour for t in tiles}) == 1:
        return BONUS_POINTS
    return 0


def _cross(grid: Grid, cell: Cell, direction: Cell) -> tuple[Tile, ...] | None:
    """The tiles already on the grid in the line across the move through `cell` (None when
    that line would pass five tiles)."""
    perpendicular = DOWN if direction == ACROSS else ACROSS
    run = grid.run(cell, perpendicular, {cell: Tile(1, Colour.LIGHT)})
    if len(run) > LINE_MAX:
        return None
    return tuple(grid.tiles[c] for c in run if c != cell)


def _slot_fills(
    grid: Grid, slot: _Slot, rack: Sequence[Tile]
) -> Iterator[tuple[int, tuple[Tile, ...]]]:
    """Each legal way to fill the slot: its points and the tiles of its empty cells in order."""
    crosses = []
    for cell in slot.empty:
        cross = _cross(grid, cell, slot.direction)
        if cross is None:
            return
        crosses.append(cross)
    existing = [grid.tiles[c] for c in slot.cells if c in grid.tiles]
    bonus = (BONUS_POINTS if grid.empty else 0) + (
        BONUS_POINTS if len(slot.empty) == RACK_SIZE else 0
    )
    choices = _choices(rack)
    k = len(slot.empty)
    chosen: list[Tile] = []
    used = [False] * len(choices)

    memo: dict[tuple[int, Tile], int] = {}

    def cross_points(i: int, tile: Tile) -> int:
        """Points of the cross line through empty cell i; 0 with no line; -1 if it scores 0."""
        known = memo.get((i, tile))
        if known is not None:
            return known
        cross = crosses[i]
        points = 0
        if cross:
            points = line_points(tuple(sorted((*(t.rank for t in cross), tile.rank))))
            points = points + _one_colour((*cross, tile)) if points else -1
        memo[(i, tile)] = points
        return points

    def fill(i: int, points: int) -> Iterator[tuple[int, tuple[Tile, ...]]]:
        if i == k:
            main = existing + chosen
            total = points + bonus
            if len(slot.cells) >= LINE_MIN:
                line = line_points(tuple(sorted(t.rank for t in main)))
                if line == 0:
                    return
                total += line + _one_colour(main)
            yield total, tuple(chosen)
            return
        tried: set[Tile] = set()
        for j, (base, ways) in enumerate(choices):
            if used[j] or base in tried:
                continue
            tried.add(base)
            used[j] = True
            for tile in ways:
                extra = cross_points(i, tile)
                if extra < 0:
                    continue
                chosen.append(tile)
                yield from fill(i + 1, points + extra)
                chosen.pop()
            used[j] = False

    yield from fill(0, 0)


def legal_moves(
    grid: Grid, rack: Sequence[Tile], *, opening: Collection[Cell] | None = None
) -> list[Candidate]:
    """Every legal move of the rack on the grid with its score, best first.

    On an empty grid every position is listed unless `opening` names cells one of which the
    first move must cover (the score of a first move does not depend on where it lies).
    """
    moves = [
        _candidate(slot, tiles, points)
        for slot in _slots(grid, len(rack), opening)
        for points, tiles in _slot_fills(grid, slot, rack)
    ]
    moves.sort(key=lambda c: (-c.points, c.move))
    return moves


def _candidate(slot: _Slot, tiles: Sequence[Tile], points: int) -> Candidate:
    return Candidate(
        move_key(Placement(*cell, tile) for cell, tile in zip(slot.empty, tiles, strict=True)),
        points,
    )


def top_moves(grid: Grid, rack: Sequence[Tile], n: int) -> list[Candidate]:
    """The `n` best moves (the bot opens through the centre), best first, without building
    every move: what the bot weighs in a game."""
    opening = {centre(grid)} if grid.empty else None
    found = heapq.nlargest(
        n,
        (
            (points, -order, slot, tiles)
            for order, slot in enumerate(_slots(grid, len(rack), opening))
            for points, tiles in _slot_fills(grid, slot, rack)
        ),
        key=lambda item: (item[0], item[1]),
    )
    return [_candidate(slot, tiles, points) for points, _, slot, tiles in found]


def has_move(grid: Grid, rack: Sequence[Tile]) -> bool:
    """Whether the rack has at least one legal move."""
    opening = {centre(grid)} if grid.empty else None
    return any(
        True for slot in _slots(grid, len(rack), opening) for _ in _slot_fills(grid, slot, rack)
    )


def choose_move(
    grid: Grid, rack: Sequence[Tile], rng: random.Random, *, spread: int = 1
) -> Candidate | None:
    """The bot's move: the best (`spread` 1), or one drawn among the `spread` best; None
    when the rack has no legal move."""
    moves = top_moves(grid, rack, max(1, spread))
    if not moves:
        return None
    return moves[0] if spread <= 1 else rng.choice(moves)
