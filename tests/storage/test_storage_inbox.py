"""The inbox's stores gathered (`Database.inbox_store`, `db_inbox.Gathered`): the stores made
while one waits for the database's lock go in one INSERT; each caller gets its own new ids,
in its order, an id stored twice at once new for its first caller only; a failed INSERT
fails the calls it took and leaves the next ones to the next store."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence

import aiosqlite
import pytest

from bot.storage import Database, repo_inbox


def rows(*ids: int) -> list[tuple[int, str]]:
    return [(update_id, f'{{"update_id": {update_id}}}') for update_id in ids]


async def stored_ids(db: Database) -> list[int]:
    async with db.snapshot() as conn:
        found = await conn.execute_fetchall("SELECT update_id FROM inbox ORDER BY update_id")
    return [int(row[0]) for row in found]


async def test_stores_made_while_the_lock_is_held_are_one_insert(db: Database) -> None:
    assert await db.inbox_store(rows(1)) == [1]
    traced: list[str] = []
    await db.trace(traced.append)
    async with db.transaction():  # the lock held: the stores queue up
        calls = [
            asyncio.create_task(db.inbox_store(given))
            for given in (rows(2, 3), rows(3, 4), rows(1, 5), rows(6, 6, 7))
        ]
        await asyncio.sleep(0.05)
        assert not any(call.done() for call in calls)
    results = await asyncio.gather(*calls)
    await db.trace(None)
    # 3 is new for its first caller only, 1 was stored before, 6 is given twice
    assert results == [[2, 3], [4], [5], [6, 7]]
    inserts = [sql for sql in traced if sql.startswith("INSERT INTO inbox")]
    assert len(inserts) == 1 and inserts[0].count("), (") == 8  # nine rows
    assert await stored_ids(db) == [1, 2, 3, 4, 5, 6, 7]


async def test_a_store_made_once_the_rows_were_taken_waits_for_the_next_insert(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(repo_inbox, "ROWS_PER_INSERT", 3)
    traced: list[str] = []
    await db.trace(traced.append)
    async with db.transaction():
        calls = [asyncio.create_task(db.inbox_store(rows(n, n + 100))) for n in range(1, 5)]
        await asyncio.sleep(0.05)
    assert await asyncio.gather(*calls) == [[n, n + 100] for n in range(1, 5)]
    await db.trace(None)
    inserts = [sql for sql in traced if sql.startswith("INSERT INTO inbox")]
    assert [sql.count("), (") + 1 for sql in inserts] == [2, 2, 2, 2]  # 3 rows at most each
    assert len(await stored_ids(db)) == 8


async def test_a_failed_insert_fails_the_calls_it_took_and_the_next_go_on(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = repo_inbox.store
    failures = [sqlite3.OperationalError("database or disk is full")]

    async def failing(
        conn: aiosqlite.Connection, updates: Sequence[tuple[int, str]], now: str
    ) -> list[int]:
        if failures:
            raise failures.pop()
        return await real(conn, updates, now)

    monkeypatch.setattr(repo_inbox, "store", failing)
    async with db.transaction():
        first = [asyncio.create_task(db.inbox_store(rows(n))) for n in (1, 2)]
        await asyncio.sleep(0.05)
    outcomes = await asyncio.gather(*first, return_exceptions=True)
    assert all(isinstance(o, sqlite3.OperationalError) for o in outcomes), outcomes
    assert await db.inbox_store(rows(1, 2)) == [1, 2]  # sent again: stored now
    assert await stored_ids(db) == [1, 2]


async def test_a_call_cancelled_while_it_waits_stores_nothing_later(db: Database) -> None:
    """Its webhook post got no 200: Telegram sends it again, and it must then be new."""
    async with db.transaction():
        first, second, third = (asyncio.create_task(db.inbox_store(rows(n))) for n in (1, 2, 3))
        await asyncio.sleep(0.05)
        first.cancel()  # the call that was to make the store
        second.cancel()
        await asyncio.sleep(0)
    assert await third == [3]
    for call in (first, second):
        with pytest.raises(asyncio.CancelledError):
            await call
    assert await stored_ids(db) == [3]
    assert await db.inbox_store(rows(1, 2)) == [1, 2]  # sent again: new
