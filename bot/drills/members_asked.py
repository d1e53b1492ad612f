"""A question typed at a member's private step that the members' table answers itself, not a
move: the score asked (« quel est le pointage? », « c'est quoi le score? », "what's the
score?") or the starter (« c'est quoi la carte de départ? », "what's the starter?"), read as
cards or a count before (« Carte inconnue « quel » »). Read by
`bot.tg.handlers.members_play`, which answers with the board or the starter."""

from __future__ import annotations

import re
from typing import Final

from bot.engine.card_parsing import unaccented

SCORE_QUESTION: Final = re.compile(
    r"^(?:c'?est |c )?(?:quoi|quel|combien)\b.*\b(?:pointage|score)s?$"
    r"|^(?:le |la |the )?(?:pointage|score)s?$"
    r"|^(?:what'?s|what is|how'?s|how is) the score\b"
)
"""The score asked: « quel est le pointage? », « c'est quoi le score? », « le pointage? »,
"what's the score?" (the count of the play is `table_typed.asks_count`'s)."""


def asks_score(text: str) -> bool:
    """Whether `text` asks the score (`SCORE_QUESTION`), accents, case and end marks left
    out."""
    plain = unaccented(text.casefold().replace("\u2019", "'")).strip(" ?!.")
    return SCORE_QUESTION.match(" ".join(plain.split())) is not None


STARTER_QUESTION: Final = re.compile(
    r"^(?:c'?est |c )?(?:quoi|quelle?|c'est quoi)\b.*\b(?:carte de depart|depart|coupe)$"
    r"|^(?:la )?carte de depart$"
    r"|^(?:what'?s|what is|which is) the (?:starter|cut card|cut)\b|^(?:the )?starter$"
)
"""The starter asked: « c'est quoi la carte de départ? », « quelle est la carte de départ? »,
« la carte de départ? », "what's the starter?"."""


def asks_starter(text: str) -> bool:
    """Whether `text` asks the starter (`STARTER_QUESTION`), accents, case and end marks left
    out."""
    plain = unaccented(text.casefold().replace("\u2019", "'")).strip(" ?!.")
    return STARTER_QUESTION.match(" ".join(plain.split())) is not None
