"""The `Database` base: one SQLite connection on its own thread, its pragmas, one round trip
per call.

Each public method of `Database` is ONE synchronous step (`sql.Step`: a whole read, or a whole
transaction with its BEGIN and COMMIT) queued to the connection's worker thread, which runs the
steps of a connection one at a time in submission order. So a call costs one round trip
between the event loop and that thread, whatever its number of statements, and no call ever
sees another's half-done transaction: the queue serialises them without any asyncio lock.

Writes use `BEGIN IMMEDIATE`, which takes SQLite's write lock up front; with `busy_timeout`
another connection or process on the same file (the bot and `muggins chat`) waits for it, on
the worker thread, instead of failing. A one-statement read is atomic on its own; reads of
several statements (`user_stats`) run in one deferred transaction, so they see one snapshot.
A caller cancelled while its step waits rolls it back (`Step.abandon`): it writes nothing.

`transaction()` and `snapshot()` give the connection itself (`bot.storage.worker.Worker`)
for ad-hoc work of several round trips; they hold `_lock`, and while it is held the one-step
calls queue behind it (steps queued before it was taken run first, the queue being FIFO).

The connection is in autocommit mode (`isolation_level=None`): this module issues
BEGIN/COMMIT/ROLLBACK itself, and nothing commits behind its back.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Final, Self, TypeVar

from bot.storage.migrations import check_sqlite_version, migrate_now
from bot.storage.models import StorageError
from bot.storage.sql import (
    BEGIN_READ,
    BEGIN_WRITE,
    Clock,
    Step,
    Work,
    execute,
    execute_async,
    fetch_one,
    iso_utc,
    on_thread,
    rollback_quietly,
    utc_now,
)
from bot.storage.worker import ClosesOnExit, Worker

T = TypeVar("T")

DEFAULT_BUSY_TIMEOUT_MS: Final = 5000
DEFER_SECONDS: Final = 0.05
"""How long a deferred write may wait for another step to carry it (see `_defer`)."""
MEMORY: Final = ":memory:"


class DatabaseBase(ClosesOnExit):
    """The connection of a `Database`: its life cycle, transactions and one-step calls."""

    def __init__(self, conn: Worker, path: Path, clock: Clock, schema_version: int) -> None:
        """Wrap an opened, migrated connection; use `Database.open` instead."""
        self._conn: Worker | None = conn
        self._lock = asyncio.Lock()
        self._clock = clock
        self.path = path
        self._schema_version = schema_version
        self._deferred: list[Work[None]] = []
        self._flush_timer: asyncio.TimerHandle | None = None

    # -- lifecycle -------------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        clock: Clock | None = None,
        busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    ) -> Self:
        """Open (creating the folder and file), set the pragmas and migrate to the latest schema.

        Raises `SchemaTooNewError` for a database written by a newer version, and
        `StorageError` if the SQLite library is too old or WAL cannot be enabled.
        """
        check_sqlite_version()
        if busy_timeout_ms < 0:
            raise ValueError("busy_timeout_ms must be >= 0")
        path = Path(path)
        wal = str(path) != MEMORY
        if wal:
            await asyncio.to_thread(path.parent.mkdir, parents=True, exist_ok=True)
        conn = await Worker.open(path, isolation_level=None)
        try:
            await on_thread(conn, partial(_configure, busy_timeout_ms=busy_timeout_ms, wal=wal))
            version = await on_thread(conn, migrate_now)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path, clock or utc_now, version)

    async def close(self) -> None:
        """Close the connection (waits for a running transaction, commits the deferred
        writes); closing twice is fine."""
        if self._conn is not None:
            await self.flush()
        async with self._lock:
            conn, self._conn = self._conn, None
            if conn is not None:
                await conn.close()

    @property
    def schema_version(self) -> int:
        """The schema version (PRAGMA user_version) after migration."""
        return self._schema_version

    @property
    def closed(self) -> bool:
        """True once `close` has run."""
        return self._conn is None

    def now(self) -> str:
        """The injected clock's time as a UTC ISO 8601 string."""
        return iso_utc(self._clock())

    # -- transactions ----------------------------------------------------------------------

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Worker]:
        """`async with db.transaction() as conn:` a write transaction (BEGIN IMMEDIATE).

        Commits on normal exit, rolls back on any exception (cancellation included).
        Transactions on one Database never interleave; do not nest them.
        """
        await self.flush()
        async with self._lock:
            conn = self._connection()
            try:
                await execute_async(conn, BEGIN_WRITE)
                yield conn
                await execute_async(conn, "COMMIT")
            except BaseException:
                await rollback_quietly(conn)
                raise

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[Worker]:
        """`async with db.snapshot() as conn:` a read transaction: one consistent view."""
        await self.flush()
        async with self._lock:
            conn = self._connection()
            try:
                await execute_async(conn, BEGIN_READ)
                yield conn
                await execute_async(conn, "COMMIT")
            except BaseException:
                await rollback_quietly(conn)
                raise

    async def _run(self, work: Work[T], begin: str | None = None) -> T:
        """Run `work` as one step on the connection's thread (see the module docstring).

        `begin` None: a single statement, no transaction; else BEGIN (IMMEDIATE) ... COMMIT.
        """
        conn = self._connection()
        if not self._lock.locked():
            # No await between the check and the submission: the step is queued before any
            # later transaction() can queue its BEGIN.
            return await self._submit(conn, Step(work, begin, self._take_deferred()))
        async with self._lock:
            return await self._submit(self._connection(), Step(work, begin, self._take_deferred()))

    async def _write(self, work: Work[T]) -> T:
        """Run `work` in one write transaction (BEGIN IMMEDIATE ... COMMIT), one round trip."""
        return await self._run(work, BEGIN_WRITE)

    def _defer(self, work: Work[None]) -> None:
        """Queue a write that no caller waits for: it rides in the next step's transaction
        (one commit for both), or in its own after `DEFER_SECONDS` if no step comes.

        Every later call of this Database sees it (the steps run in order); another
        connection may not until it is committed. For small writes whose loss at a crash
        costs little (the message id shown with a question).
        """
        self._connection()
        self._deferred.append(work)
        if self._flush_timer is None:
            loop = asyncio.get_running_loop()
            self._flush_timer = loop.call_later(DEFER_SECONDS, self._flush_soon)

    def _take_deferred(self) -> list[Work[None]]:
        """The deferred writes, handed to the step being queued."""
        if not self._deferred:
            return []
        taken, self._deferred = self._deferred, []
        if self._flush_timer is not None:
            self._flush_timer.cancel()
            self._flush_timer = None
        return taken

    def _flush_soon(self) -> None:
        """The timer's end: commit what no step carried."""
        self._flush_timer = None
        if self._deferred and self._conn is not None:
            task = asyncio.get_running_loop().create_task(self.flush())
            _flushes.add(task)
            task.add_done_callback(_flushes.discard)

    async def flush(self) -> None:
        """Commit the deferred writes now (nothing when there are none)."""
        if self._deferred and self._conn is not None:
            await self._run(_nothing, BEGIN_WRITE)

    @staticmethod
    async def _submit(conn: Worker, step: Step[T]) -> T:
        """Queue the step; if the caller is cancelled meanwhile, the step writes nothing."""
        try:
            return await on_thread(conn, step)
        except asyncio.CancelledError:
            step.abandon()
            raise

    def _connection(self) -> Worker:
        """The open connection."""
        if self._conn is None:
            raise StorageError("the database is closed")
        return self._conn


_flushes: set[asyncio.Task[None]] = set()
"""Flushes started by a timer (kept referenced until done)."""


def _nothing(conn: sqlite3.Connection) -> None:
    """A step with no work of its own (it carries the deferred writes)."""


def _configure(conn: sqlite3.Connection, busy_timeout_ms: int, *, wal: bool) -> None:
    """Set the connection pragmas; PRAGMA takes no parameters, so values are checked ints."""
    execute(conn, f"PRAGMA busy_timeout = {int(busy_timeout_ms):d}")
    execute(conn, "PRAGMA foreign_keys = ON")
    # Deleted rows (a /forget) are overwritten with zeros, not left readable in free pages.
    execute(conn, "PRAGMA secure_delete = ON")
    if wal:
        row = fetch_one(conn, "PRAGMA journal_mode = WAL")
        mode = None if row is None else str(row[0]).lower()
        if mode != "wal":
            raise StorageError(f"could not enable WAL journal mode (got {mode})")
    execute(conn, "PRAGMA synchronous = NORMAL")
