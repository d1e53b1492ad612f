"""Kings Cribbage (a tile game): scoring a line ("main") of 2 to 5 tiles, the bonuses, 6/9 flip.

Rules from the seed `004_39393bd5de306b32.txt` (GLOSSARY §4.5). Tiles carry a rank 1..13 and
a colour (light or dark); the set holds two decks, so five alike is possible. A line scores
as a cribbage hand without suits: each set of tiles adding to 15 scores 2 (faces count 10,
aces 1); n alike score 2 a pair (2, 6, 12, and 20 for five alike); runs of three or more in
any order, ace low, each run counted, with their duplicates grouped as in the show (a double
run of three is one combo of 8 with its two runs and its pair as parts).

Bonuses of 10, each its own function: the first play of the game, placing all five tiles of
the rack in one turn, and a five-tile line all of one colour. A 6 may be placed as a 9 and
vice versa: a move places it either way (`bot.engine.kings_moves` tries both), and it stays
so on the grid.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations, product
from typing import NamedTuple

from bot.engine.cards import ACE, KING, card_value
from bot.engine.show import (
    FIFTEEN,
    FIFTEEN_POINTS,
    PAIR_KINDS,
    RUN_KINDS,
    Kind,
    maximal_runs,
    pair_points,
)

LINE_MIN, LINE_MAX = 2, 5
RACK_SIZE = 5
BONUS_POINTS = 10
FIVE_ALIKE = 5
FLIPS: dict[int, int] = {6: 9, 9: 6}


class Colour(StrEnum):
    """The two tile colours."""

    LIGHT = "light"
    DARK = "dark"


class KingsKind(StrEnum):
    """Kings Cribbage combinations that card cribbage does not have."""

    FIVE_ALIKE = "five_alike"
    FIRST_PLAY_BONUS = "first_play_bonus"
    FIVE_TILES_BONUS = "five_tiles_bonus"
    ONE_COLOUR_BONUS = "one_colour_bonus"


class Tile(NamedTuple):
    """A tile: a rank 1 (ace) to 13 (king), as placed (a 6 turned over is a 9), and a colour."""

    rank: int
    colour: Colour

    @property
    def value(self) -> int:
        """The tile's value in fifteens and at the end of the game: faces 10, ace 1."""
        return card_value(self.rank)


class KingsCombo(NamedTuple):
    """One scoring combination of a line, or a bonus."""

    kind: Kind | KingsKind
    tiles: tuple[Tile, ...]
    points: int
    parts: tuple[KingsCombo, ...] = ()


@dataclass(frozen=True, slots=True)
class KingsScore:
    """An itemized line score: fifteens, then n alike, then runs."""

    combos: tuple[KingsCombo, ...] = ()

    @property
    def total(self) -> int:
        """The points of all combinations."""
        return sum(c.points for c in self.combos)

    def by_kind(self) -> Counter[Kind | KingsKind]:
        """Points per combination kind."""
        points: Counter[Kind | KingsKind] = Counter()
        for combo in self.combos:
            points[combo.kind] += combo.points
        return points


ALIKE_KINDS: dict[int, Kind | KingsKind] = {**PAIR_KINDS, FIVE_ALIKE: KingsKind.FIVE_ALIKE}


# -- Line scoring ----------------------------------------------------------------------------


def _check_line(tiles: Sequence[Tile]) -> None:
    if not LINE_MIN <= len(tiles) <= LINE_MAX:
        raise ValueError(f"a line has {LINE_MIN} to {LINE_MAX} tiles, not {len(tiles)}")
    for tile in tiles:
        if not ACE <= tile.rank <= KING:
            raise ValueError(f"tile rank {tile.rank} is not in {ACE}..{KING}")


def fifteens(tiles: Sequence[Tile]) -> list[KingsCombo]:
    """Every distinct set of tiles adding to 15 scores 2."""
    return [
        KingsCombo(Kind.FIFTEEN, combo, FIFTEEN_POINTS)
        for size in range(2, len(tiles) + 1)
        for combo in combinations(tiles, size)
        if sum(t.value for t in combo) == FIFTEEN
    ]


def alike(tiles: Sequence[Tile]) -> KingsCombo:
    """Two to five tiles of one rank: 2 a pair (2, 6, 12, 20)."""
    return KingsCombo(ALIKE_KINDS[len(tiles)], tuple(tiles), pair_points(len(tiles)))


def _by_rank(tiles: Sequence[Tile]) -> dict[int, tuple[Tile, ...]]:
    groups: dict[int, list[Tile]] = {}
    for tile in tiles:
        groups.setdefault(tile.rank, []).append(tile)
    return {rank: tuple(group) for rank, group in sorted(groups.items())}


def run_with_duplicates(groups: Sequence[tuple[Tile, ...]]) -> KingsCombo:
    """A run over tile groups (one group per rank): each single run, and the pairs inside."""
    singles = [KingsCombo(Kind.RUN, combo, len(groups)) for combo in product(*groups)]
    if len(singles) == 1:
        return singles[0]
    pairs = [alike(group) for group in groups if len(group) >= 2]
    repeats = tuple(sorted(len(group) for group in groups if len(group) >= 2))
    parts = (*singles, *pairs)
    tiles = tuple(t for group in groups for t in group)
    return KingsCombo(RUN_KINDS[repeats], tiles, sum(p.points for p in parts), parts)


def score_line(tiles: Sequence[Tile]) -> KingsScore:
    """The itemized score of a line of 2 to 5 tiles (order and colour do not matter)."""
    _check_line(tiles)
    groups = _by_rank(tiles)
    runs = maximal_runs(groups)
    in_runs = {rank for run in runs for rank in run}
    pairs = [alike(g) for rank, g in groups.items() if len(g) >= 2 and rank not in in_runs]
    run_combos = [run_with_duplicates([groups[rank] for rank in run]) for run in runs]
    return KingsScore((*fifteens(tiles), *pairs, *run_combos))


# -- Bonuses ---------------------------------------------------------------------------------


def first_play_bonus(line: Sequence[Tile], *, first_play: bool) -> KingsCombo | None:
    """10 for the opening line of the game (2 to 5 tiles placed by the first player)."""
    if not first_play:
        return None
    _check_line(line)
    return KingsCombo(KingsKind.FIRST_PLAY_BONUS, tuple(line), BONUS_POINTS)


def five_tiles_bonus(placed: Sequence[Tile]) -> KingsCombo | None:
    """10 for placing all five tiles of the rack in one turn."""
    if len(placed) > RACK_SIZE:
        raise ValueError(f"a turn places at most {RACK_SIZE} tiles, not {len(placed)}")
    if len(placed) < RACK_SIZE:
        return None
    return KingsCombo(KingsKind.FIVE_TILES_BONUS, tuple(placed), BONUS_POINTS)


def one_colour_bonus(line: Sequence[Tile]) -> KingsCombo | None:
    """10 for a line made or extended to five tiles all of one colour (any direction)."""
    _check_line(line)
    if len(line) < LINE_MAX or len({t.colour for t in line}) != 1:
        return None
    return KingsCombo(KingsKind.ONE_COLOUR_BONUS, tuple(line), BONUS_POINTS)


# -- The 6/9 flip ----------------------------------------------------------------------------


def flipped(tile: Tile) -> Tile:
    """The same tile turned over: a 6 becomes a 9 and a 9 a 6."""
    if tile.rank not in FLIPS:
        raise ValueError(f"only a 6 or a 9 can be turned over, not rank {tile.rank}")
    return tile._replace(rank=FLIPS[tile.rank])


def orientations(tile: Tile) -> tuple[Tile, ...]:
    """The ways a tile can be placed: both for a 6 or a 9, one for the others."""
    return (tile, flipped(tile)) if tile.rank in FLIPS else (tile,)
