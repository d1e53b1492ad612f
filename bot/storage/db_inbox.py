"""The inbox's and the outbox's storage methods of `Database` (SQL in `repo_inbox` and
`repo_outbox`; see `bot.tg.inbox` and `bot.tg.sender`).

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import timedelta
from functools import partial
from typing import Any, TypeAlias

import aiosqlite

from bot.storage import repo_inbox, repo_outbox
from bot.storage.db_base import DatabaseBase
from bot.storage.models import Attempt, StorageError
from bot.storage.repo_outbox import Outgoing
from bot.storage.sql import BEGIN_READ, iso_utc


class InboxAreas(DatabaseBase):
    """`Database` methods for the inbox of updates (at-least-once delivery)."""

    _inbox_gathered: Gathered | None = None

    async def inbox_store(self, updates: Sequence[tuple[int, str]]) -> list[int]:
        """Store (update_id, JSON payload) pairs in one transaction; the ids that were new.
        The updates stored while this call waits for the database's lock (webhook posts
        arriving together) are stored with them, by one INSERT (`Gathered`)."""
        if not updates:
            return []
        if len(updates) <= repo_inbox.ROWS_PER_INSERT and self._joined() is None:
            if self._inbox_gathered is None:
                self._inbox_gathered = Gathered(self)
            return await self._inbox_gathered.store(updates)
        store = partial(repo_inbox.store, updates=updates, now=self.now())
        if len(updates) <= repo_inbox.ROWS_PER_INSERT:  # one INSERT: atomic on its own
            return await self._run(store)
        return await self._write(store)

    async def inbox_done(self, update_id: int) -> bool:
        """Mark an update handled; True if it was waiting (one UPDATE: atomic on its own). An
        update handled in a scope is marked by its COMMIT instead (`Scope.mark_done`)."""
        return await self._run(partial(repo_inbox.mark_done, update_id=update_id, now=self.now()))

    async def inbox_is_done(self, update_id: int) -> bool:
        """True if the update was already handled."""
        return await self._run(partial(repo_inbox.is_done, update_id=update_id))

    async def inbox_waiting(self) -> list[tuple[int, str]]:
        """The stored updates not yet handled, oldest first."""
        return await self._run(repo_inbox.waiting, BEGIN_READ)

    async def inbox_next_offset(self) -> int:
        """The getUpdates offset after every stored update."""
        return await self._run(repo_inbox.next_offset)

    async def inbox_purge(self, older_than: timedelta) -> int:
        """Delete handled updates done more than `older_than` ago; how many."""
        cutoff = iso_utc(self._clock() - older_than)
        return await self._write(partial(repo_inbox.purge, done_before=cutoff))

    async def attempt_of_update(self, user_id: int, chat_id: int, update_id: int) -> Attempt | None:
        """The attempt this update graded (before a crash), if any."""
        return await self._run(
            partial(
                repo_inbox.attempt_of_update,
                user_id=user_id,
                chat_id=chat_id,
                update_id=update_id,
            )
        )

    async def outbox_after(self, last_id: int) -> list[Outgoing]:
        """The outbox's calls stored after `last_id`, in order (`bot.tg.sender`)."""
        return await self._run(partial(repo_outbox.after, last_id=last_id))

    async def outbox_mark_sent(self, marks: Callable[[], Sequence[repo_outbox.Sent]]) -> None:
        """Mark outbox rows sent (`repo_outbox.mark_sent`): those `marks()` gives once the
        database's lock is taken, so that the rows sent while this call waited for it are
        marked with it (`bot.tg.sender`); one statement for up to `MARKS_PER_INSERT`."""

        async def work(conn: aiosqlite.Connection) -> None:
            taken = marks()
            if taken:
                await repo_outbox.mark_sent(conn, taken)

        await self._run(work)


Rows: TypeAlias = Sequence[tuple[int, str]]


class Gathered:
    """The inbox's stores that arrive while one of them waits for the database's lock, made
    by one INSERT once it has it (one round trip and one turn of the lock for them all).

    Each call queues its rows and waits; the first call finding no store waiting for the
    lock makes one: once it holds the lock it takes the rows queued (whole calls, up to
    `repo_inbox.ROWS_PER_INSERT` rows) and stores them, atomic as one statement is; a call
    queued after that waits for the next store. Each call gets its own updates that were
    new, in its order (an id stored twice at once is new for its first caller only). A
    failed store fails the calls it took, as their own store would have; one that failed
    before it had the lock hands the queue on to a call still waiting."""

    def __init__(self, db: DatabaseBase) -> None:
        self.db = db
        self.waiting: list[tuple[Rows, asyncio.Future[list[int]]]] = []
        self.storing = False
        """A call waits for the lock and will take what `waiting` holds."""
        self.turn: asyncio.Future[None] | None = None
        """Set when a store ended: a call still waiting makes the next one."""

    async def store(self, rows: Rows) -> list[int]:
        """Store `rows` with those queued meanwhile; the ids of `rows` that were new. A call
        that fails or is cancelled before its rows were taken takes them back: they are not
        stored behind its back (a webhook post not answered 200 comes again, and must then
        be new)."""
        loop = asyncio.get_running_loop()
        stored: asyncio.Future[list[int]] = loop.create_future()
        self.waiting.append((rows, stored))
        try:
            while not stored.done():
                if self.storing:
                    if self.turn is None or self.turn.done():
                        self.turn = loop.create_future()
                    either: set[asyncio.Future[Any]] = {stored, self.turn}
                    await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
                    continue
                await self._store_waiting(stored)
        except BaseException:
            self.waiting[:] = [call for call in self.waiting if call[1] is not stored]
            raise
        return stored.result()

    async def _store_waiting(self, own: asyncio.Future[list[int]]) -> None:
        """Make the next store: take the queued calls once the lock is held, insert their
        rows and give each call its own new ids (a failure: each call taken fails with it)."""
        self.storing = True
        taken: list[tuple[Rows, asyncio.Future[list[int]]]] = []
        try:
            fresh = set(await self.db._run(partial(self._insert, taken)))
        except BaseException as error:
            if not taken:
                self.storing = False
            failure = error if isinstance(error, Exception) else StorageError(repr(error))
            for _, future in taken:
                if future is not own and not future.done():
                    future.set_exception(failure)
            self._next()
            raise
        for call, future in taken:
            mine = []
            for update_id, _ in call:
                if update_id in fresh:
                    fresh.discard(update_id)
                    mine.append(update_id)
            if not future.done():
                future.set_result(mine)
        self._next()

    async def _insert(
        self, taken: list[tuple[Rows, asyncio.Future[list[int]]]], conn: aiosqlite.Connection
    ) -> list[int]:
        """Take the calls queued (the lock held), as many as one INSERT stores; store them."""
        self.storing = False
        rows: list[tuple[int, str]] = []
        while self.waiting and len(rows) + len(self.waiting[0][0]) <= repo_inbox.ROWS_PER_INSERT:
            call = self.waiting.pop(0)
            taken.append(call)
            rows += call[0]
        return await repo_inbox.store(conn, rows, self.db.now())

    def _next(self) -> None:
        """Wake the calls still waiting: one makes the next store."""
        if self.turn is not None and not self.turn.done():
            self.turn.set_result(None)
