"""The python-telegram-bot Application: built once, run by `muggins run` and `muggins chat`.

`build_app(config)` wires the Bot API URL, HTML parse mode by default, the typed `BotData`, the
handlers (`bot.tg.handlers.wiring.register`), an error handler and the life cycle:

- post_init: load the catalogs, open the SQLite database, check its integrity and purge
  old unanswerable questions (`bot.tg.upkeep`), rebuild the daily reminders' jobs
  (`restore_reminders`) and the clubs' daily cards and weekly summaries (`schedule_all`),
  register the command menus with
  `setMyCommands` in French, English and the default language (a failure there is logged: the
  bot still answers commands without a menu), then warm the caches the first players would
  wait for and freeze the start-up objects out of the garbage collector (`bot.tg.warm`);
- post_shutdown: close the database.

PTB only calls post_init/post_shutdown from `run_polling`; in-process users (offline chat,
tests, benchmark) use `start_app`/`stop_app` or `async with running(app):`, which follow the
same order.

Concurrency: updates are processed concurrently (up to `DEFAULT_CONCURRENCY` at once) but one at
a time per player and chat, in arrival order (`PerUserUpdateProcessor`). A player's answer can
therefore never overtake the /hand that asked the question, while other players, and the same
player's other chats, are served meanwhile: a member's private /hand never waits while the
reply to their /top waits for the group's budget (20 messages a minute). The storage layer
makes each answer one transaction, so a player answering from two chats at once is still
graded once. A button press that has to wait for its turn (or for a free slot) is answered at
once (`answerCallbackQuery`, which Telegram drops after 15 s), before it waits; one handled at
once is answered by its handler, with its toast.
"""

from __future__ import annotations

import asyncio
import html
import logging
import random
import sqlite3
from collections import deque
from collections.abc import AsyncIterator, Callable, Hashable
from contextlib import asynccontextmanager
from typing import Any, Final

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import Forbidden, NetworkError, TelegramError
from telegram.ext import (
    ApplicationBuilder,
    ApplicationHandlerStop,
    BaseRateLimiter,
    BaseUpdateProcessor,
    Defaults,
    JobQueue,
)
from telegram.request import BaseRequest, HTTPXRequest

from bot.i18n import I18n, Translator
from bot.storage import Database
from bot.tg import delivery, events, upkeep, warm
from bot.tg.club_jobs import schedule_all
from bot.tg.coach_weekly import restore_weekly
from bot.tg.config import OFFLINE_TOKEN, Config, redact
from bot.tg.context import CONTEXT_TYPES, App, Context
from bot.tg.drawing import render
from bot.tg.handlers import members_group
from bot.tg.handlers.registry import command_menu
from bot.tg.handlers.tournament_close import schedule_tournaments
from bot.tg.handlers.wiring import register
from bot.tg.inbox import Inbox
from bot.tg.remind_jobs import restore_reminders
from bot.tg.sending import MugginsBot

logger = logging.getLogger("muggins.app")

DEFAULT_CONCURRENCY: Final = 64
"""How many updates (of different users) are handled at the same time."""

_UNBOUNDED: Final = 1 << 30
API_CONNECTIONS: Final = 256
"""HTTP connections for Bot API calls (getUpdates has its own one), as ApplicationBuilder."""


class PerUserUpdateProcessor(BaseUpdateProcessor):
    """Concurrent update processing that keeps each player's updates in a chat in arrival order.

    PTB starts one task per update in arrival order; each task first takes its (user, chat)
    turn (served first come, first served) and only then one of the `limit` global slots.
    Updates without a chat (inline queries, poll answers) are keyed by user, those without a
    user (channel posts) by chat, and updates with neither run unordered. A button press that
    must wait for either is answered at once (`MugginsBot.answer_early`).

    The queues are plain futures rather than an `asyncio.Lock` per user and a semaphore: most
    updates find their user idle and a slot free, and then cost two dict operations and two
    counters, no lock object made and dropped per update.
    """

    __slots__ = ("_limit", "_locks", "_running", "_slot_queue", "_tasks", "inbox")

    def __init__(self, limit: int = DEFAULT_CONCURRENCY) -> None:
        if limit < 1:
            raise ValueError("limit must be a positive integer")
        # The base class semaphore is acquired before do_process_update, where waiting could
        # reorder a user's updates; ours is taken after the user's turn instead.
        super().__init__(max_concurrent_updates=_UNBOUNDED)
        self._limit = limit
        self._running = 0
        """Updates holding a global slot."""
        self._slot_queue: deque[asyncio.Future[None]] = deque()
        """Updates waiting for a global slot, first come first served."""
        self._locks: dict[Hashable, deque[asyncio.Future[None]]] = {}
        """The (user, chat) pairs with an update being handled: the turns waiting behind it.
        Empty once every player is idle."""
        self._tasks: set[asyncio.Task[object]] = set()
        self.inbox: Inbox | None = None
        """Set by `muggins run`: each update is handled in one transaction with its done mark
        there and its replies in the outbox (`Inbox.handle`)."""

    @property
    def in_flight(self) -> int:
        """How many updates are being handled or wait for their turn."""
        return len(self._tasks)

    async def drain(self, seconds: float) -> int:
        """Let the updates in flight finish for up to `seconds`, then cancel the others (they
        stay in the inbox, handled again at the next start); how many were cancelled."""
        pending = {task for task in self._tasks if not task.done()}
        if pending and seconds > 0:
            _, pending = await asyncio.wait(pending, timeout=seconds)
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.wait(pending, timeout=1.0)
        return len(pending)

    @property
    def limit(self) -> int:
        """The maximum number of updates handled at the same time."""
        return self._limit

    async def do_process_update(self, update: object, coroutine: Any) -> None:
        """Run `coroutine` after the user's earlier updates, within the global limit; with an
        inbox, in one transaction with the update's done mark and replies (`Inbox.handle`;
        cancelled, nothing of it stays: it is handled again). A coroutine cancelled before it
        started is closed, never left unawaited."""
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        key = _ordering_key(update)
        if (
            (key is not None and key in self._locks)
            or self._running >= self._limit
            or self._slot_queue
        ):
            _answer_early(update)  # it waits: the button's answer does not
        try:
            if key is not None:
                waiting = self._locks.get(key)
                if waiting is None:
                    self._locks[key] = deque()
                else:
                    await _wait_turn(waiting, lambda: self._next_turn(key))
            try:
                if self._running >= self._limit or self._slot_queue:
                    await _wait_turn(self._slot_queue, self._next_slot)
                else:
                    self._running += 1
                try:
                    if self.inbox is None:
                        await coroutine
                    else:  # one transaction with its done mark and its replies
                        await self.inbox.handle(update, coroutine)
                finally:
                    self._next_slot()
            finally:
                if key is not None:
                    self._next_turn(key)
        except BaseException:
            coroutine.close()  # a no-op once it ran
            raise
        finally:
            if task is not None:
                self._tasks.discard(task)

    def _next_turn(self, key: Hashable) -> None:
        """The user's update is over: the next one waiting takes the turn, else the user is
        idle."""
        if not _hand_over(self._locks[key]):
            del self._locks[key]

    def _next_slot(self) -> None:
        """A global slot is free: the first update waiting takes it, else one fewer runs."""
        if not _hand_over(self._slot_queue):
            self._running -= 1

    async def initialize(self) -> None:
        """Nothing to allocate."""

    async def shutdown(self) -> None:
        """Nothing to free."""


async def _wait_turn(queue: deque[asyncio.Future[None]], pass_on: Callable[[], None]) -> None:
    """Wait at the end of `queue` until the one ahead hands over (`set_result`); cancelled
    after being handed the turn, hand it on (`pass_on`) so nobody behind waits forever."""
    turn = asyncio.get_running_loop().create_future()
    queue.append(turn)
    try:
        await turn
    except asyncio.CancelledError:
        if turn.done() and not turn.cancelled():
            pass_on()
        elif turn in queue:
            queue.remove(turn)
        raise


def _hand_over(queue: deque[asyncio.Future[None]]) -> bool:
    """Hand the turn to the first in `queue` still waiting (`_wait_turn`), those cancelled
    meanwhile dropped; False when nobody waits."""
    while queue:
        turn = queue.popleft()
        if not turn.done():
            turn.set_result(None)
            return True
    return False


def _ordering_key(update: object) -> Hashable:
    """The (user, chat) pair whose updates must stay in order (the user alone, or the chat
    alone, when the update has only one of them), or None."""
    if not isinstance(update, Update):
        return None
    user, chat = update.effective_user, update.effective_chat
    if user is not None and chat is not None:
        return (user.id, chat.id)
    if user is not None:
        return user.id
    if chat is not None:
        return ("chat", chat.id)
    return None


_early: set[asyncio.Task[bool]] = set()
"""Early answers under way (kept referenced until done)."""


def _answer_early(update: object) -> None:
    """Answer a button press now, in a task of its own (its handler's answer is then skipped:
    `MugginsBot.answer_early`); anything else is left alone."""
    if not isinstance(update, Update) or update.callback_query is None:
        return
    bot = update.get_bot()
    if not isinstance(bot, MugginsBot):
        return
    task = asyncio.get_running_loop().create_task(bot.answer_early(update.callback_query.id))
    _early.add(task)
    task.add_done_callback(_early_done)


def _early_done(task: asyncio.Task[bool]) -> None:
    _early.discard(task)
    if not task.cancelled() and (error := task.exception()) is not None:
        logger.warning("a button could not be answered at once: %s", delivery.describe(error))


def build_app(
    config: Config,
    *,
    request: BaseRequest | None = None,
    get_updates_request: BaseRequest | None = None,
    rng: random.Random | None = None,
    concurrency: int = DEFAULT_CONCURRENCY,
    rate_limiter: BaseRateLimiter[int] | None = None,
) -> App:
    """The Application for `config`, with every handler registered.

    `request` replaces the HTTP transport (e.g. a `LocalBotApi`); it also serves getUpdates
    unless `get_updates_request` is given. Without a token (offline) a dummy one is used.
    `rate_limiter` (e.g. PTB's `AIORateLimiter`) paces every Bot API call.

    The bot is a `MugginsBot` (`bot.tg.sending`: PTB's `ExtBot` with sends that return only
    the new message's id), built here with what ApplicationBuilder would give an `ExtBot`:
    HTML parse mode by default and, without `request`, HTTPX with 256 connections.
    """
    job_queue: JobQueue[Context] = JobQueue()  # reminders and daily posts (APScheduler)
    if get_updates_request is None:  # the given transport serves getUpdates too
        get_updates_request = request if request is not None else HTTPXRequest()
    if request is None:
        request = HTTPXRequest(connection_pool_size=API_CONNECTIONS)
    bot = MugginsBot(
        token=config.token or OFFLINE_TOKEN,
        base_url=config.api_url,
        base_file_url=config.file_url,
        defaults=Defaults(parse_mode=ParseMode.HTML),
        request=request,
        get_updates_request=get_updates_request,
        rate_limiter=rate_limiter,
    )
    builder = (
        ApplicationBuilder()
        .bot(bot)
        .context_types(CONTEXT_TYPES)
        .job_queue(job_queue)
        .concurrent_updates(PerUserUpdateProcessor(concurrency))
        .post_init(_post_init)
        .post_shutdown(_post_shutdown)
    )
    application: App = builder.build()
    application.bot_data.config = config
    application.bot_data.rng = rng if rng is not None else random.Random()
    register(application)
    delivery.register(application)
    events.register(application)
    application.add_error_handler(on_error)
    return application


async def _post_init(application: App) -> None:
    """Load the catalogs, open the database, register the command menus and warm up."""
    data = application.bot_data
    data.i18n = I18n.load()
    try:
        data.db = await Database.open(data.config.db_path)
    except sqlite3.DatabaseError as error:
        if isinstance(error, sqlite3.OperationalError):  # locked, unreadable: not damage
            raise
        raise upkeep.DatabaseDamaged(data.config.db_path, [str(error)]) from error
    logger.info("database open: %s", data.config.db_path)
    await upkeep.start(application)
    await restore_reminders(application)
    await restore_weekly(application)  # the coach's weekly messages
    await schedule_all(application)  # clubs' daily cards and weekly summaries
    await schedule_tournaments(application)  # each open tournament's close
    members_group.schedule_reminders(application.job_queue)  # games between members
    await register_commands(application)
    await asyncio.to_thread(warm.warm_caches)
    for picture in warm.pictures_to_warm(data.i18n.translator(data.config.default_lang)):
        await render(picture)
    warm.freeze_start_up()


async def _post_shutdown(application: App) -> None:
    """Close the database if post_init opened it."""
    db: Database | None = getattr(application.bot_data, "db", None)
    if db is not None:
        await db.close()
        del application.bot_data.db
        logger.info("database closed")


async def register_commands(application: App) -> bool:
    """setMyCommands for fr, en and the default menu; False (logged) if Telegram refused."""
    data = application.bot_data
    menus: list[tuple[str | None, str]] = [("fr", "fr"), ("en", "en")]
    menus.append((None, data.config.default_lang))
    ok = True
    for language_code, lang in menus:
        commands = command_menu(data.i18n.translator(lang))
        try:
            await application.bot.set_my_commands(commands, language_code=language_code)
        except TelegramError as error:
            ok = False
            logger.warning(
                "setMyCommands (%s) failed: %s",
                language_code or "default",
                redact(str(error), data.config.token),
            )
    return ok


async def start_app(application: App) -> None:
    """initialize, post_init and start, as `run_polling` does (without polling)."""
    await application.initialize()
    try:
        if application.post_init is not None:
            await application.post_init(application)
        await application.start()
    except BaseException:
        await stop_app(application)
        raise


async def stop_app(application: App) -> None:
    """stop (finishing pending updates), shutdown and post_shutdown, as `run_polling` does."""
    try:
        if application.running:
            await application.stop()
            if application.post_stop is not None:
                await application.post_stop(application)
        await application.shutdown()
    finally:
        if application.post_shutdown is not None:
            await application.post_shutdown(application)


@asynccontextmanager
async def running(application: App) -> AsyncIterator[App]:
    """`async with running(app):` starts the application and always stops it."""
    await start_app(application)
    try:
        yield application
    finally:
        await stop_app(application)


async def translator_for(update: object, context: Context) -> Translator | None:
    """The translator for the update's sender: their /lang choice, else their Telegram
    language negotiated, else the default; None before the catalogs are loaded."""
    data = context.bot_data
    i18n: I18n | None = getattr(data, "i18n", None)
    if i18n is None:
        return None
    user = update.effective_user if isinstance(update, Update) else None
    language_code = user.language_code if user is not None else None
    lang = i18n.negotiate(language_code, data.config.default_lang)
    db: Database | None = getattr(data, "db", None)
    if user is not None and db is not None:
        try:
            stored = await db.users.get_or_create_user(user.id, language_code=language_code)
        except Exception as error:  # the database may be what failed: keep the negotiated one
            if not data.disk.failed(error):
                logger.warning("no language for user %s: %r", user.id, error)
        else:
            lang = stored.lang or lang
    return i18n.translator(lang)


async def on_error(update: object, context: Context) -> None:
    """Log the error (never the token) and tell the chat, briefly, that something went wrong
    (on a full disk: that it cannot save anything now, to try again in a few minutes).

    An expected Telegram error (403, 429, timeout, network, a harmless 400: see
    `delivery.expected`) is one log line; anything else is logged with its traceback. A 403
    marks the chat inactive and sends nothing. The update is then dropped
    (ApplicationHandlerStop): handlers of later groups do not run, so a player never gets
    "something went wrong" followed by another answer to the same update.
    """
    error = context.error
    token = context.bot_data.config.token
    if update is None:
        # getUpdates failing: PTB retries on its own; a traceback per retry would flood the log.
        level = logging.WARNING if isinstance(error, NetworkError) else logging.ERROR
        logger.log(level, "polling error: %s", redact(repr(error), token))
        return
    chat_id: int | None = None
    if isinstance(update, Update) and update.effective_chat is not None:
        chat_id = update.effective_chat.id
    where = events.describe(update, context.application)
    # A full disk is logged once for the whole spell (bot.tg.disk), not once per update.
    disk_full = error is not None and context.bot_data.disk.failed(error)
    if not disk_full:
        if isinstance(error, Forbidden) and chat_id is not None:
            await delivery.chat_gone(context, chat_id, error, where=where)  # its one line
            raise ApplicationHandlerStop
        if delivery.expected(error):
            logger.warning("%s: %s", where, redact(delivery.describe(error), token))
        else:
            logger.error("error in %s: %s", where, redact(repr(error), token), exc_info=error)
    if delivery.is_harmless(error):
        raise ApplicationHandlerStop
    await tell_chat(update, context, disk_full=disk_full)
    raise ApplicationHandlerStop


async def tell_chat(update: object, context: Context, *, disk_full: bool) -> None:
    """Tell the update's chat, briefly, that something went wrong, or (`disk_full`) that
    nothing can be saved now and to try again in a few minutes."""
    chat = update.effective_chat if isinstance(update, Update) else None
    tr = await translator_for(update, context)
    if chat is None or tr is None:
        return
    text = (
        tr._("Sorry, I cannot save anything right now. Please try again in a few minutes.")
        if disk_full
        else tr._("Sorry, something went wrong on my side. Please try again.")
    )
    try:
        await context.bot.send_html(chat.id, html.escape(text))
    except TelegramError as send_error:
        logger.warning(
            "could not report the error to chat %s: %s",
            chat.id,
            redact(delivery.describe(send_error), context.bot_data.config.token),
        )


async def tell_disk_full(application: App, update: Update) -> None:
    """`tell_chat` for an update whose transaction could not commit (a full disk)."""
    context = application.context_types.context.from_update(update, application)
    await tell_chat(update, context, disk_full=True)
