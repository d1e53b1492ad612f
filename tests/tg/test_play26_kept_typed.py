"""« je garde 10 V D R » ("I keep 10 J Q K") typed at the /jouer lay-away got « Carte
inconnue « garde » », where /ecart reads the cards kept. Now the other two cards are laid away,
as if typed."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step, Table
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, state


@pytest.mark.parametrize(("lang", "verb"), [("fr", "je garde"), ("en", "I keep")])
async def test_the_cards_kept_typed(
    bot_driver: Driver, db: Database, *, lang: str, verb: str
) -> None:
    user = 27_100 + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    table = (await state(db, user, user))[2]
    hand = table.deal.hands[PLAYER_SEAT]
    kept, laid = hand[2:], hand[:2]
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    await player.send(f"{verb} {render.cards(kept, tr)}")
    game = await db.table.active_table_game(user)
    assert game is not None
    deal = Table.from_json(game.state).deals[0]
    assert sorted(deal.discards[PLAYER_SEAT] or []) == sorted(laid)
    assert (await state(db, user, user))[3].step is not Step.LAY_AWAY
