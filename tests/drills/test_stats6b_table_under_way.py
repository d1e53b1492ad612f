"""The /play section of /stats read « Parties jouées : 0; gagnées : 0; perdues : 0 » while a
game was under way: `table_stats` counts the games under way, for the section to say so."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.drills.table import new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import PLAYER_SEAT, Seat
from bot.drills.table_stats import table_stats
from bot.engine.variants import Rules
from tests.drills.test_table_stats import _into_the_third_deal_s_play


def test_a_game_in_its_third_deal_is_under_way_not_played() -> None:
    stats = table_stats([_into_the_third_deal_s_play(3)])
    assert (stats.played, stats.won, stats.lost, stats.under_way) == (0, 0, 0, 1)


def test_a_game_just_dealt_is_under_way() -> None:
    seats = [Seat(7), Seat(None, Level.EXPERT)]
    table = new_table(random.Random(1), "t", Rules(), seats, first_dealer=PLAYER_SEAT)
    assert table_stats([table]).under_way == 1


def test_an_abandoned_game_is_not_under_way() -> None:
    table = replace(_into_the_third_deal_s_play(3), abandoned=True)
    stats = table_stats([table])
    assert (stats.played, stats.lost, stats.under_way) == (1, 1, 0)
