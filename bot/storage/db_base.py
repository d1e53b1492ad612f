"""The `Database` base: one SQLite connection on its own thread, its pragmas, one round trip
per call.

Each public method of `Database` is ONE synchronous step (`sql.Step`: a whole read, or a whole
transaction with its BEGIN and COMMIT) queued to the connection's worker thread, which runs the
steps of a connection one at a time in submission order. So a call costs one round trip
between the event loop and that thread, whatever its number of statements, and no call ever
sees another's half-done transaction: the queue serialises them without any asyncio lock.

Write steps that queue up while the worker is busy run as one transaction (group commit,
`sql.StepBatcher`): one commit for all, each caller told only once it is committed, a failing
step undone alone (the batch rolled back and run again around it).

Writes use `BEGIN IMMEDIATE`, which takes SQLite's write lock up front; with `busy_timeout`
another connection or process on the same file (the bot and `muggins chat`) waits for it, on
the worker thread, instead of failing. A one-statement read is atomic on its own; reads of
several statements (`user_stats`) run in one deferred transaction, so they see one snapshot.
A caller cancelled while its step waits rolls it back (`Step.abandon`): it writes nothing.

Small reads on the hot path (`_read`: the user, the pending question, the current game, the
coach's plan) run in-line on the event loop, from a second, read-only connection to the same
WAL file (`_reader`), instead of a round trip to the worker's thread. WAL lets a reader see
every committed write at once and never blocks the writer. Such a read sees what every
earlier, awaited call wrote, since those are committed; it falls back to the worker (and so
keeps the old order) while a `transaction()` or `snapshot()` is open, while a deferred write
to one of its tables is waiting or being carried, from another thread, for an in-memory
database, and on any SQLite error of the reader (a busy file, ...).

`transaction()` and `snapshot()` give the connection itself (`bot.storage.worker.Worker`)
for ad-hoc work of several round trips; they hold `_lock`, and while it is held the one-step
calls queue behind it (steps queued before it was taken run first, the queue being FIFO).

The connection is in autocommit mode (`isolation_level=None`): this module issues
BEGIN/COMMIT/ROLLBACK itself, and nothing commits behind its back.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from collections.abc import AsyncIterator, Callable, Collection, Coroutine, Iterable
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Any, Final, Self, TypeVar

from bot.storage.migrations import check_sqlite_version, migrate_now
from bot.storage.models import StorageError
from bot.storage.sql import (
    BEGIN_READ,
    BEGIN_WRITE,
    Clock,
    Step,
    StepBatcher,
    Work,
    execute,
    execute_async,
    fetch_one,
    iso_utc,
    on_thread,
    rollback,
    rollback_quietly,
    utc_now,
)
from bot.storage.worker import ClosesOnExit, Worker

T = TypeVar("T")

DEFAULT_BUSY_TIMEOUT_MS: Final = 5000
DEFER_SECONDS: Final = 0.05
"""How long a deferred write may wait for another step to carry it (see `_defer`)."""
MEMORY: Final = ":memory:"
WRITER_CACHE_KIB: Final = 512
"""Page cache of the worker's connection to a file (SQLite's default is 2 MiB). Its pages
are the operating system's page cache too, so a page it lets go of is read back without
touching the disk; a bot's hot pages (the players' rows and the indexes' upper levels) fit
in far less. Each bot process keeps two caches (the worker's, the reader's): 3 MB of its
memory at the defaults, 0.75 MB at these sizes."""
READER_CACHE_KIB: Final = 256
"""Page cache of the read-only in-line connection (see `WRITER_CACHE_KIB`)."""

logger = logging.getLogger("muggins.storage")


class DatabaseBase(ClosesOnExit):
    """The connection of a `Database`: its life cycle, transactions and one-step calls."""

    def __init__(self, conn: Worker, path: Path, clock: Clock, schema_version: int) -> None:
        """Wrap an opened, migrated connection; use `Database.open` instead."""
        self._conn: Worker | None = conn
        self._lock = asyncio.Lock()
        self._clock = clock
        self.path = path
        self._schema_version = schema_version
        self._deferred: list[tuple[Work[None], frozenset[str]]] = []
        self._deferred_tables: dict[str, int] = {}
        """Tables written by deferred writes not committed yet (waiting or being carried),
        with how many such writes each; a table is a key only while its count is positive
        (`_count_deferred`)."""
        self._settled: list[Callable[[], None]] = []
        """What to call once the deferred writes taken next have run (`_defer`)."""
        self._shown: dict[int, tuple[int, bool | None]] = {}
        """Question id -> the message showing it and whether it has a keyboard, while that
        is a deferred write (`Database.set_question_message`)."""
        self._flush_timer: asyncio.TimerHandle | None = None
        self._reader: sqlite3.Connection | None = None
        self._reader_thread = 0

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
        conn = await Worker.open(path, StepBatcher(), isolation_level=None)
        try:
            await on_thread(conn, partial(_configure, busy_timeout_ms=busy_timeout_ms, wal=wal))
            version = await on_thread(conn, migrate_now)
        except BaseException:
            await conn.close()
            raise
        db = cls(conn, path, clock or utc_now, version)
        if wal:
            db._open_reader()
        return db

    def _open_reader(self) -> None:
        """Open the read-only connection used in-line on this thread (`_read`); without it
        (it could not be opened) every read goes to the worker, as before."""
        try:
            reader = sqlite3.connect(
                f"{self.path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None
            )
        except sqlite3.Error as error:
            logger.warning("no in-line reader (%r): every read goes to the worker", error)
            return
        reader.row_factory = sqlite3.Row
        try:
            # busy_timeout 0: a busy file sends the read to the worker, never sleeps the loop.
            execute(reader, "PRAGMA busy_timeout = 0")
            execute(reader, "PRAGMA query_only = ON")
            execute(reader, f"PRAGMA cache_size = -{int(READER_CACHE_KIB):d}")
        except sqlite3.Error as error:
            reader.close()
            logger.warning("no in-line reader (%r): every read goes to the worker", error)
            return
        self._reader = reader
        self._reader_thread = threading.get_ident()

    def _close_reader(self) -> None:
        reader, self._reader = self._reader, None
        if reader is not None:
            reader.close()

    async def close(self) -> None:
        """Close the connection (waits for a running transaction, commits the deferred
        writes); closing twice is fine."""
        if self._conn is not None:
            await self.flush()
        async with self._lock:
            self._close_reader()
            conn, self._conn = self._conn, None
            if conn is not None:
                await conn.close()

    @property
    def schema_version(self) -> int:
        """The schema version (PRAGMA user_version) after migration."""
        return self._schema_version

    @property
    def thread_id(self) -> int | None:
        """The worker thread's id for the operating system (`threading.get_native_id()`), to
        set its scheduling by (`bot.tg.cpu.yield_to_loop`); None once closed."""
        return None if self._conn is None else self._conn.native_id

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
        If the caller is cancelled while the step waits or runs, the step writes nothing.
        """
        conn = self._connection()
        if self._lock.locked():
            async with self._lock:
                return await self._carry(self._connection(), work, begin)
        if self._deferred:
            return await self._carry(conn, work, begin)
        # No await before the submission: the step is queued before any later
        # transaction() can queue its BEGIN. (`_submit`, without a coroutine of its own.)
        step = Step(work, begin)
        try:
            return await on_thread(conn, step)
        except asyncio.CancelledError:
            step.abandon()
            raise

    async def _carry(self, conn: Worker, work: Work[T], begin: str | None) -> T:
        """Queue `work` as a step carrying the deferred writes; their tables count as being
        written until the step has run.

        Such a step runs even if its caller is cancelled while it waits in the queue (it then
        commits the deferred writes alone and does nothing else, `Step.abandon`): the caller
        awaits a future of its own (`outcome`), so cancelling it leaves the queued step's.
        """
        deferred = self._take_deferred()
        if not deferred:
            return await self._submit(conn, Step(work, begin))
        tables = [table for _, written in deferred for table in written]
        settled, self._settled = self._settled, []
        step = Step(work, begin, [write for write, _ in deferred])
        running = asyncio.ensure_future(on_thread(conn, step))
        outcome: asyncio.Future[T] = asyncio.get_running_loop().create_future()

        def ran(future: asyncio.Future[T]) -> None:
            self._count_deferred(tables, -1)
            for call in settled:
                call()
            if outcome.done():  # the caller was cancelled
                if not future.cancelled():
                    future.exception()  # retrieved: an abandoned step's AbandonedError
            elif future.cancelled():
                outcome.cancel()
            elif (error := future.exception()) is not None:
                outcome.set_exception(error)
            else:
                outcome.set_result(future.result())

        running.add_done_callback(ran)
        try:
            return await outcome
        except asyncio.CancelledError:
            step.abandon()
            _flushes.add(running)  # kept referenced until the worker has run it
            running.add_done_callback(_flushes.discard)
            raise

    async def _read(self, work: Work[T], tables: Collection[str], begin: str | None = None) -> T:
        """A read of `tables`: in-line from the read-only connection when it sees what the
        worker's queue would (see the module docstring), else as `_run` does.

        For small reads on the hot path (one indexed statement or a few): they block the
        event loop while they run, which costs less than the round trip they save.
        """
        self._connection()
        reader = self._reader
        if (
            reader is None
            or self._lock.locked()
            or threading.get_ident() != self._reader_thread
            or not self._deferred_tables.keys().isdisjoint(tables)
        ):
            return await self._run(work, begin)
        try:
            return _read_now(reader, work, begin)
        except sqlite3.OperationalError as error:
            logger.debug("in-line read failed (%r): on the worker instead", error)
            return await self._run(work, begin)

    def _write(self, work: Work[T]) -> Coroutine[Any, Any, T]:
        """Run `work` in one write transaction (BEGIN IMMEDIATE ... COMMIT), one round trip
        (`_run`'s coroutine, without one of its own: await it)."""
        return self._run(work, BEGIN_WRITE)

    def _defer(
        self, work: Work[None], tables: Collection[str], settled: Callable[[], None] | None = None
    ) -> None:
        """Queue a write (to `tables`) that no caller waits for: it rides in the next step's
        transaction (one commit for both), or in its own after `DEFER_SECONDS` if no step
        comes.

        Every later call of this Database sees it (the steps run in order; an in-line read
        of one of `tables` goes to the worker until it is committed); another connection may
        not until it is committed. For small writes whose loss at a crash costs little (the
        message id shown with a question). `settled` is called once the write has run
        (committed, or failed and logged).
        """
        self._connection()
        written = frozenset(tables)
        self._deferred.append((work, written))
        self._count_deferred(written, 1)
        if settled is not None:
            self._settled.append(settled)
        if self._flush_timer is None:
            loop = asyncio.get_running_loop()
            self._flush_timer = loop.call_later(DEFER_SECONDS, self._flush_soon)

    def _count_deferred(self, tables: Iterable[str], change: int) -> None:
        """Add `change` to the count of deferred writes of each of `tables` (a plain dict: a
        `Counter`'s arithmetic cost more than the step it guards, at one write per hand)."""
        counts = self._deferred_tables
        for table in tables:
            left = counts.get(table, 0) + change
            if left > 0:
                counts[table] = left
            else:
                counts.pop(table, None)

    def _take_deferred(self) -> list[tuple[Work[None], frozenset[str]]]:
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


_flushes: set[asyncio.Future[Any]] = set()
"""Flushes started by a timer, steps whose caller was cancelled (kept referenced until
done)."""


def _read_now(reader: sqlite3.Connection, work: Work[T], begin: str | None) -> T:
    """Run a read on the in-line connection, in one read transaction when `begin` is set."""
    if begin is None:
        return work(reader)
    execute(reader, BEGIN_READ)
    try:
        result = work(reader)
        execute(reader, "COMMIT")
    except BaseException:
        rollback(reader)
        raise
    return result


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
    if wal:  # an in-memory database lives in its cache: no limit there
        execute(conn, f"PRAGMA cache_size = -{int(WRITER_CACHE_KIB):d}")
