"""The /stats chart's day axis read « 4 11 18 25 1 »: what is « 1 »? The month is written where
it changes (and at the first day written), in the member's language (Babel)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from bot.i18n import I18n
from bot.pictures.chart import DAYS, ChartData, Tally, chart_png, day_ticks
from bot.views.pictures import chart_labels

I18N = I18n.load()
TODAY = date(2026, 12, 1)
DAYS_SHOWN = tuple(TODAY - timedelta(days=DAYS - 1 - i) for i in range(DAYS))


def test_ticks_every_week_ending_today_month_where_it_changes() -> None:
    ticks = day_ticks(DAYS_SHOWN)
    assert [DAYS_SHOWN[i].day for i, _ in ticks] == [4, 11, 18, 25, 1]
    assert [with_month for _, with_month in ticks] == [True, False, False, False, True]


def test_one_month_named_once() -> None:
    days = tuple(date(2026, 11, 30) - timedelta(days=DAYS - 1 - i) for i in range(DAYS))
    assert [with_month for _, with_month in day_ticks(days)] == [True, False, False, False, False]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", ["4 nov.", "11", "18", "25", "1er déc."]),
        ("en", ["Nov 4", "11", "18", "25", "Dec 1"]),
    ],
)
def test_the_chart_names_the_months(lang: str, said: list[str]) -> None:
    labels = chart_labels(I18N.translator(lang))
    month_day = labels.month_day
    assert month_day is not None
    written = [
        month_day(DAYS_SHOWN[i]) if month else labels.day(DAYS_SHOWN[i])
        for i, month in day_ticks(DAYS_SHOWN)
    ]
    assert written == said
    asked: list[date] = []

    def month_asked(day: date) -> str:
        asked.append(day)
        return month_day(day)

    data = ChartData(tuple((day, Tally(2, 1)) for day in DAYS_SHOWN), (("fifteens", Tally(2, 1)),))
    assert chart_png(data, replace(labels, month_day=month_asked)).startswith(b"\x89PNG")
    assert asked == [DAYS_SHOWN[2], TODAY]  # the chart draws them where the month changes
