"""The places Québec and Canadian players name, grouped by their IANA zone: the everyday zones
(`EASTERN`, `ATLANTIC`…), Québec's towns and regions (Gaspésie, the Îles-de-la-Madeleine on
Atlantic time), New Brunswick's, Canada's towns beyond Québec, and the winter and summer towns
of snowbirds. Data only: `bot.drills.daily_zone_names` builds the lookup tables from them."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

EASTERN: Final = "America/Toronto"
ATLANTIC: Final = "America/Halifax"
NEW_BRUNSWICK: Final = "America/Moncton"
"""Atlantic time in New Brunswick: `ATLANTIC`'s clock, under the province's own zone."""
NEWFOUNDLAND: Final = "America/St_Johns"
CENTRAL: Final = "America/Winnipeg"
SASKATCHEWAN: Final = "America/Regina"
MOUNTAIN: Final = "America/Edmonton"
PACIFIC: Final = "America/Vancouver"
ARIZONA: Final = "America/Phoenix"
US_EASTERN: Final = "America/New_York"
"""Eastern time in the United States (Florida): the same clock as `EASTERN`, another name."""

GASPESIE: Final = (
    "sainte anne des monts",
    "ste anne des monts",
    "cap chat",
    "matane",
    "mont joli",
    "amqui",
    "causapscal",
    "sayabec",
    "murdochville",
    "riviere au renard",
    "perce",
    "grande riviere",
    "chandler",
    "pabos",
    "port daniel",
    "paspebiac",
    "new carlisle",
    "bonaventure",
    "new richmond",
    "maria",
    "carleton",
    "carleton sur mer",
    "nouvelle",
    "pointe a la croix",
    "matapedia",
    "mont saint pierre",
    "grande vallee",
    "madeleine centre",
    "baie des chaleurs",
    "haute gaspesie",
    "cote de gaspe",
)
"""Towns of Gaspésie (and the Matane and Matapédia valleys), folded as `folded_place` folds them."""
MADELEINE: Final = (
    "cap aux meules",
    "havre aubert",
    "havre aux maisons",
    "fatima",
    "l etang du nord",
    "etang du nord",
    "grande entree",
    "grosse ile",
    "old harry",
    "pointe aux loups",
    "ile d entree",
    "les iles",
)
"""The Îles-de-la-Madeleine's villages, on Atlantic time like the Maritimes."""
NEW_BRUNSWICK_TOWNS: Final = (
    "nouveau brunswick",
    "new brunswick",
    "moncton",
    "dieppe",
    "shediac",
    "cap pele",
    "bouctouche",
    "richibucto",
    "memramcook",
    "sackville",
    "edmundston",
    "grand sault",
    "kedgwick",
    "campbellton",
    "beresford",
    "petit rocher",
    "caraquet",
    "shippagan",
    "lameque",
    "miscou",
    "tracadie",
    "tracadie sheila",
    "neguac",
    "miramichi",
    "peninsule acadienne",
    "fredericton",
    "oromocto",
    "saint john",
)
"""New Brunswick and its towns (Moncton's, the Acadian peninsula's, the Madawaska's), folded:
Atlantic time, in the province's own zone. Without them « /fuseau Edmundston » suggested
Edmonton (Mountain time), « Caraquet » nothing. Towns with a namesake elsewhere are left out,
as for the snowbirds' (Grand Falls, Bathurst, Saint-Quentin, Saint-Léonard, Riverview,
Sussex)."""

QUEBEC_TOWNS: Final = (
    "saint jean sur richelieu",
    "drummondville",
    "granby",
    "saint hyacinthe",
    "saint jerome",
    "terrebonne",
    "repentigny",
    "mascouche",
    "l assomption",
    "joliette",
    "rawdon",
    "berthierville",
    "blainville",
    "mirabel",
    "saint eustache",
    "sainte therese",
    "boisbriand",
    "lachute",
    "saint sauveur",
    "sainte adele",
    "sainte agathe des monts",
    "mont tremblant",
    "mont laurier",
    "brossard",
    "boucherville",
    "chambly",
    "beloeil",
    "saint bruno de montarville",
    "la prairie",
    "candiac",
    "chateauguay",
    "beauharnois",
    "huntingdon",
    "ormstown",
    "vaudreuil dorion",
    "saint lazare",
    "pointe claire",
    "dorval",
    "cowansville",
    "farnham",
    "bromont",
    "sutton",
    "magog",
    "coaticook",
    "lac megantic",
    "victoriaville",
    "plessisville",
    "nicolet",
    "becancour",
    "louiseville",
    "shawinigan",
    "la tuque",
    "sorel tracy",
    "thetford mines",
    "saint georges",
    "sainte marie",
    "montmagny",
    "la pocatiere",
    "kamouraska",
    "riviere du loup",
    "baie saint paul",
    "la malbaie",
    "jonquiere",
    "alma",
    "roberval",
    "dolbeau mistassini",
    "baie comeau",
    "rouyn noranda",
    "val d or",
    "amos",
    # Abitibi-Témiscamingue, the Nord-du-Québec, the Saguenay-Lac-Saint-Jean, the Côte-Nord
    # up to Havre-Saint-Pierre, the Bas-Saint-Laurent, the Outaouais and the Mauricie: still
    # Eastern time. Without them « /fuseau Chibougamau » suggested Chihuahua (Mexico). Hull
    # and Buckingham are left out: England has its own.
    "chibougamau",
    "chapais",
    "matagami",
    "lebel sur quevillon",
    "radisson",
    "chisasibi",
    "kuujjuaq",
    # the Nunavik (Québec north of the 55th parallel) and the Jamésie: Eastern time, as all the
    # Nord-du-Québec (« /fuseau Nunavik » said « Je ne connais pas le fuseau horaire Nunavik »)
    "nunavik",
    "nord du quebec",
    "jamesie",
    "baie james",
    "eeyou istchee",
    "kuujjuarapik",
    "inukjuak",
    "puvirnituq",
    "salluit",
    "la sarre",
    "senneterre",
    "malartic",
    "ville marie",
    "temiscaming",
    "la baie",
    "saint felicien",
    "tadoussac",
    "les escoumins",
    "forestville",
    "port cartier",
    "havre saint pierre",
    "trois pistoles",
    "temiscouata sur le lac",
    "degelis",
    "pohenegamook",
    "maniwaki",
    "grand mere",
    "donnacona",
    "saint raymond",
    "val des sources",
    "asbestos",
    "east angus",
)
"""Québec's towns where FADOQ clubs meet, beyond the big cities, folded: all on Eastern time
(only the Îles-de-la-Madeleine and the Basse-Côte-Nord keep Atlantic time; the Basse-Côte-Nord
is left out). Without them, « /fuseau Drummondville » suggested Antarctica/DumontDUrville."""

QUEBEC_REGIONS: Final = (
    "quebec province",
    "province de quebec",
    "province of quebec",
    "qc",
    "pq",
    "mauricie",
    "la mauricie",
    "lac saint jean",
    "le lac saint jean",
    "saguenay lac saint jean",
    "beauce",
    "la beauce",
    "bas saint laurent",
    "le bas saint laurent",
    "bas du fleuve",
    "abitibi",
    "l abitibi",
    "abitibi temiscamingue",
    "temiscamingue",
    "cote nord",
    "la cote nord",
    "estrie",
    "l estrie",
    "cantons de l est",
    "eastern townships",
    "outaouais",
    "l outaouais",
    "laurentides",
    "les laurentides",
    "lanaudiere",
    "monteregie",
    "la monteregie",
    "charlevoix",
    "chaudiere appalaches",
    "centre du quebec",
    "capitale nationale",
    "la capitale nationale",
    "ile d orleans",
    "l ile d orleans",
    "lotbiniere",
    "bellechasse",
    "portneuf",
    "kamouraska",
    "temiscouata",
    "matapedia",
    "haute cote nord",
    # The towns merged into Québec City, Montréal, Longueuil, Lévis and Saguenay, named as
    # their people still name them.
    "sainte foy",
    "sillery",
    "cap rouge",
    "beauport",
    "charlesbourg",
    "loretteville",
    "val belair",
    "l ancienne lorette",
    "ancienne lorette",
    "limoilou",
    "saint augustin de desmaures",
    "verdun",
    "lachine",
    "anjou",
    "lasalle",
    "montreal nord",
    "rosemont",
    "pierrefonds",
    "roxboro",
    "westmount",
    "outremont",
    "cote saint luc",
    "dollard des ormeaux",
    "kirkland",
    "beaconsfield",
    "saint lambert",
    "greenfield park",
    "sainte julie",
    "varennes",
    "contrecoeur",
    "charny",
    "saint romuald",
    "saint nicolas",
    "lac brome",
    "knowlton",
    # The Beauce's and the Chaudière-Appalaches' towns, the Côte-du-Sud's, the Côte-Nord's
    # far end (Eastern time up to Natashquan) and the north.
    "saint georges de beauce",
    "sainte marie de beauce",
    "saint joseph de beauce",
    "beauceville",
    "lac etchemin",
    "saint jean port joli",
    "l islet",
    "natashquan",
    "schefferville",
)
"""Québec's administrative regions and how people say their province, the towns merged into
its cities (Sainte-Foy, Charlesbourg, Lachine, Verdun…) and more of its towns, folded: all on
Eastern time. Without them « /fuseau Mauricie » offered « Maurice » (an island of the Indian
Ocean) and « Westmount » Perth's old name; « Lac-Saint-Jean », « Beauce », « Sainte-Foy »,
« QC » were not known."""

QUEBEC_IN_ENGLISH: Final = (
    "three rivers",
    "lake saint john",
    "lake saint jean",
    "north shore",
    "south shore",
    "rive sud",
    "la rive sud",
    "rive nord",
    "la rive nord",
    "the gaspe",
    "gaspe peninsula",
    "gaspe coast",
    "west island",
    "montreal west",
    "hudson",
    "laurentians",
    "the laurentians",
    "lower saint lawrence",
    "the eastern townships",
    "townships",
)
"""Québec's places as its English speakers name them (Trois-Rivières, the Lac-Saint-Jean, the
Côte-Nord), and the shores of Montréal and Québec City as everybody does, folded: Eastern
time. "/tz Three Rivers" offered Central time, "Lake St. John" New Brunswick's and
Newfoundland's clocks, "North Shore" Darwin."""

CANADIAN_TOWNS: Final = MappingProxyType(
    {
        **dict.fromkeys(
            ("victoria", "victoria bc", "nanaimo", "kelowna", "kamloops", "abbotsford"), PACIFIC
        ),
        **dict.fromkeys(
            ("prince george", "ile de vancouver", "l ile de vancouver", "vancouver island"),
            PACIFIC,
        ),
        **dict.fromkeys(
            ("fort mcmurray", "red deer", "lethbridge", "medicine hat", "grande prairie"),
            MOUNTAIN,
        ),
        **dict.fromkeys(("cap breton", "cape breton", "ile du cap breton", "summerside"), ATLANTIC),
        **dict.fromkeys(("corner brook", "gander", "grand falls windsor"), NEWFOUNDLAND),
        **dict.fromkeys(("happy valley goose bay", "happy valley"), "America/Goose_Bay"),
        **dict.fromkeys(("yukon", "le yukon", "au yukon"), "America/Whitehorse"),
        **dict.fromkeys(("niagara", "niagara falls", "ottawa gatineau"), EASTERN),
        **dict.fromkeys(("saskatoon", "moose jaw", "prince albert"), SASKATCHEWAN),
        **dict.fromkeys(("brandon", "kenora", "dryden"), CENTRAL),
        **dict.fromkeys(
            (
                "kingston",
                "sudbury",
                "hamilton",
                "windsor",
                "cornwall",
                "hawkesbury",
                "belleville",
                "peterborough",
                "timmins",
                "north bay",
                "barrie",
                "kitchener",
                "waterloo",
                "guelph",
            ),
            EASTERN,
        ),
    }
)
"""Canada's towns beyond Québec that club members name, folded, and their clock: Victoria was
Australia/Victoria (Melbourne's clock) to the tz database, Kenora is on Central time like
Manitoba, the rest of Ontario on Eastern time; « Fort McMurray » offered Indianapolis. (Truro
and Yarmouth, with namesakes in England, are left out.)"""

SNOWBIRD_EASTERN: Final = (
    "miami",
    "fort lauderdale",
    "hallandale",
    "hallandale beach",
    "pompano beach",
    "deerfield beach",
    "boca raton",
    "delray beach",
    "west palm beach",
    "palm beach",
    "lake worth",
    "orlando",
    "kissimmee",
    "tampa",
    "clearwater",
    "sarasota",
    "bradenton",
    "fort myers",
    "cape coral",
    "port charlotte",
    "lakeland",
    "daytona beach",
    "key west",
    "myrtle beach",
)
"""Winter towns of Québec snowbirds on Eastern time (Florida, and Myrtle Beach), folded."""
SNOWBIRD_ARIZONA: Final = ("phoenix", "mesa", "yuma", "tucson", "scottsdale")
"""Arizona's winter towns: Mountain time, no summer time."""
SNOWBIRD_TEXAS: Final = ("mcallen", "harlingen", "mission", "brownsville")
"""The Rio Grande valley's winter towns: Central time."""

SUMMER_EASTERN: Final = (
    "old orchard",
    "old orchard beach",
    "ogunquit",
    "kennebunk",
    "kennebunkport",
    "york beach",
    "hampton beach",
    "maine",
    "le maine",
    "vermont",
    "le vermont",
    "new hampshire",
    "le new hampshire",
    "plattsburgh",
    "lake placid",
    "cap cod",
    "cape cod",
    "wildwood",
    "cape may",
    "atlantic city",
    "boston",
    "massachusetts",
    "nouvelle angleterre",
    "la nouvelle angleterre",
    "new england",
    "caroline du sud",
    "south carolina",
    "caroline du nord",
    "north carolina",
    "virginia beach",
    "new jersey",
)
"""Where Québec spends its summer and drives through (Old Orchard Beach, Ogunquit, Cape Cod,
Wildwood, the Adirondacks) and the states on the way south, folded: the United States'
Eastern time. (Wells, with a namesake in England, is left out.)"""

SOUTH_CANCUN: Final = ("playa del carmen", "riviera maya", "tulum", "puerto morelos", "cozumel")
"""Quintana Roo's winter towns: Cancún's clock (UTC-5, no summer time), not Mexico City's."""
