"""Kings Cribbage on the grid: the set, move legality (the rule named) and move scores."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.kings import Colour, KingsKind, Tile
from bot.engine.kings_grid import (
    GRID_SIZE,
    RULES,
    SET_SIZE,
    Grid,
    Illegal,
    IllegalMove,
    Placement,
    is_legal,
    score_move,
    take_from_rack,
    tile_set,
)
from tests.engine.kings_helpers import (
    D,
    L,
    across,
    down,
    grid,
    tiles,
    transpose_move,
    transposed,
)

EMPTY = Grid()


def refused(g: Grid, move: list[Placement], rack: list[Tile] | None = None) -> Illegal:
    with pytest.raises(IllegalMove) as info:
        score_move(g, move, rack)
    return info.value.reason


# -- The set (R-004-03, R-004-16) ------------------------------------------------------------


def test_the_set_holds_104_tiles_eight_of_each_rank_half_light_half_dark() -> None:
    tset = tile_set()
    assert len(tset) == SET_SIZE == 104
    assert Counter(t.rank for t in tset) == dict.fromkeys(range(1, 14), 8)
    assert Counter(t.colour for t in tset) == {Colour.LIGHT: 52, Colour.DARK: 52}
    assert all(n == 4 for n in Counter(tset).values())


def test_the_grid_is_square_and_named() -> None:
    assert EMPTY.size == GRID_SIZE
    assert EMPTY.inside((0, 0)) and EMPTY.inside((GRID_SIZE - 1, GRID_SIZE - 1))
    assert not EMPTY.inside((GRID_SIZE, 0)) and not EMPTY.inside((0, -1))


# -- The first move (R-004-04, R-004-17a) ----------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_first_move_places_two_to_five_tiles_anywhere(n: int) -> None:
    text = ["A", "2", "3", "4", "5"][:n]
    for row, col in [(0, 0), (7, 7), (GRID_SIZE - 1, GRID_SIZE - n)]:
        move = across(row, col, " ".join(text) if n > 2 else "5 K")
        score = score_move(EMPTY, move)
        assert score.first
        assert KingsKind.FIRST_PLAY_BONUS in {b.kind for b in score.bonuses}


def test_first_move_of_one_tile_is_refused() -> None:
    assert refused(EMPTY, across(7, 7, "5")) is Illegal.FIRST_MOVE_SIZE
    assert RULES[Illegal.FIRST_MOVE_SIZE] == "R-004-04"


def test_first_move_bonus_is_ten_and_only_on_the_first_move() -> None:
    first = score_move(EMPTY, across(7, 7, "5 K"))
    assert first.total == 2 + 10
    later = score_move(grid(["5 K"], GRID_SIZE), down(1, 0, "J"))
    assert later.total == 2 and not later.first


# -- Later moves (R-004-06, R-004-11) --------------------------------------------------------

BOARD = grid(["4 3 5"], GRID_SIZE)  # a run of three across the top row


def test_a_later_move_must_touch_the_tiles_on_the_grid() -> None:
    assert refused(BOARD, across(5, 5, "6 9")) is Illegal.NOT_TOUCHING
    assert RULES[Illegal.NOT_TOUCHING] == "R-004-06"


def test_a_single_tile_is_a_move_after_the_first() -> None:
    assert score_move(BOARD, across(0, 3, "6")).total == 4 + 2  # run of 4, and 4+5+6
    assert refused(BOARD, across(0, 3, "6 7 8 9 10 J")) is Illegal.MOVE_SIZE


def test_six_tiles_are_never_a_move() -> None:
    assert refused(EMPTY, across(0, 0, "A 2 3 4 5 6")) is Illegal.FIRST_MOVE_SIZE
    assert RULES[Illegal.MOVE_SIZE] == "R-004-11"


# -- Straight lines (R-004-08) ---------------------------------------------------------------


def test_a_diagonal_is_refused() -> None:
    move = [Placement(1, 0, tiles("6")[0]), Placement(2, 1, tiles("9")[0])]
    assert refused(BOARD, move) is Illegal.DIAGONAL
    anti = [Placement(2, 0, tiles("6")[0]), Placement(1, 1, tiles("9")[0])]
    assert refused(BOARD, anti) is Illegal.DIAGONAL


def test_tiles_off_one_line_are_refused() -> None:
    move = [Placement(1, 0, tiles("6")[0]), Placement(3, 1, tiles("9")[0])]
    assert refused(BOARD, move) is Illegal.NOT_STRAIGHT


def test_a_gap_in_the_line_is_refused_but_tiles_between_close_it() -> None:
    assert refused(BOARD, [*down(1, 0, "J"), *down(3, 0, "5")]) is Illegal.GAP
    # A 2 at (0, 3) and ... the existing run closes the line between placed tiles:
    g = grid([". 5 ."], GRID_SIZE)
    score = score_move(g, [Placement(0, 0, tiles("K")[0]), Placement(0, 2, tiles("K")[0])])
    assert [line.cells for line in score.lines] == [((0, 0), (0, 1), (0, 2))]
    assert score.total == 4 + 2  # two fifteens (K 5, 5 K) and the pair of kings


# -- No line over five (R-004-07) ------------------------------------------------------------


def test_no_line_longer_than_five_across_or_down() -> None:
    five = grid(["A 2 3 4 5"], GRID_SIZE)
    assert refused(five, across(0, 5, "6")) is Illegal.TOO_LONG
    assert refused(transposed(five), down(5, 0, "6")) is Illegal.TOO_LONG
    # the line a tile makes across the move counts too
    tall = grid([". A", ". 2", ". 3", ". 4", ". 5"], GRID_SIZE)
    assert refused(tall, across(5, 0, "K 5")) is Illegal.TOO_LONG
    assert RULES[Illegal.TOO_LONG] == "R-004-07"


# -- Every line a scoring hand; every tile in one (R-004-02, R-004-09) -----------------------


def test_a_line_that_scores_nothing_is_refused() -> None:
    assert refused(EMPTY, across(7, 7, "2 4")) is Illegal.SCORES_NOTHING
    assert refused(BOARD, down(1, 0, "8")) is Illegal.SCORES_NOTHING  # 4 over 8


def test_every_line_a_move_makes_must_score_even_the_one_across_it() -> None:
    # 5 under the 4 makes a 4-5 column (nothing), though 5 K across would score.
    assert refused(BOARD, across(1, 0, "5 K")) is Illegal.SCORES_NOTHING
    assert RULES[Illegal.SCORES_NOTHING] == "R-004-09"
    # K under the 5 (5 K down: fifteen), then 5 beside it (K 5 across: fifteen)
    score = score_move(BOARD, across(1, 2, "K 5"))
    assert sorted(line.points for line in score.lines) == [2, 2]
    assert score.total == 4


# -- Runs in any order, faces and aces (R-004-10, R-004-12) ----------------------------------


def test_runs_need_not_be_in_order() -> None:
    assert score_move(EMPTY, across(3, 3, "4 3 5")).total == 3 + 10
    assert score_move(EMPTY, across(3, 3, "5 3 4")).total == 3 + 10


def test_faces_count_ten_and_the_ace_is_low() -> None:
    assert score_move(EMPTY, across(3, 3, "K 5")).total == 2 + 10
    assert score_move(EMPTY, across(3, 3, "A 2 3")).total == 3 + 10
    assert refused(EMPTY, across(3, 3, "Q K A")) is Illegal.SCORES_NOTHING


# -- 6 and 9 (R-004-13) ----------------------------------------------------------------------


def test_a_six_may_be_placed_as_a_nine_and_keeps_that_value() -> None:
    rack = tiles("6 5 K 2 2")
    # one 6 on the rack: it is either a 6 or a 9, never both
    assert refused(EMPTY, across(7, 7, "9 6"), rack) is Illegal.NOT_IN_RACK
    assert refused(EMPTY, across(7, 7, "9 5"), rack) is Illegal.SCORES_NOTHING
    assert score_move(EMPTY, across(7, 7, "6 5 K"), rack).total == 2 + 10  # 5 K only
    score = score_move(EMPTY, across(7, 7, "9 2 2"), rack)  # 9+2+2 = 13: only the pair
    assert score.total == 2 + 10
    g = EMPTY.with_tiles(score.move)
    assert g.tiles[(7, 7)].rank == 9  # fixed once on the grid
    # the 9 on the grid makes fifteen with a 6, never again a 6 (no 6 6 pair)
    assert score_move(g, down(8, 7, "6"), tiles("6")).total == 2
    assert refused(g, down(8, 7, "3"), tiles("3")) is Illegal.SCORES_NOTHING


def test_take_from_rack_reads_a_nine_as_a_turned_six_and_back() -> None:
    rack = tiles("6 9d 5")
    assert take_from_rack(rack, tiles("9 6d")) == tuple(tiles("5"))
    assert take_from_rack(rack, tiles("9 9")) is None  # the colours differ
    assert take_from_rack(rack, tiles("5 5")) is None


# -- Scores of moves across and down, with bonuses (R-004-16, R-004-17) ----------------------

SCORE_CASES = [
    # (grid rows, move (row, col, tiles, "across"|"down"), rack or None, total, bonuses)
    (["4 3 5"], (0, 3, "6", "across"), None, 6, set()),
    (["4 3 5"], (1, 0, "J 5", "across"), None, None, set()),  # 4 over J: nothing
    (["5 . ."], (1, 0, "K", "down"), None, 2, set()),
    (["7 8"], (0, 2, "7 6 8", "across"), None, 8 + 16 + 10, {KingsKind.ONE_COLOUR_BONUS}),
    (["8 8 8 8"], (0, 4, "8d", "across"), None, 20, set()),
    (["5 5 5 5"], (0, 4, "5", "across"), None, 20 + 20 + 10, {KingsKind.ONE_COLOUR_BONUS}),
    ([". 5", ". ."], (1, 0, "10 5", "across"), None, 2 + 2, set()),  # 10 5, and 5 over 5
    ([], (7, 5, "2 3 J J 5", "across"), "2 3 J J 5", 8 + 2 + 30, None),
    ([], (7, 5, "2 3 Jd J 5", "across"), "2 3 Jd J 5", 8 + 2 + 20, None),
    ([], (5, 7, "7 8 7 6 8", "down"), "7 8 7 6 8", 8 + 16 + 30, None),
]


def _move(spec: tuple[int, int, str, str]) -> list[Placement]:
    row, col, text, way = spec
    return across(row, col, text) if way == "across" else down(row, col, text)


@pytest.mark.parametrize(("rows", "spec", "rack", "total", "bonuses"), SCORE_CASES)
def test_move_scores_across_and_down(
    rows: list[str],
    spec: tuple[int, int, str, str],
    rack: str | None,
    total: int | None,
    bonuses: set[KingsKind] | None,
) -> None:
    g = grid(rows, GRID_SIZE) if rows else EMPTY
    move = _move(spec)
    rack_tiles = tiles(rack) if rack else None
    for board, placed in [(g, move), (transposed(g), transpose_move(move))]:
        if total is None:
            assert not is_legal(board, placed, rack_tiles)
            continue
        score = score_move(board, placed, rack_tiles)
        assert score.total == total
        if bonuses is not None:
            assert {b.kind for b in score.bonuses} == bonuses


def test_five_tiles_of_the_rack_earn_ten_and_a_one_colour_line_ten_more() -> None:
    score = score_move(EMPTY, across(7, 5, "2 3 J J 5"), tiles("5 J J 3 2"))
    assert score.rack_emptied
    kinds = Counter(b.kind for b in score.bonuses)
    assert kinds == {
        KingsKind.FIRST_PLAY_BONUS: 1,
        KingsKind.FIVE_TILES_BONUS: 1,
        KingsKind.ONE_COLOUR_BONUS: 1,
    }


def test_the_one_colour_bonus_counts_a_line_extended_down_to_five() -> None:
    g = grid([". 4", ". 3", ". 5", ". 6"], GRID_SIZE)
    score = score_move(g, across(4, 0, "8 7"), tiles("8 7"))
    # down 4 3 5 6 7: run of five and fifteens 4+5+6, 3+5+7 (9), all light (10); across 8 7 (2)
    assert score.total == 9 + 10 + 2
    assert [b.kind for b in score.bonuses] == [KingsKind.ONE_COLOUR_BONUS]
    dark = score_move(g, [Placement(4, 0, Tile(8, L)), Placement(4, 1, Tile(7, D))])
    assert dark.total == 9 + 2


def test_colours_swapped_change_no_score() -> None:
    g = grid(["7 8d", ". 6"], GRID_SIZE)
    move = across(0, 2, "7 6d 8")
    swap = {L: D, D: L}
    g2 = Grid({c: Tile(t.rank, swap[t.colour]) for c, t in g.tiles.items()}, g.size)
    move2 = [Placement(p.row, p.col, Tile(p.tile.rank, swap[p.tile.colour])) for p in move]
    assert score_move(g, move).total == score_move(g2, move2).total
