"""The inbox's SQL (see `bot.tg.inbox` and migration 9): updates stored before they are
acknowledged to Telegram, marked done once handled."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import aiosqlite

from bot.storage.models import Attempt
from bot.storage.sql import count_returned, fetch_all, fetch_model, fetch_one, values_rows

ROWS_PER_INSERT: Final = 500
"""Updates stored by one INSERT (three parameters each: far below SQLite's 32,766; a
getUpdates batch holds at most 100)."""


async def store(
    conn: aiosqlite.Connection, updates: Sequence[tuple[int, str]], now: str
) -> list[int]:
    """Insert the (update_id, payload) pairs not already there, a batch in one statement (up
    to `ROWS_PER_INSERT`); the ids actually inserted, in the batch's order."""
    inserted: set[int] = set()
    for start in range(0, len(updates), ROWS_PER_INSERT):
        chunk = updates[start : start + ROWS_PER_INSERT]
        params: list[object] = []
        for update_id, payload in chunk:
            params += (update_id, payload, now)
        rows = await fetch_all(
            conn,
            "INSERT INTO inbox (update_id, payload, received_at)"
            f" VALUES {values_rows(len(chunk), 3)}"
            " ON CONFLICT (update_id) DO NOTHING RETURNING update_id",
            params,
        )
        inserted.update(int(row[0]) for row in rows)
    fresh: list[int] = []
    for update_id, _ in updates:  # an id given twice is fresh once
        if update_id in inserted:
            inserted.discard(update_id)
            fresh.append(update_id)
    return fresh


DONE_PAYLOAD = "{}"
"""What a handled update keeps of its payload: nothing (no name survives in the inbox)."""


async def mark_done(conn: aiosqlite.Connection, update_id: int, now: str) -> bool:
    """Mark an update handled, its payload dropped (a handled update is never read again,
    and a /forget must find no name in it); True if it was waiting (False: unknown or
    already done). An update with replies is marked by their INSERT instead (a trigger,
    migration 24: `Scope.commit`)."""
    return (
        await count_returned(
            conn,
            "UPDATE inbox SET done_at = ?, payload = ? WHERE update_id = ? AND done_at IS NULL"
            " RETURNING update_id",
            (now, DONE_PAYLOAD, update_id),
        )
        == 1
    )


async def is_done(conn: aiosqlite.Connection, update_id: int) -> bool:
    """True if this update was already handled."""
    row = await fetch_one(conn, "SELECT done_at FROM inbox WHERE update_id = ?", (update_id,))
    return row is not None and row[0] is not None


async def waiting(conn: aiosqlite.Connection) -> list[tuple[int, str]]:
    """The updates stored but not handled, oldest first."""
    rows = await fetch_all(
        conn, "SELECT update_id, payload FROM inbox WHERE done_at IS NULL ORDER BY update_id"
    )
    return [(int(row[0]), str(row[1])) for row in rows]


async def next_offset(conn: aiosqlite.Connection) -> int:
    """The getUpdates offset confirming every stored update (0 when the inbox is empty)."""
    row = await fetch_one(conn, "SELECT MAX(update_id) FROM inbox")
    return 0 if row is None or row[0] is None else int(row[0]) + 1


async def purge(conn: aiosqlite.Connection, done_before: str) -> int:
    """Delete the handled updates done before `done_before`, keeping the highest id."""
    return await count_returned(
        conn,
        "DELETE FROM inbox WHERE done_at IS NOT NULL AND done_at < ?"
        " AND update_id < (SELECT MAX(update_id) FROM inbox) RETURNING update_id",
        (done_before,),
    )


async def attempt_of_update(
    conn: aiosqlite.Connection, user_id: int, chat_id: int, update_id: int
) -> Attempt | None:
    """The attempt graded while handling this update (its `answered` JSON names it), if any."""
    return await fetch_model(
        conn,
        Attempt,
        "SELECT * FROM attempts WHERE user_id = ? AND chat_id = ?"
        " AND json_extract(answered, '$.update') = ? ORDER BY id DESC LIMIT 1",
        (user_id, chat_id, update_id),
    )
