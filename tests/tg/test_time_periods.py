"""Telegram's flood control is waited out for as long as Telegram says by the sender and by
the rate limiter, whether python-telegram-bot gives a 429's `retry_after` in seconds (PTB 22
without `PTB_TIMEDELTA`, deprecated: it warns) or as a `datetime.timedelta` (the bot's own
choice, `bot.tg`, and PTB 23's only form). The long poll's 429 is in test_poll_flood.py.

In the timedelta cases `PTBDeprecationWarning` is an error: code of ours that reads a period
as seconds fails there; the seconds cases expect PTB's warning. (The suite as a whole leaves
deprecations as warnings: CI installs the newest releases, and a deprecation one of them
announces is news to read in the summary, not a reason to refuse a landing.)"""

from __future__ import annotations

import asyncio
import contextlib
import os
import subprocess
import sys
import warnings
from collections.abc import Iterator
from datetime import timedelta

import pytest
from telegram.warnings import PTBDeprecationWarning

from bot.tg.config import OFFLINE_TOKEN
from bot.tg.delivery import RetryingRateLimiter, seconds
from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver
from bot.tg.sending import MugginsBot

PLAYER = 91
RETRY_AFTER = 7
MODES = [pytest.param("false", id="seconds"), pytest.param("1", id="timedelta")]


@contextlib.contextmanager
def ptb_periods(mode: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """PTB's time periods as `mode` says (PTB_TIMEDELTA); in seconds, PTB warns."""
    monkeypatch.setenv("PTB_TIMEDELTA", mode)
    if mode == "false":
        with pytest.warns(PTBDeprecationWarning, match="retry_after"):
            yield
    else:
        with warnings.catch_warnings():
            warnings.simplefilter("error", PTBDeprecationWarning)
            yield


def test_importing_the_telegram_layer_takes_ptbs_timedelta_periods() -> None:
    env = {key: value for key, value in os.environ.items() if key != "PTB_TIMEDELTA"}
    code = "import os, bot.tg; print(os.environ['PTB_TIMEDELTA'])"
    chosen = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert chosen.stdout.strip() == "1"
    env["PTB_TIMEDELTA"] = "false"  # one who chose keeps their choice
    kept = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert kept.stdout.strip() == "false"


@pytest.mark.parametrize("mode", MODES)
async def test_the_rate_limiter_waits_a_429_out_as_long_as_telegram_says(
    monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    waits: list[float] = []

    async def sleep(pause: float) -> None:
        waits.append(pause)

    api = LocalBotApi()
    bot = MugginsBot(OFFLINE_TOKEN, request=api, rate_limiter=RetryingRateLimiter(sleep=sleep))
    await bot.initialize()
    api.fail("getMe", 429, retry_after=RETRY_AFTER)  # a call to no chat: waited out here
    with ptb_periods(mode, monkeypatch):
        await bot.get_me()
    await bot.shutdown()
    assert len(api.calls_to("getMe")) == 3  # initialize's, then refused, then answered
    assert waits == [pytest.approx(RETRY_AFTER + 0.1)]  # what Telegram asks, and a margin


@pytest.mark.parametrize("mode", MODES)
async def test_the_sender_waits_a_429_out_as_long_as_telegram_says(
    bot_driver: Driver, local_api: LocalBotApi, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    waits: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(pause: float) -> None:
        if pause == RETRY_AFTER:  # the sender's wait: noted, not waited
            waits.append(pause)
            pause = 0
        await real_sleep(pause)

    monkeypatch.setattr(asyncio, "sleep", sleep)
    local_api.fail("sendMessage", 429, retry_after=RETRY_AFTER)
    with ptb_periods(mode, monkeypatch):
        await bot_driver.send("/start", PLAYER, language_code="en")
    assert waits == [RETRY_AFTER]
    assert len(local_api.messages(PLAYER)) == 1  # the welcome, sent after the wait


def test_a_period_reads_in_seconds_in_either_form() -> None:
    assert seconds(7) == seconds(timedelta(seconds=7)) == 7.0
    assert seconds(timedelta(milliseconds=1500)) == 1.5
