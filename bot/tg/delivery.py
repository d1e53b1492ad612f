"""Getting messages to Telegram despite flood limits and faults, and stopping at a closed door.

- `RetryingRateLimiter`: Telegram's pacing (30 messages a second overall, 20 a minute per
  group; a 429 is waited out for its `retry_after`, by its chat only, and the call repeated,
  up to `max_retries` times), that also repeats calls failing with a timeout or a 5xx answer,
  after a growing pause (`backoff`, doubled each time, at most `MAX_BACKOFF`). `muggins run`
  uses it; the offline chat and most tests run without a limiter (nothing to protect there,
  and the group pacing would slow group tests to 20 messages a minute).
- A 403 (Forbidden: the player blocked the bot, or it was removed from the group) marks the
  chat inactive in the database (`db.chats.mark_chat_inactive`); a `my_chat_member` update
  saying the bot is back, or a message or press of its person in a private chat (a first
  start sends no such update), marks it active again. A scheduled send refused with a 403
  marks the chat likewise (`chat_gone`) and stops its job for good: a club's posts close the
  club (`bot.tg.club_jobs`), a player's reminder or weekly message is turned off
  (`bot.tg.player_jobs.turn_off`). A job whose chat is already marked inactive stops the
  same way before posting, without a call Telegram would refuse
  (`bot.tg.player_jobs.chat_closed`, `bot.tg.club_jobs`).
- `expected(error)`: the Telegram errors that are part of life (403, 429, timeouts, network,
  the harmless 400s); the error handler logs them as one line, never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Final

from aiolimiter import AsyncLimiter
from telegram import ChatMemberUpdated, Update
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter
from telegram.ext import BaseRateLimiter, ChatMemberHandler, TypeHandler

from bot.storage import Database
from bot.tg.context import App, Context
from bot.tg.events import OPENED_GROUP
from bot.tg.group_window import GroupWindow

logger = logging.getLogger("muggins.delivery")

Reply = bool | dict[str, object] | list[dict[str, object]]
"""What a Bot API call returns (the JSON result)."""

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
OVERALL_MAX_RATE: Final = 30
"""Messages a second to all chats (Telegram's limit for a bot)."""
GROUP_MAX_RATE: Final = 20
"""Messages a minute to one group."""
MESSAGE_CALLS: Final = ("send", "edit", "copy", "forward")
"""How the Bot API methods that post or change a message begin: only these spend a group's
budget (`getChatMember`, asked when a member joins from the card, posts nothing)."""
NOT_MESSAGES: Final = frozenset({"sendChatAction"})


def posts_a_message(endpoint: str) -> bool:
    """Whether a Bot API call posts or changes a message (it counts in a group's 20 a
    minute)."""
    return endpoint.startswith(MESSAGE_CALLS) and endpoint not in NOT_MESSAGES


MAX_GROUP_LIMITERS: Final = 512
"""Groups' budgets kept before the idle ones are forgotten."""


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


class RetryingRateLimiter(BaseRateLimiter[int]):
    """Telegram's pacing for the bot's calls, 429s waited out per chat, faults repeated.

    A call to a chat (it has a `chat_id`: sends, edits) waits for the overall budget (30
    messages a second, aiolimiter's leaky bucket as PTB's `AIORateLimiter` has it) and, in a
    group, for the group's (never more than 20 in any minute: `bot.tg.group_window`). A 429
    holds back the chat it answered only (its later calls wait too): PTB's limiter paused
    every call of the bot, so one flooded group froze every player. A call without a chat
    (answerCallbackQuery, getUpdates, setMyCommands) is not paced: it is no message; one that
    posts nothing (getChatMember) waits for the overall budget only. Any call is repeated after a
    429 (up to `max_retries` times, after the `retry_after` Telegram asks for) and after a
    timeout or a 5xx (up to `fault_retries` times, after `backoff` seconds doubled each time,
    at most `MAX_BACKOFF`). A repeated send after a timeout may deliver the message twice
    (Telegram may have sent it before the answer was lost): a duplicate is better than a
    lost answer. `sleep` is injectable for tests.
    """

    def __init__(
        self,
        *,
        overall_max_rate: float = OVERALL_MAX_RATE,
        overall_time_period: float = 1,
        group_max_rate: float = GROUP_MAX_RATE,
        group_time_period: float = 60,
        max_retries: int = MAX_RETRIES,
        fault_retries: int = FAULT_RETRIES,
        backoff: float = BACKOFF,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        if fault_retries < 0 or backoff < 0 or max_retries < 0:
            raise ValueError("max_retries, fault_retries and backoff must not be negative")
        self._overall = (
            AsyncLimiter(overall_max_rate, overall_time_period) if overall_max_rate > 0 else None
        )
        self._group_rate = (group_max_rate, group_time_period)
        self._groups: dict[str, GroupWindow] = {}
        self._chat_until: dict[str, float] = {}
        self.max_retries = max_retries
        self.fault_retries = fault_retries
        self.backoff = backoff
        self._sleep = sleep
        self.repeats = 0
        """Calls repeated after a fault (not counting 429s), for the benchmark and tests."""

    async def initialize(self) -> None:
        """Nothing to set up."""

    async def shutdown(self) -> None:
        """Nothing to free."""

    async def process_request(
        self,
        callback: Callable[..., Awaitable[Reply]],
        args: tuple[object, ...],
        kwargs: dict[str, object],
        endpoint: str,
        data: dict[str, object],
        rate_limit_args: int | None,
    ) -> Reply:
        """Pace the call (429s waited out for its chat) and repeat it after a fault."""
        pause = self.backoff
        for attempt in range(self.fault_retries + 1):
            try:
                return await self._paced(
                    lambda: callback(*args, **kwargs),
                    endpoint,
                    data.get("chat_id"),
                    rate_limit_args or self.max_retries,
                )
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

    async def _paced(
        self, call: Callable[[], Awaitable[Reply]], endpoint: str, chat_id: object, retries: int
    ) -> Reply:
        """One call within the budgets, repeated after each 429 (its chat held back)."""
        key = None if chat_id is None else str(chat_id)
        loop = asyncio.get_running_loop()
        for attempt in range(retries + 1):
            if key is not None:
                while (until := self._chat_until.get(key, 0.0)) > loop.time():
                    await self._sleep(until - loop.time())
            try:
                if key is None:
                    return await call()
                group = self._group(key) if posts_a_message(endpoint) else None
                async with contextlib.AsyncExitStack() as budgets:
                    if group is not None:
                        budgets.callback(group.done, await group.acquire())
                    if self._overall is not None:
                        await budgets.enter_async_context(self._overall)
                    return await call()
            except RetryAfter as error:
                if attempt == retries:
                    logger.warning(
                        "%s to chat %s: still flooded after %d waits", endpoint, key, retries
                    )
                    raise
                wait = seconds(error.retry_after) + 0.1
                logger.info("%s to chat %s: flood control, waiting %.1f s", endpoint, key, wait)
                if key is None:
                    await self._sleep(wait)
                else:
                    until = loop.time() + wait
                    self._chat_until[key] = max(self._chat_until.get(key, 0.0), until)
            finally:
                if key is not None and self._chat_until.get(key, 0.0) <= loop.time():
                    self._chat_until.pop(key, None)
        raise AssertionError("unreachable: the loop returns or raises")

    def _group(self, key: str) -> GroupWindow | None:
        """The group's budget (a chat id below 0, or an @username), None for a private chat."""
        rate, period = self._group_rate
        if rate <= 0 or not (key.startswith("-") or key.startswith("@")):
            return None
        limiter = self._groups.get(key)
        if limiter is None:
            if len(self._groups) > MAX_GROUP_LIMITERS:  # forget the idle ones
                for other, idle in list(self._groups.items()):
                    if idle.has_capacity(idle.max_rate):
                        del self._groups[other]
            limiter = self._groups[key] = GroupWindow(rate, period)
        return limiter


def seconds(value: object) -> float:
    """A retry_after (seconds, or a timedelta) in seconds."""
    if isinstance(value, int | float):
        return float(value)
    total = getattr(value, "total_seconds", None)
    return float(total()) if callable(total) else 1.0


async def chat_gone(
    context: Context, chat_id: int, error: BaseException, *, where: str = "send"
) -> bool:
    """Mark the chat inactive after a 403 (one log line), so scheduled sends stop; True if
    it was active until now (a group's `chat_gone` subscribers then told: `group_gone`)."""
    changed = await mark_gone(getattr(context.bot_data, "db", None), chat_id, error, where=where)
    if changed and chat_id < 0:  # a group (or channel): the bot was removed from it
        await group_gone(context, chat_id)
    return changed


async def mark_gone(
    db: Database | None, chat_id: int, error: BaseException, *, where: str = "send"
) -> bool:
    """`chat_gone` with the database itself, without telling anyone: True if the chat was
    active until now."""
    changed = False
    if db is not None:
        changed = await db.chats.mark_chat_inactive(chat_id, str(error)[:200] or "forbidden")
    state = "now inactive" if changed else "still inactive"
    logger.warning("%s: %s; chat %s %s", where, describe(error), chat_id, state)
    return changed


async def group_gone(context: Context, chat_id: int) -> None:
    """The bot can no longer write in the group, noticed now: its `chat_gone` subscribers
    hear it (`Subscriptions.chat_gone`: the players of its tables told in private). Called
    only when the chat was marked inactive by that notice, so the players hear it once,
    whichever notice comes first (its `my_chat_member`, a 403 of a reply, of a club post),
    and again only after the bot was added back."""
    subscriptions = getattr(context.bot_data, "subscriptions", None)
    for listener in () if subscriptions is None else subscriptions.chat_gone:
        await listener(context, chat_id)


async def my_chat_member(update: Update, context: Context) -> None:
    """The bot was blocked or removed (chat inactive), or is back (chat active)."""
    change: ChatMemberUpdated | None = update.my_chat_member
    db = getattr(context.bot_data, "db", None)
    if change is None or db is None:
        return
    chat_id = change.chat.id
    if change.new_chat_member.status in GONE_STATUSES:
        status = change.new_chat_member.status
        changed = await db.chats.mark_chat_inactive(chat_id, f"status {status}")
        logger.info("chat %s is inactive (bot %s)", chat_id, status)
        if changed and change.chat.type in (ChatType.GROUP, ChatType.SUPERGROUP):
            await group_gone(context, chat_id)
    elif await db.chats.mark_chat_active(chat_id):
        logger.info("chat %s is active again", chat_id)


async def private_chat_open(update: Update, context: Context) -> None:
    """A message or a press in a private chat: the person opened it, so the bot may write
    there (a chat refused before, 403 because they had never started the bot, is active again:
    Telegram sends no `my_chat_member` for a first start, only for a block or an unblock)."""
    chat = update.effective_chat
    db = getattr(context.bot_data, "db", None)
    if chat is None or db is None or chat.type != ChatType.PRIVATE:
        return
    if update.message is None and update.callback_query is None:
        return
    if await db.chats.is_chat_active(chat.id):  # a read: most updates write nothing here
        return
    if await db.chats.mark_chat_active(chat.id):
        logger.info("chat %s is active again (opened)", chat.id)


def register(application: App) -> None:
    """Follow the bot's own membership (blocked, kicked, back) in every chat, and a private
    chat opened by its person."""
    application.add_handler(
        ChatMemberHandler(my_chat_member, ChatMemberHandler.MY_CHAT_MEMBER), group=-1
    )
    # a group of its own: it sees every update, and one handler only answers in a group
    application.add_handler(TypeHandler(Update, private_chat_open), group=OPENED_GROUP)
