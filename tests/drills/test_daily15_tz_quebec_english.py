""" "/tz Three Rivers" (Trois-Rivières, as English-speaking Quebecers name it) offered Central
time (Manitoba), "Lake St. John" New Brunswick's and Newfoundland's clocks, "North Shore"
Darwin; "the Gaspé", "Gaspé Peninsula", "West Island", "South Shore", « Rive-Sud »… were not
known. Québec's places as its English speakers name them, and the shores of Montréal and
Québec City as everybody does, are Eastern time."""

from __future__ import annotations

import pytest

from bot.drills.daily_places import EASTERN
from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.views.daily_zone import country_zones, place_zones


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    "typed",
    [
        "Three Rivers",
        "Lake St. John",
        "Lake Saint-Jean",
        "North Shore",
        "South Shore",
        "Rive-Sud",
        "Rive-Nord",
        "the Gaspé",
        "Gaspé Peninsula",
        "Gaspé Coast",
        "West Island",
        "Montreal West",
        "Hudson",
        "Laurentians",
        "Lower St. Lawrence",
    ],
)
def test_quebec_named_in_english_is_eastern_time(lang: str, typed: str) -> None:
    tr = I18n.load().translator(lang)
    found = find_timezone(typed, named=place_zones(tr), countries=country_zones(tr))
    assert found.name == EASTERN, (typed, found)
