"""The daily challenge: `daily_results` rows, answered parts, the reminder settings.

One `daily_results` row per player and local day played for real (see `V2_DAILY` in
`bot.storage.schema_drills`): it is created by the first answered part and gains one part at a
time, in order. A part's answer closes its pending question and updates the row in the same
transaction, so a part is counted once even when two answers race (also across processes).

The player's timezone and reminder time live in `users.settings` (`SETTING_TZ`,
`SETTING_REMIND`), where every handler already reads the player; `reminders` lists the
players who have one, for the JobQueue to rebuild its jobs at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Final

import aiosqlite

from bot.storage.models import ANSWERED, Question, RowModel, dump_json
from bot.storage.repo_questions import close_pending, get_question
from bot.storage.repo_users import ensure_user
from bot.storage.repository import Repository, read_query, reads, write_query_at, writes
from bot.storage.sql import execute, fetch_all, fetch_model, fetch_models, fetch_one

SETTING_TZ: Final = "tz"
"""users.settings key: the player's IANA timezone (absent: the bot's default)."""
SETTING_REMIND: Final = "daily_remind"
"""users.settings key: the daily reminder's local time, "HH:MM" (absent: no reminder)."""
SETTING_REMINDED: Final = "daily_reminded"
"""users.settings key: the local day ("YYYY-MM-DD") of the last reminder sent (one a day)."""


@dataclass(frozen=True, slots=True)
class DailyRow(RowModel):
    """A `daily_results` row: one player's challenge of one local day."""

    user_id: int
    day: str
    parts_done: int
    finished: bool
    pour: int
    contre: int
    detail: list[dict[str, object]]
    started_at: str
    updated_at: str
    finished_at: str | None


@dataclass(frozen=True, slots=True)
class PartOutcome:
    """What recording a part did.

    `accepted`: the question was pending and is now answered (else nothing was written);
    `recorded`: the part was added to the day's row (False when the row already had it, e.g.
    an old question answered after the same part was played from another chat); `row`: the
    day's row after the step (None if there is none).
    """

    accepted: bool
    recorded: bool
    row: DailyRow | None
    question: Question | None = None


@dataclass(frozen=True, slots=True)
class Reminder:
    """A player's daily reminder: their local time "HH:MM" and timezone (None: the default)."""

    user_id: int
    at: str
    tz: str | None


async def daily_result(conn: aiosqlite.Connection, user_id: int, day: date) -> DailyRow | None:
    """The player's row for that local day, or None if they have not answered a part of it."""
    return await fetch_model(
        conn,
        DailyRow,
        "SELECT * FROM daily_results WHERE user_id = ? AND day = ?",
        (user_id, day.isoformat()),
    )


async def close_question(conn: aiosqlite.Connection, now: str, question_id: int) -> Question | None:
    """Mark a pending question answered; None if it was not pending (someone else won)."""
    return await close_pending(conn, question_id, ANSWERED, now)


async def reminders(conn: aiosqlite.Connection) -> list[Reminder]:
    """Every player with a daily reminder, by user id."""
    rows = await fetch_all(
        conn,
        "SELECT tg_id, json_extract(settings, :remind) AS at, json_extract(settings, :tz) AS tz"
        " FROM users WHERE json_type(settings, :remind) = 'text' ORDER BY tg_id",
        {"remind": f"$.{SETTING_REMIND}", "tz": f"$.{SETTING_TZ}"},
    )
    return [
        Reminder(int(row["tg_id"]), str(row["at"]), None if row["tz"] is None else str(row["tz"]))
        for row in rows
    ]


class Daily(Repository):
    """The queries of the daily challenge: `db.daily`."""

    close_question = write_query_at(close_question)
    reminders = read_query(reminders)

    daily_result = read_query(daily_result)

    @reads
    async def finished_days(self, conn: aiosqlite.Connection, user_id: int) -> list[date]:
        """The local days the player finished the daily challenge, oldest first."""
        rows = await fetch_all(
            conn,
            "SELECT day FROM daily_results WHERE user_id = ? AND finished = 1 ORDER BY day",
            (user_id,),
        )
        return [date.fromisoformat(row[0]) for row in rows]

    @reads
    async def has_days(self, conn: aiosqlite.Connection, user_id: int) -> bool:
        """Whether the player answered a part of any day's challenge (finished or not)."""
        row = await fetch_one(
            conn, "SELECT 1 FROM daily_results WHERE user_id = ? LIMIT 1", (user_id,)
        )
        return row is not None

    @reads
    async def finished_rows(
        self, conn: aiosqlite.Connection, user_id: int, limit: int
    ) -> list[DailyRow]:
        """The rows of the player's last `limit` finished days, oldest first (one query)."""
        return await fetch_models(
            conn,
            DailyRow,
            "SELECT * FROM (SELECT * FROM daily_results WHERE user_id = ? AND finished = 1"
            " ORDER BY day DESC LIMIT ?) ORDER BY day",
            (user_id, limit),
        )

    @writes
    async def record_part(
        self,
        conn: aiosqlite.Connection,
        question_id: int,
        *,
        user_id: int,
        day: date,
        part_index: int,
        parts_total: int,
        item: Mapping[str, object],
        pour: int,
        contre: int,
    ) -> PartOutcome:
        """Atomically: close the part's question and add the part to the day's row.

        The row only takes part `part_index` when it holds exactly that many parts: parts are
        added in order and once each. The first part creates the row.
        """
        now = self.db.now()
        key = day.isoformat()
        if pour < 0 or contre < 0:
            raise ValueError("points pour and contre are never negative")
        if not 0 <= part_index < parts_total:
            raise ValueError("part_index out of range")
        question = await close_question(conn, now, question_id)
        if question is None:
            return PartOutcome(
                False,
                False,
                await daily_result(conn, user_id, day),
                await get_question(conn, question_id),
            )
        await ensure_user(conn, user_id, now)
        if part_index == 0:
            await execute(
                conn,
                "INSERT INTO daily_results (user_id, day, started_at, updated_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (user_id, day) DO NOTHING",
                (user_id, key, now, now),
            )
        row = await fetch_one(
            conn,
            "UPDATE daily_results SET parts_done = parts_done + 1, pour = pour + :pour,"
            " contre = contre + :contre, detail = json_insert(detail, '$[#]', json(:item)),"
            " finished = (parts_done + 1 = :total),"
            " finished_at = CASE WHEN parts_done + 1 = :total THEN :now END, updated_at = :now"
            " WHERE user_id = :user AND day = :day AND parts_done = :index RETURNING *",
            {
                "pour": pour,
                "contre": contre,
                "item": dump_json(item),
                "total": parts_total,
                "now": now,
                "user": user_id,
                "day": key,
                "index": part_index,
            },
        )
        if row is None:
            return PartOutcome(True, False, await daily_result(conn, user_id, day), question)
        return PartOutcome(True, True, DailyRow.from_row(row), question)
