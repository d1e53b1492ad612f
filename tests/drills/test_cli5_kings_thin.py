"""What the Kings handlers decided inline, now in `bot.drills.kings_play` and `kings_args`,
tested directly."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.drills.kings_command import Command, read_command
from bot.drills.kings_play import BotCount, Level, grid_before, new_match, step_actions
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


def test_step_actions_a_player_with_a_move_has_the_hint_and_the_stop() -> None:
    match = new_match(random.Random(3), Level.NORMAL)
    assert step_actions(match, stuck=False) == ((("hint",), ("stop",)), None)


def test_step_actions_the_joker_while_the_bots_count_is_open() -> None:
    match = new_match(random.Random(3), Level.NORMAL)
    counted = replace(match, last=BotCount((), 4, 2, 0))
    assert step_actions(counted, stuck=False)[0] == (("joker", "hint"), ("stop",))
    closed = replace(match, last=BotCount((), 4, 2, 0, open=False))
    assert step_actions(closed, stuck=False)[0] == (("hint",), ("stop",))


def test_step_actions_a_stuck_player_passes_and_exchanges_what_the_bag_gives() -> None:
    match = new_match(random.Random(3), Level.NORMAL)
    rows = (("hint",), ("pass", "swap"), ("stop",))
    assert step_actions(match, stuck=True) == (rows, None)
    two = replace(match, game=replace(match.game, bag=match.game.bag[:2]))
    assert step_actions(two, stuck=True) == (rows, 2)
    empty = replace(match, game=replace(match.game, bag=()))
    assert step_actions(empty, stuck=True) == ((("hint",), ("pass",), ("stop",)), 0)


@pytest.mark.parametrize(
    ("args", "command"),
    [
        ([], Command("help")),
        (["compte"], Command("count")),
        (["MEILLEUR"], Command("best")),
        (["partie"], Command("play")),
        (["partie", "facile"], Command("play", Level.EASY)),
        (["facile"], Command("play", Level.EASY)),  # a level alone: a game at that level
        (["play", "Expert"], Command("play", Level.EXPERT)),
        (["aide"], Command("help")),
        (["arrêter"], Command("stop")),
        (["blabla"], Command(None, unknown="blabla")),
        (["partie", "dure"], Command("play", Level.EXPERT)),  # « dure »: a level since kings15
        (["partie", "moelleuse"], Command("play", unknown="moelleuse")),
        (["compte", "moelleuse"], Command("count")),  # words after another action: not read
    ],
)
def test_read_command(args: list[str], command: Command) -> None:
    assert read_command(args) == command
