"""Local time for the daily challenge: IANA timezones and the player's local day.

The day a challenge belongs to is the player's local date, in the timezone chosen with /tz,
else the bot's default (`MUGGINS_TZ`, itself `America/Toronto` by default). Timezones come from
`zoneinfo` with the `tzdata` package, so slim images have them too. A name typed with a typo
gets suggestions from the list of known names (`difflib`); a city alone ("toronto", "Paris")
is accepted when exactly one zone ends with it. Times of day and dates as players type them
are read in `bot.drills.typed_time`.
"""

from __future__ import annotations

import difflib
import functools
import re
import zoneinfo
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, tzinfo
from typing import Final

from bot.drills.typed_time import folded_words

DEFAULT_TZ: Final = "America/Toronto"
SUGGESTIONS: Final = 3
SUGGESTION_CUTOFF: Final = 0.6
NOT_ZONES: Final = frozenset(
    {
        "Factory",
        "localtime",
        "posixrules",
        # Fixed offsets without daylight saving time that people mean with it ("EST" in
        # July is EDT): `ABBREVIATIONS` gives them the zone with its summer time.
        "EST",
        "MST",
        "HST",
        "EST5EDT",
        "CST6CDT",
        "MST7MDT",
        "PST8PDT",
    }
)
"""Names in the tz database that are not places a player lives in."""
MAX_TZ_INPUT: Final = 64
MIN_FIT: Final = 3
"""The fewest letters typed that a Québec or Canadian name is suggested from (« Sai »)."""
NEAR_SPELLING: Final = 0.8
"""How close a typo must be to a Québec or Canadian name to suggest its zone."""

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
    "mountain": MOUNTAIN,
    "mountain time": MOUNTAIN,
    "alberta": MOUNTAIN,
    "calgary": MOUNTAIN,
    "heure du pacifique": PACIFIC,
    "pacific": PACIFIC,
    "pacific time": PACIFIC,
    "colombie britannique": PACIFIC,
    "british columbia": PACIFIC,
    # Where club members spend the winter ("snowbirds"): Florida keeps Montréal's time (its
    # panhandle, on Central time, draws few) in the United States' zone, so it is named
    # « heure de l'Est (États-Unis) », not « (Québec, Ontario) »; Arizona has no summer
    # time, the Rio Grande valley of Texas is on Central time. Cities with a namesake abroad
    # (Naples, Hollywood, St. Petersburg) are left out: a wrong zone is worse than a question.
    "floride": US_EASTERN,
    "florida": US_EASTERN,
    **dict.fromkeys(SNOWBIRD_EASTERN, US_EASTERN),
    "arizona": ARIZONA,
    **dict.fromkeys(SNOWBIRD_ARIZONA, ARIZONA),
    "texas": CENTRAL,
    **dict.fromkeys(SNOWBIRD_TEXAS, CENTRAL),
    "californie": PACIFIC,
    "california": PACIFIC,
}
"""Names Québec and Canadian players use for where they live or their time, folded (no case,
no accents, spaces for hyphens and apostrophes) -> the zone, with its daylight saving time."""

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
}
"""Abbreviations as people write them: EST means the time of Toronto and Montréal, summer
included. (The tz database's own `EST` is UTC-5 all year: it would silently lose daylight
saving time, so it is never what a player gets.)"""


@functools.cache
def timezone_names() -> frozenset[str]:
    """Every IANA timezone name a player can choose."""
    return frozenset(zoneinfo.available_timezones() - NOT_ZONES)


@functools.cache
def _by_folded_name() -> dict[str, str]:
    """Case-folded full name -> the canonical name."""
    return {name.casefold(): name for name in timezone_names()}


@functools.cache
def _by_city() -> dict[str, tuple[str, ...]]:
    """Case-folded last component ("toronto") -> the zones ending with it."""
    cities: dict[str, list[str]] = {}
    for name in sorted(timezone_names()):
        cities.setdefault(name.rsplit("/", 1)[-1].casefold(), []).append(name)
    return {city: tuple(names) for city, names in cities.items()}


def zone(name: str) -> zoneinfo.ZoneInfo:
    """The timezone called `name` (an IANA name); ValueError if unknown."""
    if name not in timezone_names():
        raise ValueError(f"unknown timezone: {name!r}")
    return zoneinfo.ZoneInfo(name)


def is_timezone(name: str) -> bool:
    """True for a known IANA timezone name (exact spelling)."""
    return name in timezone_names()


@dataclass(frozen=True, slots=True)
class TzLookup:
    """What a typed timezone resolves to: a name, or suggestions (maybe none)."""

    name: str | None
    suggestions: tuple[str, ...] = ()


def _normalized(text: str) -> str:
    """Spaces as underscores, no surrounding blanks: "new york" -> "new_york"."""
    return "_".join(text.strip().split())


def folded_place(text: str) -> str:
    """A place as typed, compared loosely: no case, no accents, hyphens, apostrophes and dots
    as spaces ("Îles-de-la-Madeleine" -> "iles de la madeleine", "heure de l'Est")."""
    return folded_words(text, r"[-'\u2019._/]")


def local_timezone(text: str) -> str | None:
    """The zone of a name Québec and Canadian players use ("Gaspé", "heure de l'Atlantique",
    "EST"), or None."""
    folded = folded_place(text[:MAX_TZ_INPUT])
    found = ABBREVIATIONS.get(folded.replace(" ", "")) or LOCAL_NAMES.get(folded)
    return found or LOCAL_NAMES.get(_SAINT_SHORT.sub(_saint_word, folded))


_SAINT_SHORT = re.compile(r"\b(st|ste)\b")
"""« St-Jérôme », « Ste-Agathe »: how town names starting with Saint are often written."""


def _saint_word(match: re.Match[str]) -> str:
    return "saint" if match[1] == "st" else "sainte"


_OFFSET: Final = re.compile(r"(?:utc|gmt)([+-])(\d{1,2})(?::?00)?")
"""An offset from UTC as people write it: « UTC-5 », « GMT+1 », « UTC - 5 », "UTC-05:00" (a
minus sign too, squeezed out first)."""
OFFSET_ZONE: Final = "Etc/GMT"
"""The tz database's fixed offsets: `Etc/GMT+5` is five hours *behind* UTC (POSIX's sign)."""


def offset_zone(text: str) -> str | None:
    """The fixed zone of an offset typed as people write it (`_OFFSET`): « UTC-5 », five
    hours behind UTC, is the tz database's Etc/GMT+5, whose sign reads the other way (« GMT-5 »
    set Etc/GMT-5, five hours ahead: 22 h at noon in Montréal); None for other words, or an
    offset no fixed zone has (« UTC+5:30 », « UTC+15 »)."""
    squeezed = "".join(text[:MAX_TZ_INPUT].split()).casefold().replace("\u2212", "-")
    match = _OFFSET.fullmatch(squeezed)
    if match is None:
        return None
    hours = int(match[2])
    if hours == 0:
        return OFFSET_ZONE
    name = f"{OFFSET_ZONE}{'+' if match[1] == '-' else '-'}{hours}"
    return name if is_timezone(name) else None


def offset_hours(name: str) -> int | None:
    """The offset from UTC of a fixed zone of the tz database, in hours as people write it
    (Etc/GMT+5 -> -5, Etc/GMT -> 0); None for any other zone."""
    if name == OFFSET_ZONE:
        return 0
    match = re.fullmatch(r"Etc/GMT([+-])(\d{1,2})", name)
    if match is None:
        return None
    return -int(match[2]) if match[1] == "+" else int(match[2])


def find_timezone(
    text: str, limit: int = SUGGESTIONS, *, named: Mapping[str, str] | None = None
) -> TzLookup:
    """Resolve a typed timezone: a name players use (`LOCAL_NAMES`, `ABBREVIATIONS`), an offset
    from UTC (`offset_zone`), any case of a full name, a city only one zone has, or a city as
    the player's language names it (`named`: its name folded by `folded_place` -> the zone;
    « Bruxelles », which the tz database knows as Brussels)."""
    typed = _normalized(text[:MAX_TZ_INPUT])
    if not typed:
        return TzLookup(None)
    local = local_timezone(text) or offset_zone(text)
    if local is not None:
        return TzLookup(local)
    folded = typed.casefold()
    exact = _by_folded_name().get(folded)
    if exact is not None:
        return TzLookup(exact)
    city = _by_city().get(folded)
    if city is not None and len(city) == 1:
        return TzLookup(city[0])
    in_words = (named or {}).get(folded_place(text[:MAX_TZ_INPUT]))
    if in_words is not None:
        return TzLookup(in_words)
    found = [*local_suggestions(text), *suggest_timezones(typed, limit)]
    return TzLookup(None, tuple(dict.fromkeys(found))[:limit])


def local_suggestions(text: str) -> list[str]:
    """The zones of the Québec and Canadian names (`LOCAL_NAMES`) that `text` fits, the zone
    most names fit first: each typed word starts a word of the name (« Saint » fits
    Saint-Jean-sur-Richelieu and Sainte-Anne-des-Monts), or the name is a near spelling
    (« Drumondville »). Without this, « /fuseau Saint » suggested Saipan, Saigon, Santiago."""
    folded = _SAINT_SHORT.sub(_saint_word, folded_place(text[:MAX_TZ_INPUT]))
    if len(folded) < MIN_FIT:
        return []
    typed = folded.split()
    fits = [n for n in LOCAL_NAMES if all(any(w.startswith(t) for w in n.split()) for t in typed)]
    fits += difflib.get_close_matches(folded, LOCAL_NAMES, n=SUGGESTIONS, cutoff=NEAR_SPELLING)
    zones = [LOCAL_NAMES[name] for name in fits]
    return sorted(dict.fromkeys(zones), key=lambda name: -zones.count(name))


RESEARCH_STATIONS: Final = "Antarctica/"
"""The zones of Antarctica's research stations: chosen when typed in full, never offered for a
near spelling (« /fuseau Pari » offered Palmer, a station, beside Paris)."""


OLD_NAMES: Final = frozenset({"US", "Canada", "Mexico", "Brazil", "Chile"})
"""The tz database's old areas (Mexico/General, US/Eastern), kept for old systems: their last
word names no place (« General »), so they are read when typed in full, never offered; nor
are its names without an area (Eire, GB, PRC, Zulu), for the same reason."""


def _old_name(name: str) -> bool:
    """Whether a zone's name is one of the tz database's old ones (`OLD_NAMES`)."""
    area, slash, _ = name.partition("/")
    return not slash or area in OLD_NAMES


def suggest_timezones(text: str, limit: int = SUGGESTIONS) -> tuple[str, ...]:
    """The known names closest to `text`, by full name and by city, best first (a research
    station only when its city is typed exactly; never an old name, `OLD_NAMES`)."""
    folded = _normalized(text).casefold()
    found = [name for name in _by_city().get(folded, ()) if not _old_name(name)]
    near: list[str] = []
    full = difflib.get_close_matches(folded, _by_folded_name(), n=limit, cutoff=SUGGESTION_CUTOFF)
    near += [_by_folded_name()[name] for name in full]
    cities = difflib.get_close_matches(folded, _by_city(), n=limit, cutoff=SUGGESTION_CUTOFF)
    near += [name for city in cities for name in _by_city()[city]]
    found += [n for n in near if not _old_name(n) and not n.startswith(RESEARCH_STATIONS)]
    unique = list(dict.fromkeys(found))
    return tuple(unique[:limit])


def local_day(moment: datetime, tz: tzinfo) -> date:
    """The date at `moment` (timezone-aware) where the clock is set to `tz`."""
    if moment.tzinfo is None:
        raise ValueError("moment must be timezone-aware")
    return moment.astimezone(tz).date()


LAST_ZONE: Final = "Etc/GMT+12"
"""The last timezone where a date ends (UTC-12; the sign of Etc/ names is inverted)."""


def still_today_somewhere(day: date, moment: datetime) -> bool:
    """True while `day` has not ended everywhere on Earth at `moment`.

    Replays are only opened for days that are over everywhere, so that no change of timezone
    can make a replayed day (whose answers the player has seen) "today" again.
    """
    return day >= local_day(moment, zone(LAST_ZONE))


def over_everywhere(day: date) -> datetime:
    """The moment `day` has ended everywhere on Earth (midnight after it in `LAST_ZONE`):
    from then on it can be replayed (`still_today_somewhere` is False)."""
    return datetime.combine(day + timedelta(days=1), time(), tzinfo=zone(LAST_ZONE))


def last_over_everywhere(moment: datetime) -> date:
    """The latest day over everywhere on Earth at `moment`: the newest day a replay can play
    (the day before `LAST_ZONE`'s)."""
    return local_day(moment, zone(LAST_ZONE)) - timedelta(days=1)
