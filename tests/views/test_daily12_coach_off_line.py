"""/entraineur with the coach off read « (/entraineur oui pour le remettre) »: « remettre »
alone says "to hand in", where /entraineur non's reply says « le remet en marche »; the line
now says « pour le remettre en marche »."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views import coach


def test_the_coach_off_line_says_how_to_turn_it_back_on() -> None:
    tr = I18n.load().translator("fr")
    line = coach.coaching_line(False, tr)
    assert line.endswith("(/entraineur oui pour le remettre en marche)."), line
