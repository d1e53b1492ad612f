"""/statistiques named his nobs twice on one page: « Oubliés le plus souvent : …, un pour le
valet (2 fois) » and, in the chart's caption just below, « valet de la bonne couleur ». Now the
chart's name in both; the count's breakdown keeps « un pour le valet », as players call it."""

from __future__ import annotations

import pytest

from bot.engine.show import Kind
from bot.i18n import I18n, render
from bot.pictures.chart import NOBS
from bot.storage.models import KindStats, Stats
from bot.tg.local import html_to_text
from bot.views.pictures import chart_labels
from bot.views.stats import stats_text

I18N = I18n.load()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_missed_most_names_nobs_as_the_chart_does(lang: str) -> None:
    tr = I18N.translator(lang)
    by_kind = {"hand": KindStats(count=4, exact=0, missed_points=7)}
    stats = Stats(4, by_kind, 1.75, [("fifteen", 3), ("nobs", 2)], 0, 0, None)
    text = html_to_text(stats_text(stats, tr))
    chart = chart_labels(tr).kinds[NOBS]
    times = "2 fois" if lang == "fr" else "2 times"
    assert f"{chart} ({times})" in text, text
    if lang == "fr":
        assert "un pour le valet" not in text, text
        # the count's breakdown keeps the called name
        assert render.kind_name(Kind.NOBS, tr) == "un pour le valet"
