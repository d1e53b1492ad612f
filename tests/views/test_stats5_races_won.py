"""Played: a member lost a race of counted hands at 61, then read in /statistiques « Parties
gagnées : 0; perdues : 1 » right above « Course des mains à 61 », and further down « Parties
complètes (/jouer) — Parties jouées : 0; gagnées : 0; perdues : 0 »: a game lost and no game
played. The line counts races of counted hands (/course says « Ce n'est pas une partie de
crible »): it says races."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage import KindStats, Stats
from bot.views.stats import stats_text

I18N = I18n.load()
NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        ("fr", f"Courses des mains gagnées{NB}: 0; perdues{NB}: 1", "Parties"),
        ("en", "Hand races: 0 won, 1 lost", "Games"),
    ],
)
def test_the_races_won_and_lost_are_called_races(lang: str, said: str, not_said: str) -> None:
    stats = Stats(
        25, {"hand": KindStats(count=25, exact=1, missed_points=112)}, 4.5, [], 0, 1, None
    )
    text = stats_text(stats, I18N.translator(lang))
    assert said in text, text
    assert not_said not in text, text
