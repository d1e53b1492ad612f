"""At start-up each open tournament's presentation is edited to what SQLite holds
(`tournament_close.presentations_job`), to recover an edit held in memory when the bot was
killed. When nothing was lost, that edit changes nothing, and Telegram answers it with a 400
« Bad Request: message is not modified »: the start-up must take that as success, quietly."""

from __future__ import annotations

import logging
import random
from datetime import UTC, datetime, timedelta

import pytest
from test_members_quiet import FakeClock, clock  # noqa: F401 (the fake clock's fixture)

from bot.storage import Database
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ANN, GROUP, create


async def test_an_unchanged_presentation_at_the_start_is_no_error(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    tg_config: Config,
    clock: FakeClock,  # noqa: F811
    caplog: pytest.LogCaptureFixture,
) -> None:
    await create(bot_driver, local_api, db, "2 61", "fr")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    await bot_driver.press(
        f"tj:{tournament.id}",
        tournament.message_id,
        user_id=ANN,
        chat_id=GROUP,
        language_code="fr",
        first_name="Ann",
    )
    local_api.calls.clear()
    caplog.set_level(logging.DEBUG)
    caplog.clear()
    again = build_app(tg_config, request=local_api, rng=random.Random(1))
    async with running(again):
        assert again.job_queue is not None
        now = datetime.now(UTC)
        for job in again.job_queue.jobs():
            if job.next_t is not None and job.next_t - now < timedelta(seconds=5):
                await job.run(again)
    refused = [c.params.get("message_id") for c in local_api.not_modified()]
    assert refused == [tournament.message_id]  # Telegram was asked, and said so
    told = [r.getMessage() for r in caplog.records if r.name.startswith("muggins")]
    assert not [m for m in told if "not modified" in m.lower()], told
