"""A lay-away question graded as it was asked: under the crib model its expected JSON names
(`MODEL_KEY`; the expert tables by default), with the shipped tables (the expert cribs and
the play's values), as the chat's /ecart and the daily challenge's écart part grade it and
as « pourquoi? » after the verdict grades it again.

Pure: no Telegram, no text, no I/O; the tables are the shipped ones, read once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import EXPERT, Challenge, Verdict, grade, known_model
from bot.engine.cards import Card

MODEL_KEY: Final = "model"
"""The key of a lay-away question's expected JSON that names its crib model."""


def grade_asked(
    expected: Mapping[str, object], challenge: Challenge, discard: Iterable[Card]
) -> Verdict:
    """The verdict on a lay-away, under the crib model of the question's `expected` JSON
    (`ChallengeError` if the lay-away does not fit the deal)."""
    model = known_model(expected.get(MODEL_KEY))
    tables = shipped_crib_tables() if model == EXPERT else None
    pegging = shipped_peg_tables() if model == EXPERT else None
    return grade(challenge, discard, model=model, tables=tables, pegging=pegging)
