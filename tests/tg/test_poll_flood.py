"""The bot's own long poll under Telegram's flood control: a 429 on getUpdates is waited out
for as long as Telegram says, whether python-telegram-bot gives `retry_after` in seconds (22
without `PTB_TIMEDELTA`: it warns) or as a timedelta (the bot's choice, `bot.tg`, and PTB 23's
only form). The sender's and the rate limiter's waits are in test_time_periods.py."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from telegram.warnings import PTBDeprecationWarning

import bot.tg.inbox as inbox_module
from bot.tg.context import App
from bot.tg.inbox import Inbox
from bot.tg.local import LocalBotApi
from bot.tg.sender import Sender


class Paused(Exception):
    """Raised by the fake pause: the poll stops there."""


@pytest.mark.parametrize("timedelta_periods", [False, True])
async def test_a_429_on_get_updates_waits_as_long_as_telegram_says(
    local_run: tuple[App, Inbox, Sender],
    local_api: LocalBotApi,
    monkeypatch: pytest.MonkeyPatch,
    timedelta_periods: bool,
) -> None:
    monkeypatch.setenv("PTB_TIMEDELTA", "1" if timedelta_periods else "false")
    application, inbox, _ = local_run
    local_api.fail("getUpdates", 429, retry_after=7)
    waits: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        if waits:  # the fixtures' own pauses, after the test
            await real_sleep(seconds)
            return
        waits.append(seconds)
        raise Paused  # one pause is all this test needs

    monkeypatch.setattr(asyncio, "sleep", sleep)
    warned = (
        contextlib.nullcontext()
        if timedelta_periods
        else pytest.warns(PTBDeprecationWarning, match="retry_after")
    )
    with pytest.raises(Paused), warned:
        await inbox_module.poll(application.bot, inbox, asyncio.Queue(), poll_timeout=0)
    assert waits == [7.0]
