"""Kings Cribbage: line scoring, five alike, the 10-point bonuses and the 6/9 flip."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement, permutations

import pytest

from bot.engine.kings import (
    BONUS_POINTS,
    Colour,
    KingsKind,
    Tile,
    first_play_bonus,
    five_tiles_bonus,
    flipped,
    one_colour_bonus,
    orientations,
    score_line,
)
from bot.engine.show import Kind, rank_points

L, D = Colour.LIGHT, Colour.DARK
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def line(text: str, colour: Colour = L) -> list[Tile]:
    """Tiles from ranks such as `2 3 J J 5` (all of one colour)."""
    return [Tile(RANKS.get(t) or int(t), colour) for t in text.split()]


LINE_CASES = [
    # (line, {kind: points}) -- examples of the seed first
    ("6 9", {Kind.FIFTEEN: 2}),
    ("4 3 5", {Kind.RUN: 3}),
    ("4 3 5 6", {Kind.FIFTEEN: 2, Kind.RUN: 4}),
    ("4 3 5 6 7", {Kind.FIFTEEN: 4, Kind.RUN: 5}),
    ("8 8", {Kind.PAIR: 2}),
    ("8 8 8", {Kind.PAIR_ROYAL: 6}),
    ("8 8 8 8", {Kind.DOUBLE_PAIR_ROYAL: 12}),
    ("8 8 8 8 8", {KingsKind.FIVE_ALIKE: 20}),
    ("5 5 5 5 5", {Kind.FIFTEEN: 20, KingsKind.FIVE_ALIKE: 20}),
    ("2 3 J J 5", {Kind.FIFTEEN: 8, Kind.PAIR: 2}),
    ("7 8 7 6 8", {Kind.FIFTEEN: 8, Kind.DOUBLE_DOUBLE_RUN: 16}),
    # Faces, aces, no wrap-around
    ("J Q", {}),
    ("J J", {Kind.PAIR: 2}),
    ("10 J Q", {Kind.RUN: 3}),
    ("J Q K", {Kind.RUN: 3}),
    ("Q K A", {}),
    ("K A 2", {}),
    ("A 2 3", {Kind.RUN: 3}),
    ("A 2 3 4 5", {Kind.FIFTEEN: 2, Kind.RUN: 5}),
    ("5 K", {Kind.FIFTEEN: 2}),
    ("A 4 K", {Kind.FIFTEEN: 2}),
    # Runs with duplicates, as in the show
    ("3 4 4 5", {Kind.DOUBLE_RUN: 8}),
    ("3 4 4 5 6", {Kind.FIFTEEN: 4, Kind.DOUBLE_RUN: 10}),
    ("3 3 3 4 5", {Kind.FIFTEEN: 6, Kind.TRIPLE_RUN: 15}),
    ("3 3 4 4 5", {Kind.FIFTEEN: 4, Kind.DOUBLE_DOUBLE_RUN: 16}),
    ("9 10 J 9", {Kind.DOUBLE_RUN: 8}),
    # Pairs outside runs, and a run next to a pair
    ("A A 2 3 9", {Kind.FIFTEEN: 4, Kind.DOUBLE_RUN: 8}),
    ("2 3 4 9 9", {Kind.FIFTEEN: 4, Kind.PAIR: 2, Kind.RUN: 3}),
    ("5 5 5 10 10", {Kind.FIFTEEN: 14, Kind.PAIR_ROYAL: 6, Kind.PAIR: 2}),
    ("7 7 7 7 A", {Kind.FIFTEEN: 12, Kind.DOUBLE_PAIR_ROYAL: 12}),
    # Nothing
    ("2 4", {}),
    ("2 4 8 K", {}),
    ("2 4 6 8 10", {}),
    ("2 4 6 8 9", {Kind.FIFTEEN: 4}),
]


@pytest.mark.parametrize(
    ("text", "expected"), LINE_CASES, ids=[t.replace(" ", "-") for t, _ in LINE_CASES]
)
def test_score_line_table(text: str, expected: dict[Kind | KingsKind, int]) -> None:
    score = score_line(line(text))
    assert dict(score.by_kind()) == expected
    assert score.total == sum(expected.values())


def test_five_alike_is_twenty() -> None:
    for rank in range(1, 14):
        tiles = [Tile(rank, L)] * 3 + [Tile(rank, D)] * 2
        combos = [c for c in score_line(tiles).combos if c.kind is KingsKind.FIVE_ALIKE]
        assert len(combos) == 1
        assert combos[0].points == 20
        assert Counter(combos[0].tiles) == Counter(tiles)


def test_double_run_combo_holds_its_runs_and_pair() -> None:
    tiles = line("3 4 4 5")
    (combo,) = score_line(tiles).combos
    assert combo.kind is Kind.DOUBLE_RUN
    assert sorted(p.kind for p in combo.parts) == [Kind.PAIR, Kind.RUN, Kind.RUN]
    assert sum(p.points for p in combo.parts) == combo.points == 8
    assert sorted(t.rank for t in combo.tiles) == [3, 4, 4, 5]


def test_line_score_matches_the_show_for_every_rank_multiset() -> None:
    # Up to four alike, a line scores like a cribbage hand's fifteens, pairs and runs.
    checked = 0
    for size in range(2, 6):
        for ranks in combinations_with_replacement(range(1, 14), size):
            if max(Counter(ranks).values()) > 4:
                continue
            tiles = [Tile(r, L if i % 2 else D) for i, r in enumerate(ranks)]
            assert score_line(tiles).total == rank_points(ranks), ranks
            checked += 1
    assert checked > 7000


@pytest.mark.parametrize(
    "text", ["7 8 7 6 8", "3 3 3 4 5", "A 2 3 4 5", "5 5 5 10 10", "2 3 J J 5"]
)
def test_order_and_colour_do_not_matter(text: str) -> None:
    tiles = line(text)
    total = score_line(tiles).total
    for perm in set(permutations(tiles)):
        assert score_line(perm).total == total
    mixed = [Tile(t.rank, D if i % 2 else L) for i, t in enumerate(tiles)]
    assert score_line(mixed).total == total


@pytest.mark.parametrize(
    "tiles",
    [line("5"), line("A 2 3 4 5 6"), [], [Tile(0, L), Tile(5, L)], [Tile(14, D), Tile(5, D)]],
    ids=["one-tile", "six-tiles", "empty", "rank-0", "rank-14"],
)
def test_score_line_rejects_bad_lines(tiles: list[Tile]) -> None:
    with pytest.raises(ValueError):
        score_line(tiles)


# -- Bonuses ---------------------------------------------------------------------------------


def test_first_play_bonus() -> None:
    tiles = line("4 3 5")
    bonus = first_play_bonus(tiles, first_play=True)
    assert bonus is not None
    assert (bonus.kind, bonus.points, bonus.tiles) == (
        KingsKind.FIRST_PLAY_BONUS,
        BONUS_POINTS,
        tuple(tiles),
    )
    assert first_play_bonus(tiles, first_play=False) is None
    with pytest.raises(ValueError):
        first_play_bonus(line("4"), first_play=True)


@pytest.mark.parametrize(("placed", "points"), [(1, 0), (2, 0), (4, 0), (5, 10)])
def test_five_tiles_bonus(placed: int, points: int) -> None:
    tiles = line("A 2 3 4 5")[:placed]
    bonus = five_tiles_bonus(tiles)
    assert (bonus.points if bonus else 0) == points
    if bonus:
        assert bonus.kind is KingsKind.FIVE_TILES_BONUS


def test_five_tiles_bonus_rejects_six_tiles() -> None:
    with pytest.raises(ValueError):
        five_tiles_bonus(line("A 2 3 4 5 6"))


@pytest.mark.parametrize(
    ("tiles", "points"),
    [
        (line("2 3 J J 5", L), 10),
        (line("7 8 7 6 8", D), 10),
        (line("7 8 7 6", D), 0),
        (line("7 8 7 6", D) + line("8", L), 0),
        (line("8 8", L), 0),
    ],
    ids=["five-light", "five-dark", "four-tiles", "mixed", "two-tiles"],
)
def test_one_colour_bonus(tiles: list[Tile], points: int) -> None:
    bonus = one_colour_bonus(tiles)
    assert (bonus.points if bonus else 0) == points
    if bonus:
        assert bonus.kind is KingsKind.ONE_COLOUR_BONUS


# -- The 6/9 flip ----------------------------------------------------------------------------


def test_flip_six_and_nine() -> None:
    assert flipped(Tile(6, L)) == Tile(9, L)
    assert flipped(Tile(9, D)) == Tile(6, D)
    assert flipped(flipped(Tile(6, D))) == Tile(6, D)
    assert orientations(Tile(6, L)) == (Tile(6, L), Tile(9, L))
    assert orientations(Tile(5, L)) == (Tile(5, L),)
    for rank in set(range(1, 14)) - {6, 9}:
        with pytest.raises(ValueError):
            flipped(Tile(rank, L))
