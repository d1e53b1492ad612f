"""« /fuseau heure normale du Centre » was not known (« Je ne connais pas le fuseau horaire »),
nor « heure avancée des Rocheuses », HNP or HAC, while "Central Standard Time" and CST were,
and « heure normale de l'Est » and HNE too: the French names of every clock, as the English."""

from __future__ import annotations

import pytest

from bot.drills import daily_places as places
from bot.drills.daily_time import find_timezone


@pytest.mark.parametrize(
    ("typed", "zone"),
    [
        ("heure normale du Centre", places.CENTRAL),
        ("heure avancée du Centre", places.CENTRAL),
        ("heure normale du Pacifique", places.PACIFIC),
        ("heure avancée des Rocheuses", places.MOUNTAIN),
        ("heure normale de l'Atlantique", places.ATLANTIC),
        ("heure avancée de Terre-Neuve", places.NEWFOUNDLAND),
        ("HNP", places.PACIFIC),
        ("HAP", places.PACIFIC),
        ("HNC", places.CENTRAL),
        ("HAC", places.CENTRAL),
        ("HNR", places.MOUNTAIN),
        ("HAR", places.MOUNTAIN),
        ("HNT", places.NEWFOUNDLAND),
        ("HAT", places.NEWFOUNDLAND),
    ],
)
def test_the_french_names_of_the_clocks(typed: str, zone: str) -> None:
    assert find_timezone(typed).name == zone
