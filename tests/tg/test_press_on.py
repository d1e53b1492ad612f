"""`Press.on(pattern)`: the button handlers' one preamble. The decorated body runs for a press
by a person whose data matches `pattern`, with that press; a press whose data does not match
is acknowledged and goes no further, and so does a press by another bot (no player)."""

from __future__ import annotations

import re

from bot.tg.context import App, Context
from bot.tg.handlers.common import Press
from bot.tg.local_driver import Driver
from bot.tg.routing import ButtonHandler

ANN = 501
MESSAGE_ID = 42


async def test_press_on_runs_the_body_for_a_matching_press_by_a_person_only(
    local_app: App, bot_driver: Driver
) -> None:
    seen: list[tuple[int, int, str, int | None]] = []

    @Press.on(re.compile(r"^zz:(\d{1,3})$"))
    async def handle(context: Context, press: Press) -> None:
        seen.append((press.player.user_id, press.player.chat_id, press.match[1], press.message_id))

    # Offered every "zz:" press, ahead of the bot's own handlers (the stale-button catch-all).
    local_app.add_handler(ButtonHandler(handle, re.compile(r"^zz:")), group=-1)

    await bot_driver.press("zz:7", MESSAGE_ID, ANN)
    assert seen == [(ANN, ANN, "7", MESSAGE_ID)]

    unread = await bot_driver.press("zz:seven", MESSAGE_ID, ANN)
    assert seen == [(ANN, ANN, "7", MESSAGE_ID)]
    assert any(call.method == "answerCallbackQuery" for call in unread)

    by_a_bot = bot_driver.api.callback_update("zz:8", ANN + 1, ANN + 1, MESSAGE_ID)
    by_a_bot["callback_query"]["from"]["is_bot"] = True
    await bot_driver.process(by_a_bot)
    assert seen == [(ANN, ANN, "7", MESSAGE_ID)]
