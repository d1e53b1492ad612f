"""The Kings Cribbage move generator against the rules checker and against brute force."""

from __future__ import annotations

import random
from itertools import combinations, permutations, product

import pytest

from bot.engine.kings import Tile, orientations
from bot.engine.kings_grid import Grid, Placement, is_legal, move_key, new_bag, score_move
from bot.engine.kings_moves import has_move, legal_moves, top_moves
from tests.engine.kings_helpers import grid, tiles


def brute_force(g: Grid, rack: list[Tile], *, any_shape: bool) -> dict[tuple[Placement, ...], int]:
    """Every legal move by trying every set of empty cells (in one row or column, or of any
    shape with `any_shape`) with every order and way up of the rack's tiles."""
    empty = [(r, c) for r in range(g.size) for c in range(g.size) if (r, c) not in g.tiles]
    cell_sets: set[tuple[tuple[int, int], ...]] = set()
    for k in range(1, len(rack) + 1):
        for cells in combinations(empty, k):
            if any_shape or len({r for r, _ in cells}) == 1 or len({c for _, c in cells}) == 1:
                cell_sets.add(cells)
    found: dict[tuple[Placement, ...], int] = {}
    for cells in cell_sets:
        for chosen in permutations(rack, len(cells)):
            for placed in product(*(orientations(t) for t in chosen)):
                move = move_key(Placement(*cell, t) for cell, t in zip(cells, placed, strict=True))
                if move in found:
                    continue
                if is_legal(g, move, rack):
                    found[move] = score_move(g, move, rack).total
    return found


def generated(g: Grid, rack: list[Tile]) -> dict[tuple[Placement, ...], int]:
    moves = legal_moves(g, rack)
    out = {m.move: m.points for m in moves}
    assert len(out) == len(moves), "a move listed twice"
    return out


SMALL = [
    (grid(["5 . . .", ". . . .", ". . . .", ". . . ."]), "K 6 9d 5"),
    (grid([". . . . .", ". 4 3 5 .", ". . . . .", ". . . . .", ". . . . ."]), "6 2 J 5 4"),
    (grid(["7 8 . . .", ". . . . .", ". . 6 . .", ". . 9 . .", ". . . . ."]), "7 8 6 A 3"),
    (grid(["A 2 3 4 5", ". . . . .", "K . . . .", ". . . . .", ". . . . ."]), "5 10 Q 5d 6"),
    (grid([". . . .", ". . . .", ". . . .", ". . . ."]), "A 2 3 4"),
]


@pytest.mark.parametrize(("g", "rack"), SMALL)
def test_generator_matches_brute_force_on_rows_and_columns(g: Grid, rack: str) -> None:
    assert generated(g, tiles(rack)) == brute_force(g, tiles(rack), any_shape=False)


@pytest.mark.parametrize(("g", "rack"), SMALL[:4])
def test_generator_matches_brute_force_over_any_cells(g: Grid, rack: str) -> None:
    short = tiles(rack)[:3]
    assert generated(g, short) == brute_force(g, short, any_shape=True)


def test_generator_on_random_small_grids_matches_brute_force() -> None:
    rng = random.Random(4)
    for _ in range(6):
        bag = new_bag(rng)
        g = Grid(size=5)
        # grow a position with the generator's own legal moves
        for _ in range(3):
            moves = legal_moves(g, bag[:5])
            del bag[:5]
            if moves:
                g = g.with_tiles(rng.choice(moves).move)
        rack = bag[:4]
        assert generated(g, rack) == brute_force(g, rack, any_shape=False)


def test_every_generated_move_is_legal_and_scored_as_the_rules_score_it() -> None:
    rng = random.Random(11)
    bag = new_bag(rng)
    g = Grid()
    for _ in range(8):
        rack = bag[:5]
        del bag[:5]
        moves = legal_moves(g, rack, opening={(7, 7)} if g.empty else None)
        for m in moves:
            assert score_move(g, m.move, rack).total == m.points
        assert [m.points for m in moves] == sorted((m.points for m in moves), reverse=True)
        if moves:
            assert top_moves(g, rack, 1)[0].points == moves[0].points
            assert has_move(g, rack)
            g = g.with_tiles(moves[0].move)
        else:
            assert not has_move(g, rack)


def test_a_rack_with_no_move() -> None:
    g = grid(["2 4 . .", ". . . .", ". . . .", ". . . ."])
    # every tile beside the 2 or the 4 must make 15, a pair or a run with them: none does
    assert not has_move(g, tiles("10 K"))
    assert not legal_moves(g, tiles("10 K"))
