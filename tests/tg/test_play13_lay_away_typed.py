"""One card tapped for the crib, then the other typed: both are laid away."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step
from bot.engine.cards import card_code, hand_order
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, button_data, shown, state


@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer"), ("en", "/play")])
async def test_a_card_tapped_then_one_typed_lays_both_away(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str
) -> None:
    """A card tapped (✓ 3♣), then the second typed (« 5P »): « Il faut 2 cartes, pas 1. »,
    though two were chosen. Now the tapped card and the typed one go to the crib."""
    user = 13_400 if lang == "fr" else 13_401
    player = Player(bot_driver, user, lang)
    await player.send(f"{play} 61 easy")
    question, _, table, _ = await state(db, user, user)
    hand = hand_order(table.deal.hands[PLAYER_SEAT])  # the buttons' order
    await player.press(button_data(local_api, user, question)[0], question.message_id)
    await player.send(card_code(hand[3], lang))
    said = "\n".join(shown(local_api, user)[-2:])
    assert "pas 1" not in said and "not 1" not in said, said
    _, _, table, waiting = await state(db, user, user)
    assert waiting.step is not Step.LAY_AWAY, said
    assert table.deal.discards[PLAYER_SEAT] == [hand[0], hand[3]]


async def test_the_tapped_card_typed_again_is_still_one_card(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The card already tapped, typed: one card, still asked for two (it was « Il faut 2
    cartes, pas 1. »: now that card is said chosen already, the other asked)."""
    user = 13_402
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    question, _, table, _ = await state(db, user, user)
    hand = hand_order(table.deal.hands[PLAYER_SEAT])  # the buttons' order
    await player.press(button_data(local_api, user, question)[0], question.message_id)
    await player.send(card_code(hand[0], "fr"))
    said = shown(local_api, user)[-1]
    chosen = render.card(hand[0], I18n.load().translator("fr"))
    assert said.startswith(f"{chosen} est déjà choisie pour le crib."), said
    assert (await state(db, user, user))[3].step is Step.LAY_AWAY
