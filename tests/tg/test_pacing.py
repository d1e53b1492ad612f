"""Per-chat order without per-user stalls, and button presses answered at once.

Each runs both with the update processor alone and as `muggins run` runs (`outbox`: each
update in one transaction, its replies sent by the sender, `bot.tg.sender`).

- A member whose group reply waits for the group's budget (20 messages a minute, here a
  minute shrunk to a few seconds) gets their private /hand at once: their updates are in
  order per chat, and the group's pacing holds back that chat only.
- 1,200 presses at once (300 players, 4 each), whose handlers' messages are slow to go out
  (half a second each, then Telegram's 30 a second): every press is answered
  (answerCallbackQuery, once) within Telegram's 15 seconds, before most of the handling.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from telegram import Update

from bot.tg.app import PerUserUpdateProcessor, build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.delivery import RetryingRateLimiter
from bot.tg.handlers.callbacks import lang
from bot.tg.local import ApiCall, LocalBotApi
from bot.tg.runner import attach
from bot.tg.sender import Sender

GROUP = -100_500
MEMBER = 77
SENDS = frozenset({"sendMessage", "sendPhoto"})
SLOW_METHODS = frozenset({"sendMessage", "sendPhoto", "editMessageText", "editMessageReplyMarkup"})


class TimedApi(LocalBotApi):
    """The in-process Bot API, noting when each call was answered; `slow` seconds for each
    message sent or edited (Telegram's pacing, a slow network)."""

    def __init__(self, slow: float = 0.0) -> None:
        super().__init__(strict=False)
        self.slow = slow
        self.answered: list[tuple[float, ApiCall]] = []

    async def answer(self, call: ApiCall) -> Any:
        if self.slow and call.method in SLOW_METHODS:
            await asyncio.sleep(self.slow)
        result = await super().answer(call)
        self.answered.append((time.monotonic(), call))
        return result

    def sent_to(self, chat_id: int) -> int:
        """How many calls to `chat_id` were answered."""
        return sum(1 for _, call in self.answered if call.params.get("chat_id") == chat_id)

    def slow_calls(self) -> int:
        """How many messages sent or edited were answered."""
        return sum(1 for _, call in self.answered if call.method in SLOW_METHODS)

    def first(self, chat_id: int, since: int = 0) -> float | None:
        """When the first message to `chat_id` (after the first `since` calls) was answered."""
        for moment, call in self.answered[since:]:
            if call.method in SENDS and call.params.get("chat_id") == chat_id:
                return moment
        return None


async def until(check: Any, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds} s")
        await asyncio.sleep(0.01)


@asynccontextmanager
async def started(application: App, outbox: bool) -> AsyncIterator[Sender | None]:
    """The application running, with the inbox and the sender of `muggins run` if `outbox`."""
    async with running(application):
        sender = attach(application)[1] if outbox else None
        assert (sender is not None) == outbox
        try:
            yield sender
        finally:
            if sender is not None:
                await sender.stop()


@pytest.mark.parametrize("outbox", [False, True], ids=["processor", "outbox"])
async def test_a_members_private_hand_never_waits_for_the_groups_pacing(
    tmp_path: Path, outbox: bool
) -> None:
    api = TimedApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    # Telegram's 20 messages a minute per group, the minute shrunk to 6 seconds.
    limiter = RetryingRateLimiter(group_max_rate=20, group_time_period=6)
    application = build_app(config, request=api, rate_limiter=limiter)
    async with started(application, outbox) as sender:
        queue = application.update_queue
        for member in range(1, 31):  # 30 members post in the group: its budget is spent
            update = api.message_update("/help", member, GROUP, chat_type="group")
            await queue.put(Update.de_json(update, application.bot))
        await until(lambda: api.first(GROUP) is not None, 5)
        update = api.message_update("/help", MEMBER, GROUP, chat_type="group")
        await queue.put(Update.de_json(update, application.bot))  # waits for the budget
        await asyncio.sleep(0.1)
        asked = time.monotonic()
        since = len(api.answered)
        private = api.message_update("/hand", MEMBER, MEMBER, language_code="en")
        await queue.put(Update.de_json(private, application.bot))
        await until(lambda: api.first(MEMBER, since) is not None, 1.0)
        answered = api.first(MEMBER, since)
        assert answered is not None and answered - asked < 1.0
        group_replies = [c for _, c in api.answered if c.params.get("chat_id") == GROUP]
        assert len(group_replies) < 31  # the member's group reply is still waiting its turn
        await until(
            lambda: len([1 for _, c in api.answered if c.params.get("chat_id") == GROUP]) == 31, 15
        )
        if sender is not None:  # every reply went through the outbox
            await until(lambda: sender.sent == 32, 2)


@pytest.mark.parametrize("outbox", [False, True], ids=["processor", "outbox"])
async def test_1200_presses_at_once_are_all_answered_before_their_handling_ends(
    tmp_path: Path, outbox: bool
) -> None:
    api = TimedApi(slow=0.5)  # each message edited or sent takes half a second
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    application = build_app(config, request=api, rate_limiter=RetryingRateLimiter())
    players = range(1000, 1300)
    async with started(application, outbox):
        queue = application.update_queue
        start = time.monotonic()
        ids: set[str] = set()
        for press in range(4):
            for player in players:
                data = lang("fr" if press % 2 else "en")
                update = api.callback_update(data, player, player, 10 + press)
                ids.add(str(update["callback_query"]["id"]))
                await queue.put(Update.de_json(update, application.bot))

        def answered() -> dict[str, float]:
            return {
                str(call.params["callback_query_id"]): moment
                for moment, call in api.answered
                if call.method == "answerCallbackQuery"
            }

        await until(lambda: len(answered()) == len(ids), 15)
        latest = max(answered().values()) - start
        assert set(answered()) == ids  # each press answered, once
        calls = [c for c in api.calls if c.method == "answerCallbackQuery"]
        assert len(calls) == len(ids)
        out = api.slow_calls()
        processor = application.update_processor
        assert isinstance(processor, PerUserUpdateProcessor)
        await processor.drain(0)  # the rest of the handling is not this test's
    assert latest < 15.0  # Telegram's limit for an answer
    assert out < 600  # when the last press was answered, most of their messages were not out
