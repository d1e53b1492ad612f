"""One transaction per call (`DatabaseBase._run`): its commit/rollback/cancel rules, and how
calls and `transaction()` share the one aiosqlite connection (one asyncio.Lock)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from contextlib import closing
from pathlib import Path

import aiosqlite
import pytest
from storage_helpers import ask

from bot.storage import Database
from bot.storage.sql import BEGIN_READ, BEGIN_WRITE, execute, fetch_all

NOW = "2025-03-01T12:00:00.000+00:00"


@pytest.fixture
async def table(db: Database) -> AsyncIterator[Database]:
    async with db.transaction() as conn:
        await conn.execute("CREATE TABLE t (x INTEGER NOT NULL)")
    yield db


async def rows(db: Database) -> list[int]:
    async with db.snapshot() as conn:
        return [row[0] for row in await fetch_all(conn, "SELECT x FROM t ORDER BY x")]


async def insert(conn: aiosqlite.Connection, value: int) -> int:
    await execute(conn, "INSERT INTO t (x) VALUES (?)", (value,))
    return value


@pytest.mark.parametrize(
    ("begin", "inside"),
    [(None, False), (BEGIN_READ, True), (BEGIN_WRITE, True)],
    ids=["single-statement-no-transaction", "read-snapshot", "write-immediate"],
)
async def test_a_call_runs_its_work_in_the_transaction_it_asks_for(
    table: Database, begin: str | None, inside: bool
) -> None:
    seen: list[bool] = []

    async def work(conn: aiosqlite.Connection) -> str:
        seen.append(conn.in_transaction)
        return "done"

    assert await table._run(work, begin) == "done"
    assert seen == [inside]
    async with table.snapshot() as conn:
        await execute(conn, "SELECT 1")  # committed: a new transaction can begin


async def test_a_write_commits_all_its_statements(table: Database) -> None:
    async def work(conn: aiosqlite.Connection) -> int:
        await insert(conn, 1)
        await insert(conn, 2)
        return 2

    assert await table._write(work) == 2
    assert await rows(table) == [1, 2]


async def test_a_failing_write_rolls_back_everything_and_reraises(table: Database) -> None:
    async def work(conn: aiosqlite.Connection) -> None:
        await insert(conn, 1)
        await execute(conn, "INSERT INTO t (x) VALUES (NULL)")  # NOT NULL

    with pytest.raises(sqlite3.IntegrityError, match="NOT NULL"):
        await table._write(work)
    assert await rows(table) == []
    await table._write(lambda conn: insert(conn, 3))  # the connection is still usable
    assert await rows(table) == [3]


async def test_a_call_cancelled_before_its_commit_writes_nothing(table: Database) -> None:
    started = asyncio.Event()

    async def work(conn: aiosqlite.Connection) -> None:
        await insert(conn, 1)
        started.set()
        await asyncio.sleep(10)
        await insert(conn, 2)

    call = asyncio.ensure_future(table._write(work))
    await started.wait()
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call
    assert await rows(table) == []
    await table._write(lambda conn: insert(conn, 3))
    assert await rows(table) == [3]


async def test_calls_wait_for_an_open_transaction(db: Database) -> None:
    await db.users.get_or_create_user(1, language_code="en")
    async with db.transaction() as conn:
        reading = asyncio.ensure_future(db.users.get_user(1))
        await conn.execute("UPDATE users SET language_code = 'fr' WHERE tg_id = 1")
        await asyncio.sleep(0.01)
        assert not reading.done()  # queued behind the transaction, as every call is
    user = await reading
    assert user is not None and user.language_code == "fr"


async def test_a_message_id_is_seen_at_once(db: Database) -> None:
    question_id = await ask(db)
    await db.questions.set_question_message(question_id, 42, keyboard=True)
    found = await db.questions.get_question(question_id)
    assert found is not None and (found.message_id, found.keyboard) == (42, True)
    assert await db.questions.question_by_message(100, 42) == found
    await db.questions.set_question_message(question_id, 43)  # a copy sent again: the first stands
    again = await db.questions.pending_question(1, 100)
    assert again is not None and (again.message_id, again.keyboard) == (42, True)


async def test_replace_question_gives_the_question_it_replaced(db: Database) -> None:
    first, none = await db.questions.replace_question(
        user_id=1, chat_id=100, kind="hand", deal={"a": 1}, expected={}
    )
    await db.questions.set_question_message(first.id, 12, keyboard=True)
    second, previous = await db.questions.replace_question(
        user_id=1, chat_id=100, kind="crib", deal={}, expected={}
    )
    assert none is None
    assert previous is not None and previous.id == first.id and previous.state == "pending"
    assert (previous.message_id, previous.keyboard, previous.deal) == (12, True, {"a": 1})
    replaced = await db.questions.get_question(first.id)
    assert replaced is not None and replaced.state == "replaced"
    pending = await db.questions.pending_question(1, 100)
    assert pending is not None and pending.id == second.id


async def test_a_commit_from_another_connection_is_seen_by_the_next_read(
    db: Database, db_path: Path
) -> None:
    # What `muggins` commands or a second bot process do to the same file: the very next
    # read of the user or of the pending question (every update makes one) sees it.
    await db.users.get_or_create_user(1, language_code="en")
    question_id = await ask(db)
    assert await db.questions.pending_question(1, 100) is not None
    with closing(sqlite3.connect(db_path, isolation_level=None)) as other:
        other.execute("UPDATE users SET lang = 'fr', settings = '{\"pictures\":false}'")
        other.execute(
            "UPDATE questions SET state = 'cancelled', closed_at = ? WHERE id = ?",
            (NOW, question_id),
        )
    user = await db.users.get_or_create_user(1, language_code="en")
    assert (user.lang, user.settings) == ("fr", {"pictures": False})
    assert await db.questions.pending_question(1, 100) is None


async def test_closing_twice_and_calls_after_close(db_path: Path) -> None:
    db = await Database.open(db_path)
    await db.close()
    await db.close()
    assert db.closed
    with pytest.raises(Exception, match="closed"):
        await db.users.get_user(1)
