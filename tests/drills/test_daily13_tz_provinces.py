"""« /fuseau Île-du-Prince-Édouard » and « /fuseau Terre-Neuve-et-Labrador » answered « Je ne
connais pas le fuseau horaire … » while « /fuseau Nouvelle-Écosse » and « Manitoba » were read:
the provinces and territories are known by their names, in French and in English
(Terre-Neuve-et-Labrador by its island's clock, where most of it lives)."""

from __future__ import annotations

import pytest

from bot.drills import daily_places as places
from bot.drills.daily_time import find_timezone


@pytest.mark.parametrize(
    ("typed", "zone"),
    [
        ("Île-du-Prince-Édouard", places.ATLANTIC),
        ("IPE", places.ATLANTIC),
        ("Prince Edward Island", places.ATLANTIC),
        ("PEI", places.ATLANTIC),
        ("Labrador", places.ATLANTIC),
        ("Labrador City", places.ATLANTIC),
        ("Territoires du Nord-Ouest", places.MOUNTAIN),
        ("Northwest Territories", places.MOUNTAIN),
        ("Fermont", places.EASTERN),
        ("Terre-Neuve-et-Labrador", places.NEWFOUNDLAND),
        ("Newfoundland and Labrador", places.NEWFOUNDLAND),
        # as before
        ("Nouvelle-Écosse", places.ATLANTIC),
        ("Terre-Neuve", places.NEWFOUNDLAND),
    ],
)
def test_a_province_or_territory_of_one_clock_is_read(typed: str, zone: str) -> None:
    assert find_timezone(typed).name == zone
