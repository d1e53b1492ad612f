"""`Worker`: one SQLite connection on a thread of its own, fed from asyncio in order.

A `Database` runs every call as ONE synchronous step (`sql.Step`) on the thread that owns its
`sqlite3.Connection`: `Worker.run(work)` puts `work` on the thread's FIFO queue and gives back
an asyncio future; the thread runs the steps of a connection one at a time, in submission
order, and hands each outcome back to the event loop. So a call costs one round trip between
the event loop and that thread, whatever its number of statements, and no call ever sees
another's half-done transaction.

The hand-off is built for the event loop, which is the busy side: a call is one
`loop.create_future()` and one `SimpleQueue.put` (no `concurrent.futures.Future`, no
`wrap_future` chaining, no executor bookkeeping), and the thread hands back the outcomes of
several steps with one `call_soon_threadsafe` (`_Outcomes`): while a wake-up is on its way,
later outcomes join it instead of writing to the loop's self-pipe again. As with an executor,
a step whose caller was cancelled before the thread took it is skipped; once taken, it runs
to its end and its outcome is dropped.

Given a `Batcher` (the `Database` gives `sql.StepBatcher`), the thread, when it takes a step
and others wait behind it, runs those that join the batcher's batches together: the write
steps that queued up while it was busy become one transaction (group commit).

For ad-hoc work of several round trips (`Database.transaction()`, `.snapshot()`, tests,
benchmarks) it also offers the few statement-level coroutines that work needs, shaped like
aiosqlite's: `await conn.execute(sql)`, `async with conn.execute(sql) as cursor:` then
`await cursor.fetchone()` / `fetchall()`, `execute_fetchall` and `executemany`.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import sqlite3
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self, TypeAlias, TypeVar

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


_Outcome: TypeAlias = tuple["asyncio.Future[Any]", Any, BaseException | None]


class _Outcomes:
    """Outcomes of steps, handed from the worker's thread to one event loop, as many per
    wake-up of the loop as have piled up meanwhile."""

    __slots__ = ("_lock", "_loop", "_ready")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._lock = threading.Lock()
        self._ready: list[_Outcome] = []

    def post(self, outcome: _Outcome) -> None:
        """On the worker's thread: queue an outcome, waking the loop unless a wake-up is
        already on its way (the list was not empty: `_deliver` has not taken it yet)."""
        with self._lock:
            self._ready.append(outcome)
            if len(self._ready) > 1:
                return
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
            self._loop.call_soon_threadsafe(self._deliver)

    def _deliver(self) -> None:
        """On the loop: resolve every future whose outcome arrived (skipping the cancelled)."""
        with self._lock:
            ready, self._ready = self._ready, []
        for future, result, error in ready:
            if future.done():
                continue
            if error is None:
                future.set_result(result)
            else:
                future.set_exception(error)


_Job: TypeAlias = tuple["asyncio.Future[Any]", Work[Any], _Outcomes]
_STOP: Final = None
"""Put on the queue by `close` after the connection's close: the thread ends."""


class Batcher(ABC):
    """How a worker runs several queued steps as one (group commit, `sql.StepBatcher`): when
    the thread takes a step that `joins` and more wait behind it, it takes those that join
    too (in order, up to `MAX_BATCH`) and runs them with `run`."""

    @abstractmethod
    def joins(self, work: Work[Any]) -> bool:
        """Whether `work` may run in a batch."""

    @abstractmethod
    def run(self, conn: sqlite3.Connection, works: Sequence[Work[Any]]) -> list[Outcome]:
        """Run the works, in order; each one's outcome: (result, None) or (None, error)."""


Outcome: TypeAlias = tuple[Any, BaseException | None]
"""What a step gave: its result, or the error it raised."""
MAX_BATCH: Final = 32
"""Steps run at most as one batch."""


def _serve(
    jobs: queue.SimpleQueue[_Job | None], conn: sqlite3.Connection, batcher: Batcher | None
) -> None:
    """The worker thread: run the queued steps in order until `_STOP`; steps that queued up
    meanwhile and join the `batcher`'s batches run as one."""
    held: list[_Job | None] = []  # taken from the queue while filling a batch, not batched
    while (job := held.pop() if held else jobs.get()) is not _STOP:
        if batcher is None or not batcher.joins(job[1]) or jobs.empty():
            _run_job(job, conn)
            continue
        batch = [job]
        while len(batch) < MAX_BATCH:
            try:
                more = jobs.get_nowait()
            except queue.Empty:
                break
            if more is _STOP or not batcher.joins(more[1]):
                held.append(more)
                break
            batch.append(more)
        _run_batch(batch, conn, batcher)


def _run_batch(batch: list[_Job], conn: sqlite3.Connection, batcher: Batcher) -> None:
    """Run the steps of `batch` whose callers still wait as one (a lone one as usual)."""
    batch = [job for job in batch if not job[0].cancelled()]
    if len(batch) <= 1:
        for job in batch:
            _run_job(job, conn)
        return
    try:
        outcomes = batcher.run(conn, [work for _, work, _ in batch])
    except BaseException as failure:  # the batcher's own failure: every step gets it
        outcomes = [(None, failure)] * len(batch)
    for (future, _, posted), (result, error) in zip(batch, outcomes, strict=True):
        posted.post((future, result, None if error is None else _carried(error)))


def _run_job(job: _Job, conn: sqlite3.Connection) -> None:
    """Run one step and post its outcome, unless its caller stopped waiting before it
    started (skipped, as an executor skips a cancelled future)."""
    future, work, outcomes = job
    if future.cancelled():
        return
    try:
        result = work(conn)
    except BaseException as error:
        outcomes.post((future, None, _carried(error)))
    else:
        outcomes.post((future, result, None))


def _carried(error: BaseException) -> BaseException:
    """The error as a future can carry it: a StopIteration arrives as a RuntimeError."""
    if isinstance(error, StopIteration):
        return RuntimeError(f"a step raised {error!r}")
    return error


class Worker(ClosesOnExit):
    """An open SQLite connection and the one thread that uses it; open with `Worker.open`."""

    def __init__(
        self,
        jobs: queue.SimpleQueue[_Job | None],
        conn: sqlite3.Connection,
        ident: int,
        loop: asyncio.AbstractEventLoop,
        native_id: int | None = None,
    ) -> None:
        """Wrap a connection served by its thread; use `Worker.open` instead."""
        self._jobs = jobs
        self._conn: sqlite3.Connection | None = conn
        self._loop = loop
        self._outcomes = _Outcomes(loop)
        self.thread_ident = ident
        """The worker thread's `threading.get_ident()`."""
        self.native_id = native_id
        """The worker thread's id for the operating system (`Thread.native_id`), which its
        scheduling is set by (`bot.tg.cpu.yield_to_loop`)."""

    @classmethod
    async def open(cls, path: str | Path, batcher: Batcher | None = None, **kwargs: Any) -> Self:
        """Connect on a new worker thread (`kwargs` go to `sqlite3.connect`; autocommit mode,
        `isolation_level=None`, unless told otherwise); rows are `sqlite3.Row`. With a
        `batcher`, steps that queue up while the thread works run in batches."""
        kwargs.setdefault("isolation_level", None)
        loop = asyncio.get_running_loop()
        connected: asyncio.Future[tuple[sqlite3.Connection, int]] = loop.create_future()
        jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        # A daemon: a Worker never closed does not keep the process alive (what it committed
        # stays committed; SQLite rolls back a transaction left open).
        thread = threading.Thread(
            target=_start,
            args=(path, kwargs, jobs, connected, _Outcomes(loop), batcher),
            name="muggins-sqlite",
            daemon=True,
        )
        thread.start()
        try:
            conn, ident = await asyncio.shield(connected)
        except asyncio.CancelledError:
            jobs.put(_STOP)  # the thread closes the connection if it opens one
            raise
        return cls(jobs, conn, ident, loop, thread.native_id)

    @property
    def closed(self) -> bool:
        """Whether `close` was called."""
        return self._conn is None

    def run(self, work: Work[T]) -> asyncio.Future[T]:
        """Queue `work(sqlite3_connection)` for the worker's thread; await the future for
        its result (one round trip). Cancelling the future before the thread takes the step
        skips it."""
        if self._conn is None:
            raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
        return self._queue(work)

    def _queue(self, work: Work[T]) -> asyncio.Future[T]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        outcomes = self._outcomes if loop is self._loop else _Outcomes(loop)
        self._jobs.put((future, work, outcomes))
        return future

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
        conn = self._conn
        if conn is None:
            return
        closing = self._queue(_close)
        self._conn = None
        self._jobs.put(_STOP)
        await closing


def _close(conn: sqlite3.Connection) -> None:
    conn.close()


def _start(
    path: str | Path,
    kwargs: dict[str, Any],
    jobs: queue.SimpleQueue[_Job | None],
    connected: asyncio.Future[tuple[sqlite3.Connection, int]],
    outcomes: _Outcomes,
    batcher: Batcher | None,
) -> None:
    """The worker thread's life: connect (it then owns the connection), serve, and close
    the connection if `open` stopped waiting for it."""
    try:
        conn = sqlite3.connect(path, **kwargs)
        conn.row_factory = sqlite3.Row
    except BaseException as error:
        outcomes.post((connected, None, error))
        return
    outcomes.post((connected, (conn, threading.get_ident()), None))
    try:
        _serve(jobs, conn, batcher)
    finally:
        conn.close()  # a no-op after `Worker.close`; else `open` was cancelled meanwhile
