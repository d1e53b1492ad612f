"""The inbox's and the outbox's storage methods of `Database` (SQL in `repo_inbox` and
`repo_outbox`; see `bot.tg.inbox` and `bot.tg.sender`).

Each method awaits one repo function in a transaction of its own (see `bot.storage.db_base`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import timedelta
from functools import partial

import aiosqlite

from bot.storage import repo_inbox, repo_outbox
from bot.storage.db_base import DatabaseBase
from bot.storage.models import Attempt
from bot.storage.repo_outbox import Outgoing
from bot.storage.sql import BEGIN_READ, iso_utc


class InboxAreas(DatabaseBase):
    """`Database` methods for the inbox of updates (at-least-once delivery)."""

    async def inbox_store(self, updates: Sequence[tuple[int, str]]) -> list[int]:
        """Store (update_id, JSON payload) pairs in one transaction; the ids that were new."""
        if not updates:
            return []
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

    async def outbox_sent(self, outgoing_id: int) -> bool:
        """Delete an outbox call once sent (or refused for good): one DELETE."""
        return await self._run(partial(repo_outbox.sent, outgoing_id=outgoing_id))

    async def outbox_mark_sent(self, marks: Callable[[], Sequence[repo_outbox.Sent]]) -> None:
        """Mark outbox rows sent (`repo_outbox.mark_sent`): those `marks()` gives once the
        database's lock is taken, so that the rows sent while this call waited for it are
        marked with it (`bot.tg.sender`); one statement for up to `MARKS_PER_INSERT`."""

        async def work(conn: aiosqlite.Connection) -> None:
            taken = marks()
            if taken:
                await repo_outbox.mark_sent(conn, taken)

        await self._run(work)
