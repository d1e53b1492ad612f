"""What a player types under /forget's « Tout effacer? » instead of pressing a button: a no
(« non », « non non attends », « n'efface rien », "no, keep it", « annuler »), which keeps
everything, or a yes (« oui », « efface tout », "yes"), which the button alone may carry out
(nothing is erased for good on a typed word)."""

from __future__ import annotations

import re
from typing import Final

from bot.drills.step_asked import plain_said

KEEP_WORDS: Final = frozenset(
    {"non", "nan", "annuler", "annule", "attends", "attendez", "garde", "gardez", "pas", "rien"}
    | {"jamais", "no", "nope", "cancel", "wait", "keep", "not", "don't", "dont", "never"}
)
"""A word that says no to the erasing (« non », « attends », « n'efface pas », « rien »,
"wait", "don't"), anywhere in a short answer: keeping everything is the safe reading."""
YES_SAID: Final = frozenset(
    {"oui", "ouais", "ouin", "ok", "d'accord", "daccord", "vas-y", "efface tout", "tout effacer"}
    | {"oui efface tout", "oui tout effacer", "oui vas-y", "yes", "yeah", "okay", "go ahead"}
    | {"erase everything", "yes erase everything", "yes erase it", "erase it"}
)
"""A yes typed alone (« oui », « efface tout », "yes"; accents, case, commas and end marks left
out)."""
ANSWER_MOST_WORDS: Final = 8
"""Longer texts are no answer to « Tout effacer? »."""


def forget_answer(text: str) -> bool | None:
    """A typed answer to « Tout effacer? »: False to keep everything (a no), True a yes, None
    neither (another text, left to the other readers)."""
    said = plain_said(text.replace(",", " "), " !.?")
    words = re.findall(r"[a-z'-]+", said)
    if not words or len(words) > ANSWER_MOST_WORDS:
        return None
    if any(word.strip("'-") in KEEP_WORDS or word.startswith("n'") for word in words):
        return False
    return True if said in YES_SAID else None
