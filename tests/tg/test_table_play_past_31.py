"""/play's play in the chat: « Compte : 26. Vos cartes : 2♥ 10♦ » over a single button, 2♥:
the 10♦ held had no button and no word, where the web app's page says a card would go past 31.
The chat now says which cards held would take the count past 31."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step
from bot.engine.cards import hand_order
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts
from bot.tg.local_checks import html_to_text
from tests.tg.test_table_handlers import Player, state

PAST_31 = {
    "fr": ("ferait dépasser 31", "feraient dépasser 31"),
    "en": ("would take the count past 31",) * 2,
}


@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer 121 expert"), ("en", "/play 121 easy")])
async def test_a_card_held_that_would_pass_31_is_said_not_only_left_without_a_button(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, play: str
) -> None:
    """Every play step of a game: the buttons are the cards that may be laid, and the cards
    held that may not are named as going past 31 (nothing said when all may be laid)."""
    user = 198 if lang == "fr" else 199
    player = Player(bot_driver, user, lang)
    await player.send(play)
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    seen = {"all": False, "some": False}
    for _ in range(400):
        if await db.table.active_table_game(user) is None or all(seen.values()):
            break
        question, _, table, waiting = await state(db, user, user)
        if waiting.step is Step.PLAY:
            held = hand_order(table.deal.held(PLAYER_SEAT))  # as shown: by rank
            past = [c for c in held if c not in waiting.legal]
            message = local_api.message(user, question.message_id or 0)
            assert message is not None
            text = html_to_text(str(message.get("caption") or message.get("text") or ""))
            labels = [str(b["text"]) for b in inline_buttons(message)]
            assert labels == [render.card(c, tr) for c in hand_order(waiting.legal)]
            if past:
                words = PAST_31[lang][len(past) > 1]
                assert f"{render.cards(past, tr)} {words}" in text, text
                seen["some"] = True
            else:
                assert PAST_31[lang][0] not in text and PAST_31[lang][1] not in text
                seen["all"] = True
        await player.move()
    assert all(seen.values()), seen


@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer 121 normal"), ("en", "/play 121 easy")])
async def test_a_card_typed_that_would_pass_31_is_named_in_the_refusal(
    bot_driver: Driver, db: Database, lang: str, play: str
) -> None:
    """A card typed that the count cannot take: « R♠ ferait dépasser 31 », the card named, as
    under the step. It used to be told only « Jouez une de vos cartes qui garde le compte à 31
    ou moins », with the card typed not named."""
    user = 196 if lang == "fr" else 197
    player = Player(bot_driver, user, lang)
    await player.send(play)
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    for _ in range(400):
        assert await db.table.active_table_game(user) is not None, "no card past 31 to type"
        _, game, table, waiting = await state(db, user, user)
        past = [c for c in table.deal.held(PLAYER_SEAT) if c not in waiting.legal]
        if waiting.step is Step.PLAY and past:
            break
        await player.move()
    reply = html_to_text(texts(await player.send(render.card(past[0], tr)))[-1])
    assert f"{render.card(past[0], tr)} {PAST_31[lang][0]}" in reply, reply
    after = await db.table.active_table_game(user)
    assert after is not None and after.step == game.step  # nothing was laid
