"""The Mini App's server on a free port of this machine, over the in-process Bot API."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import tornado.httpserver
import tornado.netutil
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver
from bot.webapp.server import make_app


@pytest.fixture
def driver(local_app: App, local_api: LocalBotApi) -> Driver:
    return Driver(local_app, local_api)


@pytest.fixture
async def page(local_app: App) -> AsyncIterator[Page]:
    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
    server = tornado.httpserver.HTTPServer(make_app(local_app))
    server.add_sockets(sockets)
    port = sockets[0].getsockname()[1]
    try:
        yield Page(f"http://127.0.0.1:{port}", local_app.bot.token)
    finally:
        server.stop()
        await server.close_all_connections()
