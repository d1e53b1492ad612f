"""`Database.scope`: every call of one task in one transaction, its outbox rows with it."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.storage import Database, repo_outbox
from bot.storage.db_base import current_scope
from bot.storage.repo_outbox import Outgoing

USER = 515


def users(path: Path) -> list[int]:
    """The users another connection sees (only what was committed)."""
    with sqlite3.connect(path) as conn:
        return [row[0] for row in conn.execute("SELECT tg_id FROM users ORDER BY tg_id")]


async def test_a_scope_commits_its_calls_and_its_outbox_together(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        async with db.scope() as scope:
            await db.users.get_or_create_user(USER)
            await db.users.get_or_create_user(USER + 1)
            scope.queue(Outgoing(USER, "sendMessage", {"chat_id": USER, "text": "a"}))
            scope.queue(Outgoing(USER, "sendPhoto", {"chat_id": USER}, photo=b"png"))
            assert current_scope() is scope
            assert users(path) == []  # nothing committed yet
            assert await db.users.get_user(USER) is not None  # the scope reads its own writes
        assert current_scope() is None
        assert users(path) == [USER, USER + 1]
        rows = await db.outbox_after(0)
        assert [(r.method, r.params.get("text"), r.photo) for r in rows] == [
            ("sendMessage", "a", None),
            ("sendPhoto", None, b"png"),
        ]
        assert rows[0].id < rows[1].id
        assert await db.outbox_sent(rows[0].id) and not await db.outbox_sent(rows[0].id)
        assert [r.id for r in await db.outbox_after(0)] == [rows[1].id]


async def test_the_outbox_rows_are_stored_in_order_one_insert_a_chunk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(repo_outbox, "ROWS_PER_INSERT", 2)
    async with await Database.open(tmp_path / "s.db") as db:
        texts = [f"m{n}" for n in range(5)]
        traced: list[str] = []
        given: list[Outgoing] = []
        db.on_outbox = given.extend  # the rows as committed, with their ids
        await db._connection().set_trace_callback(traced.append)
        async with db.scope() as scope:
            for n, text in enumerate(texts):
                scope.queue(Outgoing(USER + n % 2, "sendMessage", {"text": text}))
        async with db.scope() as scope:
            scope.queue(Outgoing(USER, "sendMessage", {"text": "last"}))
        await db._connection().set_trace_callback(None)
        rows = await db.outbox_after(0)
        assert [r.params["text"] for r in rows] == [*texts, "last"]
        assert [r.chat_id for r in rows[:5]] == [USER, USER + 1] * 2 + [USER]
        assert given == rows
        assert sum(sql.startswith("INSERT INTO outbox") for sql in traced) == 3 + 1


async def test_a_failing_write_is_undone_alone_and_an_escaping_error_undoes_all(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        async with db.scope():
            await db.users.get_or_create_user(USER)
            with pytest.raises(RuntimeError):
                async with db.transaction() as conn:  # a savepoint inside the scope
                    await conn.execute("DELETE FROM users")
                    raise RuntimeError("refused")
        assert users(path) == [USER]
        async with db.scope():
            with pytest.raises(RuntimeError):  # the scope's first change: no savepoint
                async with db.transaction() as conn:
                    await conn.execute("DELETE FROM users")
                    raise RuntimeError("refused")
            assert users(path) == [USER]
            await db.users.get_or_create_user(USER + 3)  # the scope goes on
        assert users(path) == [USER, USER + 3]
        with pytest.raises(ValueError):
            async with db.scope() as scope:
                await db.users.get_or_create_user(USER + 1)
                scope.queue(Outgoing(USER, "sendMessage", {"chat_id": USER, "text": "b"}))
                raise ValueError("the handling failed")
        assert users(path) == [USER, USER + 3]
        assert await db.outbox_after(0) == []


async def test_a_cancelled_scope_leaves_nothing_and_other_tasks_wait(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        entered = asyncio.Event()
        others: list[int] = []

        async def handling() -> None:
            async with db.scope():
                await db.users.get_or_create_user(USER)
                entered.set()
                await asyncio.Event().wait()  # killed before its COMMIT

        async def other() -> None:  # another task: not in the scope, waits for it
            assert current_scope() is None
            others.append((await db.users.get_or_create_user(USER + 2)).tg_id)

        task = asyncio.create_task(handling())
        await entered.wait()
        waiting = asyncio.create_task(other())
        await asyncio.sleep(0.05)
        assert others == []  # the scope holds the connection
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await waiting
        assert others == [USER + 2]
        assert users(path) == [USER + 2]
