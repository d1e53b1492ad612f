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
from typing import TYPE_CHECKING, Any, Final, TypeAlias, cast

from telegram.ext import Application, CallbackContext, ContextTypes, JobQueue

from bot.storage.sql import utc_now
from bot.tg.config import Config
from bot.tg.disk import DiskWatch
from bot.tg.sending import MugginsBot

if TYPE_CHECKING:
    from bot.i18n import I18n
    from bot.storage import Database


class BotData:
    """What every handler shares: database, translations, configuration, randomness, the
    question kinds by name (`kinds`: `bot.tg.handlers.questions.QuestionKind` values, filled
    by `handlers.register` from the registry, read with `questions.kind_of`), and the clock
    ("now", timezone-aware; tests freeze it)."""

    __slots__ = ("clock", "config", "db", "disk", "i18n", "kinds", "rng")

    db: Database
    i18n: I18n
    config: Config
    rng: random.Random
    kinds: dict[str, object]
    clock: Callable[[], datetime]
    disk: DiskWatch

    def __init__(self) -> None:
        self.config = Config()
        self.disk = DiskWatch()
        self.rng = random.Random()
        self.kinds = {}
        self.clock = utc_now

    def __repr__(self) -> str:
        ready = hasattr(self, "db") and hasattr(self, "i18n")
        return f"BotData(config={self.config!r}, ready={ready})"


Context: TypeAlias = CallbackContext[MugginsBot, dict[Any, Any], dict[Any, Any], BotData]
"""The context type every handler receives (`context.bot` is a `MugginsBot`)."""

App: TypeAlias = Application[
    MugginsBot, Context, dict[Any, Any], dict[Any, Any], BotData, JobQueue[Context]
]
"""The Application type `build_app` returns and `register(application)` receives."""

CONTEXT_TYPES: Final = cast(
    "ContextTypes[Context, dict[Any, Any], dict[Any, Any], BotData]",
    ContextTypes(bot_data=BotData),
)
"""PTB's own `CallbackContext` with our `BotData`. PTB types a context made without a bot
class as `CallbackContext[ExtBot[Any], ...]`; its `bot` is the application's, a `MugginsBot`
(`build_app`), hence the cast."""
