"""Played: two quiz answers wrong, then /revoir and /entraineur said « Rien à revoir : chaque
question manquée revient le lendemain. »; the next day nothing came back: a quiz answer (or a
step of the daily challenge) is never dealt again, only a hand, a crib, a card of the play or
a lay-away. The promise names the drills whose misses come back."""

from __future__ import annotations

from datetime import UTC

import pytest

from bot.i18n import I18n
from bot.views.coach_review import nothing_due, review_line

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "drills", "quiz"),
    [
        ("fr", ["/main", "/crib", "/jeu", "/ecart"], "/quiz"),
        ("en", ["/hand", "/crib", "/peg", "/discard"], "/quiz"),
    ],
)
def test_nothing_to_review_promises_only_what_comes_back(
    lang: str, drills: list[str], quiz: str
) -> None:
    tr = I18N.translator(lang)
    for said in (nothing_due(None, UTC, tr), review_line(0, None, UTC, tr)):
        assert all(d in said for d in drills), said
        assert quiz not in said, said
        assert {"fr": "chaque question", "en": "each question"}[lang] not in said, said
