"""Run the real polling loop (`bot.tg.runner.run`) against the HTTP Bot API fake, just long
enough to answer one /start, then stop it: the exit code of `run`."""

from __future__ import annotations

import asyncio
import threading

from bot.tg.app import build_app
from bot.tg.config import Config
from bot.tg.runner import run
from fakes.botapi_server import FakeBotApiServer


def poll_one_start(config: Config, server: FakeBotApiServer, *, user_id: int = 8) -> int:
    """Start polling in a thread, send /start, wait for the reply, stop; `run`'s exit code."""
    application = build_app(config)
    loop = asyncio.new_event_loop()
    codes: list[int] = []
    thread = threading.Thread(
        target=lambda: codes.append(
            run(config, application=application, loop=loop, stop_signals=None, poll_timeout=1)
        )
    )
    try:
        thread.start()
        mark = server.mark()
        server.push_message("/start", user_id=user_id, chat_id=user_id, language_code="en")
        server.wait_for_text(chat_id=user_id, after=mark)
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(20)
    (code,) = codes
    return code
