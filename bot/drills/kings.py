"""Kings Cribbage drills: count a move, find the best move (pure: deal, grade, store).

Positions come from games between bots (`bot.engine.kings_game.simulate`), so they look like
real games: a count question is a move some bot made, with the grid as it was before it; a
best-move question is a grid and a rack with three or four candidate moves, the best the
generator finds among them.

Grading a count follows the Joker rule (R-004-19) the way /hand follows muggins: the exact
count scores it; a short count scores what was said and the bot calls « Joker » and takes the
rest; an over-count is corrected to the true value.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.kings import FLIPS, Tile, flipped
from bot.engine.kings_game import (
    Position,
    bot_policy,
    credited,
    joker_call,
    simulate,
    tile_data,
    tile_from,
)
from bot.engine.kings_grid import Grid, IllegalMove, MoveScore, Placement, score_move
from bot.engine.kings_moves import Candidate, legal_moves

OPENING_SHARE = 0.1
"""The share of count questions on the game's first move (its bonus of 10)."""
MOVES_BEFORE = (1, 16)
"""How many moves a count position has behind it (drawn in this range)."""
CHOICES = (3, 4)
"""How many candidate moves a best-move question shows."""


class KingsDrillError(ValueError):
    """A stored Kings question that cannot be read back."""


def grid_data(grid: Grid) -> list[list[int | str]]:
    """The tiles of a grid as `[[row, col, rank, colour], …]`."""
    return [[r, c, *tile_data(t)] for (r, c), t in sorted(grid.tiles.items())]


def placements_data(move: Sequence[Placement]) -> list[list[int | str]]:
    """Placed tiles as `[[row, col, rank, colour], …]`."""
    return [[p.row, p.col, *tile_data(p.tile)] for p in move]


def placements_from(stored: Sequence[Sequence[object]]) -> tuple[Placement, ...]:
    """Placed tiles back from `placements_data` (KingsDrillError when malformed)."""
    data: Sequence[Sequence[Any]] = stored  # each number checked by int()
    try:
        return tuple(
            Placement(int(r), int(c), tile_from((rank, colour))) for r, c, rank, colour in data
        )
    except (TypeError, ValueError) as exc:
        raise KingsDrillError(f"bad placements {data!r}") from exc


def grid_from(data: Sequence[Sequence[object]], size: int | None = None) -> Grid:
    """A grid back from `grid_data`."""
    tiles = {p.cell: p.tile for p in placements_from(data)}
    try:
        return Grid(tiles) if size is None else Grid(tiles, size)
    except ValueError as exc:
        raise KingsDrillError(str(exc)) from exc


def turned_over(move: Sequence[Placement], rack: Sequence[Tile]) -> list[Placement]:
    """The placements of a legal move that lay a rack tile turned over (a 9 of the rack laid as
    a 6), by cell: those the rack's tiles as they are do not cover. Counted tile by tile: with
    a dark 6 and a dark 9 on the rack, a move laying two dark 6s turns one of them (not « none,
    the rack has a 6 »)."""
    left = list(rack)
    turned = []
    for placed in sorted(move):
        if placed.tile in left:
            left.remove(placed.tile)
        else:
            turned.append(placed)
    return turned


def kept_unturned(
    grid: Grid, move: Sequence[Placement], rack: Sequence[Tile]
) -> list[tuple[Placement, int]]:
    """The 6s and 9s a legal move lays as the rack holds them where the same move, that tile
    turned over, scores more (« C2 9 » typed after a hint that turned the 9 into a 6): each
    with what the move would then have scored, by cell. Rule 9 (R-004-13): a 6 serves as a 9
    and back, its value fixed once it is on the grid."""
    total = score_move(grid, move, rack).total
    turned = turned_over(move, rack)
    kept = []
    for placed in sorted(move):
        if placed.tile.rank not in FLIPS or placed in turned:
            continue
        other = [p._replace(tile=flipped(p.tile)) if p == placed else p for p in move]
        try:
            points = score_move(grid, other, rack).total
        except IllegalMove:
            continue
        if points > total:
            kept.append((placed, points))
    return kept


# -- Count a move ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KingsCount:
    """A move to count: the grid before it and the move (its score derived)."""

    grid: Grid
    move: tuple[Placement, ...]

    def score(self) -> MoveScore:
        """The move's itemized score."""
        return score_move(self.grid, self.move)

    def worksheet(self) -> dict[str, object]:
        """The item of `muggins drill kings --json`."""
        score = self.score()
        return {
            "kind": "kings",
            "grid": grid_data(self.grid),
            "move": placements_data(score.move),
            "first": score.first,
            "rack_emptied": score.rack_emptied,
            "points": score.total,
            "lines": [
                {"cells": [list(c) for c in line.cells], "points": line.points}
                for line in score.lines
            ],
        }

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        return {
            "size": self.grid.size,
            "grid": grid_data(self.grid),
            "move": placements_data(self.move),
        }

    @classmethod
    def from_dict(cls, stored: Mapping[str, object]) -> KingsCount:
        """Back from `to_dict` (KingsDrillError when malformed or not a legal move)."""
        data: Mapping[str, Any] = stored  # read field by field, each checked
        try:
            count = cls(grid_from(data["grid"], int(data["size"])), placements_from(data["move"]))
            count.score()
        except (KeyError, TypeError, ValueError) as exc:
            raise KingsDrillError(f"bad kings count {data!r}") from exc
        return count


def count_hands(stored: Mapping[str, object]) -> int:
    """How many hands the move of a stored count question makes or lengthens (1 when it
    cannot be read back): two numbers typed for a move of two hands are a count for each
    (`kings_answers.counts_listed`)."""
    try:
        return len(KingsCount.from_dict(stored).score().lines)
    except KingsDrillError:
        return 1


def _position(rng: random.Random, moves_before: int) -> Position:
    policies = [bot_policy(3), bot_policy(3)]
    _, positions = simulate(rng, policies, stop_after=moves_before + 1)
    return positions[-1]


def deal_kings_count(rng: random.Random) -> KingsCount:
    """A move from a game between bots, with the grid before it."""
    before = 0 if rng.random() < OPENING_SHARE else rng.randint(*MOVES_BEFORE)
    position = _position(rng, before)
    return KingsCount(position.grid, position.score.move)


def deal_kings_counts(rng: random.Random, n: int) -> list[KingsCount]:
    """`n` moves to count, a few from each simulated game (cheaper than a game each)."""
    out: list[KingsCount] = []
    while len(out) < n:
        _, positions = simulate(rng, [bot_policy(3), bot_policy(3)])
        picks = sorted(rng.sample(range(len(positions)), min(3, len(positions))))
        if rng.random() < OPENING_SHARE:
            picks[0] = 0
        out += [KingsCount(positions[i].grid, positions[i].score.move) for i in picks]
    return out[:n]


@dataclass(frozen=True, slots=True)
class KingsCountGrade:
    """A graded count: what the player said, what the move scores, who scores what."""

    points: int
    said: int
    player_points: int
    bot_points: int

    @property
    def exact(self) -> bool:
        """The count was right."""
        return self.said == self.points

    @property
    def missed(self) -> int:
        """Points left out (taken by the bot's « Joker »)."""
        return max(0, self.points - self.said)

    @property
    def excess(self) -> int:
        """Points counted that were not there (corrected)."""
        return max(0, self.said - self.points)

    def to_result(self) -> dict[str, object]:
        """The stored result of the attempt."""
        return {"correct": self.exact, "missed": self.missed, "excess": self.excess}


def grade_kings_count(count: KingsCount, said: int) -> KingsCountGrade:
    """Grade a count: short, the bot calls « Joker » and takes the rest; over, corrected."""
    if said < 0:
        raise ValueError("a count is never negative")
    points = count.score().total
    mine = credited(points, said)
    call = joker_call(points, said)
    bot = call.caller if call.caller > 0 else 0
    return KingsCountGrade(points, said, mine, bot)


# -- The best move ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KingsBest:
    """A grid, a rack and candidate moves in the order shown (the best among them known)."""

    grid: Grid
    rack: tuple[Tile, ...]
    choices: tuple[tuple[Placement, ...], ...]

    def scores(self) -> list[MoveScore]:
        """Each candidate's itemized score, in the order shown."""
        return [score_move(self.grid, move, self.rack) for move in self.choices]

    def best(self) -> int:
        """The index of the best candidate (the first of the best on a tie)."""
        totals = [s.total for s in self.scores()]
        return totals.index(max(totals))

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        return {
            "size": self.grid.size,
            "grid": grid_data(self.grid),
            "rack": [tile_data(t) for t in self.rack],
            "choices": [placements_data(m) for m in self.choices],
        }

    @classmethod
    def from_dict(cls, stored: Mapping[str, object]) -> KingsBest:
        """Back from `to_dict` (KingsDrillError when malformed or a candidate is illegal)."""
        data: Mapping[str, Any] = stored  # read field by field, each checked
        try:
            best = cls(
                grid_from(data["grid"], int(data["size"])),
                tuple(tile_from(t) for t in data["rack"]),
                tuple(placements_from(m) for m in data["choices"]),
            )
            best.scores()
        except (KeyError, TypeError, ValueError) as exc:
            raise KingsDrillError(f"bad kings best {data!r}") from exc
        if not CHOICES[0] - 1 <= len(best.choices) <= CHOICES[1]:
            raise KingsDrillError("wrong number of choices")
        return best


def _spread_choices(moves: list[Candidate], rng: random.Random, n: int) -> list[Candidate]:
    """The best move and `n - 1` others of different scores (lower, drawn across the range)."""
    best = moves[0]
    by_points: dict[int, list[Candidate]] = {}
    for move in moves[1:]:
        if move.points < best.points:
            by_points.setdefault(move.points, []).append(move)
    levels = sorted(by_points, reverse=True)
    # one close to the best, the others drawn from the rest
    chosen = [levels[0], *rng.sample(levels[1:], n - 2)] if len(levels) > n - 1 else levels
    return [best, *(rng.choice(by_points[level]) for level in chosen)]


def deal_kings_best(rng: random.Random) -> KingsBest:
    """A position from a game between bots with three or four moves to choose from."""
    while True:
        position = _position(rng, rng.randint(*MOVES_BEFORE))
        moves = legal_moves(position.grid, position.rack)
        picks = _spread_choices(moves, rng, rng.choice(CHOICES))
        if len(picks) >= CHOICES[0]:
            rng.shuffle(picks)
            return KingsBest(position.grid, position.rack, tuple(p.move for p in picks))
