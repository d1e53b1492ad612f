"""« /fuseau Fort McMurray » offered Indianapolis; « Cap-Breton », « Summerside », « Corner
Brook », « Gander », « Red Deer », « Lethbridge », « Île de Vancouver », « Niagara Falls »,
« Ottawa-Gatineau », « le Yukon » answered « Je ne connais pas le fuseau horaire »: Canada's
towns and regions that Québec's members visit or come from, read as their clock."""

from __future__ import annotations

import pytest

from bot.drills import daily_places as places
from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.views.daily_zone import country_zones, place_zones


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    ("typed", "zone"),
    [
        ("Fort McMurray", places.MOUNTAIN),
        ("Red Deer", places.MOUNTAIN),
        ("Lethbridge", places.MOUNTAIN),
        ("Medicine Hat", places.MOUNTAIN),
        ("Grande Prairie", places.MOUNTAIN),
        ("Prince George", places.PACIFIC),
        ("Île de Vancouver", places.PACIFIC),
        ("Vancouver Island", places.PACIFIC),
        ("Cap-Breton", places.ATLANTIC),
        ("Cape Breton", places.ATLANTIC),
        ("Summerside", places.ATLANTIC),
        ("Corner Brook", places.NEWFOUNDLAND),
        ("Gander", places.NEWFOUNDLAND),
        ("Happy Valley-Goose Bay", "America/Goose_Bay"),
        ("Niagara Falls", places.EASTERN),
        ("Ottawa-Gatineau", places.EASTERN),
        ("le Yukon", "America/Whitehorse"),
    ],
)
def test_a_canadian_town_is_its_clock(lang: str, typed: str, zone: str) -> None:
    tr = I18n.load().translator(lang)
    found = find_timezone(typed, named=place_zones(tr), countries=country_zones(tr))
    assert found.name == zone, (typed, found)
