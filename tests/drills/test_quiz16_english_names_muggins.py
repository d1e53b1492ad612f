"""The quiz bank in English: nobs-03's explanation ended "…score it (1 point), and so does the
bot.", the operator's word in a player's reply (the French says « et Muggins aussi » since
07cea8ad). Now "and so does Muggins": no English question, option or explanation says bot."""

from __future__ import annotations

import re

from bot.content_quiz import shipped_quiz_bank


def test_english_names_the_bot_in_a_players_words() -> None:
    said = [
        (q.id, text)
        for q in shipped_quiz_bank()
        for text in (q.text("en").question, q.text("en").explanation, *q.text("en").options)
        if re.search(r"\bbots?\b", text, re.IGNORECASE)
    ]
    assert said == []


def test_nobs_03_says_muggins_scores_it_too() -> None:
    """quiz18: "and so does Muggins" read as the muggins rule scoring it; the bot says it."""
    (nobs,) = [q for q in shipped_quiz_bank() if q.id == "nobs-03"]
    assert nobs.text("en").explanation.endswith("and so do I.")
