"""The lookup tables `bot.drills.daily_time` reads a typed zone with, keyed by folded name:
the names of places and clocks in French and in English (`LOCAL_NAMES`, built from the places
of `bot.drills.daily_places`), the provinces' and states' codes written after a town, the
countries and territories of several clocks, the words that say a zone is the United States'
one, and the abbreviations people write (`ABBREVIATIONS`). Data only."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from bot.drills.daily_places import (
    ARIZONA,
    ATLANTIC,
    CANADIAN_TOWNS,
    CENTRAL,
    EASTERN,
    GASPESIE,
    MADELEINE,
    MOUNTAIN,
    NEW_BRUNSWICK,
    NEW_BRUNSWICK_TOWNS,
    NEWFOUNDLAND,
    PACIFIC,
    QUEBEC_IN_ENGLISH,
    QUEBEC_REGIONS,
    QUEBEC_TOWNS,
    SASKATCHEWAN,
    SNOWBIRD_ARIZONA,
    SNOWBIRD_EASTERN,
    SNOWBIRD_TEXAS,
    SOUTH_CANCUN,
    SUMMER_EASTERN,
    US_EASTERN,
)

LOCAL_NAMES: Final[dict[str, str]] = {
    # Québec: Eastern time, except the Îles-de-la-Madeleine (Atlantic time).
    "quebec": EASTERN,
    "ville de quebec": EASTERN,
    "quebec city": EASTERN,
    "montreal": EASTERN,
    "gaspe": EASTERN,
    "gaspesie": EASTERN,
    "rimouski": EASTERN,
    "sherbrooke": EASTERN,
    "trois rivieres": EASTERN,
    "saguenay": EASTERN,
    "chicoutimi": EASTERN,
    "gatineau": EASTERN,
    "laval": EASTERN,
    "longueuil": EASTERN,
    "levis": EASTERN,
    "valleyfield": EASTERN,
    "salaberry de valleyfield": EASTERN,
    "sept iles": EASTERN,
    "ottawa": EASTERN,
    "ontario": EASTERN,
    "iles de la madeleine": ATLANTIC,
    "les iles de la madeleine": ATLANTIC,
    "magdalen islands": ATLANTIC,
    **dict.fromkeys(QUEBEC_TOWNS, EASTERN),
    **dict.fromkeys(QUEBEC_REGIONS, EASTERN),
    **dict.fromkeys(QUEBEC_IN_ENGLISH, EASTERN),
    # Gaspésie and the Matane valley (Eastern time), where the Jeux des 50 ans are played.
    **dict.fromkeys(GASPESIE, EASTERN),
    # The Îles-de-la-Madeleine's villages (Atlantic time).
    **dict.fromkeys(MADELEINE, ATLANTIC),
    # The time zones by their everyday names, in French and in English.
    "heure de l est": EASTERN,
    "heure normale de l est": EASTERN,
    "heure avancee de l est": EASTERN,
    "est": EASTERN,
    "l est": EASTERN,
    "eastern": EASTERN,
    "eastern time": EASTERN,
    "heure de l atlantique": ATLANTIC,
    "atlantique": ATLANTIC,
    "atlantic": ATLANTIC,
    "atlantic time": ATLANTIC,
    "maritimes": ATLANTIC,
    "nouvelle ecosse": ATLANTIC,
    "nova scotia": ATLANTIC,
    **dict.fromkeys(NEW_BRUNSWICK_TOWNS, NEW_BRUNSWICK),
    "charlottetown": ATLANTIC,
    # The provinces and territories by their names (« /fuseau Île-du-Prince-Édouard » was
    # unknown while « Nouvelle-Écosse » was read); Labrador keeps Atlantic time but its
    # south-east coast, which few name; the province as a whole, its island's clock, where
    # most of it lives (« Labrador » names the other).
    **dict.fromkeys(("terre neuve et labrador", "newfoundland and labrador"), NEWFOUNDLAND),
    **dict.fromkeys(
        ("ile du prince edouard", "l ile du prince edouard", "ipe", "prince edward island"),
        ATLANTIC,
    ),
    "pei": ATLANTIC,
    **dict.fromkeys(("labrador", "le labrador", "labrador city", "wabush"), ATLANTIC),
    "fermont": EASTERN,
    **dict.fromkeys(
        ("territoires du nord ouest", "les territoires du nord ouest", "northwest territories"),
        MOUNTAIN,
    ),
    "heure de terre neuve": NEWFOUNDLAND,
    "terre neuve": NEWFOUNDLAND,
    "newfoundland": NEWFOUNDLAND,
    "newfoundland time": NEWFOUNDLAND,
    "st john s": NEWFOUNDLAND,
    "saint jean de terre neuve": NEWFOUNDLAND,
    "heure du centre": CENTRAL,
    "central": CENTRAL,
    "central time": CENTRAL,
    "manitoba": CENTRAL,
    "saskatchewan": SASKATCHEWAN,
    "heure des rocheuses": MOUNTAIN,
    "rocheuses": MOUNTAIN,
    "mountain": MOUNTAIN,
    "mountain time": MOUNTAIN,
    "alberta": MOUNTAIN,
    "calgary": MOUNTAIN,
    "heure du pacifique": PACIFIC,
    "pacifique": PACIFIC,
    "pacific": PACIFIC,
    "pacific time": PACIFIC,
    "colombie britannique": PACIFIC,
    "british columbia": PACIFIC,
    **CANADIAN_TOWNS,
    # Where club members spend the winter ("snowbirds"): Florida keeps Montréal's time (its
    # panhandle, on Central time, draws few) in the United States' zone, so it is named
    # « heure de l'Est (États-Unis) », not « (Québec, Ontario) »; Arizona has no summer
    # time, the Rio Grande valley of Texas is on Central time. Cities with a namesake abroad
    # (Naples, Hollywood, St. Petersburg) are left out: a wrong zone is worse than a question.
    "floride": US_EASTERN,
    "florida": US_EASTERN,
    **dict.fromkeys(SNOWBIRD_EASTERN, US_EASTERN),
    **dict.fromkeys(SUMMER_EASTERN, US_EASTERN),
    **dict.fromkeys(("nouveau mexique", "new mexico", "albuquerque"), MOUNTAIN),
    "palm springs": PACIFIC,
    "arizona": ARIZONA,
    **dict.fromkeys(SNOWBIRD_ARIZONA, ARIZONA),
    "texas": CENTRAL,
    **dict.fromkeys(SNOWBIRD_TEXAS, CENTRAL),
    "californie": PACIFIC,
    "california": PACIFIC,
    **dict.fromkeys(("nevada", "las vegas", "laughlin"), PACIFIC),
    **dict.fromkeys(("hawai", "hawaii", "honolulu", "maui"), "Pacific/Honolulu"),
    # The winter towns of the south, where the tz database names another city.
    **dict.fromkeys(SOUTH_CANCUN, "America/Cancun"),
    **dict.fromkeys(("puerto vallarta", "ixtapa", "huatulco"), "America/Mexico_City"),
    **dict.fromkeys(("los cabos", "cabo san lucas", "san jose del cabo"), "America/Mazatlan"),
    **dict.fromkeys(("punta cana", "puerto plata", "samana", "la romana"), "America/Santo_Domingo"),
    # Great Britain, whose nations are no countries to CLDR (« Royaume-Uni » is read).
    **dict.fromkeys(
        (
            "angleterre",
            "l angleterre",
            "england",
            "ecosse",
            "l ecosse",
            "scotland",
            "pays de galles",
            "wales",
            "grande bretagne",
            "great britain",
            "uk",
            "u k",
        ),
        "Europe/London",
    ),
    **dict.fromkeys(("varadero", "cayo coco", "holguin", "cayo santa maria"), "America/Havana"),
}
"""Names Québec and Canadian players use for where they live or their time, folded (no case,
no accents, spaces for hyphens and apostrophes) -> the zone, with its daylight saving time."""

REGION_CODES: Final = MappingProxyType(
    {
        **dict.fromkeys(("qc", "pq", "on", "ont"), EASTERN),
        **dict.fromkeys(("nb", "n b"), NEW_BRUNSWICK),
        **dict.fromkeys(("ns", "n e", "ne", "pe", "pei", "ipe", "i p e"), ATLANTIC),
        **dict.fromkeys(("nl", "tnl", "t n l"), NEWFOUNDLAND),
        **dict.fromkeys(("mb", "man"), CENTRAL),
        **dict.fromkeys(("sk", "sask"), SASKATCHEWAN),
        **dict.fromkeys(("ab", "alta"), MOUNTAIN),
        **dict.fromkeys(("bc", "b c", "cb", "c b"), PACIFIC),
        **dict.fromkeys(
            ("fl", "fla", "ny", "me", "vt", "nh", "ma", "nj", "sc", "nc", "ga"), US_EASTERN
        ),
        **dict.fromkeys(("az", "ariz"), ARIZONA),
        **dict.fromkeys(("tx", "tex"), CENTRAL),
        **dict.fromkeys(("nv", "ca", "calif"), PACIFIC),
    }
)
"""The provinces' and states' abbreviations written after a town, folded (« Magog QC »,
« Moncton, N.-B. », "Tampa FL"): its clock. (« CA », after a town, is California's, as an
address writes it; Canada is written out.)"""

SEVERAL_CLOCKS: Final = MappingProxyType(
    {
        **dict.fromkeys(
            (
                "etats unis",
                "les etats unis",
                "etats unis d amerique",
                "united states",
                "the united states",
                "usa",
                "us",
                "u s",
                "u s a",
            ),
            (US_EASTERN, CENTRAL, MOUNTAIN, ARIZONA, PACIFIC),
        ),
        "canada": (EASTERN, ATLANTIC, NEWFOUNDLAND, CENTRAL, MOUNTAIN, PACIFIC),
        "mexique": ("America/Cancun", "America/Mexico_City", "America/Mazatlan"),
        **dict.fromkeys(("espagne", "spain"), ("Europe/Madrid", "Atlantic/Canary")),
        **dict.fromkeys(("bresil", "brazil"), ("America/Sao_Paulo", "America/Manaus")),
        **dict.fromkeys(
            ("australie", "australia"),
            ("Australia/Sydney", "Australia/Brisbane", "Australia/Adelaide", "Australia/Perth"),
        ),
    }
)
"""The countries of several clocks, folded, and their clocks, where the club's members go
first (Cancún's before Mexico City's): « /fuseau Mexique » offers them, where « Je ne connais
pas le fuseau horaire Mexique » told her to write her country. (« Mexico » is Mexico City, the
tz database's name; the countries of one clock are read by the reader's language.)"""

TERRITORY_CLOCKS: Final = MappingProxyType(
    {"nunavut": ("America/Iqaluit", "America/Rankin_Inlet", "America/Cambridge_Bay")}
)
"""The provinces and territories of several clocks, folded, and their clocks, the most lived
in first: « /fuseau Nunavut » answered « Je ne connais pas le fuseau horaire Nunavut ». (The
others are read as the clock most of their people live on: Ontario, Colombie-Britannique.)"""

UNITED_STATES: Final = frozenset(
    {
        "us",
        "u s",
        "usa",
        "u s a",
        "united states",
        "the united states",
        "of the united states",
        "in the united states",
        "in the us",
        "etats unis",
        "des etats unis",
        "aux etats unis",
        "e u",
        "americain",
        "americaine",
        "american",
    }
)
"""How a zone's name is said to be the United States' one (« Est des États-Unis », "Eastern
US"), folded, before or after it."""
US_ZONES: Final = MappingProxyType(
    {EASTERN: US_EASTERN, CENTRAL: CENTRAL, MOUNTAIN: MOUNTAIN, PACIFIC: PACIFIC}
)
"""The United States' zone of an everyday zone's name: Eastern time under the United States'
name (`US_EASTERN`); Central, Mountain and Pacific time keep one clock on both sides of the
border, and their names say no country (Arizona, without summer time, is named apart)."""
ZONE_WORDS: Final = frozenset(
    {
        "est",
        "eastern",
        "centre",
        "central",
        "rocheuses",
        "mountain",
        "pacifique",
        "pacific",
        "atlantique",
        "atlantic",
        "heure",
        "time",
    }
)
"""The words of the everyday zones' names, folded: never read as the start of a place's name
("Eastern US" offered Pacific/Easter, Easter Island; "Pacific US", Pacific/Truk)."""

ABBREVIATIONS: Final[dict[str, str]] = {
    "est": EASTERN,
    "edt": EASTERN,
    "et": EASTERN,
    "hne": EASTERN,
    "hae": EASTERN,
    "est5edt": EASTERN,
    "ast": ATLANTIC,
    "adt": ATLANTIC,
    "hna": ATLANTIC,
    "haa": ATLANTIC,
    "nst": NEWFOUNDLAND,
    "ndt": NEWFOUNDLAND,
    "cst": CENTRAL,
    "cdt": CENTRAL,
    "cst6cdt": CENTRAL,
    "mst": MOUNTAIN,
    "mdt": MOUNTAIN,
    "mst7mdt": MOUNTAIN,
    "pst": PACIFIC,
    "pdt": PACIFIC,
    "pst8pdt": PACIFIC,
    "hst": "Pacific/Honolulu",
    "hnt": NEWFOUNDLAND,
    "hat": NEWFOUNDLAND,
    "hnc": CENTRAL,
    "hac": CENTRAL,
    "hnr": MOUNTAIN,
    "har": MOUNTAIN,
    "hnp": PACIFIC,
    "hap": PACIFIC,
}
"""Abbreviations as people write them: EST means the time of Toronto and Montréal, summer
included. (The tz database's own `EST` is UTC-5 all year: it would silently lose daylight
saving time, so it is never what a player gets.)"""
