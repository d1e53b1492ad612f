"""The tournament's presentation is edited through the group's paced edits
(`bot.tg.members_pace`): an edit still held in memory when the bot stopped was lost, and the
presentation stayed as it was (« 1 membre participe : P42 », a member who had joined since
missing) until something else changed it. At start-up, each open tournament's presentation
is edited to what SQLite holds."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from test_members_quiet import FakeClock, clock  # noqa: F401 (the fake clock's fixture)

from bot.storage import Database
from bot.tg import members_pace
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_club14_presentation_paced import presentation_edits
from tests.tg.test_tournament_handlers import ANN, BEN, GROUP, create


async def test_a_join_held_when_the_bot_stops_reaches_the_presentation_at_the_start(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    tg_config: Config,
    clock: FakeClock,  # noqa: F811
) -> None:
    await create(bot_driver, local_api, db, "2 61", "fr")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for user in (ANN, BEN):  # the second join within the gap: its edit is held
        await bot_driver.press(
            f"tj:{tournament.id}",
            tournament.message_id,
            user_id=user,
            chat_id=GROUP,
            language_code="fr",
            first_name=f"P{user}",
        )
    shown = presentation_edits(local_api, tournament.message_id)[-1]
    assert "P42" in shown and "P43" not in shown, shown
    # the bot is killed: what it held in memory is gone
    members_pace._EDITS[bot_driver.application].pending.clear()
    again = build_app(tg_config, request=local_api, rng=random.Random(1))
    async with running(again):
        assert again.job_queue is not None
        now = datetime.now(UTC)
        for job in again.job_queue.jobs():  # what the start-up runs within a few seconds
            if job.next_t is not None and job.next_t - now < timedelta(seconds=5):
                await job.run(again)
    shown = presentation_edits(local_api, tournament.message_id)[-1]
    assert "2 membres participent : P42, P43" in shown.replace("\u00a0", " "), shown
