"""/play's lay-away in the chat: a third card tapped for the crib let the oldest choice go
without a word (the crib changed under the player's finger), where the web app's page refuses
it and says how to change a choice. The chat now refuses it the same way, in the same words."""

from __future__ import annotations

import pytest

from bot.drills.table import picked
from bot.drills.table_state import PLAYER_SEAT
from bot.engine.cards import hand_order
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.tg.local_checks import html_to_text
from tests.tg.test_table_handlers import Player, button_data, notices, state

UNTAP_FIRST = {
    "fr": (
        "2 cartes sont déjà choisies\u00a0: touchez-en une de nouveau pour la remettre dans "
        "votre main, puis choisissez-en une autre."
    ),
    "en": (
        "2 cards are already chosen: tap one of them again to put it back in your hand, "
        "then choose another."
    ),
}


@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer 121 facile"), ("en", "/play 61 easy")])
async def test_a_third_card_for_the_crib_is_refused_with_how_to_change(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str
) -> None:
    user = 190 if lang == "fr" else 191
    player = Player(bot_driver, user, lang)
    await player.send(play)
    question, _, table, _ = await state(db, user, user)
    hand = hand_order(table.deal.hands[PLAYER_SEAT])  # the buttons' order
    taps = button_data(local_api, user, question)[:6]
    for data in taps[:2]:
        assert notices(await player.press(data, question.message_id)) == [""]
    refused = notices(await player.press(taps[2], question.message_id))
    assert refused == [UNTAP_FIRST[lang]]
    _, _, table, _ = await state(db, user, user)
    assert picked(table, PLAYER_SEAT) == list(hand[:2])  # the two chosen stay chosen
    message = local_api.message(user, question.message_id or 0)
    assert message is not None
    labels = [str(b["text"]) for b in inline_buttons(message)]
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    assert labels[2] == render.card(hand[2], tr)  # the third has no check mark
    assert labels[:2] == [f"✓ {render.card(c, tr)}" for c in hand[:2]]
    # untapping one first, as the note says, lets the third be chosen
    await player.press(taps[0], question.message_id)
    assert notices(await player.press(taps[2], question.message_id)) == [""]
    _, _, table, _ = await state(db, user, user)
    assert picked(table, PLAYER_SEAT) == [hand[1], hand[2]]


@pytest.mark.parametrize(
    ("lang", "play", "chosen"), [("fr", "/jouer", "Choisies"), ("en", "/play", "Chosen")]
)
async def test_the_lay_away_shown_again_names_no_choice_that_a_tap_leaves_stale(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str, chosen: str
) -> None:
    """/play again with a card tapped for the crib said « Chosen: J♥ » in the message, but a
    tap changes only the buttons: untapped, or changed for another, the message still named
    J♥ above buttons checking other cards. The checks on the buttons alone show the choice."""
    user = 192 if lang == "fr" else 193
    player = Player(bot_driver, user, lang)
    await player.send(f"{play} 61 easy")
    question, _, table, _ = await state(db, user, user)
    hand = hand_order(table.deal.hands[PLAYER_SEAT])  # the buttons' order
    await player.press(button_data(local_api, user, question)[0], question.message_id)
    await player.send(play)  # the game shown again, one card chosen
    question, _, _, _ = await state(db, user, user)
    message = local_api.message(user, question.message_id or 0)
    assert message is not None
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    labels = [str(b["text"]) for b in inline_buttons(message)]
    assert labels[0] == f"✓ {render.card(hand[0], tr)}"  # the choice, shown on its button
    taps = button_data(local_api, user, question)
    await player.press(taps[0], question.message_id)  # untapped
    await player.press(taps[1], question.message_id)  # another chosen
    message = local_api.message(user, question.message_id or 0)
    assert message is not None
    text = html_to_text(str(message.get("caption") or message.get("text") or ""))
    assert chosen not in text, text
    assert render.card(hand[0], tr) in text  # the six cards are still listed
    labels = [str(b["text"]) for b in inline_buttons(message)]
    assert labels[:2] == [render.card(hand[0], tr), f"✓ {render.card(hand[1], tr)}"]
