"""`Worker`: one SQLite connection on its own thread, fed in order from asyncio, with the
statement-level calls transactions and tests use."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path
from typing import Any

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


async def test_steps_queued_before_close_run_and_the_thread_ends(tmp_path: Path) -> None:
    conn = await Worker.open(tmp_path / "w.db")
    await conn.execute("CREATE TABLE t (x INTEGER)")
    insert = "INSERT INTO t VALUES (?)"
    queued = [conn.run(lambda c, n=n: c.execute(insert, (n,))) for n in range(3)]
    thread = next(t for t in threading.enumerate() if t.ident == conn.thread_ident)
    await conn.close()
    await asyncio.gather(*queued)
    thread.join(5)
    assert not thread.is_alive()
    with sqlite3.connect(tmp_path / "w.db") as other:
        assert [row[0] for row in other.execute("SELECT x FROM t ORDER BY x")] == [0, 1, 2]


async def test_a_step_cancelled_before_it_starts_is_skipped(tmp_path: Path) -> None:
    async with await Worker.open(tmp_path / "w.db") as conn:
        gate = threading.Event()
        ran: list[str] = []
        blocker = conn.run(lambda _: gate.wait(5))
        started = conn.run(lambda _: ran.append("queued"))
        started.cancel()
        gate.set()
        assert await blocker
        await conn.run(lambda _: ran.append("after"))
        assert ran == ["after"]


async def test_a_step_cancelled_while_it_runs_finishes_quietly(tmp_path: Path) -> None:
    async with await Worker.open(tmp_path / "w.db") as conn:
        inside, gate = threading.Event(), threading.Event()

        def slow(c: sqlite3.Connection) -> str:
            inside.set()
            gate.wait(5)
            c.execute("CREATE TABLE t (x INTEGER)")
            return "done"

        running = conn.run(slow)
        await asyncio.to_thread(inside.wait, 5)
        running.cancel()
        gate.set()
        with pytest.raises(asyncio.CancelledError):
            await running
        rows = await conn.execute_fetchall("SELECT name FROM sqlite_master WHERE name = 't'")
        assert len(rows) == 1  # it ran to its end; its result went nowhere


async def test_a_stop_iteration_reaches_the_caller_as_a_runtime_error(tmp_path: Path) -> None:
    def stop(_: sqlite3.Connection) -> None:
        raise StopIteration

    async with await Worker.open(tmp_path / "w.db") as conn:
        with pytest.raises(RuntimeError, match="StopIteration"):
            await conn.run(stop)


async def test_outcomes_that_pile_up_are_delivered_in_one_wake_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with await Worker.open(tmp_path / "w.db") as conn:
        loop = asyncio.get_running_loop()
        wakeups: list[object] = []
        original = loop.call_soon_threadsafe

        def counting(callback: Any, *args: Any) -> Any:
            wakeups.append(callback)
            return original(callback, *args)

        monkeypatch.setattr(loop, "call_soon_threadsafe", counting)
        done = threading.Event()
        steps = [conn.run(lambda _, n=n: n) for n in range(20)]
        steps.append(conn.run(lambda _: done.set()))
        done.wait(5)  # the loop is held up while the thread runs all 21 steps
        assert await asyncio.gather(*steps) == [*range(20), None]
        assert len(wakeups) == 1
