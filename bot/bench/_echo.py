"""The floors the bot benchmark compares Muggins with: bare python-telegram-bot echo bots.

`echo_app`: one `MessageHandler` that replies with the text it got, as in PTB's `echobot.py`
example. `durable_echo_app`: the same `Application`, whose handler first commits one row
through aiosqlite (one connection, WAL, synchronous NORMAL, one transaction at a time, as
Muggins's storage) and then replies: the floor of any bot that stores before it tells. Both
run on the same in-process Bot API (`BenchBotApi`), driven by the same players, so that all
pay the same for PTB's parsing of updates, building of requests and the fake Telegram's
checks. Updates run concurrently (`concurrent_updates(limit)`, PTB's own processor).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import aiosqlite
from telegram import Update
from telegram.ext import Application, ApplicationBuilder, ContextTypes, MessageHandler, filters
from telegram.request import BaseRequest

from bot.tg.config import OFFLINE_TOKEN

EchoApp = Application[Any, Any, Any, Any, Any, Any]


async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Reply with the message's own text."""
    message = update.message
    if message is not None and message.text is not None:
        await message.reply_text(message.text)


def _builder(
    request: BaseRequest, concurrency: int
) -> ApplicationBuilder[Any, Any, Any, Any, Any, Any]:
    """An offline bot's builder over `request`, handling up to `concurrency` updates at once."""
    return (
        ApplicationBuilder()
        .token(OFFLINE_TOKEN)
        .request(request)
        .get_updates_request(request)
        .updater(None)
        .concurrent_updates(concurrency)
    )


def echo_app(request: BaseRequest, concurrency: int) -> EchoApp:
    """The echo bot over `request`, handling up to `concurrency` updates at once."""
    application = _builder(request, concurrency).build()
    application.add_handler(MessageHandler(filters.TEXT, echo))
    return application


class Durable:
    """The durable echo's storage: one aiosqlite connection, one transaction at a time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.conn: aiosqlite.Connection | None = None
        self.lock = asyncio.Lock()

    async def open(self, application: EchoApp) -> None:
        """post_init: open the file, WAL, the table."""
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute("PRAGMA synchronous = NORMAL")
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS echoes (id INTEGER PRIMARY KEY, chat_id INTEGER NOT NULL,"
            " text TEXT NOT NULL) STRICT"
        )
        self.conn = conn

    async def close(self, application: EchoApp) -> None:
        """post_shutdown: close the connection."""
        if self.conn is not None:
            await self.conn.close()
            self.conn = None

    async def echo(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Commit the message's text, then reply with it."""
        message = update.message
        if message is None or message.text is None or self.conn is None:
            return
        async with self.lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                await self.conn.execute(
                    "INSERT INTO echoes (chat_id, text) VALUES (?, ?)",
                    (message.chat_id, message.text),
                )
                await self.conn.execute("COMMIT")
            except BaseException:
                await self.conn.rollback()
                raise
        await message.reply_text(message.text)


def durable_echo_app(request: BaseRequest, concurrency: int, path: Path) -> EchoApp:
    """The durable echo bot over `request`, its rows in `path`."""
    durable = Durable(path)
    application = (
        _builder(request, concurrency).post_init(durable.open).post_shutdown(durable.close).build()
    )
    application.add_handler(MessageHandler(filters.TEXT, durable.echo))
    return application
