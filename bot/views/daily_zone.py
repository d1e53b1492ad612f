"""The wording of timezones (/tz, /fuseau), for the daily challenge, the reminder, the coach
and the club's settings: a zone as players name it (« heure de l'Est (Québec, Ontario) »,
« heure de Paris »), the local time, /tz's replies (Telegram HTML unless said)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from datetime import date, datetime
from types import MappingProxyType
from typing import Final

from babel.core import Locale, get_global
from babel.dates import get_timezone_location

from bot.drills import daily_places as places
from bot.drills import daily_time as dt
from bot.drills.daily_zone_names import SEVERAL_CLOCKS
from bot.i18n import Translator, render
from bot.views.markup import bold, code, esc
from bot.views.members import VOWELS


def _tz(tr: Translator) -> str:
    """/tz as the player's language names it (/fuseau in French)."""
    return tr.pgettext("command", "/tz")


def local_time(moment: datetime, tr: Translator) -> str:
    """A local time ("7:30\u202fPM", « 19 h 30 ») with its day in words, « 18 h 35 le dimanche
    29 novembre », "6:35\u202fPM on Sunday, November 29" (not « le 29 nov. 2026 »: this year's
    date, shortened, to decode)."""
    return tr._("{time} on {date}").format(
        time=render.clock(moment.time(), tr),
        date=tr.day(moment.date()),
    )


_ZONE_NAMES: dict[str, Callable[[Translator], str]] = {
    places.EASTERN: lambda tr: tr._("Eastern time (Québec, Ontario)"),
    "America/Montreal": lambda tr: tr._("Eastern time (Québec, Ontario)"),  # EASTERN's alias
    places.US_EASTERN: lambda tr: tr._("Eastern time (United States)"),
    places.ATLANTIC: lambda tr: tr._("Atlantic time (Îles-de-la-Madeleine, Maritimes)"),
    places.NEW_BRUNSWICK: lambda tr: tr._("Atlantic time (New Brunswick)"),
    places.NEWFOUNDLAND: lambda tr: tr._("Newfoundland time"),
    places.CENTRAL: lambda tr: tr._("Central time"),
    places.SASKATCHEWAN: lambda tr: tr._("Saskatchewan time"),
    places.MOUNTAIN: lambda tr: tr._("Mountain time"),
    places.PACIFIC: lambda tr: tr._("Pacific time"),
    places.ARIZONA: lambda tr: tr._("Arizona time"),  # Mountain time, no summer time
}


def zone_label(name: str, tr: Translator) -> str:
    """A zone as players name it, never its tz database name: « heure de l'Est (Québec,
    Ontario) », "Paris" for Europe/Paris, "New York" for America/New_York, « UTC-5 » (a minus
    sign) for Etc/GMT+5 (`offset_label`); an old name as the zone it stands for (`current`:
    « /fuseau Australia/North » confirmed « North », its button « Darwin »)."""
    name = current(name)
    label = _ZONE_NAMES.get(name)
    if label is not None:
        return label(tr)
    return offset_label(name) or place_name(name, tr)


UTC_NAMES: Final = frozenset(
    {
        "UTC",
        "Etc/UTC",
        "Etc/UCT",
        "UCT",
        "Etc/Universal",
        "Universal",
        "Etc/Zulu",
        "Zulu",
        "Etc/GMT0",
        "Etc/GMT+0",
        "Etc/GMT-0",
        "Etc/Greenwich",
        "Greenwich",
        "GMT",
        "GMT0",
        "GMT+0",
        "GMT-0",
    }
)
"""The tz database's names of UTC itself."""
MINUS: Final = "\u2212"


def offset_label(name: str) -> str | None:
    """A fixed offset named by its true sign, as players write it: « UTC-5 » (a minus sign)
    for Etc/GMT+5 (« GMT+5 », the tz database's name, read five hours ahead), « UTC » for UTC
    itself; None for a zone that is a place."""
    hours = 0 if name in UTC_NAMES else dt.offset_hours(name)
    if hours is None:
        return None
    if hours == 0:
        return "UTC"
    return f"UTC{'+' if hours > 0 else MINUS}{abs(hours)}"


def distinct_zones(names: Sequence[str], tr: Translator) -> tuple[str, ...]:
    """`names` (suggestions), each label once, the first kept: the tz database's aliases of
    one zone are named alike (UTC and Etc/UTC, America/Buenos_Aires and
    America/Argentina/Buenos_Aires), and « /fuseau UTC 5 » offered two buttons « UTC »; an
    old name CLDR knows as another zone's is offered as that zone (Australia/Tasmania as
    Australia/Hobart: its button read « Tasmania », English in a French reply)."""
    zones = [_ALIAS_OF.get(name, name) for name in names]
    zones = [
        zone if dt.is_timezone(zone) else name for zone, name in zip(zones, names, strict=True)
    ]
    labels = {zone_label(name, tr): name for name in reversed(zones)}
    return tuple(reversed(labels.values()))


def zone_clock(name: str, tr: Translator) -> str:
    """A zone after a time, as a clock is named: « heure de l'Est (Québec, Ontario) », « heure
    de Paris », « heure d'Amsterdam », "Paris time" (« chaque jour à 19 h 30, Paris » read as
    a place, not a clock)."""
    name = current(name)
    label = _ZONE_NAMES.get(name)
    if label is not None:
        return label(tr)
    offset = offset_label(name)
    if offset is not None:  # « 19 h, UTC-5 », not « heure de UTC-5 »
        return offset
    place = place_name(name, tr)
    if place[:1].casefold() in VOWELS:  # French elides its « de »: « heure d'Amsterdam »
        return tr.pgettext("before a vowel", "{place} time").format(place=place)
    return tr._("{place} time").format(place=place)


_ALIAS_OF: Final = MappingProxyType(dict(get_global("zone_aliases")))
"""Each alias of CLDR's (an old tz database name) -> the zone it stands for."""
_ALIASES: Final = frozenset(_ALIAS_OF)
"""The tz database names CLDR knows only as another zone's (Asia/Saigon is Ho Chi Minh's):
Babel names their city after that other zone."""


def current(name: str) -> str:
    """The zone an old tz database name stands for, as CLDR knows it (Australia/North ->
    Australia/Darwin, Canada/Eastern -> America/Toronto), when it is a zone a player can
    choose; any other name as it is."""
    alias = _ALIAS_OF.get(name)
    return alias if alias is not None and dt.is_timezone(alias) else name


def place_name(name: str, tr: Translator) -> str:
    """The place of a tz database name in the reader's language, as Babel's CLDR data names
    its city (« Maurice », "Mauritius"); an alias or a name CLDR does not know, by its last
    part, spaced ("America/Argentina/Buenos_Aires" -> "Buenos Aires"; "UTC" stays)."""
    if name not in _ALIASES:
        try:
            return str(get_timezone_location(name, locale=tr.locale, return_city=True))
        except LookupError:
            pass
    return name.rsplit("/", 1)[-1].replace("_", " ")


def place_zones(tr: Translator) -> Mapping[str, str]:
    """The zones by the places the reader's language names, folded as
    `daily_time.find_timezone` compares them: the zones' cities (`place_name`: « bruxelles »
    -> Europe/Brussels, named so by the bot and not read back) and the countries of one clock,
    in that language or in English (« france » -> Europe/Paris, « haiti »: what a member
    wintering abroad types; not « Mexique », of several clocks)."""
    return _place_zones(str(tr.locale))


@functools.cache
def _place_zones(locale: str) -> Mapping[str, str]:
    zones: dict[str, str] = {}
    for name in sorted(dt.timezone_names() - _ALIASES):
        try:
            city = str(get_timezone_location(name, locale=locale, return_city=True))
        except LookupError:
            continue
        zones.setdefault(dt.folded_place(city), name)
    one_clock = {
        territory: names[0]
        for territory, names in get_global("territory_zones").items()
        if len(names) == 1 and dt.is_timezone(names[0])
    }
    for language in (locale, "en"):
        countries = Locale.parse(language).territories
        for territory, name in one_clock.items():
            if territory in countries:
                zones.setdefault(dt.folded_place(countries[territory]), name)
    return MappingProxyType(zones)


COUNTRY_LANGUAGES: Final = ("fr", "en")
"""The languages whose names of a country find its clocks in `SEVERAL_CLOCKS` (« Mexique »
for "Mexico")."""
NOT_COUNTRIES: Final = frozenset({"001", "ZZ", "AQ", "UM"})
"""CLDR's territories of several zones that are no country a player lives in: the world, an
unknown region, Antarctica's research stations, the United States' outlying islands."""
MAIN_AREAS: Final = ("Europe/", "America/", "Asia/", "Africa/", "Australia/")
"""The tz database's areas of the mainlands: a clock's zone is named from one (« Lisbonne »,
not « Madère », for Portugal's mainland time)."""


def country_zones(tr: Translator) -> Mapping[str, tuple[str, ...]]:
    """The countries of several zones by their names in the reader's language and in English,
    folded as `daily_time.find_timezone` compares them, and their clocks, one zone a clock:
    those `daily_SEVERAL_CLOCKS` lists for the country (« Mexique » and "Mexico" alike:
    "/tz Mexico" offered Mexico City alone), else one zone for each clock its zones keep
    (Portugal: Lisbonne, Açores; Argentina's twelve zones, one clock)."""
    return _country_zones(str(tr.locale))


@functools.cache
def _country_zones(locale: str) -> Mapping[str, tuple[str, ...]]:
    names = {language: Locale.parse(language).territories for language in COUNTRY_LANGUAGES}
    zones: dict[str, tuple[str, ...]] = {}
    for territory, tz_names in get_global("territory_zones").items():
        if len(tz_names) < 2 or territory in NOT_COUNTRIES:
            continue
        said = [dt.folded_place(n[territory]) for n in names.values() if territory in n]
        listed = next((SEVERAL_CLOCKS[n] for n in said if n in SEVERAL_CLOCKS), None)
        clocks = listed or _clocks([n for n in tz_names if dt.is_timezone(n)])
        for language in (locale, "en"):
            name = Locale.parse(language).territories.get(territory)
            if name is not None and clocks:
                zones.setdefault(dt.folded_place(name), clocks)
    return MappingProxyType(zones)


_MAIN_ZONES: Final = frozenset(get_global("windows_zone_mapping").values())
"""The zone CLDR names each of Windows' clocks by (Europe/Moscow for Russian time)."""


def _clocks(names: Sequence[str]) -> tuple[str, ...]:
    """One zone for each clock `names` keep (their offsets in winter and in summer), each
    named by a zone CLDR names the clock by, else one of a mainland (`MAIN_AREAS`), else the
    first; the mainland's clocks first (Ecuador's before the Galápagos'), from west to east
    (« /fuseau Russie » offered Astrakhan first and Moscou eighth, « Chili » Punta Arenas
    before Santiago)."""
    groups: dict[tuple[object, ...], list[str]] = {}
    for name in names:
        key = tuple(moment.astimezone(dt.zone(name)).utcoffset() for moment in dt.SEASONS)
        groups.setdefault(key, []).append(name)

    def named_by(group: list[str]) -> str:
        main = [n for n in group if n in _MAIN_ZONES] or [
            n for n in group if n.startswith(MAIN_AREAS)
        ]
        return (main or group)[0]

    clocks = sorted(
        ((not named_by(group).startswith(MAIN_AREAS), key, named_by(group)))
        for key, group in groups.items()
    )
    return tuple(name for _, _, name in clocks)


def tz_current(name: str, is_default: bool, moment: datetime, tr: Translator) -> list[str]:
    """/tz alone: the player's timezone, its local time, how to change it; on Québec's Eastern
    time, how to say Florida (a player who chose Florida before it had its own name was
    saved on Québec's: the same clock, named « (Québec, Ontario) »; who they are cannot be
    told apart from Québec's players, so they are shown the way)."""
    if is_default:
        text = tr._("Your timezone: {zone}, the default.")  # its name may end in « ) »
    else:
        text = tr._("Your timezone: {zone}.")
    lines = [
        esc(text).format(zone=bold(zone_label(name, tr))),
        esc(tr._("It is {time} there.")).format(time=esc(local_time(moment, tr))),
        esc(tr._("Your daily challenge changes at midnight in this timezone.")),
        esc(tr._("To change it, the name of your town: {example} or {city}.")).format(
            example=code(_tz(tr) + " " + tr._("Sainte-Anne-des-Monts")),
            city=code(_tz(tr) + " " + tr._("Montreal")),
        ),
    ]
    if name == places.EASTERN:
        lines.append(
            esc(tr._("Wintering in Florida? {florida}")).format(
                florida=code(_tz(tr) + " " + tr._("Florida"))
            )
        )
    return lines


def tz_set(
    name: str,
    moment: datetime,
    tr: Translator,
    *,
    new_day: date | None = None,
    step_waits: bool = False,
) -> str:
    """The timezone was saved: its name after a colon, as /tz alone writes it (« votre fuseau
    horaire est Paris » read wrong: a zone is no city), then its time; `new_day`: the player's
    day when the change moved it (her day ends at her midnight: /daily's challenge changed
    with it, mid-challenge, and nothing said so). `step_waits`: a step of the day she left
    waits above; it still counts when answered, and /daily would drop it: said first."""
    lines = [
        esc(tr._("Done. Your timezone: {zone}.")).format(zone=bold(zone_label(name, tr))),
        esc(tr._("It is {time} there.")).format(time=esc(local_time(moment, tr))),
    ]
    if new_day is not None and step_waits:
        moved = tr._(
            "Your day changes with it: it is now {day} for you. Your step waiting above still"
            " counts; then {daily} gives that day's challenge."
        )
    elif new_day is not None:
        moved = tr._(
            "Your day changes with it: it is now {day} for you, and {daily} gives that day's"
            " challenge."
        )
    if new_day is not None:
        daily = tr.pgettext("command", "/daily")
        lines.append(esc(moved.format(day=tr.day(new_day), daily=daily)))
    return "\n".join(lines)


def big_cities(tr: Translator) -> str:
    """Cities every player's town is near, as /tz takes them: « Montréal, Québec ou Gaspé »."""
    return esc(tr._("{montreal}, {quebec} or {gaspe}")).format(
        montreal=code(tr._("Montreal")), quebec=code(tr._("Quebec City")), gaspe=code("Gaspé")
    )


def country_line(tr: Translator) -> str:
    """The way to a zone from a town the tz database lacks, outside Canada (HTML): its country
    (`place_zones` reads « France »; « /fuseau Lyon » was told to write Montréal, Québec or
    Gaspé, and offered Rangoun)."""
    france = Locale.parse(str(tr.locale)).territories.get("FR", "France")
    return esc(tr._("Outside Canada, write your country, like {country}.")).format(
        country=code(france)
    )


def after_the_command(tr: Translator, example: str | None = None) -> str:
    """Where the name of a town or country goes: after the command, the whole of it to copy
    (`example`, HTML: /club's own; « /fuseau Gaspé » else). « Écrivez la grande ville la plus
    proche », and « Saint-Hyacinthe » then written alone got « Je réponds aux comptes et aux
    commandes » (HTML)."""
    shown = example if example is not None else code(_tz(tr) + " Gaspé")
    return esc(tr._("Write the name after the command, like {example}.")).format(example=shown)


def tz_unknown(
    typed: str, suggestions: tuple[str, ...], tr: Translator, *, example: str | None = None
) -> str:
    """A timezone nobody knows, with the closest names when there are some (« l'un de
    ceux-ci » over one button read as a choice of one: « celui-ci »), and the country to
    type for a town abroad (`country_line`): without suggestions, the nearest big city
    (« /fuseau Lyon » was told « Écrivez une ville, comme Montréal », a city just typed);
    then how to write it (`after_the_command`, `example` its command)."""
    text = esc(tr._("I don't know the timezone {typed}.")).format(typed=code(typed[:64]))
    if suggestions:
        meant = tr.ngettext(
            "Did you mean this one?", "Did you mean one of these?", len(suggestions)
        )
        text += " " + esc(meant)
        nearest = tr._("Your town is not there? Write the nearest big city: {cities}.")
    else:
        nearest = tr._("In Canada, write the nearest big city: {cities}.")
    lines = [text, esc(nearest).format(cities=big_cities(tr)), country_line(tr)]
    return "\n".join([*lines, after_the_command(tr, example)])


def tz_several(tr: Translator, *, territory: bool = False, club: bool = False) -> str:
    """A country of several clocks typed, its clocks offered by the buttons below (« Je ne
    connais pas le fuseau horaire Mexique » refused the country just typed); a territory of
    several (`territory`: « /fuseau Nunavut ») is called one; `club`: the club's clock is
    chosen (« /club fuseau Nunavut » asked the administrator « lequel est le vôtre? ») (HTML)."""
    if territory and club:
        return esc(tr._("That territory has several timezones: which one is the club's?"))
    if club:
        return esc(tr._("That country has several timezones: which one is the club's?"))
    if territory:
        return esc(tr._("That territory has several timezones: which one is yours?"))
    return esc(tr._("That country has several timezones: which one is yours?"))


def tz_not_yours(tr: Translator) -> str:
    """Another member pressed someone's timezone buttons."""
    return tr._("These buttons are not yours: /tz gives you your own.")
