"""One log line per update: its id, its kind, the chat, the user and the handler it goes to.

    2026-11-23 19:30:01 INFO muggins.updates: update 8812 message chat 42 user 42 -> hand_command

Never the text of a message, a button's data or the token: what players write is theirs.
The line is written at INFO by a `TypeHandler` in a group of its own before every other
(`LOG_GROUP`), and costs nothing when INFO is off (the benchmarks, the offline chat): the
handler then takes no update (`UpdateLogHandler`), so python-telegram-bot runs no callback for
that group.
"""

from __future__ import annotations

import logging
from typing import Final

from telegram import Update
from telegram.ext import Application, TypeHandler

from bot.tg.context import App, Context
from bot.tg.routing import Route

logger = logging.getLogger("muggins.updates")

LOG_GROUP: Final = -100
"""The handler group of `log_update`: before every other group, so it sees every update."""
OPENED_GROUP: Final = -99
"""The handler group of `bot.tg.delivery.private_chat_open`, which also sees every update
(a private chat opened by its person) and is no update's own handler either."""
UPDATE_KINDS: Final = (
    "message",
    "edited_message",
    "callback_query",
    "inline_query",
    "my_chat_member",
    "chat_member",
    "channel_post",
)


def update_kind(update: object) -> str:
    """ "message", "callback_query", ... (the first field the update carries), or "unknown"."""
    if not isinstance(update, Update):
        return "unknown"
    return next((k for k in UPDATE_KINDS if getattr(update, k, None) is not None), "other")


def handler_name(update: object, application: Application) -> str:  # type: ignore[type-arg]
    """The callback of the first handler that takes `update` (as PTB picks it), or "none"."""
    for group in sorted(application.handlers):
        if group in (LOG_GROUP, OPENED_GROUP):
            continue
        for candidate in application.handlers[group]:
            try:
                matched = candidate.check_update(update)
            except Exception:  # a handler's own check failing must not hide the update
                continue
            if matched is not None and matched is not False:
                callback = matched.callback if isinstance(matched, Route) else candidate.callback
                return getattr(callback, "__name__", type(callback).__name__)
    return "none"


def describe(update: object, application: Application) -> str:  # type: ignore[type-arg]
    """ "update 8812 message chat 42 user 42 -> hand_command": ids and names, never texts."""
    if not isinstance(update, Update):
        return f"update of type {type(update).__name__}"
    chat = update.effective_chat.id if update.effective_chat is not None else None
    user = update.effective_user.id if update.effective_user is not None else None
    return (
        f"update {update.update_id} {update_kind(update)} chat {chat} user {user} "
        f"-> {handler_name(update, application)}"
    )


async def log_update(update: Update, context: Context) -> None:
    """Write the update's line (INFO only)."""
    if logger.isEnabledFor(logging.INFO):
        logger.info("%s", describe(update, context.application))


class UpdateLogHandler(TypeHandler[Update, Context, None]):
    """`TypeHandler(Update, log_update)` that takes an update only while INFO is on: otherwise
    the callback would run for every update only to find that it has nothing to write."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(Update, log_update)

    def check_update(self, update: object) -> bool:
        """Whether `update` is an `Update` and its line would be written."""
        return logger.isEnabledFor(logging.INFO) and super().check_update(update)


def register(application: App) -> None:
    """Log every update before any handler sees it."""
    application.add_handler(UpdateLogHandler(), group=LOG_GROUP)
