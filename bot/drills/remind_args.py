"""What /remind's words ask (`read_remind`): the reminder at a time of day, off, or shown."""

from __future__ import annotations

from enum import Enum
from typing import Final

from bot.drills.daily_time import format_clock, parse_clock

OFF_WORDS: Final = frozenset({"off", "stop", "no", "non", "aucun", "arrêt", "arret", "none"})


class Remind(Enum):
    """/remind asking for no change."""

    SHOW = "show"
    """Nothing typed: the reminder as it is."""
    UNREAD = "unread"
    """Neither a time nor « off »."""


def read_remind(typed: str) -> str | Remind | None:
    """The reminder's new time as stored ("HH:MM"), None to turn it off, or a `Remind`."""
    typed = typed.strip()
    if not typed:
        return Remind.SHOW
    if typed.casefold() in OFF_WORDS:
        return None
    moment = parse_clock(typed)
    return Remind.UNREAD if moment is None else format_clock(moment)
