"""The player's chances deal by deal in a game against the bot (`bot.drills.table_odds`)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from bot.content_odds import shipped_odds
from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_odds import Swing, biggest_swing, chance_at_deal, chances, has_odds
from bot.drills.table_state import PLAYER_SEAT, Seat, Table
from bot.engine.odds import OddsTables
from bot.engine.variants import Rules


def bot_game(seed: int, target: int = 121) -> Table:
    rng = random.Random(seed)
    table = new_table(rng, "t", Rules(target=target), [Seat(None, Level.NORMAL)] * 2)
    table.miscounts = False
    advance(table, rng)
    return table


@pytest.mark.parametrize("target", [121, 61])
def test_chances_follow_the_board_and_end_with_the_result(target: int) -> None:
    odds = shipped_odds()
    table = bot_game(target, target)
    found = chances(table, odds)
    deals = table.deals
    assert len(found) == len(deals) + 1
    first = deals[0]
    assert found[0] == odds.chance(0, 0, dealer=first.dealer == PLAYER_SEAT, target=target)
    for deal, chance in zip(deals, found, strict=False):
        assert chance == chance_at_deal(table, deal, odds)
    assert found[-1] == (1.0 if table.winner == PLAYER_SEAT else 0.0)


def test_the_biggest_swing_is_the_deal_that_moved_most() -> None:
    odds = shipped_odds()
    table = bot_game(5)
    found = chances(table, odds)
    swing = biggest_swing(table, odds)
    assert swing is not None
    moves = [abs(b - a) for a, b in pairwise(found)]
    assert swing == Swing(swing.deal, found[swing.deal - 1], found[swing.deal])
    assert abs(swing.after - swing.before) == max(moves)
    assert moves.index(max(moves)) == swing.deal - 1


def test_no_swing_before_a_deal_is_over_and_no_table_no_odds() -> None:
    rng = random.Random(1)
    table = new_table(rng, "t", Rules(), [Seat(1, None), Seat(None, Level.EXPERT)])
    advance(table, rng)  # dealt, the player must lay away
    odds = shipped_odds()
    assert biggest_swing(table, odds) is None
    assert not has_odds(table, OddsTables({61: odds.tables[61]}, {}))
    assert has_odds(table, odds)
