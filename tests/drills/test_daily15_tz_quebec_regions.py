"""« /fuseau Mauricie » offered « Maurice » (the island, in the Indian Ocean), « Westmount »
Perth's old name, « Lac-Saint-Jean », « Beauce », « Sainte-Foy », « Charlesbourg », « QC »…
answered « Je ne connais pas le fuseau horaire »: Québec's regions, as club members name
where they live, and the towns merged into Québec City, Montréal, Lévis and Saguenay, all on
Eastern time. They are read as Eastern time."""

from __future__ import annotations

import pytest

from bot.drills.daily_places import EASTERN
from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.views.daily_zone import country_zones, place_zones

TR = I18n.load().translator("fr")


@pytest.mark.parametrize(
    "typed",
    [
        "Mauricie",
        "Lac-Saint-Jean",
        "Saguenay\u2013Lac-Saint-Jean",  # an en dash
        "Beauce",
        "Saint-Georges-de-Beauce",
        "Saint-Georges de Beauce",
        "Bas-Saint-Laurent",
        "Abitibi",
        "Abitibi-Témiscamingue",
        "Côte-Nord",
        "Estrie",
        "Cantons-de-l'Est",
        "Outaouais",
        "Laurentides",
        "Lanaudière",
        "Montérégie",
        "Charlevoix",
        "Chaudière-Appalaches",
        "Centre-du-Québec",
        "Capitale-Nationale",
        "province de Québec",
        "QC",
        "Sainte-Foy",
        "Beauport",
        "Charlesbourg",
        "Sillery",
        "Cap-Rouge",
        "L'Ancienne-Lorette",
        "Verdun",
        "Lachine",
        "Anjou",
        "LaSalle",
        "Montréal-Nord",
        "Rosemont",
        "Pierrefonds",
        "Westmount",
        "Côte-Saint-Luc",
        "Dollard-des-Ormeaux",
        "Saint-Lambert",
        "Sainte-Julie",
        "Varennes",
        "Lac-Brome",
        "Beauceville",
        "Sainte-Marie-de-Beauce",
        "Lac-Etchemin",
        "Île d'Orléans",
        "Saint-Jean-Port-Joli",
        "Lotbinière",
        "Schefferville",
        "Natashquan",
    ],
)
def test_a_region_or_borough_of_quebec_is_eastern_time(typed: str) -> None:
    found = find_timezone(typed, named=place_zones(TR), countries=country_zones(TR))
    assert found.name == EASTERN, (typed, found)
