"""What /coach's arguments ask for: the dashboard, or the coaching or the weekly message turned
on or off (`/coach on|off`, `/coach weekly [off]`, in English or in French)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Final

ON_WORDS: Final = frozenset({"on", "oui", "yes", "marche"})
OFF_WORDS: Final = frozenset({"off", "non", "no", "stop", "arret", "arrêt"})
WEEKLY_WORDS: Final = frozenset({"weekly", "hebdo", "semaine", "hebdomadaire"})
QUOTED_CHARS: Final = 20
"""The most characters of a word not understood that the usage line quotes."""


class CoachAsk(Enum):
    """What /coach is asked to do."""

    SHOW = "show"
    COACHING = "coaching"
    WEEKLY = "weekly"


def read_coach_args(args: Sequence[str]) -> tuple[CoachAsk, bool] | str:
    """What /coach's arguments ask for, and on (True) or off; else (a str) the words not
    understood, to quote in the usage line."""
    words = [a.casefold() for a in args]
    if not words:
        return CoachAsk.SHOW, True
    first, rest = words[0], words[1:]
    if first in ON_WORDS | OFF_WORDS and not rest:
        return CoachAsk.COACHING, first in ON_WORDS
    if first in WEEKLY_WORDS and len(rest) <= 1:
        if not rest or rest[0] in ON_WORDS | OFF_WORDS:
            return CoachAsk.WEEKLY, not rest or rest[0] in ON_WORDS
        return rest[0][:QUOTED_CHARS]
    return " ".join(words)[:QUOTED_CHARS]
