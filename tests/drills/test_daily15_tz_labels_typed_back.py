"""« /club fuseau Sain » answered « Vouliez-vous dire heure de l'Est (Québec, Ontario), heure de
l'Atlantique (Nouveau-Brunswick) ou heure de Terre-Neuve? », and « /club fuseau heure de l'Est
(Québec, Ontario) », typed back as said, got « Je ne connais pas le fuseau horaire »; so did
« /fuseau heure de Paris », "/tz Arizona time", « heure de la Saskatchewan »: every name the bot
gives a zone (`zone_label`, `zone_clock`), in French and in English, is read back as that
zone's clock."""

from __future__ import annotations

import pytest

from bot.drills import daily_places as places
from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.views.daily_zone import country_zones, place_zones, zone_clock, zone_label

I18N = I18n.load()
ZONES = (
    places.EASTERN,
    places.US_EASTERN,
    places.ATLANTIC,
    places.NEW_BRUNSWICK,
    places.NEWFOUNDLAND,
    places.CENTRAL,
    places.SASKATCHEWAN,
    places.MOUNTAIN,
    places.PACIFIC,
    places.ARIZONA,
    "Europe/Paris",
    "Europe/Amsterdam",
    "America/Cancun",
    "America/Mexico_City",
    "Australia/Darwin",
    "Etc/GMT+5",
)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("zone", ZONES)
def test_a_zones_name_typed_back_is_that_zone(lang: str, zone: str) -> None:
    tr = I18N.translator(lang)
    for said in (zone_label(zone, tr), zone_clock(zone, tr)):
        found = find_timezone(said, named=place_zones(tr), countries=country_zones(tr))
        assert found.name is not None, (said, found)
        assert zone_label(found.name, tr) == zone_label(zone, tr), (said, found)


@pytest.mark.parametrize(
    ("lang", "typed", "country"),
    [
        ("fr", "heure du Mexique", "Mexique"),
        ("fr", "heure des États-Unis", "États-Unis"),
        ("en", "Mexico time", "Mexico"),
        ("en", "Brazil time", "Brazil"),
    ],
)
def test_a_countrys_time_offers_its_clocks(lang: str, typed: str, country: str) -> None:
    """« /fuseau heure du Mexique » answered « Je ne connais pas le fuseau horaire », where
    « /fuseau Mexique » offers its clocks; "Mexico time" offered Mexico City alone."""
    tr = I18N.translator(lang)
    found = find_timezone(typed, named=place_zones(tr), countries=country_zones(tr))
    same = find_timezone(country, named=place_zones(tr), countries=country_zones(tr))
    assert found.several and found.suggestions == same.suggestions, (typed, found)
