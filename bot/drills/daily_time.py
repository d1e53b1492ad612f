"""Local time for the daily challenge: IANA timezones and the player's local day.

The day a challenge belongs to is the player's local date, in the timezone chosen with /tz,
else the bot's default (`MUGGINS_TZ`, itself `America/Toronto` by default). Timezones come from
`zoneinfo` with the `tzdata` package, so slim images have them too. A name typed with a typo
gets suggestions from the list of known names (`difflib`); a city alone ("toronto", "Paris")
is accepted when exactly one zone ends with it; the names Québec and Canadian players give
their towns and clocks are `bot.drills.daily_zone_names`. Times of day and dates as players type
them are read in `bot.drills.typed_time`.
"""

from __future__ import annotations

import difflib
import functools
import re
import zoneinfo
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Final

from bot.drills.daily_zone_names import (
    ABBREVIATIONS,
    LOCAL_NAMES,
    REGION_CODES,
    SEVERAL_CLOCKS,
    TERRITORY_CLOCKS,
    UNITED_STATES,
    US_ZONES,
    ZONE_WORDS,
)
from bot.drills.typed_time import folded_words

DEFAULT_TZ: Final = "America/Toronto"
SUGGESTIONS: Final = 3
SUGGESTION_CUTOFF: Final = 0.6
"""How close a typed name must be to a zone or its city to be offered when they share a word's
start (« Le Cair », Cairo; « Mexico », Mexico City); spelling alone needs `NEAR_SPELLING`."""
"""How close a typed name must be to a zone or its city to be offered: a typo (« Pari »,
« Madird »). At 0.6, « /fuseau Lyon » offered Rangoun and Londres, « Nice » Niue: towns a
world away, merely spelt alike (the reply says to type the country instead)."""
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
"""How close a typo must be to a Québec or Canadian name to suggest its zone, or to any other
name that shares no word's start with it (« Pari », Paris; « Madird », Madrid). Looser, spelling
alone offered towns a world away: « /fuseau Lyon » Rangoun and Londres, « Nice » Niue,
« Acapulco » Macao, « Genève » Denver (the reply says to type the country instead)."""
SHARED_START: Final = 3
"""The fewest first letters a typed word and a word of a zone's name share for a looser
spelling to be offered (`SUGGESTION_CUTOFF`)."""


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
    several: bool = False
    """The suggestions are the clocks of the country typed (`SEVERAL_CLOCKS`), or of the
    province or territory (`TERRITORY_CLOCKS`)."""
    region: bool = False
    """The place of several clocks typed is a province or territory, not a country."""


def _normalized(text: str) -> str:
    """Spaces as underscores, no surrounding blanks: "new york" -> "new_york"."""
    return "_".join(text.strip().split())


def folded_place(text: str) -> str:
    """A place as typed, compared loosely: no case, no accents, hyphens, apostrophes and dots
    as spaces ("Îles-de-la-Madeleine" -> "iles de la madeleine", "heure de l'Est"), en and em
    dashes too, as regions are written (« Saguenay\u2013Lac-Saint-Jean »)."""
    return folded_words(text, r"[-'\u2019\u2013\u2014._/]")


ASKING_WORDS: Final = frozenset(
    {"quoi", "lequel", "quel", "quelle", "c est quoi", "cest quoi", "c quoi", "voir", "mon fuseau"}
    | {"lequel est le mien", "quel fuseau", "which", "which one", "what", "what is it", "show"}
    | {"my timezone", "mine"}
)
"""A question asked after /tz, folded, its question mark left out (« /fuseau lequel? »,
"/tz which one"): the player's timezone asked for, not a place."""


def asks_zone(text: str) -> bool:
    """Whether the words after /tz ask which timezone is the player's (`ASKING_WORDS`, or a
    question mark alone): « /fuseau ? » was read as a place, « Je ne connais pas le fuseau
    horaire ?. »."""
    return folded_place(text[:MAX_TZ_INPUT]).strip(" ?!") in ASKING_WORDS | {""}


def local_timezone(text: str) -> str | None:
    """The zone of a name Québec and Canadian players use ("Gaspé", "heure de l'Atlantique",
    "EST"), or None."""
    folded = folded_place(text[:MAX_TZ_INPUT])
    found = ABBREVIATIONS.get(folded.replace(" ", "")) or LOCAL_NAMES.get(folded)
    found = found or LOCAL_NAMES.get(_SAINT_SHORT.sub(_saint_word, folded))
    return found or LOCAL_NAMES.get(" ".join(w for w in folded.split() if w not in CLOCK_WORDS))


CLOCK_WORDS: Final = frozenset({"standard", "daylight", "zone", "normale", "avancee"})
"""Words of a zone's name as computers print it ("Eastern Standard Time", "Mountain time
zone", « heure normale du Centre », « heure avancée des Rocheuses »), left out to read it as
players say it ("Eastern time", « heure du Centre »)."""


def united_states_zone(folded: str) -> str | None:
    """The United States' zone of an everyday zone's name said with the country (`folded` by
    `folded_place`): « Est des États-Unis », "Eastern US", « heure du Centre (États-Unis) »,
    "US Pacific" (`UNITED_STATES`, `US_ZONES`); None for any other words."""
    words = [w for w in re.sub(r"[^a-z0-9 ]", " ", folded).split() if w not in CLOCK_WORDS]
    for size in range(1, len(words)):
        for country, rest in ((words[-size:], words[:-size]), (words[:size], words[size:])):
            if " ".join(country) not in UNITED_STATES:
                continue
            name = " ".join(rest)
            zone = LOCAL_NAMES.get(name) or LOCAL_NAMES.get(f"heure du {name}")
            zone = zone or ABBREVIATIONS.get(name.replace(" ", ""))
            if zone is not None and set(rest) <= ZONE_WORDS | {"de", "du", "des", "l"}:
                return US_ZONES.get(zone)
    return None


_SAINT_SHORT = re.compile(r"\b(st|ste)\b")
"""« St-Jérôme », « Ste-Agathe »: how town names starting with Saint are often written."""


def _saint_word(match: re.Match[str]) -> str:
    return "saint" if match[1] == "st" else "sainte"


_OFFSET: Final = re.compile(r"(?:utc|gmt)?([+-])(\d{1,2})(?::?00)?")
"""An offset from UTC as people write it: « UTC-5 », « GMT+1 », « UTC - 5 », "UTC-05:00" (a
minus sign too, squeezed out first), or alone, as a phone's settings show it: « -5 »."""
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
    text: str,
    limit: int = SUGGESTIONS,
    *,
    named: Mapping[str, str] | None = None,
    countries: Mapping[str, tuple[str, ...]] | None = None,
) -> TzLookup:
    """Resolve a typed timezone: a name players use (`LOCAL_NAMES`, `ABBREVIATIONS`), an offset
    from UTC (`offset_zone`), any case of a full name, a city only one zone has, or a city as
    the player's language names it (`named`: its name folded by `folded_place` -> the zone;
    « Bruxelles », which the tz database knows as Brussels); then a country of several zones
    as her language or English names it (`countries`: its name folded -> its clocks, one zone
    each: "Mexico" in English, « Portugal »), its clocks offered, or its zone when it keeps
    one clock (« Argentine »)."""
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
    country = united_states_zone(folded_place(text[:MAX_TZ_INPUT]))  # after US/Eastern
    if country is not None:
        return TzLookup(country)
    clocks = SEVERAL_CLOCKS.get(folded_place(text[:MAX_TZ_INPUT]))
    if clocks is not None:
        return TzLookup(None, clocks, several=True)
    clocks = TERRITORY_CLOCKS.get(folded_place(text[:MAX_TZ_INPUT]))
    if clocks is not None:
        return TzLookup(None, clocks, several=True, region=True)
    city = _by_city().get(folded)
    if city is not None and len(city) == 1:
        return TzLookup(city[0])
    in_words = (named or {}).get(folded_place(text[:MAX_TZ_INPUT]))
    if in_words is not None:
        return TzLookup(in_words)
    clocks = (countries or {}).get(folded_place(text[:MAX_TZ_INPUT]))
    if clocks is not None and len(clocks) == 1:
        return TzLookup(clocks[0])
    if clocks:
        return TzLookup(None, clocks, several=True)
    said = clock_said(text, named=named, countries=countries)
    if said is not None:
        return said
    in_region = town_in_region(text, named=named, countries=countries)
    if in_region is not None:
        return in_region
    found = [*local_suggestions(text), *suggest_timezones(typed, limit)]
    return TzLookup(None, tuple(dict.fromkeys(found))[:limit])


_CLOCK_AND_PLACES: Final = re.compile(r"(?P<clock>[^()]+?) ?\((?P<places>[^()]+)\)")
"""A clock named with its places, as the bot names the everyday zones, folded: « heure de l est
(quebec, ontario) », "atlantic time (new brunswick)"."""
_CLOCK_OF: Final = re.compile(r"heure (?:de la|de l|des|du|de|d) (?P<fr>.+)|(?P<en>.+) time")
"""A clock named after its place, as the bot names the others, folded: « heure de paris »,
« heure d amsterdam », « heure de la saskatchewan », "paris time"."""
SEASONS: Final = (datetime(2026, 1, 15, 12, tzinfo=UTC), datetime(2026, 7, 15, 12, tzinfo=UTC))
"""A winter and a summer moment: two zones whose offsets agree at both keep one clock."""


def same_clock(one: str, other: str) -> bool:
    """Whether two zones keep one clock, winter and summer (Québec's and New Brunswick's
    Atlantic time; not Arizona's and the Rockies')."""
    return all(
        moment.astimezone(zone(one)).utcoffset() == moment.astimezone(zone(other)).utcoffset()
        for moment in SEASONS
    )


def clock_said(
    text: str,
    *,
    named: Mapping[str, str] | None = None,
    countries: Mapping[str, tuple[str, ...]] | None = None,
) -> TzLookup | None:
    """The zone of a clock named as the bot names it (« heure de l'Est (Québec, Ontario) »,
    "Atlantic time (New Brunswick)", « heure de Paris », "Arizona time"): copied from a reply
    and typed back, it was « Je ne connais pas le fuseau horaire ». The place in brackets
    chooses the zone of the clock (New Brunswick's Atlantic time); a country's time (« heure
    du Mexique », "Mexico time"), its clocks; None for other words."""
    folded = folded_place(text[:MAX_TZ_INPUT])
    with_places = _CLOCK_AND_PLACES.fullmatch(folded)
    if with_places is not None:
        clock = local_timezone(with_places["clock"])
        place = local_timezone(with_places["places"].split(",")[0])
        if clock is not None and place is not None and same_clock(clock, place):
            return TzLookup(place)
        return None if clock is None else TzLookup(clock)
    of_place = _CLOCK_OF.fullmatch(folded)
    if of_place is None:
        return None
    found = find_timezone(of_place["fr"] or of_place["en"], named=named, countries=countries)
    return found if found.name is not None or found.several else None


_BEFORE_A_PLACE: Final = re.compile(
    r"(?:(?:je suis|j habite|je vis|je reste|on est|nous sommes|i live|i am|i m|we are|we re)"
    r" )?(?:a|au|aux|en|in|dans le|dans la|dans les|near|pres de) (?P<place>.+)"
)
"""The words before a place, folded: « à Rimouski », « au Mexique », « en Floride », « j'habite
à Gaspé », "in Florida", "I live in Montreal"."""
_TOWN_AND_REGION: Final = re.compile(
    r"(?P<town>[^(),]+?) ?(?:\((?P<bracket>[^()]+)\)|, ?(?P<comma>.+))"
)
"""A town and its region, as an address writes them, folded: « granby, quebec », « nice
(france) »."""


def town_in_region(
    text: str,
    *,
    named: Mapping[str, str] | None = None,
    countries: Mapping[str, tuple[str, ...]] | None = None,
) -> TzLookup | None:
    """A place said in a sentence or with its region, as addresses write them: « à Rimouski »,
    « au Mexique », « j'habite à Gaspé », "in Florida" (the words before it left out);
    « Granby, Québec », « Nice (France) », « Magog QC », "Tampa FL" (`REGION_CODES`): the
    town's zone, or its region's when the town is not known or keeps another clock (« Lyon,
    France »; "Paris, Texas" is Central time), or the clocks of its country when the town is
    not known (« Tampa, États-Unis »); None for other words."""
    folded = folded_place(text[:MAX_TZ_INPUT])
    before = _BEFORE_A_PLACE.fullmatch(folded)
    if before is not None:
        found = find_timezone(before["place"], named=named, countries=countries)
        return found if found.name is not None or found.several else None
    parts = _TOWN_AND_REGION.fullmatch(folded)
    words = folded.split()
    if parts is not None:
        town, region = parts["town"], (parts["bracket"] or parts["comma"]).strip()
    elif len(words) > 1 and words[-1] in REGION_CODES:
        town, region = " ".join(words[:-1]), words[-1]
    else:
        return None
    in_town = find_timezone(town, named=named, countries=countries).name
    coded = REGION_CODES.get(region) or REGION_CODES.get(region.replace(" ", ""))
    in_region = (
        TzLookup(coded)
        if coded is not None
        else find_timezone(region, named=named, countries=countries)
    )
    if in_region.name is None:
        return (
            TzLookup(in_town) if in_town is not None else (in_region if in_region.several else None)
        )
    if in_town is not None and same_clock(in_town, in_region.name):
        return TzLookup(in_town)
    return TzLookup(in_region.name)


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


def _alike(typed: str, name: str) -> bool:
    """Whether `name` (folded) is offered for `typed` (folded): a near spelling
    (`NEAR_SPELLING`), or a looser one sharing a word's start (`SHARED_START`)."""
    if difflib.SequenceMatcher(None, typed, name).ratio() >= NEAR_SPELLING:
        return True
    words = [w for w in re.split(r"[^a-z0-9]+", folded_place(typed)) if w not in ZONE_WORDS]
    theirs = re.split(r"[^a-z0-9]+", folded_place(name))
    return any(
        len(a) >= SHARED_START and len(b) >= SHARED_START and a[:SHARED_START] == b[:SHARED_START]
        for a in words
        for b in theirs
    )


def suggest_timezones(text: str, limit: int = SUGGESTIONS) -> tuple[str, ...]:
    """The known names closest to `text`, by full name and by city, best first (a research
    station only when its city is typed exactly; never an old name, `OLD_NAMES`)."""
    folded = _normalized(text).casefold()
    found = [name for name in _by_city().get(folded, ()) if not _old_name(name)]
    near: list[str] = []
    full = difflib.get_close_matches(folded, _by_folded_name(), n=limit, cutoff=SUGGESTION_CUTOFF)
    near += [_by_folded_name()[name] for name in full if _alike(folded, name)]
    cities = difflib.get_close_matches(folded, _by_city(), n=limit, cutoff=SUGGESTION_CUTOFF)
    near += [name for city in cities if _alike(folded, city) for name in _by_city()[city]]
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
