"""English standings read « (1 abandoned) » after a member's points: "1 abandoned what?".
They read "(1 game abandoned)", "(2 games abandoned)" now; the French keeps « (1 abandon) »,
« (2 abandons) »."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views.tournament import abandoned_mark

I18N = I18n.load()


def test_english_says_games_abandoned() -> None:
    en = I18N.translator("en")
    assert abandoned_mark(1, en) == "(1 game abandoned)"
    assert abandoned_mark(2, en) == "(2 games abandoned)"


def test_french_says_abandons() -> None:
    fr = I18N.translator("fr")
    assert abandoned_mark(1, fr) == "(1 abandon)"
    assert abandoned_mark(2, fr) == "(2 abandons)"
