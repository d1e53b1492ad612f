"""Every number a player reads is written the way their language writes it (Babel, through
the translator): « 1 241 » in French, "1,241" in English, never a bare "1241"."""

from __future__ import annotations

import pytest

from bot.coach.plan import ThemeStat
from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.storage.repo_coach import CoachView, ThemeRecord
from bot.views.coach import chart_bars

I18N = I18n.load()
NNBSP = "\u202f"


@pytest.mark.parametrize(
    ("lang", "count"), [("fr", f"1{NNBSP}003/1{NNBSP}241"), ("en", "1,003/1,241")]
)
def test_the_coach_chart_counts_in_the_language(lang: str, count: str) -> None:
    """Seen: the /coach chart's bar read "1003/1241" in both languages."""
    record = ThemeRecord(ThemeStat(Theme.RUN, tries=1241, misses=238), None, None)
    overview = CoachView(ratings=[], themes=[record], due=[], next_due=None)
    assert [bar.count for bar in chart_bars(overview, I18N.translator(lang))] == [count]
