"""The whole game against the bot (`/play`) in words: shared by the chat and the command line."""

from __future__ import annotations

from bot.drills.table_bot import Level
from bot.i18n import Translator


def level_name(level: Level | str, tr: Translator) -> str:
    """The bot's level as players say it."""
    if level == Level.EASY:
        return tr.pgettext("level", "easy")
    if level == Level.EXPERT:
        return tr.pgettext("level", "expert")
    return tr.pgettext("level", "normal")
