"""`views.daily_parts.grade_ecart` in a club's group (`folded`, the member's name): /ecart's
verdict as it is worded there, its details in a quote that expands in place, the daily's
scale after it in sight; in private, the whole verdict as before."""

from __future__ import annotations

from datetime import date

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.daily import challenge_for
from bot.drills.ecart import EXPERT, Verdict, grade
from bot.i18n import I18n
from bot.views import ecart as ecart_view
from bot.views.daily import ecart_scale_note
from bot.views.daily_parts import grade_ecart

I18N = I18n.load()
DAY = date(2026, 11, 23)


def verdict_of(*discard: int) -> Verdict:
    challenge = challenge_for(DAY).ecart
    cards = tuple(challenge.cards[i] for i in discard)
    return grade(
        challenge, cards, model=EXPERT, tables=shipped_crib_tables(), pegging=shipped_peg_tables()
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_folded_in_a_group(lang: str) -> None:
    tr = I18N.translator(lang)
    verdict = verdict_of(0, 1)  # 3♦ 3♥, the 7th of 15 that day
    graded = grade_ecart(verdict, tr, name="Rita", folded=True)
    folded = ecart_view.verdict_text(verdict, tr, name="Rita", folded=True)
    assert graded.lines == [folded, ecart_scale_note(graded.result, tr)]
    assert folded.count("<blockquote expandable>") == 1 and folded.endswith("</blockquote>")
    assert folded.startswith("<b>Rita")


def test_whole_in_private() -> None:
    tr = I18N.translator("fr")
    verdict = verdict_of(0, 1)
    graded = grade_ecart(verdict, tr)
    assert graded.lines[0] == ecart_view.verdict_text(verdict, tr)
    assert graded.lines[0] != ecart_view.verdict_text(verdict, tr, folded=True)
