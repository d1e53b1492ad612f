"""The floor the bot benchmark compares Muggins with: a bare python-telegram-bot echo bot.

One `MessageHandler` that replies with the text it got, as in PTB's `echobot.py` example, on
the same in-process Bot API (`BenchBotApi`) and driven by the same players, so that both
pay the same for PTB's parsing of updates, building of requests and the fake Telegram's
checks. Updates run concurrently (`concurrent_updates(limit)`, PTB's own processor).
"""

from __future__ import annotations

from typing import Any

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


def echo_app(request: BaseRequest, concurrency: int) -> EchoApp:
    """The echo bot over `request`, handling up to `concurrency` updates at once."""
    application = (
        ApplicationBuilder()
        .token(OFFLINE_TOKEN)
        .request(request)
        .get_updates_request(request)
        .updater(None)
        .concurrent_updates(concurrency)
        .build()
    )
    application.add_handler(MessageHandler(filters.TEXT, echo))
    return application
