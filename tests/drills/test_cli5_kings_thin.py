"""What the Kings handlers decided inline, now in `bot.drills.kings_play`, tested directly."""

from __future__ import annotations

from bot.drills.kings_play import grid_before
from bot.engine.kings_grid import Grid, Placement
from tests.engine.kings_helpers import tile


def test_grid_before_takes_off_the_tiles_just_placed() -> None:
    old = {(7, 7): tile("5"), (7, 8): tile("6")}
    new = [Placement(7, 9, tile("4")), Placement(8, 9, tile("K"))]
    grid = Grid({**old, **{p.cell: p.tile for p in new}}, 15)
    assert grid_before(grid, new) == Grid(old, 15)


def test_grid_before_keeps_the_grid_size_and_a_grid_with_no_new_tiles() -> None:
    grid = Grid({(0, 0): tile("A")}, 8)
    assert grid_before(grid, ()) == grid
    assert grid_before(grid, [Placement(0, 0, tile("A"))]) == Grid({}, 8)
