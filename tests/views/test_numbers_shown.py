"""Every number a player reads is written the way their language writes it (Babel, through
the translator): « 1 241 » in French, "1,241" in English, never a bare "1241"."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from bot.coach.plan import ThemeStat
from bot.engine.themes import Theme
from bot.i18n import I18n, Translator
from bot.pictures import chart, specs
from bot.pictures.chart import ChartData, Tally
from bot.storage.repo_coach import CoachView, ThemeRecord
from bot.views import remind as remind_view
from bot.views.coach import chart_bars
from bot.views.pictures import chart_labels

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


@pytest.mark.parametrize(
    ("lang", "count"), [("fr", f"1{NNBSP}003/1{NNBSP}241"), ("en", "1,003/1,241")]
)
def test_the_stats_chart_counts_in_the_language(
    monkeypatch: pytest.MonkeyPatch, lang: str, count: str
) -> None:
    """Seen: the /stats chart's combination bars read "1003/1241" in both languages."""
    drawn: list[str] = []
    share_bar = chart.share_bar

    def noted(*args: Any, **kwargs: Any) -> None:
        drawn.append(str(args[4]))
        share_bar(*args, **kwargs)

    monkeypatch.setattr(chart, "share_bar", noted)
    data = ChartData(((date(2026, 11, 28), Tally(3, 2)),), (("hand", Tally(1241, 1003)),))
    specs.draw(specs.chart(data, chart_labels(I18N.translator(lang))))
    assert drawn == [count]


class MarkedNumbers(Translator):
    """A translator whose numbers are marked, to see which ones went through `number`."""

    def number(self, n: float) -> str:
        return f"[{super().number(n)}]"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_reminder_writes_the_parts_left_as_a_number(lang: str) -> None:
    """The reminder's « 2 parties » was `str(2)`, the only count of the daily challenge not
    written by the translator."""
    plain = I18N.translator(lang)
    tr = MarkedNumbers(lang, plain._translations)
    assert "[2]" in remind_view.reminder(tr, 2)
    assert "[1]" in remind_view.reminder(tr, 1)
