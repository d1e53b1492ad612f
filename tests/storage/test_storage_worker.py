"""`Worker`: one SQLite connection on its own thread, fed in order from asyncio, with the
statement-level calls transactions and tests use."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from bot.storage.worker import Worker


async def test_statements_cursors_and_many(tmp_path: Path) -> None:
    async with await Worker.open(tmp_path / "w.db") as conn:
        await conn.execute("CREATE TABLE t (x INTEGER)")
        await conn.executemany("INSERT INTO t VALUES (?)", [(n,) for n in range(5)])
        async with conn.execute("SELECT x FROM t ORDER BY x") as cursor:
            first = await cursor.fetchone()
            rest = await cursor.fetchall()
            assert await cursor.fetchone() is None
        assert first["x"] == 0 and [row[0] for row in rest] == [1, 2, 3, 4]
        rows = await conn.execute_fetchall("SELECT COUNT(*) AS n FROM t WHERE x > ?", (1,))
        assert rows[0]["n"] == 3
        cursor = await conn.execute("UPDATE t SET x = x + 1 WHERE x < 2")
        assert cursor.rowcount == 2


async def test_steps_run_in_submission_order_on_one_thread(tmp_path: Path) -> None:
    async with await Worker.open(tmp_path / "w.db") as conn:
        seen: list[tuple[int, int]] = []

        def step(n: int) -> None:
            seen.append((n, threading.get_ident()))

        await asyncio.gather(*(conn.run(lambda _, n=n: step(n)) for n in range(50)))
        assert [n for n, _ in seen] == list(range(50))
        assert {ident for _, ident in seen} == {conn.thread_ident}


async def test_autocommit_by_default_and_closing_twice(tmp_path: Path) -> None:
    conn = await Worker.open(tmp_path / "w.db")
    assert await conn.run(lambda c: c.isolation_level) is None
    await conn.close()
    await conn.close()
    assert conn.closed
    with pytest.raises(sqlite3.ProgrammingError):
        await conn.execute_fetchall("SELECT 1")


async def test_an_error_reaches_the_caller(tmp_path: Path) -> None:
    async with await Worker.open(tmp_path / "w.db") as conn:
        with pytest.raises(sqlite3.OperationalError, match="no such table"):
            await conn.execute("SELECT * FROM missing")
        assert (await conn.execute_fetchall("SELECT 1"))[0][0] == 1  # still usable
