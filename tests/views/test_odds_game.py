"""`views.odds_game` and `table_odds.game_told`: the chances of a game against the bot at its
deal under way, judged, in the other role or explained (they were written in the handler,
`bot.tg.handlers.odds`), read from the table alone."""

from __future__ import annotations

import random

from bot.content_odds import shipped_odds
from bot.drills.odds_asked import OddsTold
from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_odds import game_told
from bot.drills.table_state import PLAYER_SEAT, Seat, Table
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.views import odds_follow, odds_game

FR = I18n.load().translator("fr")


def _dealt(target: int = 61) -> Table:
    rng = random.Random(39)
    table = new_table(rng, "o", Rules(target=target), [Seat(7), Seat(None, Level.EASY)])
    advance(table, rng)
    return table


def test_the_game_told_as_its_deal_began() -> None:
    odds = shipped_odds()
    rng = random.Random(39)
    fresh = new_table(rng, "o", Rules(target=61), [Seat(7), Seat(None, Level.EASY)])
    assert game_told(fresh, odds) is None  # no deal yet: nothing to tell
    table = _dealt()
    me, them = table.deal.start
    dealer = table.deal.dealer == PLAYER_SEAT
    assert game_told(table, odds) == OddsTold(0, me, them, dealer, 61, None, 0)


def test_good_other_role_and_why() -> None:
    odds, table = shipped_odds(), _dealt()
    told = game_told(table, odds)
    assert told is not None
    good = odds_game.game_follow_text(table, None, odds, FR)
    chance = odds.chance(told.me, told.opponent, dealer=told.dealer, target=61)
    start = odds.chance(0, 0, dealer=True, target=61)
    assert (
        good == odds_game.good_text(told, odds, FR) == odds_follow.good_text(chance, start, 61, FR)
    )
    other = odds_game.game_follow_text(table, not told.dealer, odds, FR)
    assert other is not None
    role = "receveur" if told.dealer else "donneur"
    assert f"Vous êtes {role}, à {told.me} contre {told.opponent}" in other.replace("\xa0", " ")
    said = odds_game.game_chances_text(table, odds, FR)
    why = odds_game.game_chances_text(table, odds, FR, why=True)
    assert said is not None and why is not None and said != why
