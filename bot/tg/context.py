"""Typed context for handlers: the shared `BotData` and the `Context` alias.

Handlers are written as::

    async def handler(update: Update, context: Context) -> None:
        db = context.bot_data.db
        tr = context.bot_data.i18n.translator("fr")

`BotData` is created empty by PTB; `build_app` sets `config` and `rng`, `post_init` opens
`db` and loads `i18n`, `post_shutdown` closes `db`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeAlias

from telegram.ext import Application, CallbackContext, ContextTypes, ExtBot, JobQueue

from bot.storage.sql import utc_now
from bot.tg.config import Config
from bot.tg.disk import DiskWatch

if TYPE_CHECKING:
    from bot.i18n import I18n
    from bot.storage import Database
    from bot.tg.handlers.questions import TextAnswers


class BotData:
    """What every handler shares: database, translations, configuration, randomness, and
    how each kind of question takes typed answers (`answers`, filled by `handlers.register`),
    and the clock ("now", timezone-aware; tests freeze it)."""

    __slots__ = ("answers", "clock", "config", "db", "disk", "i18n", "rng")

    db: Database
    i18n: I18n
    config: Config
    rng: random.Random
    answers: dict[str, TextAnswers]
    clock: Callable[[], datetime]
    disk: DiskWatch

    def __init__(self) -> None:
        self.config = Config()
        self.disk = DiskWatch()
        self.rng = random.Random()
        self.answers = {}
        self.clock = utc_now

    def __repr__(self) -> str:
        ready = hasattr(self, "db") and hasattr(self, "i18n")
        return f"BotData(config={self.config!r}, ready={ready})"


Context: TypeAlias = CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], BotData]
"""The context type every handler receives."""

App: TypeAlias = Application[
    ExtBot[None], Context, dict[Any, Any], dict[Any, Any], BotData, JobQueue[Context]
]
"""The Application type `build_app` returns and `register(application)` receives."""

CONTEXT_TYPES: ContextTypes[Context, dict[Any, Any], dict[Any, Any], BotData] = ContextTypes(
    bot_data=BotData
)
