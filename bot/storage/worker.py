"""`Worker`: one SQLite connection on a thread of its own, fed from asyncio in order.

A `Database` runs every call as ONE synchronous step (`sql.Step`) on the thread that owns its
`sqlite3.Connection`: `Worker.run(work)` queues `work(connection)` to a single-thread
executor, which runs the steps of a connection one at a time, in submission order (FIFO).
So a call costs one round trip between the event loop and that thread, whatever its number
of statements, and no call ever sees another's half-done transaction.

This is the executor aiosqlite keeps for itself, owned here so that a whole step can be run
on it with public APIs only (aiosqlite's public methods each take one SQL statement; running a
function on its thread needed its private `_execute` and `_conn`).

For ad-hoc work of several round trips (`Database.transaction()`, `.snapshot()`, tests,
benchmarks) it also offers the few statement-level coroutines that work needs, shaped like
aiosqlite's: `await conn.execute(sql)`, `async with conn.execute(sql) as cursor:` then
`await cursor.fetchone()` / `fetchall()`, `execute_fetchall` and `executemany`.
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Self, TypeAlias, TypeVar

T = TypeVar("T")

Params: TypeAlias = Sequence[Any] | Mapping[str, Any]
Work: TypeAlias = Callable[[sqlite3.Connection], T]
"""A storage step: runs on the worker's thread with the plain sqlite3 connection."""


class Cursor:
    """The rows of one statement, already fetched on the worker's thread."""

    def __init__(self, rows: list[Any], rowcount: int, lastrowid: int | None) -> None:
        self._rows = rows
        self._next = 0
        self.rowcount = rowcount
        self.lastrowid = lastrowid

    async def fetchone(self) -> Any:
        """The next row, or None."""
        if self._next >= len(self._rows):
            return None
        row = self._rows[self._next]
        self._next += 1
        return row

    async def fetchall(self) -> list[Any]:
        """The rows not fetched yet."""
        rows, self._next = self._rows[self._next :], len(self._rows)
        return rows

    async def close(self) -> None:
        """Nothing to release: the statement was stepped to its end on the worker's thread."""


class _Statement:
    """`conn.execute(...)`: awaitable (the cursor) or an async context manager."""

    def __init__(self, worker: Worker, sql: str, params: Params) -> None:
        self._worker = worker
        self._sql = sql
        self._params = params

    def __await__(self) -> Generator[Any, None, Cursor]:
        return self._worker.run(partial(_fetched, sql=self._sql, params=self._params)).__await__()

    async def __aenter__(self) -> Cursor:
        return await self

    async def __aexit__(self, *exc: object) -> None:
        return None


def _fetched(conn: sqlite3.Connection, sql: str, params: Params) -> Cursor:
    cursor = conn.execute(sql, params)
    rows = cursor.fetchall()
    return Cursor(rows, cursor.rowcount, cursor.lastrowid)


def _fetch_all(conn: sqlite3.Connection, sql: str, params: Params) -> list[Any]:
    rows: list[Any] = conn.execute(sql, params).fetchall()
    return rows


def _execute_many(conn: sqlite3.Connection, sql: str, rows: list[Params]) -> None:
    conn.executemany(sql, rows)


class ClosesOnExit(ABC):
    """`async with` closes: `async with await Worker.open(path) as conn:` (or
    `Database.open`) calls `close()` on exit."""

    @abstractmethod
    async def close(self) -> None:
        """Release what the object holds; closing twice is fine."""

    async def __aenter__(self) -> Self:
        """The object itself."""
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Close it."""
        await self.close()


class Worker(ClosesOnExit):
    """An open SQLite connection and the one thread that uses it; open with `Worker.open`."""

    def __init__(self, executor: ThreadPoolExecutor, conn: sqlite3.Connection, ident: int) -> None:
        """Wrap a connection created on the executor's thread; use `Worker.open` instead."""
        self._executor = executor
        self._conn: sqlite3.Connection | None = conn
        self.thread_ident = ident
        """The worker thread's `threading.get_ident()`."""

    @classmethod
    async def open(cls, path: str | Path, **kwargs: Any) -> Self:
        """Connect on a new worker thread (`kwargs` go to `sqlite3.connect`; autocommit mode,
        `isolation_level=None`, unless told otherwise); rows are `sqlite3.Row`."""
        kwargs.setdefault("isolation_level", None)
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="muggins-sqlite")
        loop = asyncio.get_running_loop()
        try:
            conn, ident = await loop.run_in_executor(executor, partial(_connect, path, kwargs))
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(executor, conn, ident)

    @property
    def closed(self) -> bool:
        """Whether `close` was called."""
        return self._conn is None

    async def run(self, work: Work[T]) -> T:
        """Run `work(sqlite3_connection)` on the worker's thread; one round trip."""
        conn = self._conn
        if conn is None:
            raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, work, conn)

    def execute(self, sql: str, params: Params = ()) -> _Statement:
        """One statement: `await` it for a cursor over its rows, or `async with` it."""
        return _Statement(self, sql, params)

    async def execute_fetchall(self, sql: str, params: Params = ()) -> list[Any]:
        """One statement's rows."""
        return await self.run(partial(_fetch_all, sql=sql, params=params))

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """One statement for each of `rows`."""
        await self.run(partial(_execute_many, sql=sql, rows=list(rows)))

    async def close(self) -> None:
        """Close the connection (after the steps already queued) and stop the thread;
        closing twice is fine."""
        conn, self._conn = self._conn, None
        if conn is None:
            return
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._executor, conn.close)
        finally:
            self._executor.shutdown(wait=False)


def _connect(path: str | Path, kwargs: dict[str, Any]) -> tuple[sqlite3.Connection, int]:
    """Runs on the worker thread, which then owns the connection."""
    conn = sqlite3.connect(path, **kwargs)
    conn.row_factory = sqlite3.Row
    return conn, threading.get_ident()
