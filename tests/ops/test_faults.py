"""Flood limits and faults through the real Application: 429 waited out, timeouts and 5xx
repeated, 403 closing the chat to scheduled sends, one log line per expected error, and the
update in flight finished when the bot is stopped."""

from __future__ import annotations

import asyncio
import itertools
import logging
import random
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
from telegram import Update
from telegram.ext import MessageHandler, filters

from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App, Context
from bot.tg.delivery import RetryingRateLimiter
from bot.tg.local import TIMEOUT, Driver, LocalBotApi, make_message_update
from bot.tg.runner import run

PLAYER = 77
OTHER = 78


async def no_sleep(seconds: float) -> None:
    """Backoff pauses in tests: yield, do not wait."""
    await asyncio.sleep(0)


@pytest.fixture
def limiter() -> RetryingRateLimiter:
    return RetryingRateLimiter(sleep=no_sleep)


@pytest.fixture
async def app_with_limiter(
    tg_config: Config, local_api: LocalBotApi, limiter: RetryingRateLimiter
) -> AsyncIterator[App]:
    application = build_app(
        tg_config, request=local_api, rng=random.Random(5), rate_limiter=limiter
    )
    async with running(application):
        yield application


def sent_to(api: LocalBotApi, chat_id: int) -> list[str]:
    """The texts Telegram accepted (and shows) in the chat, failed calls left out."""
    return [str(message.get("text")) for message in api.messages(chat_id)]


async def test_a_429_is_waited_out_and_the_reply_arrives(
    app_with_limiter: App, local_api: LocalBotApi
) -> None:
    driver = Driver(app_with_limiter, local_api)
    await driver.send("/start", OTHER, language_code="en")
    local_api.fail("sendMessage", 429, retry_after=1)
    started = time.perf_counter()
    calls = await driver.send("/start", PLAYER, language_code="en")
    waited = time.perf_counter() - started
    sends = [call for call in calls if call.method == "sendMessage"]
    assert len(sends) == len(sent_to(local_api, OTHER)) + 1  # refused once, then sent
    assert sent_to(local_api, PLAYER) == sent_to(local_api, OTHER)  # every reply arrived
    assert waited >= 1.0  # Telegram's retry_after was honoured


async def test_a_429_delays_the_reply_and_loses_nothing(
    bot_driver: Driver, local_api: LocalBotApi, caplog: pytest.LogCaptureFixture
) -> None:
    """Under `muggins run` the reply waits in the outbox: the sender waits as long as
    Telegram's 429 says, then sends it; a line each, no traceback."""
    await bot_driver.send("/start", OTHER, language_code="en")
    local_api.fail("sendMessage", 429, retry_after=1, times=2)
    with caplog.at_level(logging.INFO):
        await bot_driver.send("/start", PLAYER, language_code="en")
    (welcome,) = sent_to(local_api, PLAYER)
    assert "Welcome to Muggins" in welcome
    records = [r for r in caplog.records if r.name == "muggins.sender"]
    assert len([r for r in records if "flood control" in r.getMessage()]) == 2
    assert all(r.exc_info is None for r in records)


@pytest.mark.parametrize(
    ("code", "description"),
    [
        (500, "Internal Server Error"),
        (502, "Bad Gateway"),
        (TIMEOUT, "Timed out"),
    ],
)
async def test_timeouts_and_5xx_are_repeated(
    app_with_limiter: App,
    local_api: LocalBotApi,
    limiter: RetryingRateLimiter,
    code: int,
    description: str,
) -> None:
    driver = Driver(app_with_limiter, local_api)
    await driver.send("/start", OTHER, language_code="en")
    local_api.fail("sendMessage", code, description, times=3)
    await driver.send("/start", PLAYER, language_code="en")
    assert sent_to(local_api, PLAYER) == sent_to(local_api, OTHER)
    assert limiter.repeats == 3


async def test_a_bad_request_is_not_repeated(
    app_with_limiter: App, local_api: LocalBotApi, limiter: RetryingRateLimiter
) -> None:
    driver = Driver(app_with_limiter, local_api)
    local_api.fail("sendMessage", 400, "Bad Request: can't parse entities")
    await driver.send("/start", PLAYER, language_code="en", check=False)
    assert limiter.repeats == 0


async def test_repeats_stop_after_fault_retries_with_growing_pauses(local_api: LocalBotApi) -> None:
    pauses: list[float] = []

    async def record(seconds: float) -> None:
        pauses.append(seconds)

    limiter = RetryingRateLimiter(sleep=record, fault_retries=3, backoff=0.5)
    calls = 0

    async def failing(*args: Any, **kwargs: Any) -> bool:
        nonlocal calls
        calls += 1
        from telegram.error import NetworkError

        raise NetworkError("Bad Gateway")

    await limiter.initialize()
    with pytest.raises(Exception, match="Bad Gateway"):
        await limiter.process_request(failing, (), {}, "sendMessage", {"chat_id": 1}, None)
    assert calls == 4
    assert pauses == [0.5, 1.0, 2.0]


async def test_a_403_marks_the_chat_inactive_until_the_bot_is_back(
    app_with_limiter: App, local_api: LocalBotApi, caplog: pytest.LogCaptureFixture
) -> None:
    driver = Driver(app_with_limiter, local_api)
    db = app_with_limiter.bot_data.db
    local_api.fail("sendMessage", 403, "Forbidden: bot was blocked by the user")
    with caplog.at_level(logging.INFO):
        calls = await driver.send("/start", PLAYER, language_code="en", check=False)
    assert [c.method for c in calls].count("sendMessage") == 1  # no "sorry" to a closed door
    assert not await db.chats.is_chat_active(PLAYER)
    assert all(r.exc_info is None for r in caplog.records)
    assert any("Forbidden" in r.getMessage() for r in caplog.records)

    # The player unblocks the bot: Telegram says so with a my_chat_member update.
    await driver.process(_member_update(PLAYER, "member"))
    assert await db.chats.is_chat_active(PLAYER)


async def test_a_kicked_bot_marks_the_group_inactive(bot_driver: Driver, local_app: App) -> None:
    await bot_driver.process(_member_update(-100555, "kicked"))
    assert await local_app.bot_data.db.chats.inactive_chats() == {-100555}
    await bot_driver.process(_member_update(-100555, "member"))
    assert await local_app.bot_data.db.chats.inactive_chats() == set()


def test_the_update_in_flight_finishes_when_the_bot_stops(tg_config: Config) -> None:
    api = LocalBotApi()
    application = build_app(tg_config, request=api)
    started = threading.Event()

    async def slow(update: Update, context: Context) -> None:
        started.set()
        await asyncio.sleep(0.5)
        assert update.effective_chat is not None
        await context.bot.send_message(update.effective_chat.id, "finished")

    application.add_handler(MessageHandler(filters.Regex("^slow$"), slow), group=-5)
    loop = asyncio.new_event_loop()
    codes: list[int] = []
    thread = threading.Thread(
        target=lambda: codes.append(
            run(tg_config, application=application, loop=loop, stop_signals=None, poll_timeout=1)
        )
    )
    thread.start()
    try:
        loop.call_soon_threadsafe(api.push_update, make_message_update("slow", PLAYER, PLAYER))
        assert started.wait(20)
    finally:
        loop.call_soon_threadsafe(loop.stop)  # what SIGTERM does
        thread.join(20)
    assert codes == [0]
    assert "finished" in sent_to(api, PLAYER)


MEMBER_UPDATE_IDS = itertools.count(800_000)


def _member_update(chat_id: int, status: str) -> dict[str, Any]:
    """A my_chat_member update: the bot's status in `chat_id` became `status`."""
    chat = (
        {"id": chat_id, "type": "private", "first_name": "P"}
        if chat_id > 0
        else {"id": chat_id, "type": "supergroup", "title": "Club"}
    )
    user = {"id": abs(chat_id) % 1_000_000 or 1, "is_bot": False, "first_name": "P"}
    bot = {"id": 4242, "is_bot": True, "first_name": "Muggins", "username": "muggins_bot"}
    old = "member" if status in ("kicked", "left") else "kicked"
    extra = {"until_date": 0} if status == "kicked" else {}
    return {
        "update_id": next(MEMBER_UPDATE_IDS),  # each its own: the inbox keeps one of an id
        "my_chat_member": {
            "chat": chat,
            "from": user,
            "date": int(time.time()),
            "old_chat_member": {
                "user": bot,
                "status": old,
                **({"until_date": 0} if old == "kicked" else {}),
            },
            "new_chat_member": {"user": bot, "status": status, **extra},
        },
    }
