"""« /fuseau Old Orchard » (Old Orchard Beach, Maine: where Québec spends its summer),
« Ogunquit », « Maine », « New Hampshire », « Plattsburgh », « Lake Placid »,
« Cap Cod », « Wildwood », « Boston », « Caroline du Sud » answered « Je ne connais pas le
fuseau horaire », « Vermont » offered Québec's Eastern time; « Angleterre », "England",
« Écosse » (which offered the Maritimes' Atlantic time), "UK" were not known either, while
« Royaume-Uni » was. They are read as their clock."""

from __future__ import annotations

import pytest

from bot.drills.daily_places import MOUNTAIN, PACIFIC, US_EASTERN
from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.views.daily_zone import country_zones, place_zones

LONDON = "Europe/London"


@pytest.mark.parametrize(
    ("lang", "typed", "zone"),
    [
        ("fr", "Old Orchard", US_EASTERN),
        ("fr", "Old Orchard Beach", US_EASTERN),
        ("fr", "Ogunquit", US_EASTERN),
        ("fr", "Kennebunkport", US_EASTERN),
        ("fr", "Maine", US_EASTERN),
        ("fr", "Vermont", US_EASTERN),
        ("en", "New Hampshire", US_EASTERN),
        ("fr", "Hampton Beach", US_EASTERN),
        ("fr", "Plattsburgh", US_EASTERN),
        ("fr", "Lake Placid", US_EASTERN),
        ("fr", "Cap Cod", US_EASTERN),
        ("en", "Cape Cod", US_EASTERN),
        ("fr", "Wildwood", US_EASTERN),
        ("en", "Boston", US_EASTERN),
        ("fr", "Caroline du Sud", US_EASTERN),
        ("en", "South Carolina", US_EASTERN),
        ("fr", "Caroline du Nord", US_EASTERN),
        ("fr", "Nouvelle-Angleterre", US_EASTERN),
        ("fr", "Nouveau-Mexique", MOUNTAIN),
        ("en", "Palm Springs", PACIFIC),
        ("fr", "Angleterre", LONDON),
        ("en", "England", LONDON),
        ("fr", "Écosse", LONDON),
        ("en", "Scotland", LONDON),
        ("en", "UK", LONDON),
        ("fr", "Grande-Bretagne", LONDON),
    ],
)
def test_a_place_of_summer_or_travel_is_its_clock(lang: str, typed: str, zone: str) -> None:
    tr = I18n.load().translator(lang)
    found = find_timezone(typed, named=place_zones(tr), countries=country_zones(tr))
    assert found.name == zone, (typed, found)
