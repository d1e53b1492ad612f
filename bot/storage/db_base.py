"""The `Database` base: one aiosqlite connection, its pragmas, one transaction per call.

Each query of a repository (`bot.storage.repository.Repository`: `db.members`,
`db.questions`, ...) is run by `_run` inside a transaction of its own:

    async with self._lock:            # one transaction at a time on this connection
        BEGIN IMMEDIATE               # (writes; BEGIN for a read of several statements)
        result = await work(conn)     # the query's statements, each awaited
        COMMIT                        # ROLLBACK on any exception, cancellation included

The one `asyncio.Lock` serialises every call and every `transaction()` of this Database:
no call sees another's half-done transaction, and a call cancelled before its COMMIT rolls
back (it writes nothing). Writes use `BEGIN IMMEDIATE`, which takes SQLite's write lock up
front; with `busy_timeout` another connection or process on the same file (the bot and
`muggins chat`) waits for it on aiosqlite's thread instead of failing.

`transaction()` gives the connection itself for work that spans several repo functions;
`snapshot()` a consistent read. Do not nest them, nor run a repository's query inside them
(the lock is not re-entrant): call the repo functions with the connection instead.

`scope()` makes every `Database` call of the current task, until the scope ends, part of ONE
transaction (issue 38: an update's effects, the replies it queues in the outbox and its inbox
mark commit together). The scope takes the lock and BEGIN IMMEDIATE at its first call (an
update that touches nothing holds nothing), then, at its end, inserts the messages queued in
`Scope.outbox` and COMMITs; any exception escaping it (cancellation included) rolls the whole
scope back. Other tasks wait for the lock meanwhile; a task the scope's task starts does not
join it. A write that raises inside the scope (a handler's error, answered by the error
handler, whose reply commits with the rest) leaves nothing of itself:

- before the scope's first change, the transaction is rolled back and begun again;
- a write whose callers catch its refusal and go on (`undoable`: a member already seated, a
  game under way...) runs in a SAVEPOINT of its own and is undone alone, as its own
  transaction would have been; so is a block of calls (`Database.undone_alone`: a game's end
  tells its subscribers, and one that fails must not undo the end);
- any other write runs without a savepoint (two round trips spared: SAVEPOINT and RELEASE):
  if it raises having changed something, the update so far is undone whole (the transaction
  rolled back and begun again, the replies it queued dropped), and the error goes on to the
  error handler; one that raises before changing anything undoes nothing.

Inside a scope, a statement may read ahead what a later step of the same update reads
(`keep_ahead`: /hand's first read also reads the pending question and the game that the new
question's write needs); that step takes it (`taken_ahead`) instead of a round trip of its
own, as long as nothing was written since on the connection.

The connection is in autocommit mode (`isolation_level=None`): this module issues
BEGIN/COMMIT/ROLLBACK itself, and nothing commits behind its back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable, Hashable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from datetime import datetime
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Final, Self, TypeVar

import aiosqlite

from bot.storage.db_readonly import connect_read_only
from bot.storage.migrations import check_sqlite_version, migrate_now, refuse_foreign
from bot.storage.models import StorageError
from bot.storage.repo_inbox import mark_done
from bot.storage.repo_outbox import Outgoing, add_outgoing
from bot.storage.sql import (
    BEGIN_READ,
    BEGIN_WRITE,
    Clock,
    Work,
    execute,
    fetch_one,
    iso_utc,
    utc_now,
)

T = TypeVar("T")

DEFAULT_BUSY_TIMEOUT_MS: Final = 5000
MEMORY: Final = ":memory:"
CACHE_KIB: Final = 512
"""Page cache of the connection to a file (SQLite's default is 2 MiB). Its pages are the
operating system's page cache too, so a page it lets go of is read back without touching the
disk; a bot's hot pages (the players' rows and the indexes' upper levels) fit in far less."""

logger = logging.getLogger("muggins.storage")


class Scope:
    """One transaction holding every `Database` call of one task (see the module)."""

    __slots__ = (
        "after",
        "ahead",
        "blocks",
        "calls",
        "changes",
        "conn",
        "db",
        "done",
        "open",
        "outbox",
        "task",
    )

    def __init__(self, db: DatabaseBase) -> None:
        self.db = db
        self.task = asyncio.current_task()
        self.conn: aiosqlite.Connection | None = None
        """The connection once BEGIN ran (the Database's lock held until the scope ends)."""
        self.outbox: list[Outgoing] = []
        """The Bot API calls queued by the task, inserted into `outbox` at COMMIT."""
        self.open = True
        self.changes = 0
        """The connection's `total_changes` at BEGIN: equal, nothing was written yet."""
        self.calls = asyncio.Lock()
        """The task's calls one at a time (their savepoints must not interleave)."""
        self.after: list[Work[object]] = []
        """Statements that cannot run inside a transaction (a checkpoint), run once the
        scope has committed, the lock still held."""
        self.ahead: dict[Hashable, tuple[int, object]] = {}
        """Reads taken ahead (`keep_ahead`), each with the connection's `total_changes` when
        it was read."""
        self.done: int | None = None
        """The update whose inbox mark commits with the scope (`mark_done`)."""
        self.blocks = 0
        """The `Database.undone_alone` blocks open: a write failing inside one is undone by
        the block's savepoint, not with the whole update."""

    def mark_done(self, update_id: int) -> None:
        """Mark the update handled in the inbox at COMMIT, with its replies (`commit`)."""
        self.done = update_id

    def queue(self, outgoing: Outgoing) -> None:
        """Send `outgoing` once the scope commits (`bot.tg.sender`), after those queued
        before it."""
        self.outbox.append(outgoing)

    async def begun(self) -> aiosqlite.Connection:
        """The connection, the lock taken and BEGIN IMMEDIATE run at the first call."""
        if self.conn is None:
            await self.db._lock.acquire()
            try:
                conn = self.db._connection()
                await execute(conn, BEGIN_WRITE)
            except BaseException:
                self.db._lock.release()
                raise
            self.conn = conn
            self.changes = conn.total_changes
        return self.conn

    async def run(self, work: Work[T], *, write: bool, alone: bool = False) -> T:
        """`work(conn)` inside the scope's transaction (`alone`: a write in a savepoint of its
        own; see the module)."""
        if not write:
            async with self.calls:
                return await work(await self.begun())
        async with self.savepoint(alone=alone) as conn:
            return await work(conn)

    @asynccontextmanager
    async def savepoint(self, *, alone: bool = True) -> AsyncIterator[aiosqlite.Connection]:
        """The connection for a write inside the scope's transaction. `alone`: in a savepoint,
        released on normal exit, rolled back to (alone) on an exception; else without one,
        and an exception after the write changed something undoes the update so far
        (`undo`). Before the scope's first change there is nothing to keep: no savepoint, and
        on an exception the transaction is rolled back and begun again."""
        async with self.calls:
            conn = await self.begun()
            before = conn.total_changes
            if before == self.changes and not self.blocks:  # nothing written yet
                try:
                    yield conn
                except BaseException:  # undone as a whole; the scope goes on, written nothing
                    await self.undo(conn, replies=False)
                    raise
                return
            if not alone:
                try:
                    yield conn
                except BaseException:
                    if conn.total_changes != before and not self.blocks:
                        await self.undo(conn, replies=True)
                    raise
                return
            await execute(conn, "SAVEPOINT call")
            try:
                yield conn
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    await asyncio.shield(execute(conn, "ROLLBACK TO call"))
                    await asyncio.shield(execute(conn, "RELEASE call"))
                raise
            await execute(conn, "RELEASE call")

    async def undo(self, conn: aiosqlite.Connection, *, replies: bool) -> None:
        """Roll the transaction back and begin it again: the scope goes on, nothing written
        (what was read ahead forgotten; `replies`: the calls queued so far dropped too, they
        told of what was undone)."""
        await rollback_quietly(conn)
        self.ahead.clear()
        if replies:
            self.outbox.clear()
            self.after.clear()
        await asyncio.shield(execute(conn, BEGIN_WRITE))
        self.changes = conn.total_changes

    async def commit(self) -> list[Outgoing]:
        """Insert the queued outbox rows, which mark the update done (`mark_done`; without a
        row, the mark's own UPDATE), and COMMIT, then run what waited for it (`after`); the
        rows, with their ids."""
        conn = await self.begun()
        now = self.db.now()
        stored = await add_outgoing(conn, self.outbox, now, self.done)
        if self.done is not None and not stored:
            await mark_done(conn, self.done, now)
        await execute(conn, "COMMIT")
        for work in self.after:
            await work(conn)
        return stored

    async def end(self) -> None:
        """Roll back what is left uncommitted, release the lock; the scope is over."""
        self.open = False
        if self.conn is not None:
            self.conn = None
            try:
                await rollback_quietly(self.db._connection())
            finally:
                self.db._lock.release()


_SCOPE: ContextVar[Scope | None] = ContextVar("muggins_scope", default=None)


def current_scope() -> Scope | None:
    """The scope of the running task, if it opened one and it is still open."""
    scope = _SCOPE.get()
    if scope is None or not scope.open or scope.task is not asyncio.current_task():
        return None
    return scope


def _scope_of(conn: aiosqlite.Connection) -> Scope | None:
    """The running task's scope, if it is open on `conn` and its transaction has begun."""
    scope = current_scope()
    return scope if scope is not None and scope.conn is conn else None


def keep_ahead(conn: aiosqlite.Connection, key: Hashable, value: object) -> None:
    """Keep `value`, read by the running task's scope on `conn` for a later step of the same
    update, under `key` (nothing outside a scope: two calls are two transactions there).

    A statement that reads what a later step needs (the player with the pending question
    that a new question replaces) spares that step's own read, a round trip inside the
    scope's transaction, which holds the database's lock until its COMMIT."""
    scope = _scope_of(conn)
    if scope is not None:
        scope.ahead[key] = (conn.total_changes, value)


def taken_ahead(conn: aiosqlite.Connection, key: Hashable) -> object | None:
    """What `keep_ahead` kept under `key`, if it still holds: read in this transaction (the
    running task's scope on `conn`, which holds SQLite's write lock: no other connection
    writes meanwhile) and nothing written since on the connection (its `total_changes`
    unchanged; a scope whose transaction was begun again forgets it); else None, and the
    caller reads it itself."""
    scope = _scope_of(conn)
    if scope is None or (kept := scope.ahead.get(key)) is None:
        return None
    changes, value = kept
    return value if changes == conn.total_changes else None


class DatabaseBase:
    """The connection of a `Database`: its life cycle, transactions and one-call steps."""

    def __init__(
        self, conn: aiosqlite.Connection, path: Path, clock: Clock, schema_version: int
    ) -> None:
        """Wrap an opened, migrated connection; use `Database.open` instead."""
        self._link: aiosqlite.Connection | None = conn
        self._lock = asyncio.Lock()
        self._clock = clock
        self.path = path
        self._schema_version = schema_version
        self.on_outbox: Callable[[list[Outgoing]], None] | None = None
        """Given the outbox rows a scope committed, in order (`bot.tg.sender.Sender.take`)."""

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

        Raises `SchemaTooNewError` for a database written by a newer version, `NotMugginsError`
        for another program's (left untouched), and `StorageError` if the SQLite library is
        too old or WAL cannot be enabled.
        """
        check_sqlite_version()
        if busy_timeout_ms < 0:
            raise ValueError("busy_timeout_ms must be >= 0")
        path = Path(path)
        wal = str(path) != MEMORY
        if wal:
            await asyncio.to_thread(path.parent.mkdir, parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            await refuse_foreign(conn)
            await configure(conn, busy_timeout_ms, wal=wal)
            version = await migrate_now(conn)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path, clock or utc_now, version)

    @classmethod
    async def open_read_only(
        cls,
        path: str | Path,
        *,
        clock: Clock | None = None,
        busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    ) -> Self:
        """Open an existing database for reading only (the listings): no file created, nothing
        written, no migration (`bot.storage.db_readonly`); it reads a database the bot has open.

        Raises `SchemaTooOldError` for a database an older Muggins wrote (the bot upgrades it
        on its next start), `SchemaTooNewError` for one a newer Muggins wrote, `StorageError`
        when there is no file at `path`. A write through it fails (SQLite's read-only error).
        """
        path = Path(path)
        conn, version = await connect_read_only(path, busy_timeout_ms)
        return cls(conn, path, clock or utc_now, version)

    async def close(self) -> None:
        """Close the connection (waits for a running transaction); closing twice is fine."""
        async with self._lock:
            conn, self._link = self._link, None
            if conn is not None:
                await conn.close()

    async def __aenter__(self) -> Self:
        """`async with await Database.open(path) as db:` closes on exit."""
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Close the database."""
        await self.close()

    @property
    def schema_version(self) -> int:
        """The schema version (PRAGMA user_version) after migration."""
        return self._schema_version

    @property
    def closed(self) -> bool:
        """True once `close` has run."""
        return self._link is None

    def now(self) -> str:
        """The injected clock's time as a UTC ISO 8601 string."""
        return iso_utc(self._clock())

    def moment(self) -> datetime:
        """The injected clock's time, an aware datetime."""
        return self._clock()

    # -- transactions ----------------------------------------------------------------------

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """`async with db.transaction() as conn:` a write transaction (BEGIN IMMEDIATE).

        Commits on normal exit, rolls back on any exception (cancellation included).
        Transactions on one Database never interleave; do not nest them.
        """
        if (scope := self._joined()) is not None:
            async with scope.savepoint() as conn:
                yield conn
            return
        async with self._lock, self._begun(BEGIN_WRITE) as conn:
            yield conn

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[aiosqlite.Connection]:
        """`async with db.snapshot() as conn:` a read transaction: one consistent view."""
        if (scope := self._joined()) is not None:
            async with scope.calls:
                yield await scope.begun()
            return
        async with self._lock, self._begun(BEGIN_READ) as conn:
            yield conn

    @asynccontextmanager
    async def scope(self) -> AsyncIterator[Scope]:
        """`async with db.scope():` every call of this task in one transaction (see the
        module); committed, its outbox rows with it, on normal exit, else rolled back."""
        if current_scope() is not None:
            raise StorageError("a scope is already open in this task")
        scope = Scope(self)
        token = _SCOPE.set(scope)
        try:
            yield scope
            stored = await scope.commit()
            if stored and self.on_outbox is not None:  # in commit order: the lock still held
                self.on_outbox(stored)
            scope.conn = None
            self._lock.release()
        finally:
            _SCOPE.reset(token)
            await scope.end()

    @asynccontextmanager
    async def undone_alone(self) -> AsyncIterator[None]:
        """`async with db.undone_alone():` the calls inside, in the task's scope, undone
        together and alone if the block raises (a savepoint around them), for a caller that
        catches the error and goes on. Outside a scope each call is a transaction of its own
        already: nothing to do."""
        scope = self._joined()
        if scope is None:
            yield
            return
        async with scope.calls:
            conn = await scope.begun()
            await execute(conn, "SAVEPOINT block")
        scope.blocks += 1
        try:
            yield
        except BaseException:
            scope.blocks -= 1
            async with scope.calls:
                with contextlib.suppress(sqlite3.Error):
                    await asyncio.shield(execute(conn, "ROLLBACK TO block"))
                    await asyncio.shield(execute(conn, "RELEASE block"))
            raise
        scope.blocks -= 1
        async with scope.calls:
            await execute(conn, "RELEASE block")

    async def fold_log(self) -> None:
        """Fold the write-ahead log into the database file and empty it, so that what was
        erased (whose freed pages `secure_delete` zeroed) survives in neither; in a scope,
        once it has committed (a checkpoint cannot see uncommitted pages)."""
        work = partial(execute, sql="PRAGMA wal_checkpoint(TRUNCATE)")
        if (scope := self._joined()) is not None:
            scope.after.append(work)
            return
        await self._run(work)

    async def trace(self, callback: Callable[[str], object] | None) -> None:
        """Have `callback` given the text of each statement the connection runs, its values
        bound (aiosqlite's `set_trace_callback`; `python -m bot.bench bot --statements`);
        None stops."""
        # aiosqlite's annotation leaves out None, which sqlite3 takes as "stop tracing".
        await self._connection().set_trace_callback(callback)  # type: ignore[arg-type]

    def _joined(self) -> Scope | None:
        """The task's open scope on this database, if any."""
        scope = current_scope()
        return scope if scope is not None and scope.db is self else None

    @asynccontextmanager
    async def _begun(self, begin: str) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN ... COMMIT on the connection (the lock held by the caller)."""
        conn = self._connection()
        try:
            await execute(conn, begin)
            yield conn
            await execute(conn, "COMMIT")
        except BaseException:
            await rollback_quietly(conn)
            raise

    async def _run(self, work: Work[T], begin: str | None = None, *, alone: bool = False) -> T:
        """Await `work(conn)` alone on the connection: with `begin` None as it is (a single
        statement is atomic on its own), else inside BEGIN (IMMEDIATE) ... COMMIT; in the
        task's scope, inside the scope's transaction (`alone`: a write undone alone if it
        raises, see the module)."""
        if (scope := self._joined()) is not None:
            return await scope.run(work, write=begin == BEGIN_WRITE, alone=alone)
        async with self._lock:
            if begin is None:
                return await work(self._connection())
            async with self._begun(begin) as conn:
                return await work(conn)

    async def _write(self, work: Work[T]) -> T:
        """Await `work(conn)` in one write transaction (BEGIN IMMEDIATE ... COMMIT)."""
        return await self._run(work, BEGIN_WRITE)

    def _connection(self) -> aiosqlite.Connection:
        """The open connection."""
        if self._link is None:
            raise StorageError("the database is closed")
        return self._link


async def rollback_quietly(conn: aiosqlite.Connection) -> None:
    """Roll back the open transaction, if any; never raises an SQLite error.

    Always queued (not guarded by `in_transaction`): aiosqlite runs a connection's calls in
    order on its thread, so this also undoes a BEGIN still waiting there when the caller was
    cancelled. Shielded: a caller cancelled again still leaves the rollback queued."""
    with contextlib.suppress(sqlite3.Error, ValueError):  # ValueError: closed
        await asyncio.shield(conn.rollback())


async def configure(conn: aiosqlite.Connection, busy_timeout_ms: int, *, wal: bool) -> None:
    """Set the connection pragmas; PRAGMA takes no parameters, so values are checked ints."""
    await execute(conn, f"PRAGMA busy_timeout = {int(busy_timeout_ms):d}")
    await execute(conn, "PRAGMA foreign_keys = ON")
    # Deleted rows (a /forget) are overwritten with zeros, not left readable in free pages.
    await execute(conn, "PRAGMA secure_delete = ON")
    if wal:
        row = await fetch_one(conn, "PRAGMA journal_mode = WAL")
        mode = None if row is None else str(row[0]).lower()
        if mode != "wal":
            raise StorageError(f"could not enable WAL journal mode (got {mode})")
    await execute(conn, "PRAGMA synchronous = NORMAL")
    if wal:  # an in-memory database lives in its cache: no limit there
        await execute(conn, f"PRAGMA cache_size = -{int(CACHE_KIB):d}")
