"""« /defi 1er décembre » typed on 30 November names tomorrow: the line « /defi demain » gets
(it got the general « Ce jour n'est pas encore arrivé chez vous »)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.daily import DayRefused
from bot.drills.typed_time import names_tomorrow
from bot.i18n import I18n
from bot.views.daily import day_refused

NOV_30 = date(2026, 11, 30)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "1er décembre", "Le défi de demain n'est pas encore distribué"),
        ("fr", "1/12", "Le défi de demain n'est pas encore distribué"),
        ("fr", "demain", "Le défi de demain n'est pas encore distribué"),
        ("fr", "2 décembre", "Ce jour n'est pas encore arrivé"),
        ("en", "December 1", "Tomorrow's challenge is not dealt yet"),
        ("en", "12/1", "Tomorrow's challenge is not dealt yet"),
        ("en", "Dec 2", "That day has not come yet"),
    ],
)
def test_tomorrow_by_its_date_is_tomorrow(lang: str, typed: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    text = day_refused(DayRefused.FUTURE, NOV_30, tr, typed).replace("&#x27;", "'")
    assert text.replace("\u2019", "'").startswith(said), text


def test_names_tomorrow_reads_words_and_dates() -> None:
    assert names_tomorrow("le 1er décembre", NOV_30)
    assert names_tomorrow("tomorrow", NOV_30, day_first=False)
    assert not names_tomorrow("hier", NOV_30)
    assert not names_tomorrow("30 novembre", NOV_30)
    assert not names_tomorrow("après-demain", NOV_30)
