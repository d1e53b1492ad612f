"""`views.coach.next_step`, /coach's one button (it was built in the handler, with no test of
its own): the misses due, else the weakest spot, else a hand to count."""

from __future__ import annotations

import pytest

from bot.coach.plan import ThemeStat
from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.storage.repo_coach import CoachView, ThemeRecord
from bot.storage.repo_coach_try import Review
from bot.views.coach import NextStep, next_step

I18N = I18n.load()
RUNS = ThemeRecord(ThemeStat(Theme.RUN, tries=10, misses=8), None, None)


def review(n: int) -> Review:
    return Review(id=n, user_id=72, kind="hand", deal={}, box=1, due_at=None, misses=1, reviews=0)


def overview(due: int) -> CoachView:
    return CoachView(ratings=[], themes=[RUNS], due=[review(n) for n in range(due)], next_due=None)


@pytest.mark.parametrize(
    ("lang", "misses", "runs", "hand"),
    [
        ("fr", "Revoir 2 questions", "Pratiquer\u00a0: ", "Compter une main"),
        ("en", "Review 2 misses", "Practise: ", "Count a hand"),
    ],
)
def test_the_misses_due_then_the_weakest_spot_then_a_hand(
    lang: str, misses: str, runs: str, hand: str
) -> None:
    tr = I18N.translator(lang)
    due = next_step(overview(2), [RUNS], tr)
    assert due == NextStep(misses, review=True)
    weak = next_step(overview(0), [RUNS], tr)
    assert not weak.review and weak.theme is Theme.RUN and weak.label.startswith(runs), weak
    assert next_step(overview(0), [], tr) == NextStep(hand)
