"""What /coach's arguments ask for: the dashboard, or the coaching or the weekly message turned
on or off (`/coach on|off`, `/coach weekly [off]`, in English or in French)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from enum import Enum
from typing import Final

ON_WORDS: Final = frozenset(
    {"on", "oui", "yes", "marche", "reprendre", "reprise", "activer", "active", "start"}
)
OFF_WORDS: Final = frozenset(
    {
        "off", "non", "no", "stop", "arret", "arrete", "arreter", "arretez", "pause",
        "desactiver", "desactive",
    }
)  # fmt: skip
"""The words, without their accents (« arrête » is read as « arrete »), that turn on or off."""
WEEKLY_WORDS: Final = frozenset({"weekly", "hebdo", "semaine", "hebdomadaire"})
SHOW_WORDS: Final = frozenset({"bilan", "niveau", "rapport", "report", "level"})
"""The words naming the report itself (« Voir mon bilan », « Votre niveau »), « mon » or "my"
before them: they show it, as /coach alone (« Je ne connais pas « bilan » »)."""
_MY: Final = frozenset({"mon", "ma", "mes", "my"})
QUOTED_CHARS: Final = 20
"""The most characters of a word not understood that the usage line quotes."""


class CoachAsk(Enum):
    """What /coach is asked to do."""

    SHOW = "show"
    COACHING = "coaching"
    WEEKLY = "weekly"


def _bare(word: str) -> str:
    """`word` casefolded, without its accents."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def read_coach_args(args: Sequence[str]) -> tuple[CoachAsk, bool] | str:
    """What /coach's arguments ask for, and on (True) or off; else (a str) the words not
    understood, to quote in the usage line."""
    words = [a.casefold() for a in args]
    if not words:
        return CoachAsk.SHOW, True
    bare = [_bare(w) for w in words]
    first, rest = bare[0], bare[1:]
    if bare[-1] in SHOW_WORDS and (len(bare) == 1 or (len(bare) == 2 and first in _MY)):
        return CoachAsk.SHOW, True
    if first in ON_WORDS | OFF_WORDS and not rest:
        return CoachAsk.COACHING, first in ON_WORDS
    if first in WEEKLY_WORDS and len(rest) <= 1:
        if not rest or rest[0] in ON_WORDS | OFF_WORDS:
            return CoachAsk.WEEKLY, not rest or rest[0] in ON_WORDS
        return words[1][:QUOTED_CHARS]
    return " ".join(words)[:QUOTED_CHARS]
