"""The /stats chart is queued as a spec: the months written on its day axis go with it."""

from __future__ import annotations

from datetime import date, timedelta

from bot.i18n import I18n
from bot.pictures import specs
from bot.pictures.chart import DAYS, ChartData, Tally
from bot.views.pictures import chart_labels

TODAY = date(2026, 12, 1)
DAYS_SHOWN = tuple(TODAY - timedelta(days=DAYS - 1 - i) for i in range(DAYS))


def test_the_spec_carries_the_months() -> None:
    labels = chart_labels(I18n.load().translator("fr"))
    data = ChartData(tuple((day, Tally(2, 1)) for day in DAYS_SHOWN), (("fifteens", Tally(2, 1)),))
    spec = specs.chart(data, labels)
    assert spec["month_day_names"] == {"2026-11-04": "4 nov.", "2026-12-01": "1er déc."}
    assert specs.draw(spec).startswith(b"\x89PNG")
