"""A member who had only chosen a card at /jeu jouer (/peg play) read « Compter au jeu :
habile pour l'instant (1 essai; …) » in /stats and /entraineur: a best card is no count. The
level of the pegging drill (counting a card, a round, and choosing the card to lay) is named
as /stats' pegging section is: « Le jeu », "Pegging"."""

from __future__ import annotations

import pytest

from bot.coach.glicko import Rating
from bot.coach.questions import Drill
from bot.i18n import I18n
from bot.storage.repo_coach import DrillRating
from bot.views.coach import rating_line

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "named", "counting"),
    [("fr", "Le jeu\u00a0: habile", "Compter"), ("en", "Pegging: skilled", "Counting")],
)
def test_the_pegging_level_is_not_called_counting(lang: str, named: str, counting: str) -> None:
    tr = I18N.translator(lang)
    peg = DrillRating(Drill.PEG, Rating(1560.0, 300.0), games=1, wins=1, trend=None)
    line = rating_line(peg, tr)
    assert line.startswith(named), line
    assert counting not in line, line


@pytest.mark.parametrize(("lang", "counting"), [("fr", "Compter"), ("en", "Counting")])
def test_hands_and_cribs_are_still_counting(lang: str, counting: str) -> None:
    tr = I18N.translator(lang)
    for drill in (Drill.HAND, Drill.CRIB):
        line = rating_line(DrillRating(drill, Rating(1400.0, 300.0), 3, 1, None), tr)
        assert line.startswith(counting), line
