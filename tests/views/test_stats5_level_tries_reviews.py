"""Played: three hands missed, then /revoir dealt them again and all three were counted right;
/statistiques read « Mains : 50 % de réussite (3 sur 6) » and, below, « Compter une main :
débutant pour l'instant (3 essais; …) »: six hands counted, three tries, and the level had not
moved. A question reviewed (its answer was shown) does not count for the level, by design;
the levels' heading says so."""

from __future__ import annotations

import pytest

from bot.coach.glicko import Rating
from bot.coach.questions import Drill
from bot.i18n import I18n
from bot.storage.repo_coach import DrillRating
from bot.views.coach import rating_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("fr", "Votre niveau (débutant, habile, expert), sans les questions revues\u00a0:"),
        ("en", "Your level (beginner, skilled, expert), not counting questions reviewed:"),
    ],
)
def test_the_levels_say_reviews_do_not_count(lang: str, head: str) -> None:
    hand = DrillRating(Drill.HAND, Rating(1017.0, 200.0), games=3, wins=0, trend=None)
    lines = rating_lines([hand], I18N.translator(lang))
    assert lines[0] == head, lines
