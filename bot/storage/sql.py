"""Small helpers over SQLite: one hop to the connection's thread, parameterised queries, clock.

Every storage call is one synchronous function of a `sqlite3.Connection` (a whole read or a
whole transaction) that `on_thread` runs on the connection's worker thread (`Worker`), the
thread that owns the `sqlite3.Connection`: one round trip per call instead of one per
statement. The query helpers below are plain synchronous code for those functions; each one
steps its statement to the end (`fetchall`), so no statement is left running at COMMIT.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import Any, Generic, TypeAlias, TypeVar, cast

from bot.storage.worker import Batcher, Outcome, Worker
from bot.storage.worker import Params as Params
from bot.storage.worker import Work as Work

T = TypeVar("T")

logger = logging.getLogger("muggins.storage")

Clock: TypeAlias = Callable[[], datetime]


def utc_now() -> datetime:
    """The default clock: the current time in UTC."""
    return datetime.now(UTC)


def iso_utc(moment: datetime) -> str:
    """A UTC ISO 8601 string with milliseconds; an aware datetime is required."""
    if moment.tzinfo is not UTC:  # the clock's own times are UTC already
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("times must be timezone-aware datetimes")
        moment = moment.astimezone(UTC)
    return moment.isoformat(timespec="milliseconds")


# -- one hop to the connection's thread --------------------------------------------------------


def on_thread(conn: Worker, work: Work[T]) -> Awaitable[T]:
    """Run `work(sqlite3_connection)` on the connection's worker thread; one round trip
    (await the result).

    The `Worker` runs every call of a connection on one thread, in submission order, from a
    FIFO queue (see `bot.storage.worker`); here it runs a whole storage step. The step is
    queued at once, when this is called, not when the result is awaited.
    """
    return conn.run(work)


# -- synchronous query helpers (run them inside a `Work`) ------------------------------------


def fetch_one(conn: sqlite3.Connection, sql: str, params: Params = ()) -> sqlite3.Row | None:
    """The first row of a query, or None; the statement is fully stepped."""
    rows: list[sqlite3.Row] = conn.execute(sql, params).fetchall()
    return rows[0] if rows else None


def fetch_all(conn: sqlite3.Connection, sql: str, params: Params = ()) -> list[sqlite3.Row]:
    """Every row of a query."""
    rows: list[sqlite3.Row] = conn.execute(sql, params).fetchall()
    return rows


def execute(conn: sqlite3.Connection, sql: str, params: Params = ()) -> None:
    """Run one statement whose rows, if any, are not needed."""
    conn.execute(sql, params).fetchall()


def inserted_id(conn: sqlite3.Connection, sql: str, params: Params = ()) -> int:
    """Run an INSERT of one row (without RETURNING); the new row's id (its rowid).

    What `RETURNING id` gives, without a row to fetch: Python's sqlite3 hands the
    interpreter lock over for each row and column it fetches, and once more for the step
    that finds no further row."""
    rowid = conn.execute(sql, params).lastrowid
    if rowid is None:
        raise sqlite3.InterfaceError(f"no row id after an INSERT: {sql[:60]!r}")
    return rowid


def changed_rows(conn: sqlite3.Connection, sql: str, params: Params = ()) -> int:
    """Run an UPDATE or DELETE (without RETURNING); the number of rows it changed (what
    `count_returned` of its `RETURNING` gives, without rows to fetch: see `inserted_id`)."""
    return conn.execute(sql, params).rowcount


def count_returned(conn: sqlite3.Connection, sql: str, params: Params = ()) -> int:
    """Run a write ending in RETURNING; the number of rows it changed."""
    return len(fetch_all(conn, sql, params))


def rollback(conn: sqlite3.Connection) -> None:
    """Roll back the open transaction, if any; never raises an SQLite error."""
    if conn.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


# -- the same over the async connection (multi-step transactions, migrations' tests) ---------


async def execute_async(conn: Worker, sql: str, params: Params = ()) -> None:
    """Run one statement on the connection (one round trip)."""
    await conn.execute_fetchall(sql, params)


async def rollback_quietly(conn: Worker) -> None:
    """Roll back the open transaction, if any; never raises an SQLite error.

    Always queued (not guarded by `in_transaction` here): the worker runs calls in order on
    its thread, so this also undoes a BEGIN still queued when the caller was cancelled.
    """
    await on_thread(conn, rollback)


# -- a whole storage call as one step -----------------------------------------------------------

BEGIN_WRITE = "BEGIN IMMEDIATE"
"""Writes take SQLite's write lock up front (busy_timeout waits for another writer)."""
BEGIN_READ = "BEGIN"
"""Reads of several statements share one deferred transaction: one consistent snapshot."""


class AbandonedError(Exception):
    """The caller stopped waiting (cancelled) before the step committed: it was rolled back."""


class Step(Generic[T]):
    """`work` wrapped in its transaction, run as one function on the connection's thread.

    With `begin` None the work runs as is (a single statement is atomic on its own);
    otherwise BEGIN ... COMMIT around it, rolled back on any exception. If the awaiting
    caller is cancelled (`abandon()`), a step not yet started does nothing and a step
    not yet committed rolls back instead: a cancelled call writes nothing, as when each
    statement was its own round trip.

    `deferred` are earlier writes nobody waited for (`DatabaseBase._defer`): they run first,
    inside this step's write transaction (one commit for both), or in their own transaction
    before a read; if this step fails or is abandoned they are still committed on their own.
    """

    __slots__ = ("abandoned", "begin", "deferred", "work")

    def __init__(
        self, work: Work[T], begin: str | None, deferred: Sequence[Work[None]] = ()
    ) -> None:
        self.work = work
        self.begin = begin
        self.deferred = deferred
        self.abandoned = False

    def abandon(self) -> None:
        """Called from the event loop when the caller is cancelled."""
        self.abandoned = True

    def __call__(self, conn: sqlite3.Connection) -> T:
        """Run on the worker thread."""
        if self.abandoned:
            run_deferred(conn, self.deferred)
            raise AbandonedError
        if self.begin != BEGIN_WRITE:
            run_deferred(conn, self.deferred)
        if self.begin is None:
            return self.work(conn)
        conn.execute(self.begin)
        try:
            if self.begin == BEGIN_WRITE:
                for write in self.deferred:
                    _deferred_write(conn, write)
            result = self.work(conn)
            if self.abandoned:
                raise AbandonedError
            conn.execute("COMMIT")
        except BaseException:
            rollback(conn)
            if self.begin == BEGIN_WRITE:
                run_deferred(conn, self.deferred)
            raise
        return result

    def within(self, conn: sqlite3.Connection) -> Outcome:
        """Run a write step inside a batch's open write transaction (`StepBatcher`); its
        outcome. Its deferred writes run first. A step abandoned before it starts runs only
        those (as `__call__` would); on any other failure the transaction is left as the
        failure left it, for the batch to roll back whole and run again (`StepBatcher.run`)."""
        if self.abandoned:
            _deferred_writes(conn, self.deferred)
            return None, AbandonedError()
        try:
            _deferred_writes(conn, self.deferred)
            result = self.work(conn)
            if self.abandoned:
                raise AbandonedError
        except BaseException as error:
            return None, error
        return result, None

    def alone(self, conn: sqlite3.Connection) -> Outcome:
        """Run the step by itself (`__call__`); its outcome."""
        try:
            return self(conn), None
        except BaseException as error:
            return None, error


class StepBatcher(Batcher):
    """Group commit: write steps that queued up while the worker was busy run in ONE write
    transaction (one BEGIN IMMEDIATE, one COMMIT), with the outcomes each would have alone.

    Under load most of a write's cost is its COMMIT (writing the changed pages to the WAL)
    and its hand-offs of the interpreter lock; a batch pays them once for all its steps, and
    pages several steps change (an index's, a table's last leaf) are written once. A step's
    outcome is posted only once the batch has committed, so a caller still learns of its
    write only when it is durable.

    No step runs under a savepoint of its own (two statements per step, a quarter of those
    of an answered hand): failures are rare, and when a step fails (or its caller stopped
    waiting while it ran) the whole transaction is rolled back, then the steps before it run
    again as a batch, it runs alone (its error, or its result, is what it gives by itself
    after them) and the steps after it run as a batch of their own. If the batch cannot go
    on (SQLite rolled the whole transaction back: disk full, I/O error) or cannot commit,
    every step runs again alone, in order, with exactly the guarantees of a lone step.
    Either way a step's work may run more than once, never committed more than once.
    """

    def joins(self, work: Work[Any]) -> bool:
        """Write steps (reads and single statements run alone, between batches)."""
        return isinstance(work, Step) and work.begin == BEGIN_WRITE

    def run(self, conn: sqlite3.Connection, works: Sequence[Work[Any]]) -> list[Outcome]:
        """The steps' outcomes, in order."""
        steps = [cast(Step[Any], work) for work in works]
        if not steps:
            return []
        try:
            conn.execute(BEGIN_WRITE)
        except sqlite3.Error as error:  # busy past the timeout: as each would have been
            return [(None, error)] * len(steps)
        outcomes = []
        for index, step in enumerate(steps):
            outcome = step.within(conn)
            if _lost(conn):  # SQLite gave up the whole transaction
                return [step.alone(conn) for step in steps]
            if outcome[1] is not None:  # undone with the batch, then all as if alone
                rollback(conn)
                before = self.run(conn, steps[:index])
                return [*before, step.alone(conn), *self.run(conn, steps[index + 1 :])]
            outcomes.append(outcome)
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as error:
            logger.warning(
                "a batch of %d steps could not commit (%r): each alone", len(steps), error
            )
            rollback(conn)
            return [step.alone(conn) for step in steps]
        return outcomes


def _lost(conn: sqlite3.Connection) -> bool:
    """Whether the batch's transaction is gone (SQLite rolled it back: disk full, I/O error,
    or a step's failure)."""
    return not conn.in_transaction


def _deferred_writes(conn: sqlite3.Connection, writes: Sequence[Work[None]]) -> None:
    """The deferred writes, inside the open transaction (each one's failure logged)."""
    for write in writes:
        _deferred_write(conn, write)


def _deferred_write(conn: sqlite3.Connection, write: Work[None]) -> None:
    """One deferred write; its failure is logged, never the business of the step it rode on
    (SQLite undoes the failed statement alone, the transaction goes on)."""
    try:
        write(conn)
    except sqlite3.Error as error:
        logger.warning("a deferred write failed: %r", error)


def run_deferred(conn: sqlite3.Connection, writes: Sequence[Work[None]]) -> None:
    """Commit deferred writes in one transaction of their own (nothing when there are none)."""
    if not writes:
        return
    try:
        conn.execute(BEGIN_WRITE)
        for write in writes:
            _deferred_write(conn, write)
        conn.execute("COMMIT")
    except sqlite3.Error as error:
        rollback(conn)
        logger.warning("deferred writes lost: %r", error)
