"""Getting messages to Telegram despite flood limits and faults, and stopping at a closed door.

- `RetryingRateLimiter`: python-telegram-bot's `AIORateLimiter` (30 messages a second overall,
  20 a minute per group; a 429 is waited out for its `retry_after` and the call repeated, up
  to `max_retries` times) that also repeats calls failing with a timeout or a 5xx answer,
  after a growing pause (`backoff`, doubled each time, at most `MAX_BACKOFF`). `muggins run`
  uses it; the offline chat and most tests run without a limiter (nothing to protect there,
  and the group pacing would slow group tests to 20 messages a minute).
- A 403 (Forbidden: the player blocked the bot, or it was removed from the group) marks the
  chat inactive in the database (`Database.mark_chat_inactive`); a `my_chat_member` update
  saying the bot is back marks it active again. Scheduled sends (reminders, club posts) go
  through `deliver(context, chat_id, text)`, which skips inactive chats, marks the chat on a
  403, and turns any other Telegram error into one log line: a scheduled send never raises.
- `expected(error)`: the Telegram errors that are part of life (403, 429, timeouts, network,
  the harmless 400s); the error handler logs them as one line, never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from typing import Any, Final

from telegram import ChatMemberUpdated, Message, Update
from telegram.constants import ChatMemberStatus
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError
from telegram.ext import AIORateLimiter, ChatMemberHandler

from bot.tg.context import App, Context

logger = logging.getLogger("muggins.delivery")

MAX_RETRIES: Final = 5
"""Attempts after a 429 (each waits the retry_after Telegram asks for)."""
FAULT_RETRIES: Final = 4
"""Attempts after a timeout or a 5xx answer."""
BACKOFF: Final = 0.25
"""Seconds before the first repeat after a timeout or 5xx; doubled at each repeat."""
MAX_BACKOFF: Final = 4.0
HARMLESS_BAD_REQUESTS: Final = (
    "message is not modified",
    "query is too old",
    "message to edit not found",
    "message can't be edited",
    "message to delete not found",
)
"""400 descriptions (lower case, as substrings) that a race with the player explains."""
GONE_STATUSES: Final = frozenset({ChatMemberStatus.BANNED, ChatMemberStatus.LEFT})
"""`my_chat_member` statuses meaning the bot can no longer write to the chat."""
LIMITER_LOGGER: Final = "telegram.ext.AIORateLimiter"


def is_fault(error: BaseException) -> bool:
    """A timeout, a 5xx or a network failure: worth repeating (a 400 is not)."""
    return isinstance(error, NetworkError) and not isinstance(error, BadRequest)


def is_harmless(error: BaseException | None) -> bool:
    """A 400 explained by a race with the player (an edit that changes nothing, ...)."""
    description = str(error).lower()
    return isinstance(error, BadRequest) and any(s in description for s in HARMLESS_BAD_REQUESTS)


def expected(error: BaseException | None) -> bool:
    """A Telegram error that is part of life: logged as one line, without a traceback."""
    return isinstance(error, Forbidden | RetryAfter) or (
        error is not None and (is_fault(error) or is_harmless(error))
    )


def describe(error: BaseException | None) -> str:
    """The error as one short line: its class and Telegram's description."""
    return f"{type(error).__name__}: {error}"


class RetryingRateLimiter(AIORateLimiter):
    """`AIORateLimiter` with `max_retries` after a 429, plus retries of timeouts and 5xx.

    `sleep` is injectable for tests. A call is repeated at most `fault_retries` times after a
    fault, each time after `backoff` seconds doubled (at most `MAX_BACKOFF`); the last fault
    is raised. A repeated send after a timeout may deliver the message twice (Telegram may
    have sent it before the answer was lost): a duplicate is better than a lost answer.
    """

    def __init__(
        self,
        *,
        max_retries: int = MAX_RETRIES,
        fault_retries: int = FAULT_RETRIES,
        backoff: float = BACKOFF,
        sleep: Callable[[float], Coroutine[Any, Any, None]] = asyncio.sleep,
        **limits: float,
    ) -> None:
        if fault_retries < 0 or backoff < 0:
            raise ValueError("fault_retries and backoff must not be negative")
        super().__init__(max_retries=max_retries, **limits)
        self.max_retries = max_retries
        self._chat_until: dict[str, float] = {}
        self.fault_retries = fault_retries
        self.backoff = backoff
        self._sleep = sleep
        self.repeats = 0
        """Calls repeated after a fault (not counting 429s), for the benchmark and tests."""

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, bool | dict[str, Any] | list[dict[str, Any]]]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | dict[str, Any] | list[dict[str, Any]]:
        """Pace the call (AIORateLimiter, 429s waited out) and repeat it after a fault."""
        pause = self.backoff
        for attempt in range(self.fault_retries + 1):
            try:
                return await self._per_chat(callback, args, kwargs, endpoint, data, rate_limit_args)
            except NetworkError as error:
                if not is_fault(error) or attempt == self.fault_retries:
                    raise
                logger.warning(
                    "%s to chat %s failed (%s); repeat %d in %.2f s",
                    endpoint,
                    data.get("chat_id"),
                    describe(error),
                    attempt + 1,
                    pause,
                )
                self.repeats += 1
                await self._sleep(pause)
                pause = min(2 * pause, MAX_BACKOFF)
        raise AssertionError("unreachable: the loop returns or raises")

    async def _per_chat(
        self,
        callback: Callable[..., Coroutine[Any, Any, bool | dict[str, Any] | list[dict[str, Any]]]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | dict[str, Any] | list[dict[str, Any]]:
        """AIORateLimiter's pacing, but a 429 on a call to a chat holds back that chat only.

        PTB's `AIORateLimiter.process_request` answers any 429 by pausing every call of the
        bot (one event for all) for `retry_after`: one flooded group froze every player and
        every button's answer. Telegram's 429 is the answer to one request, so here it pauses
        the chat that request was for (its later calls wait too); calls without a chat (a
        button's answerCallbackQuery, getUpdates) go through PTB's own handling.
        """
        chat_id = data.get("chat_id")
        if chat_id is None or data.get("allow_paid_broadcast"):
            return await super().process_request(
                callback, args, kwargs, endpoint, data, rate_limit_args
            )
        key = str(chat_id)
        group: str | int | bool = False
        with contextlib.suppress(ValueError, TypeError):
            chat_id = int(chat_id)
        if (isinstance(chat_id, int) and chat_id < 0) or isinstance(chat_id, str):
            group = chat_id
        retries = rate_limit_args or self.max_retries
        loop = asyncio.get_running_loop()
        for attempt in range(retries + 1):
            while (until := self._chat_until.get(key, 0.0)) > loop.time():
                await self._sleep(until - loop.time())
            try:
                return await self._run_request(
                    chat=True,
                    group=group,
                    allow_paid_broadcast=False,
                    callback=callback,
                    args=args,
                    kwargs=kwargs,
                )
            except RetryAfter as error:
                if attempt == retries:
                    logger.warning(
                        "%s to chat %s: still flooded after %d waits", endpoint, key, retries
                    )
                    raise
                wait = _seconds(error.retry_after) + 0.1
                logger.info("%s to chat %s: flood control, waiting %.1f s", endpoint, key, wait)
                self._chat_until[key] = max(self._chat_until.get(key, 0.0), loop.time() + wait)
            finally:
                if self._chat_until.get(key, 0.0) <= loop.time():
                    self._chat_until.pop(key, None)
        raise AssertionError("unreachable: the loop returns or raises")


def _seconds(value: object) -> float:
    """A retry_after (seconds, or a timedelta) in seconds."""
    if isinstance(value, int | float):
        return float(value)
    total = getattr(value, "total_seconds", None)
    return float(total()) if callable(total) else 1.0


class OneLine(logging.Filter):
    """Drop the traceback of a record (the limiter logs a 429 it gave up on with one)."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Keep the record, without exc_info."""
        record.exc_info = None
        record.exc_text = None
        return True


def quiet_limiter_tracebacks() -> None:
    """Make the rate limiter's "gave up after N retries" one log line (idempotent)."""
    limiter_logger = logging.getLogger(LIMITER_LOGGER)
    if not any(isinstance(f, OneLine) for f in limiter_logger.filters):
        limiter_logger.addFilter(OneLine())


async def chat_gone(
    context: Context, chat_id: int, error: BaseException, *, where: str = "send"
) -> None:
    """Mark the chat inactive after a 403 (one log line), so scheduled sends stop."""
    db = getattr(context.bot_data, "db", None)
    changed = False
    if db is not None:
        changed = await db.mark_chat_inactive(chat_id, str(error)[:200] or "forbidden")
    state = "now inactive" if changed else "still inactive"
    logger.warning("%s: %s; chat %s %s", where, describe(error), chat_id, state)


async def deliver(context: Context, chat_id: int, text: str, **kwargs: Any) -> Message | None:
    """Send a scheduled message: None if the chat is inactive or the send failed (logged).

    For reminders, daily and club posts sent from the JobQueue: a chat that answered 403 is
    marked inactive and skipped from then on; a 429 or a fault was already retried by the
    rate limiter, so what still fails is logged as one line and dropped.
    """
    db = getattr(context.bot_data, "db", None)
    if db is not None and not await db.is_chat_active(chat_id):
        return None
    try:
        return await context.bot.send_message(chat_id, text, **kwargs)
    except Forbidden as error:
        await chat_gone(context, chat_id, error)
    except TelegramError as error:
        logger.warning("scheduled send to chat %s failed: %s", chat_id, describe(error))
    return None


async def my_chat_member(update: Update, context: Context) -> None:
    """The bot was blocked or removed (chat inactive), or is back (chat active)."""
    change: ChatMemberUpdated | None = update.my_chat_member
    db = getattr(context.bot_data, "db", None)
    if change is None or db is None:
        return
    chat_id = change.chat.id
    if change.new_chat_member.status in GONE_STATUSES:
        await db.mark_chat_inactive(chat_id, f"status {change.new_chat_member.status}")
        logger.info("chat %s is inactive (bot %s)", chat_id, change.new_chat_member.status)
    elif await db.mark_chat_active(chat_id):
        logger.info("chat %s is active again", chat_id)


def register(application: App) -> None:
    """Follow the bot's own membership (blocked, kicked, back) in every chat."""
    application.add_handler(
        ChatMemberHandler(my_chat_member, ChatMemberHandler.MY_CHAT_MEMBER), group=-1
    )
