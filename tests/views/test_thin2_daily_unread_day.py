"""« /defi 12 » (or « /defi bonjour ») got only the usage line, « /defi joue le défi du jour;
… », not a word of what was typed, where « /rappel 25:00 » says « Je ne peux pas lire
« 25:00 » comme une heure. » and « /variante bidon » names « bidon »: now the day not read is
named first, then the usage."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.daily import DayRefused
from bot.i18n import I18n
from bot.views.daily import day_refused, usage

I18N = I18n.load()
LOCAL = date(2026, 11, 30)
FIRST = {
    "fr": "Je ne peux pas lire «\u00a012\u00a0» comme un jour.",
    "en": "I can't read “12” as a day.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_day_not_read_is_named(lang: str) -> None:
    tr = I18N.translator(lang)
    text = day_refused(DayRefused.UNREAD, LOCAL, tr, "12")
    assert text.split("\n") == [FIRST[lang], usage(tr, LOCAL)]


def test_what_is_typed_is_escaped() -> None:
    text = day_refused(DayRefused.UNREAD, LOCAL, I18N.translator("en"), "<b>")
    assert "&lt;b&gt;" in text and "<b>" not in text


def test_nothing_typed_is_the_usage_alone() -> None:
    tr = I18N.translator("fr")
    assert day_refused(DayRefused.UNREAD, LOCAL, tr) == usage(tr, LOCAL)
