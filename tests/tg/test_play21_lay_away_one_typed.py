"""At the lay-away, « touchez-les, puis ✅ (ou tapez-les) »: a member who typed one card, then
the other, got « Il faut 2 cartes, pas 1. » twice and nothing chosen. A card typed alone is now
chosen as its button is (« 4♠ est choisie pour le crib… »), and the other one typed next lays
both away."""

from __future__ import annotations

import pytest

from bot.drills.table import picked
from bot.drills.table_state import PLAYER_SEAT, Step
from bot.engine.cards import card_code, hand_order
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, button_data, shown, state


@pytest.mark.parametrize(
    ("lang", "play", "chosen"),
    [("fr", "/jouer 61 facile", "est choisie"), ("en", "/play 61 easy", "is chosen")],
)
async def test_one_card_typed_then_the_other_lays_both_away(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str, chosen: str
) -> None:
    user = 21_400 if lang == "fr" else 21_401
    player = Player(bot_driver, user, lang)
    await player.send(play)
    question, _, table, _ = await state(db, user, user)
    hand = table.deal.hands[PLAYER_SEAT]
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    await player.send(card_code(hand[2], lang))
    said = shown(local_api, user)[-1]
    assert chosen in said and render.card(hand[2], tr) in said, said
    again, _, table, waiting = await state(db, user, user)
    assert waiting.step is Step.LAY_AWAY and again.id == question.id
    assert picked(table, PLAYER_SEAT) == [hand[2]]
    at = hand_order(hand).index(hand[2])  # its button, in the hand's order as shown
    assert button_data(local_api, user, question)[at].endswith(":s2")
    await player.send(card_code(hand[4], lang))
    _, _, table, waiting = await state(db, user, user)
    assert waiting.step is not Step.LAY_AWAY
    assert table.deal.discards[PLAYER_SEAT] == [hand[2], hand[4]]
