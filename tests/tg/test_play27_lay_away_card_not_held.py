"""« 7♠ » typed alone at the /jouer lay-away, with no 7♠ in the hand, got « Il faut 2 cartes,
pas 1. »: true, but the player who meant a card of theirs mistyped it, and « 7♠ 5♥ » (two
cards, one not held) got « Vous n'avez pas 5♥ en main. » (found playing muggins chat). Now a
card not held is said so whatever the count typed: « Vous n'avez pas 7♠ en main. », then the
step, nothing chosen."""

from __future__ import annotations

import pytest

from bot.drills.table import picked
from bot.drills.table_state import PLAYER_SEAT, Step
from bot.engine.cards import SUITS, Card, card_code
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, button_data, state

NOT_HELD = {"fr": "Vous n'avez pas {card} en main.", "en": "You do not hold {card}."}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("tapped", [False, True])
async def test_a_card_not_held_typed_alone(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, tapped: bool
) -> None:
    user = 27_200 + tapped + (10 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    question, _, table, _ = await state(db, user, user)
    hand = table.deal.hands[PLAYER_SEAT]
    if tapped:  # one card chosen, the other typed
        await player.press(button_data(local_api, user, question)[0], question.message_id)
    chosen = picked((await state(db, user, user))[2], PLAYER_SEAT)
    assert len(chosen) == tapped
    stranger = next(Card(7, suit) for suit in SUITS if Card(7, suit) not in hand)
    reply = await player.typed_at(Step.LAY_AWAY, card_code(stranger, lang))
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == NOT_HELD[lang].format(card=render.card(stranger, tr)), said
    table = (await state(db, user, user))[2]
    assert picked(table, PLAYER_SEAT) == chosen
