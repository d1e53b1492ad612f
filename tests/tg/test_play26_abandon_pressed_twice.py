"""« Non, on continue » pressed, then « Oui, l'abandonner » on the same « Abandonner votre
partie? » (two taps before the buttons went): the second press edited the keyboard already
gone, a call real Telegram refuses (400 "message is not modified"). Now only a keyboard still
there is taken off; the game is not abandoned and the question is asked again."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_table_handlers import Player


async def test_no_then_yes_on_the_same_question(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    user = 27_200
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    await player.send("/annuler")
    asked = local_api.messages(user)[-1]
    yes, no = (str(b["callback_data"]) for b in inline_buttons(asked))
    await player.press(no, asked["message_id"])
    await player.press(yes, asked["message_id"])
    idle = [c for c in local_api.not_modified() if c.method == "editMessageReplyMarkup"]
    assert idle == []
    assert await db.table.active_table_game(user) is not None
