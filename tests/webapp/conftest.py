"""The Mini App's server on a free port of this machine, over the in-process Bot API."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from webapp_helpers import Page, serving

from bot.tg.context import App
from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver


@pytest.fixture
def driver(local_app: App, local_api: LocalBotApi) -> Driver:
    return Driver(local_app, local_api)


@pytest.fixture
async def page(local_app: App) -> AsyncIterator[Page]:
    async with serving(local_app) as served:
        yield served
