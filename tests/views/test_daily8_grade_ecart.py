"""`views.daily_parts.grade_ecart`: the daily's écart part graded (its lines were put together
in the handler, `handlers.daily.ecart_verdict`): /ecart's verdict, then the daily's scale
under any lay-away short of the best, and the part's points on that scale."""

from __future__ import annotations

from datetime import date

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.daily import ECART_POINTS, challenge_for, ecart_result
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
        challenge,
        cards,
        model=EXPERT,
        tables=shipped_crib_tables(),
        pegging=shipped_peg_tables(),
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_lay_away_short_of_the_best_says_the_scale(lang: str) -> None:
    tr = I18N.translator(lang)
    verdict = verdict_of(0, 1)  # 3♦ 3♥, the 7th of 15 that day
    graded = grade_ecart(verdict, tr)
    assert graded.result == ecart_result(verdict.shown_loss, verdict.rank)  # as it says it
    assert 0 < graded.result.contre < ECART_POINTS
    scale = ecart_scale_note(graded.result, tr)
    assert graded.lines == [ecart_view.verdict_text(verdict, tr), scale]


def test_the_best_lay_away_has_no_scale_line() -> None:
    tr = I18N.translator("fr")
    verdict = verdict_of(0, 2)  # 3♦ 6♥, the best
    graded = grade_ecart(verdict, tr)
    assert graded.result.pour == ECART_POINTS and graded.result.contre == 0
    assert graded.lines == [ecart_view.verdict_text(verdict, tr)]
