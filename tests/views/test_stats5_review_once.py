"""Played: /review dealt a card of the play missed the day before: "A question you missed,
dealt again (missed 1 time).", « (manquée 1 fois) »: not how a player says it (/stats says
"fifteen (once)", « quinze (une fois) »). A single miss is "once", « une fois »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.coach_review import review_intro

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "once", "twice"),
    [
        ("fr", "(manquée une fois)", "(manquée 2 fois)"),
        ("en", "(missed once)", "(missed 2 times)"),
    ],
)
def test_a_single_miss_is_once(lang: str, once: str, twice: str) -> None:
    tr = I18N.translator(lang)
    assert once in review_intro(1, tr), review_intro(1, tr)
    assert once in review_intro(1, tr, left=2)
    assert twice in review_intro(2, tr), review_intro(2, tr)
