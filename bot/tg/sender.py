"""The sender: delivers the outbox (issue 38), in order per chat, each chat on its own.

An update's replies are stored in the `outbox` table in the update's own transaction
(`Database.scope`, `bot.tg.sending`); at the COMMIT the sender is handed the new rows
(`take`) and hands each chat's rows to that chat's own task, which sends them one after the
other through PTB's public method for each (`send_message`, `send_photo`, ...; the app's
rate limiter, `bot.tg.delivery.RetryingRateLimiter`, paces each call: 30 a second overall,
20 a minute per group, a 429 waited out by its chat alone). A group's backlog only delays
that group: a member's private chat has its own task. Once Telegram accepted a message, its
id is stored where the row says (`bot.tg.records`: the question it shows, ...) and the row
is deleted: for a question, one statement, shared by the rows sent meanwhile (`Sender._mark`).

- A 429, a timeout, a 5xx or a network failure that outlasts the rate limiter's own repeats:
  the row is tried again after a pause (doubled each time, at most `MAX_PAUSE`).
- A 403 (the player blocked the bot, the bot left the group): the chat is marked inactive
  (`delivery.mark_gone`) and the row dropped.
- Another 400: a photo refused is sent as its text (`Outgoing.instead`), a reply whose
  message is gone as its other message (`Outgoing.fallback`: a club's board pointed to but
  deleted is posted again); anything else is logged (one line) and dropped.
- A photo queued as its description (`Outgoing.drawing`, `bot.pictures.specs`) is drawn here,
  on a thread, just before it is sent: the update's transaction never waits for a drawing.
  One that cannot be drawn is sent as its text, as a refused photo is. A night's sheets
  (`sendDocument`) likewise, from theirs (`bot.tg.drawing.render_document`).
- A row sent after another chat's (`Outgoing.after`: a group's post that follows a member's
  own reply in private) waits until that chat's earlier rows are sent, `AFTER_WAIT` at most.
- At start-up every row left (a kill between COMMIT and send, or before a send was marked) is
  sent: at least once in delivery. A message Telegram accepted but whose row was not yet
  deleted when the process died is sent again (README, "Runtime").
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import warnings
from collections import deque
from dataclasses import replace
from functools import partial
from typing import Final, cast

from telegram import InputFile
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError
from telegram.ext import CallbackContext
from telegram.warnings import PTBUserWarning

from bot.storage import Database
from bot.storage.repo_outbox import Outgoing, Sent
from bot.tg import delivery, records
from bot.tg.context import App, Context
from bot.tg.drawing import render_document, render_spec
from bot.tg.sending import NOT_MODIFIED, MugginsBot, reply_gone

logger = logging.getLogger("muggins.sender")

FILE_FIELDS: Final = {"sendPhoto": "photo", "sendDocument": "document"}
"""The parameter a method's uploaded file goes in (a row's `photo`, or its `drawing` drawn)."""
FIRST_PAUSE: Final = 0.5
"""Seconds before a failed send is tried again; doubled at each failure."""
MAX_PAUSE: Final = 30.0
AFTER_WAIT: Final = 30.0
"""Seconds at most a row waits for another chat's rows stored before it (`Outgoing.after`):
a chat whose sends keep failing does not hold this one for longer."""
PARSED: Final = ("text", "caption")
"""The parameters a parse mode applies to (a message's text, a photo's or a document's
caption)."""


class Sender:
    """The outbox's delivery task and its chats' tasks, for one application."""

    def __init__(self, application: App) -> None:
        self.application = application
        self.db: Database = application.bot_data.db
        self._last_id = 0
        """The highest row id handed to a chat's task."""
        self._catching_up = False
        """The rows left by the last run are being read: rows committed meanwhile wait."""
        self._again = False
        """Rows were committed during that read: read once more."""
        self._chats: dict[int, deque[Outgoing]] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._reader: asyncio.Task[None] | None = None
        self._moved = asyncio.Event()
        """Set (and replaced) each time a chat's row is done: the rows waiting for another
        chat's (`_behind`) look again."""
        self._marks: list[tuple[Sent, asyncio.Future[None]]] = []
        """Rows sent, waiting to be marked (`_mark`), each with the future its chat awaits."""
        self._marking = False
        """A `_mark` waits for the database's lock and will take `_marks` when it gets it."""
        self._turn: asyncio.Future[None] | None = None
        """Set when a `_mark` that was to take the waiting marks failed: another takes over."""
        self.sent = 0
        """Messages delivered since the start (tests, logs)."""

    def start(self) -> None:
        """Deliver what the outbox holds (what was left at the last stop), then each row as
        it is committed (`take`)."""
        quiet_known_methods()
        self.db.on_outbox = self.take
        self._catching_up = True
        self._reader = asyncio.create_task(self._catch_up(), name="muggins:sender")

    def take(self, rows: list[Outgoing]) -> None:
        """Rows just committed, in order: handed to their chats' tasks at once (no need to
        read them back), unless the rows left by the last run are still being read."""
        if self._catching_up:
            self._again = True
            return
        self._hand_over(rows)

    async def flush(self, seconds: float) -> bool:
        """Send what the outbox holds, waiting up to `seconds`; whether all was sent."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        if self._reader is not None and not self._reader.done():
            await asyncio.wait({self._reader}, timeout=seconds)
        while self._tasks and (left := deadline - loop.time()) > 0:
            await asyncio.wait(list(self._tasks.values()), timeout=left)
        return not self._tasks and not self._catching_up

    async def settled(self, chat_id: int) -> None:
        """Wait until what the outbox holds for `chat_id` was sent (the benchmark's players
        answer a question once they saw it)."""
        if self._reader is not None and not self._reader.done():
            await asyncio.shield(self._reader)
        task = self._tasks.get(chat_id)
        if task is not None:
            await asyncio.shield(task)

    async def stop(self) -> None:
        """Stop delivering; rows not sent stay in the outbox for the next start."""
        if self.db.on_outbox == self.take:
            self.db.on_outbox = None
        tasks = [*self._tasks.values(), *([self._reader] if self._reader else [])]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(BaseException):
                await task
        self._tasks.clear()

    async def _catch_up(self) -> None:
        """Read the rows left by the last run (and those committed meanwhile) and hand them
        to their chats' tasks; from then on `take` gets each row as it is committed."""
        pause = FIRST_PAUSE
        while True:
            self._again = False
            try:
                rows = await self.db.outbox_after(self._last_id)
            except Exception as error:  # a locked database: read again shortly
                logger.warning("cannot read the outbox: %r", error)
                await asyncio.sleep(pause)
                pause = min(2 * pause, MAX_PAUSE)
                continue
            self._hand_over(rows)
            if not self._again:
                self._catching_up = False
                return

    def _hand_over(self, rows: list[Outgoing]) -> None:
        """Queue each row (not queued yet) for its chat's task."""
        for row in rows:
            if row.id <= self._last_id:
                continue
            self._last_id = row.id
            self._chats.setdefault(row.chat_id, deque()).append(row)
            if row.chat_id not in self._tasks:
                self._tasks[row.chat_id] = asyncio.create_task(
                    self._deliver(row.chat_id), name=f"muggins:send:{row.chat_id}"
                )

    async def _deliver(self, chat_id: int) -> None:
        """Send a chat's rows in order, until none is left."""
        queue = self._chats[chat_id]
        try:
            while queue:
                await self._behind(queue[0])
                await self._send(queue[0])
                queue.popleft()
                self._moved.set()
                self._moved = asyncio.Event()
        finally:
            if not queue:
                self._chats.pop(chat_id, None)
            self._tasks.pop(chat_id, None)

    async def _behind(self, row: Outgoing) -> None:
        """A row to send after another chat's (`Outgoing.after`: the standings posted in the
        group after the member's own « game recorded » in private): wait until that chat's
        rows stored before it are sent, `AFTER_WAIT` seconds at most. Only earlier rows are
        waited for, so two chats never wait for each other."""
        if row.after is None or row.after == row.chat_id:
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + AFTER_WAIT
        while True:
            queue = self._chats.get(row.after)
            left = deadline - loop.time()
            if not queue or queue[0].id > row.id or left <= 0:
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._moved.wait(), left)

    async def _send(self, row: Outgoing) -> None:
        """Send one row until Telegram accepts or refuses it for good; then forget it."""
        pause = FIRST_PAUSE
        method, params = row.method, dict(row.params)
        upload = row.photo
        if method in FILE_FIELDS and upload is None and row.drawing is not None:
            upload = await self._drawn(row)
            if upload is None:
                if row.instead is None:
                    await self._done(row, None)
                    return
                method, params = "sendMessage", _text_instead(row)
        while True:
            if upload is not None and method in FILE_FIELDS:
                params[FILE_FIELDS[method]] = InputFile(
                    upload, filename=row.filename or "picture.png"
                )
            try:
                result = await call(self.application.bot, method, params)
            except RetryAfter as error:
                wait = delivery.seconds(error.retry_after)
                logger.info("chat %s: flood control, waiting %.1f s", row.chat_id, wait)
                await asyncio.sleep(wait)
                continue
            except Forbidden as error:
                gone = await delivery.mark_gone(self.db, row.chat_id, error, where=method)
                await self._refused(row)
                if row.chat_id < 0 and gone:  # a group the bot was removed from, said once
                    await self._chat_gone(row.chat_id)
            except BadRequest as error:
                if method == "sendMessage" and row.fallback is not None and reply_gone(error):
                    logger.info(
                        "chat %s: message replied to is gone, sending the other", row.chat_id
                    )
                    method, params = "sendMessage", _fallback_params(row)
                    row = replace(row, record=_fallback_record(row), fallback=None)
                    continue
                if _sent_instead(method, row, error):
                    logger.warning(
                        "%s refused in chat %s (%s): sending a message", method, row.chat_id, error
                    )
                    method, params = "sendMessage", _text_instead(row)
                    continue
                level = logging.DEBUG if delivery.is_harmless(error) else logging.WARNING
                logger.log(level, "%s to chat %s refused: %s", method, row.chat_id, error)
            except NetworkError as error:  # timeouts and 5xx included
                logger.warning(
                    "%s to chat %s failed (%s); again in %.1f s",
                    method,
                    row.chat_id,
                    delivery.describe(error),
                    pause,
                )
                await asyncio.sleep(pause)
                pause = min(2 * pause, MAX_PAUSE)
                continue
            except TelegramError as error:
                logger.warning("%s to chat %s failed: %s", method, row.chat_id, error)
            else:
                message_id, poll_id = _ids(result)
                await self._done(row, message_id, poll_id)
                self.sent += 1
                return
            await self._done(row, None)
            return

    async def _drawn(self, row: Outgoing) -> bytes | None:
        """The picture (or document) of a row queued as its description, drawn now (off the
        event loop, out of any transaction); None if it cannot be drawn (one line logged)."""
        assert row.drawing is not None
        try:
            if row.method == "sendDocument":
                return await render_document(row.drawing, self.application.bot_data.i18n)
            return await render_spec(row.drawing)
        except Exception as error:  # a renderer's bug must not stop the chat's deliveries
            logger.warning(
                "%s for chat %s not drawn (%r): sending its text, if any",
                row.method,
                row.chat_id,
                error,
            )
            return None

    async def _refused(self, row: Outgoing) -> None:
        """A question's message refused for good (403): the `refused` subscribers hear it
        (`Subscriptions.refused`), in one transaction whose replies go through the outbox.
        What the handler's own send would have caught, had it been sent at once."""
        listeners = self.application.bot_data.subscriptions.refused
        if not listeners or row.record is None:
            return
        question_id = records.question_of(row.record)
        if question_id is None:
            return
        question = await self.db.questions.get_question(question_id)
        if question is None:
            return
        context = cast(
            Context,
            CallbackContext(self.application, chat_id=row.chat_id, user_id=question.user_id),
        )
        try:
            async with self.db.scope():
                for listener in listeners:
                    await listener(context, question)
        except Exception:  # never stop the chat's deliveries
            logger.exception("question %s refused: its subscribers failed", question.id)

    async def _chat_gone(self, chat_id: int) -> None:
        """A group refused a message for good, the first refusal since the bot could write
        there: the `chat_gone` subscribers hear it (`Subscriptions.chat_gone`,
        `delivery.group_gone`), in one transaction whose replies go through the outbox."""
        listeners = self.application.bot_data.subscriptions.chat_gone
        if not listeners:
            return
        context = cast(Context, CallbackContext(self.application, chat_id=chat_id))
        try:
            async with self.db.scope():
                for listener in listeners:
                    await listener(context, chat_id)
        except Exception:  # never stop the chat's deliveries
            logger.exception("group %s gone: its subscribers failed", chat_id)

    async def _done(
        self, row: Outgoing, message_id: int | None, poll_id: str | None = None
    ) -> None:
        """Store the message's id where the row says and delete the row (a failing database
        is tried again: the message is not sent twice meanwhile). A question's message id
        and the deletion are one statement (`repo_outbox.mark_sent`), shared by the rows
        sent meanwhile (`_mark`); another record's id (a game's invitation, a poll...) is
        stored first, by a statement of its own: a kill between the two sends the message
        again at the restart, whose id is then stored again, as at any kill after a send."""
        question_id = keyboard = None
        record = row.record
        if record is not None:
            data = self.application.bot_data
            for hook in data.subscriptions.sent:
                hook(data, record, message_id)
        if message_id is not None and record is not None:
            question_id = records.question_of(record)
            if question_id is None:
                await self._store(record, message_id, poll_id)
            else:
                keyboard = records.keyboard_of(record)
        if question_id is None:
            message_id = None
        await self._mark(Sent(row.id, question_id, message_id, keyboard))

    async def _store(self, record: records.Record, message_id: int, poll_id: str | None) -> None:
        """Store a message's id where `record` (not a question's) says, until it is stored."""
        pause = FIRST_PAUSE
        while True:
            try:
                await records.store(self.db, record, message_id, poll_id=poll_id)
                return
            except Exception as error:
                logger.warning("sent message's id %s not stored: %r; again", message_id, error)
                await asyncio.sleep(pause)
                pause = min(2 * pause, MAX_PAUSE)

    async def _mark(self, sent: Sent) -> None:
        """Mark a row sent, with the rows sent while the mark waits for the database's lock:
        one statement for all (`Database.outbox_mark_sent`), which takes the marks waiting
        when it gets the lock. The first mark asks for the lock at once (as its own
        statement would): a question's message id is stored no later than before, so an
        answer that arrives after it was sent finds it. The marks taken by a statement that
        fails are put back and tried again after a pause (marking a row twice changes
        nothing); until one is marked, its chat sends nothing more."""
        marked: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._marks.append((sent, marked))
        pause = FIRST_PAUSE
        while not marked.done():
            if self._marking:  # another call will take this mark with the lock
                if self._turn is None or self._turn.done():
                    self._turn = asyncio.get_running_loop().create_future()
                await asyncio.wait({marked, self._turn}, return_when=asyncio.FIRST_COMPLETED)
                continue
            self._marking = True
            taken: list[tuple[Sent, asyncio.Future[None]]] = []
            try:
                await self.db.outbox_mark_sent(partial(self._take_marks, taken))
            except BaseException as error:
                self._marks[:0] = taken
                if not taken:  # failed or cancelled before it got the lock
                    self._marking = False
                if self._turn is not None and not self._turn.done():
                    self._turn.set_result(None)  # a waiting call takes its turn
                if not isinstance(error, Exception):
                    raise
                logger.warning("sent messages not marked: %r; again", error)
                await asyncio.sleep(pause)
                pause = min(2 * pause, MAX_PAUSE)
                continue
            for _, future in taken:
                if not future.done():
                    future.set_result(None)

    def _take_marks(self, taken: list[tuple[Sent, asyncio.Future[None]]]) -> list[Sent]:
        """The marks waiting, moved into `taken` (the lock now held: later marks start a
        statement of their own)."""
        self._marking = False
        taken.extend(self._marks)
        self._marks.clear()
        return [mark for mark, _ in taken]


def quiet_known_methods() -> None:
    """Silence the one warning `call` makes PTB give: `do_api_request` warns when PTB has a
    method of its own for the call (`send_message`), which would build a `Message` from
    Telegram's answer that the sender does not use. Set when a sender starts (a filter added
    at import would not survive a test runner's own warning filters); adding it again
    replaces it."""
    warnings.filterwarnings(
        "ignore",
        message=r"Please use 'Bot\.\w+' instead of 'Bot\.do_api_request",
        category=PTBUserWarning,
    )


async def call(bot: MugginsBot, method: str, params: dict[str, object]) -> object:
    """Make the Bot API call `method` (as Telegram names it: "sendMessage") with `params` as
    they are (JSON values, the upload an `InputFile`) through PTB's public
    `Bot.do_api_request`: the same request as PTB's own method (`send_message`), through the
    same rate limiter, but Telegram's answer is kept as JSON (a dict, or True) instead of
    being built into a `Message` (about a sixth of the event loop's work per reply, measured
    with `python -m bot.bench bot`): the sender only needs the new message's ids.

    A text or a caption without a parse mode gets the bot's default one (HTML), as PTB's
    own methods give it (`Defaults`), which `do_api_request` does not."""
    if "parse_mode" not in params and any(key in params for key in PARSED):
        params = {**params, "parse_mode": bot.parse_mode}
    return await bot.do_api_request(method, api_kwargs=params)


def _ids(result: object) -> tuple[int | None, str | None]:
    """The new message's id and its poll's id, if any, from Telegram's answer to a call (a
    message as JSON, or True for an edit or a deletion)."""
    if not isinstance(result, dict):
        return None, None
    message_id = result.get("message_id")
    poll = result.get("poll")
    poll_id = poll.get("id") if isinstance(poll, dict) else None
    return (
        message_id if isinstance(message_id, int) else None,
        poll_id if isinstance(poll_id, str) else None,
    )


def _sent_instead(method: str, row: Outgoing, error: BadRequest) -> bool:
    """Whether `row.instead` goes as a message: a photo refused, or an edit refused for
    another reason than changing nothing (the message gone or too old to edit)."""
    if row.instead is None:
        return False
    if method == "sendPhoto":
        return True
    return method == "editMessageText" and NOT_MODIFIED not in error.message.lower()


def _text_instead(row: Outgoing) -> dict[str, object]:
    """A refused photo's or edit's text as a message, with its buttons and reply."""
    params: dict[str, object] = {
        "chat_id": row.chat_id,
        "text": row.instead or "",
        "parse_mode": row.params.get("parse_mode", "HTML"),
    }
    for key in ("reply_markup", "reply_parameters"):
        if key in row.params:
            params[key] = row.params[key]
    return params


def _fallback_params(row: Outgoing) -> dict[str, object]:
    """The other message of a reply whose message is gone (`Outgoing.fallback`)."""
    fallback = row.fallback or {}
    params = fallback.get("params")
    return {
        "chat_id": row.chat_id,
        "parse_mode": row.params.get("parse_mode", "HTML"),
        **(params if isinstance(params, dict) else {}),
    }


def _fallback_record(row: Outgoing) -> records.Record | None:
    """Where the id of a reply's other message goes (`Outgoing.fallback`), if anywhere."""
    into = (row.fallback or {}).get("into")
    return into if isinstance(into, dict) else None
