"""At least once, exactly once in effect: every update is stored before Telegram forgets it.

python-telegram-bot's own `Updater` confirms a `getUpdates` offset with its next call, before
the updates it fetched were handled, and confirms everything once more when it stops: an
update in flight at a crash (or at a stop cut short) is lost for good. `muggins run` therefore
polls with its own loop (`poll`), which writes each batch to the `inbox` table in one
transaction *before* the next `getUpdates` moves the offset past it; the webhook
(`bot.tg.webhook`) stores a post before it answers 200, and Telegram re-sends what got no 200.

An update is queued for the handlers only when its row is new, so an update Telegram (or a
webhook client) delivers twice is handled once. The update processor handles each update in
one transaction (`Inbox.handle`): its effects, the replies it queued in the outbox
(`bot.tg.sender`) and its done mark commit together. A row left without `done_at` (a crash,
a kill, a stop that could not wait) left nothing else either, and is handled from scratch at
the next start (`Inbox.replay`); one marked done is never handled again. Exactly once in
effect; at least once in delivery (the sender).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import timedelta
from typing import Final

from telegram import Bot, Update
from telegram.error import InvalidToken, NetworkError, RetryAfter, TelegramError

from bot.storage import Database
from bot.tg.config import redact
from bot.tg.disk import DiskWatch

logger = logging.getLogger("muggins.inbox")

ALLOWED_UPDATES: Final = (
    "message",
    "edited_message",
    "callback_query",
    "inline_query",
    "chosen_inline_result",
    "poll",
    "poll_answer",
    "my_chat_member",
    "chat_member",
)
"""What the bot asks Telegram for; `chat_member` (members leaving a club) must be asked for
explicitly, Telegram never sends it by default."""
POLL_TIMEOUT: Final = 5
"""Seconds a getUpdates long poll waits on Telegram's side."""
READ_SLACK: Final = 3.0
"""Seconds beyond the long poll before an answer is overdue: a dead connection is noticed
within POLL_TIMEOUT + READ_SLACK seconds and the poll starts again."""
CONNECT_TIMEOUT: Final = 3.0
RETRY_PAUSES: Final = (0.5, 1.0, 2.0, 4.0)
"""Pauses after consecutive polling failures (the last one repeats)."""
KEEP_DONE: Final = timedelta(days=1)
"""Handled updates are kept this long: a webhook post repeated within it is a no-op."""


def payload(update: Update) -> str:
    """The update as JSON (what Telegram sent, unknown fields included)."""
    return update.to_json()


class Inbox:
    """The inbox table of one database, as the runner and the update processor use it."""

    def __init__(
        self,
        db: Database,
        bot: Bot,
        disk: DiskWatch | None = None,
        *,
        tell_full: Callable[[Update], Awaitable[object]] | None = None,
    ) -> None:
        self.db = db
        self.bot = bot
        self.disk = disk if disk is not None else DiskWatch()
        self.tell_full = tell_full
        """Tells an update's chat that nothing can be saved (its replies were not stored)."""

    async def store(
        self, updates: Sequence[Update], texts: Sequence[str] | None = None
    ) -> list[Update]:
        """Store the updates (one transaction); those seen for the first time, in order.
        `texts`: each update's JSON as Telegram sent it (a webhook's post), stored as it is;
        without them the JSON is rebuilt from the update (`payload`: a fifth of a
        millisecond each, the polled updates' case).

        Raises what the database raised (a full disk is noted in `disk` first)."""
        if texts is None:
            texts = [payload(u) for u in updates]
        rows = [(u.update_id, text) for u, text in zip(updates, texts, strict=True)]
        try:
            fresh = set(await self.db.inbox_store(rows))
        except Exception as error:
            self.disk.failed(error)
            raise
        self.disk.wrote()
        return [u for u in updates if u.update_id in fresh]

    async def handle(self, update: object, handling: Awaitable[object]) -> None:
        """Await `handling` (the update's handlers) in ONE transaction with the update's done
        mark and the replies it queued in the outbox (`Database.scope`), committed together
        before anything is sent. An exception (cancellation: a stop, a kill) or a failed
        COMMIT (a full disk) leaves nothing of the update: it is handled from scratch at the
        next start. A handler's own error was already answered by the error handler, whose
        reply commits with the rest."""
        if not isinstance(update, Update):
            await handling
            return
        try:
            async with self.db.scope() as scope:
                await handling
                scope.mark_done(update.update_id)  # stored with its replies, at COMMIT
        except Exception as error:  # sqlite3 errors (a full disk) too; the row stays
            if not self.disk.failed(error):
                logger.warning("update %s not committed: %r", update.update_id, error)
            elif self.tell_full is not None:  # nothing stored, its replies neither
                await self.tell_full(update)
            return
        self.disk.wrote()

    async def replay(self) -> list[Update]:
        """The updates stored but never handled (a crash, a stop cut short), oldest first."""
        updates: list[Update] = []
        for update_id, text in await self.db.inbox_waiting():
            try:
                update = Update.de_json(json.loads(text), self.bot)
            except (ValueError, TypeError, KeyError) as error:
                logger.warning("stored update %s is unreadable, skipped: %r", update_id, error)
                await self.db.inbox_done(update_id)
                continue
            updates.append(update)
        if updates:
            logger.info(
                "%d updates left unhandled at the last stop: handling them now", len(updates)
            )
        return updates

    async def next_offset(self) -> int | None:
        """The first getUpdates offset: after every stored update (None: nothing stored)."""
        return await self.db.inbox_next_offset() or None

    async def purge(self) -> int:
        """Forget the handled updates older than KEEP_DONE."""
        return await self.db.inbox_purge(KEEP_DONE)


async def poll(
    bot: Bot,
    inbox: Inbox,
    queue: asyncio.Queue[object],
    *,
    poll_timeout: int = POLL_TIMEOUT,
    token: str | None = None,
) -> None:
    """Long-poll Telegram for ever: store each batch, queue its new updates, move the offset.

    The offset passed to getUpdates confirms a batch to Telegram only after it is stored, so a
    kill at any moment loses nothing. Failures are one log line each and retried after a short
    pause; a refused token (InvalidToken) ends the loop with that error.
    """
    offset = await inbox.next_offset()
    failures = 0
    while True:
        try:
            updates = await bot.get_updates(
                offset=offset,
                timeout=poll_timeout,
                allowed_updates=list(ALLOWED_UPDATES),
                read_timeout=poll_timeout + READ_SLACK,
                connect_timeout=CONNECT_TIMEOUT,
                write_timeout=CONNECT_TIMEOUT,
                pool_timeout=CONNECT_TIMEOUT,
            )
        except InvalidToken:
            raise
        except RetryAfter as error:
            failures += 1
            wait = error.retry_after  # seconds; a timedelta from PTB 23 (deprecated in 22.2)
            pause = wait.total_seconds() if isinstance(wait, timedelta) else float(wait)
            logger.warning("getUpdates: too many requests, waiting %.0f s", pause)
            await asyncio.sleep(pause)
            continue
        except (NetworkError, TelegramError) as error:
            pause = RETRY_PAUSES[min(failures, len(RETRY_PAUSES) - 1)]
            failures += 1
            logger.warning(
                "getUpdates failed (%s); again in %.1f s", redact(str(error), token), pause
            )
            await asyncio.sleep(pause)
            continue
        failures = 0
        if not updates:
            continue
        try:
            fresh = await inbox.store(updates)
        except Exception as error:
            if not inbox.disk.full:  # locked, unreadable: the offset stays, Telegram keeps them
                logger.error("cannot store updates: %r; polling again shortly", error)
                await asyncio.sleep(RETRY_PAUSES[-1])
                continue
            # A full disk: handled anyway, so that each player hears "try again later"
            # (bot.tg.app.on_error) instead of silence; the next stored batch ends the spell.
            fresh = list(updates)
        offset = updates[-1].update_id + 1
        for update in fresh:
            await queue.put(update)
