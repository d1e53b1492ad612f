"""`table_stats.never_played`: a game abandoned at its first lay-away (0-0, no starter cut)
is no game lost in /stats; once a deal's starter is cut, an abandoned game counts as lost."""

from __future__ import annotations

import random

from bot.drills.table import advance, lay_away_cards, new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import PLAYER_SEAT, Seat, Step
from bot.drills.table_stats import never_played, no_deal_played, table_stats
from bot.engine.variants import Rules


def test_a_game_abandoned_before_its_first_starter_is_not_counted() -> None:
    rng = random.Random(3)
    table = new_table(rng, "n", Rules(), [Seat(7), Seat(None, Level.EASY)])
    waiting = advance(table, rng)
    assert waiting is not None and waiting.step is Step.LAY_AWAY
    assert no_deal_played(table) and not never_played(table)  # under way, not abandoned
    table.abandoned = True
    assert never_played(table)
    assert table_stats([table]).played == 0 and table_stats([table]).lost == 0


def test_a_game_abandoned_once_its_starter_is_cut_counts_as_lost() -> None:
    rng = random.Random(3)
    table = new_table(rng, "n", Rules(), [Seat(7), Seat(None, Level.EASY)])
    advance(table, rng)
    lay_away_cards(table, PLAYER_SEAT, table.deal.hands[PLAYER_SEAT][:2])
    advance(table, rng)
    assert table.deal.starter is not None
    table.abandoned = True
    assert not no_deal_played(table) and not never_played(table)
    stats = table_stats([table])
    assert (stats.played, stats.lost, stats.deals) == (1, 1, 1)
