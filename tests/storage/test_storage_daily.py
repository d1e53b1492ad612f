"""Daily challenge storage: parts recorded once and in order, finished days, reminders."""

from __future__ import annotations

import asyncio
from datetime import date
from pathlib import Path

from storage_helpers import ask

from bot.storage import Database
from bot.storage.repo_daily import SETTING_REMIND, SETTING_TZ

DAY = date(2026, 11, 23)
TOTAL = 4


async def record(db: Database, user: int, day: date, index: int, pour: int, contre: int) -> bool:
    question_id = await ask(db, user, user, kind="daily-hand")
    outcome = await db.daily.record_part(
        question_id,
        user_id=user,
        day=day,
        part_index=index,
        parts_total=TOTAL,
        item={"part": index, "pour": pour},
        pour=pour,
        contre=contre,
    )
    assert outcome.accepted
    return outcome.recorded


async def test_parts_add_up_and_finish_the_day(db: Database) -> None:
    assert await db.daily.daily_result(1, DAY) is None
    for index, (pour, contre) in enumerate([(12, 0), (6, 2), (0, 2), (10, 0)]):
        assert await record(db, 1, DAY, index, pour, contre)
        row = await db.daily.daily_result(1, DAY)
        assert row is not None
        assert row.parts_done == index + 1
        assert row.finished == (index == TOTAL - 1)
        assert (row.finished_at is not None) == row.finished
    assert row is not None
    assert (row.pour, row.contre, row.day) == (28, 4, "2026-11-23")
    assert [item["part"] for item in row.detail] == [0, 1, 2, 3]
    assert await db.daily.finished_days(1) == [DAY]


async def test_a_part_is_recorded_once_and_in_order(db: Database) -> None:
    assert not await record(db, 2, DAY, 1, 5, 0)  # no part 0 yet: no row is made
    assert await db.daily.daily_result(2, DAY) is None
    assert await record(db, 2, DAY, 0, 5, 0)
    assert not await record(db, 2, DAY, 0, 5, 0)  # part 0 again (from another chat)
    assert not await record(db, 2, DAY, 2, 5, 0)
    row = await db.daily.daily_result(2, DAY)
    assert row is not None and (row.parts_done, row.pour) == (1, 5)


async def test_a_question_is_answered_once(db: Database) -> None:
    question_id = await ask(db, 3, 3, kind="daily-hand")

    async def answer() -> bool:
        outcome = await db.daily.record_part(
            question_id,
            user_id=3,
            day=DAY,
            part_index=0,
            parts_total=TOTAL,
            item={},
            pour=4,
            contre=0,
        )
        return outcome.accepted

    results = await asyncio.gather(*(answer() for _ in range(5)))
    assert sorted(results) == [False, False, False, False, True]
    row = await db.daily.daily_result(3, DAY)
    assert row is not None and row.pour == 4
    assert await db.daily.close_question(question_id) is None


async def test_days_are_separate_and_finished_days_sorted(db: Database) -> None:
    for day in (date(2026, 11, 22), date(2026, 11, 20), DAY):
        for index in range(TOTAL):
            await record(db, 4, day, index, 1, 0)
    await record(db, 4, date(2026, 11, 24), 0, 1, 0)  # started, not finished
    assert await db.daily.finished_days(4) == [date(2026, 11, 20), date(2026, 11, 22), DAY]
    assert await db.daily.finished_days(5) == []
    rows = await db.daily.finished_rows(4, 2)  # the last two, oldest first
    assert [row.day for row in rows] == ["2026-11-22", DAY.isoformat()]
    assert all(row.finished and len(row.detail) == TOTAL for row in rows)
    every = await db.daily.finished_rows(4, 10)
    assert [row.day for row in every] == ["2026-11-20", "2026-11-22", DAY.isoformat()]
    assert await db.daily.finished_rows(5, 10) == []


async def test_replays_close_their_question_without_a_row(db: Database) -> None:
    question_id = await ask(db, 6, 6, kind="daily-hand")
    closed = await db.daily.close_question(question_id)
    assert closed is not None and closed.state == "answered"
    assert await db.daily.daily_result(6, DAY) is None
    assert await db.stats.attempts(6) == []


async def test_reminders_come_from_the_settings(db: Database) -> None:
    await db.users.merge_settings(7, {SETTING_REMIND: "19:30", SETTING_TZ: "Europe/Paris"})
    await db.users.merge_settings(8, {SETTING_REMIND: "07:00"})
    await db.users.merge_settings(9, {SETTING_TZ: "Asia/Tokyo"})
    reminders = await db.daily.reminders()
    assert [(r.user_id, r.at, r.tz) for r in reminders] == [
        (7, "19:30", "Europe/Paris"),
        (8, "07:00", None),
    ]
    await db.users.merge_settings(7, {SETTING_REMIND: None})
    assert [r.user_id for r in await db.daily.reminders()] == [8]


async def test_rows_survive_a_reopen_and_go_with_the_user(db: Database, db_path: Path) -> None:
    await record(db, 10, DAY, 0, 3, 1)
    await db.close()
    reopened = await Database.open(db_path)
    try:
        row = await reopened.daily.daily_result(10, DAY)
        assert row is not None and row.parts_done == 1
        async with reopened.transaction() as conn:
            await conn.execute("DELETE FROM users WHERE tg_id = 10")
        assert await reopened.daily.daily_result(10, DAY) is None
    finally:
        await reopened.close()
