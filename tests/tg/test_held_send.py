"""A question never shown is never graded: the held `sendPhoto` and the kill.

The answer to daily part 1 grades it and stores part 2 in the same update; Telegram holds the
photo of part 2 and the bot is killed before it is sent (here the update's handling is
cancelled while the `sendPhoto` hangs: nothing after it runs, the inbox row stays not done).
At the restart the same update is handled again: it must not grade part 2 with part 1's
answer (part 2 was never shown: no message id), nor grade part 1 twice.
"""

from __future__ import annotations

import asyncio
from typing import Any

from telegram import Update

from bot.drills.daily import PartQuestion
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import ApiCall, Driver, LocalBotApi

PLAYER = 4242


class HoldingApi(LocalBotApi):
    """The in-process Bot API; once `hold` is set, a `sendPhoto` never gets its answer."""

    def __init__(self) -> None:
        super().__init__()
        self.hold = False
        self.held = asyncio.Event()

    async def answer(self, call: ApiCall) -> Any:
        if self.hold and call.method == "sendPhoto":
            self.held.set()
            await asyncio.Event().wait()  # Telegram never answers: the bot is killed meanwhile
        return await super().answer(call)


async def test_a_replayed_answer_never_grades_the_part_it_asked(tmp_path: Any) -> None:
    from bot.tg.app import build_app, running
    from bot.tg.config import Config

    api = HoldingApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    application: App = build_app(config, request=api)
    async with running(application):
        db: Database = application.bot_data.db
        driver = Driver(application, api)
        await driver.send("/daily", user_id=PLAYER, language_code="en")
        first = await db.questions.pending_question(PLAYER, PLAYER)
        assert first is not None and first.message_id is not None
        day = PartQuestion.from_dict(first.deal).day
        answer = api.message_update("7", PLAYER, PLAYER, language_code="en")
        api.hold = True
        handling = asyncio.ensure_future(
            application.process_update(Update.de_json(answer, application.bot))
        )
        await asyncio.wait_for(api.held.wait(), 10)
        handling.cancel()  # the kill: part 2 stored, its photo never sent
        await asyncio.gather(handling, return_exceptions=True)
        api.hold = False
        second = await db.questions.pending_question(PLAYER, PLAYER)
        assert second is not None and second.id != first.id and second.message_id is None
        row = await db.daily.daily_result(PLAYER, day)
        graded = None if row is None else row.parts_done
        await driver.process(answer)  # the restart handles the same update again
        after = await db.questions.get_question(second.id)
        assert after is not None and after.is_pending  # never shown: never graded
        row = await db.daily.daily_result(PLAYER, day)
        assert (None if row is None else row.parts_done) == graded == 1  # part 1 once
