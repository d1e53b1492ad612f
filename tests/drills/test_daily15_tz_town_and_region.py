"""« /fuseau Granby, Québec », « Montréal, Canada », « Ottawa, Ontario », « Paris, France »,
« Fort Lauderdale, Floride », "Tampa FL", « Laval, Qc », « Magog Qc » (a town with its
province, state or country, as an address is written) answered « Je ne connais pas le fuseau
horaire »; « au Mexique » offered Mountain time, « en Floride », « à Rimouski », « au Québec »
asked again, « j'habite à Gaspé » was not known. The town is read, its region when the town is
not known (« Lyon, France »), and the words before a place (« à », « au », "in", « j'habite
à ») are left out."""

from __future__ import annotations

import pytest

from bot.drills import daily_places as places
from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.views.daily_zone import country_zones, place_zones

I18N = I18n.load()


def _find(typed: str, lang: str) -> tuple[str | None, tuple[str, ...]]:
    tr = I18N.translator(lang)
    found = find_timezone(typed, named=place_zones(tr), countries=country_zones(tr))
    return found.name, found.suggestions if found.several else ()


@pytest.mark.parametrize(
    ("lang", "typed", "zone"),
    [
        ("fr", "Granby, Québec", places.EASTERN),
        ("fr", "Montréal, Canada", places.EASTERN),
        ("fr", "Québec, Canada", places.EASTERN),
        ("fr", "Ottawa, Ontario", places.EASTERN),
        ("fr", "Sherbrooke, QC", places.EASTERN),
        ("fr", "Gatineau QC", places.EASTERN),
        ("fr", "Laval, Qc", places.EASTERN),
        ("fr", "Magog Qc", places.EASTERN),
        ("fr", "Moncton NB", places.NEW_BRUNSWICK),
        ("fr", "Moncton, N.-B.", places.NEW_BRUNSWICK),
        ("fr", "Halifax, N.-É.", places.ATLANTIC),
        ("fr", "Fort Lauderdale, Floride", places.US_EASTERN),
        ("fr", "Cocoa Beach, Floride", places.US_EASTERN),
        ("fr", "Paris, France", "Europe/Paris"),
        ("fr", "Lyon, France", "Europe/Paris"),
        ("fr", "Nice (France)", "Europe/Paris"),
        ("en", "Tampa FL", places.US_EASTERN),
        ("en", "Orlando, Florida", places.US_EASTERN),
        ("en", "Montreal, Quebec", places.EASTERN),
        ("en", "Toronto, ON", places.EASTERN),
        ("en", "Halifax NS", places.ATLANTIC),
        ("en", "Paris, Texas", places.CENTRAL),
        ("fr", "à Rimouski", places.EASTERN),
        ("fr", "en Floride", places.US_EASTERN),
        ("fr", "au Québec", places.EASTERN),
        ("fr", "en France", "Europe/Paris"),
        ("fr", "Je suis à Montréal", places.EASTERN),
        ("fr", "j'habite à Gaspé", places.EASTERN),
        ("en", "in Florida", places.US_EASTERN),
        ("en", "I live in Montreal", places.EASTERN),
    ],
)
def test_a_town_with_its_region_or_after_a_word_is_read(lang: str, typed: str, zone: str) -> None:
    assert _find(typed, lang) == (zone, ()), typed


@pytest.mark.parametrize(
    ("lang", "typed", "as_typed"),
    [("fr", "au Mexique", "Mexique"), ("fr", "aux États-Unis", "États-Unis")],
)
def test_a_country_after_a_word_offers_its_clocks(lang: str, typed: str, as_typed: str) -> None:
    assert _find(typed, lang) == _find(as_typed, lang)
    assert _find(typed, lang)[1], typed
