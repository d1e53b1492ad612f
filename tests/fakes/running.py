"""`bot_run`: the application as `muggins run` runs it, without its poller."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.inbox import Inbox
from bot.tg.local import LocalBotApi
from bot.tg.runner import attach
from bot.tg.sender import Sender


@asynccontextmanager
async def bot_run(
    config: Config, api: LocalBotApi, rng: random.Random | None = None
) -> AsyncIterator[tuple[App, Inbox, Sender]]:
    """The app, its inbox and its sender (what the last run left in the outbox is sent
    first): each update handled in one transaction, its replies delivered by the sender
    (`bot.tg.runner.attach`). Leaving it is the kill: the sender stops at once."""
    application = build_app(config, request=api, rng=rng)
    async with running(application):
        inbox, sender = attach(application)
        assert sender is not None
        try:
            yield application, inbox, sender
        finally:
            await sender.stop()
