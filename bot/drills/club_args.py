"""The words of the club commands, read: /top's period and /top off|on, and the settings typed
after /club (`read_setting`: the change to store, or why it was not understood)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Final, Literal

from bot.drills.club import Period, TieBreak, period_days
from bot.drills.daily_time import asks_zone, find_timezone, is_timezone
from bot.drills.remind_args import read_remind

DEFAULT_PERIOD: Final = Period.WEEK
PERIOD_ARGS: Final = {
    "today": Period.TODAY,
    "day": Period.TODAY,
    "jour": Period.TODAY,
    "aujourdhui": Period.TODAY,
    "aujourd'hui": Period.TODAY,
    "aujourd\u2019hui": Period.TODAY,
    "week": Period.WEEK,
    "semaine": Period.WEEK,
    "month": Period.MONTH,
    "mois": Period.MONTH,
    "mois-ci": Period.MONTH,
    "all": Period.ALL,
    "ever": Period.ALL,
    "tout": Period.ALL,
    "toujours": Period.ALL,
    "all-time": Period.ALL,
    "début": Period.ALL,
    "debut": Period.ALL,
    "commencement": Period.ALL,
    "beginning": Period.ALL,
    "start": Period.ALL,
    "hier": Period.TODAY,
    "yesterday": Period.TODAY,
}
YESTERDAY: Final = frozenset({"hier", "yesterday"})
"""The day before today: its board (« /classement hier » showed the week under « Je ne
comprends pas « hier » »)."""
LAST_WORDS: Final = frozenset(
    {"dernier", "derniere", "dernière", "passé", "passe", "passée", "passee"}
    | {"précédent", "precedent", "précédente", "precedente", "last", "previous"}
)
"""A period's word said of the one before (« le mois dernier », « la semaine passée », "last
month"): « /classement mois dernier » showed this month's board without a word."""
LEADING_WORDS: Final = frozenset(
    {"this", "the", "since", "from", "ce", "cette", "depuis", "le", "la", "du", "de"}
)
"""Words before a period's own word as the boards say it (« cette semaine », « ce mois-ci »,
« depuis toujours », "this month"), skipped: /top this month showed the week under « I do not
understand “this” », /classement depuis toujours the week under « depuis », "/top since the
beginning" under “since”."""
HIDE_ARGS: Final = {
    "off": True,
    "hide": True,
    "masquer": True,
    "cacher": True,
    "on": False,
    "show": False,
    "afficher": False,
    "montrer": False,
}
"""/top off|on: hide the player from every board, or show them again (« /classement
montrer » and « cacher » were taken for a period not understood)."""
SETTING_ARGS: Final = {
    "tz": "timezone",
    "timezone": "timezone",
    "fuseau": "timezone",
    "time": "post_time",
    "heure": "post_time",
    "lang": "lang",
    "langue": "lang",
    "language": "lang",
    "weekly": "weekly",
    "hebdo": "weekly",
    "bilan": "weekly",
    "summary": "weekly",
    "ties": "tiebreak",
    "tiebreak": "tiebreak",
    "egalite": "tiebreak",
    "égalité": "tiebreak",
    "egalites": "tiebreak",
    "égalités": "tiebreak",
    "muggins": "muggins",
}
LINK_WORDS: Final = frozenset({"link", "lien", "renew", "nouveau"})
"""/club link: a new club link, the old one stops working."""
OFF_WORDS: Final = frozenset(
    {"off", "non", "no", "aucune", "none"}
    | {"désactiver", "desactiver", "désactivé", "desactive", "turn off", "disable"}
    | {"arrêter", "arreter", "arrête", "arrete", "arrêté", "arrêt", "arret", "stop"}
)
ON_WORDS: Final = frozenset(
    {"on", "oui", "yes"}
    | {"activer", "activé", "active", "turn on", "enable", "marche", "en marche"}
)
"""/club weekly|muggins on|off, and the words of /club's buttons typed (« Bilan de la
semaine : désactiver », "Weekly summary: turn off"): they were not understood; « /club
bilan arrêter » got « Je ne comprends pas « arrêter » » while « /club heure arrêter »
stopped the card (the words /rappel reads)."""
EACH_WORDS: Final = frozenset(
    {"each", "chacun", "chaque", "auto", "off"}
    | {"chaque membre", "celle de chaque membre", "each member", "each member's own"}
)
"""/club lang each: each member's own language (a game: its players', see `members_post`);
the words of its button too (« celle de chaque membre »)."""
TIEBREAK_ARGS: Final = {
    "contre": TieBreak.CONTRE,
    "against": TieBreak.CONTRE,
    "moins contre": TieBreak.CONTRE,
    "le moins contre": TieBreak.CONTRE,
    "fewest": TieBreak.CONTRE,
    "fewest against": TieBreak.CONTRE,
    "difference": TieBreak.DIFFERENCE,
    "différence": TieBreak.DIFFERENCE,
    "diff": TieBreak.DIFFERENCE,
}
"""/club ties contre|difference, and the words of its buttons (« Égalités : le moins
contre », "Ties: fewest against"): the way back from « différence », which /club's usage
does not spell out, was not understood as its button says it."""


GAMES_WORDS: Final = frozenset({"games", "game", "parties", "partie"})
"""/top games: the members ranked by games won between them."""


def top_games_wanted(args: Sequence[str]) -> bool:
    """Whether /top's first word asks for the games between members."""
    return bool(args) and args[0].casefold() in GAMES_WORDS


def period_at(words: Sequence[str]) -> int | None:
    """Where /top's period word is among the (folded) words after the command (or after
    /top games'): the first one that is not a leading word (`LEADING_WORDS`), else the first
    one, not understood; None when there are no words."""
    for at, word in enumerate(words):
        if word not in LEADING_WORDS and word not in LAST_WORDS:
            return at
    return 0 if words else None


def asks_before(words: Sequence[str]) -> bool:
    """Whether /top's (folded) words ask for the period before the current one: « hier »,
    « mois dernier », « la semaine passée », "last week" (all time has none before it)."""
    at = period_at(words)
    if at is None or PERIOD_ARGS.get(words[at]) in (None, Period.ALL):
        return False
    return words[at] in YESTERDAY or any(word in LAST_WORDS for word in words)


def day_before(period: Period, today: date) -> date:
    """A day of the period before the one containing `today`: yesterday, a day of last week,
    of last month (all time: today)."""
    days = period_days(period, today)
    return today if days is None else days[0] - timedelta(days=1)


MONTHS: Final = {
    **dict.fromkeys(("janvier", "janv", "january", "jan"), 1),
    **dict.fromkeys(("février", "fevrier", "févr", "fevr", "february", "feb"), 2),
    **dict.fromkeys(("mars", "march", "mar"), 3),
    **dict.fromkeys(("avril", "avr", "april", "apr"), 4),
    **dict.fromkeys(("mai", "may"), 5),
    **dict.fromkeys(("juin", "june", "jun"), 6),
    **dict.fromkeys(("juillet", "juil", "july", "jul"), 7),
    **dict.fromkeys(("août", "aout", "august", "aug"), 8),
    **dict.fromkeys(("septembre", "sept", "september", "sep"), 9),
    **dict.fromkeys(("octobre", "october", "oct"), 10),
    **dict.fromkeys(("novembre", "november", "nov"), 11),
    **dict.fromkeys(("décembre", "decembre", "déc", "dec", "december"), 12),
}
"""The months by the (folded) words that name them, French and English, with their usual
short forms: « /classement novembre » answered « Je ne comprends pas « novembre » »."""
YEAR: Final = re.compile(r"^(?:19|20)\d\d$")


def named_month(words: Sequence[str], today: date) -> date | None:
    """The first day of the month /top's (folded) words name (« novembre », "November", « en
    octobre 2025 »), else None: the last such month that has begun by `today` (on December 1,
    « novembre » is the month just ended, « décembre » this one), or that of the year typed
    after it; None too for a month of a year typed that has not begun (`month_not_begun`)."""
    month = month_typed(words, today)
    return month if month is not None and month <= today else None


def month_not_begun(words: Sequence[str], today: date) -> date | None:
    """The first day of a month /top's (folded) words name with its year that has not begun
    by `today` (« /classement janvier 2027 » on December 1, 2026), else None."""
    month = month_typed(words, today)
    return month if month is not None and month > today else None


def month_typed(words: Sequence[str], today: date) -> date | None:
    """The first day of the first month the (folded) words name: of the year typed after
    it, else the last such month that has begun by `today`; None when none is named."""
    for at, word in enumerate(words):
        month = MONTHS.get(word.rstrip("."))
        if month is None:
            continue
        following = words[at + 1] if at + 1 < len(words) else ""
        if YEAR.match(following):
            return date(int(following), month, 1)
        year = today.year if month <= today.month else today.year - 1
        return date(year, month, 1)
    return None


@dataclass(frozen=True, slots=True)
class Asked:
    """A board's period as /top's words ask it (`asked_period`): the period, a day of it
    (`day`: the club's today, or a day of the period before, or of the month named), whether
    it is the period before the current one (`before`: « hier », « mois dernier », a month
    begun before this one), whether a past month was named (`named`: « /classement octobre »,
    shown as « octobre 2026 »), and where the word not understood is among the words
    (`unknown_at`, else None)."""

    period: Period
    day: date
    before: bool = False
    named: bool = False
    unknown_at: int | None = None
    later: date | None = None
    """A month named that has not begun (« janvier 2027 »: its first day): the week's board
    is shown, and that the month has not begun."""


def asked_period(
    words: Sequence[str], today: date, *, known: frozenset[str] = frozenset()
) -> Asked:
    """The period /top's (folded) words ask, `today` the club's day: a period (« mois »,
    « depuis le début »), the one before it (« mois dernier », « hier »), a month named
    (« novembre », "November 2025": the month just ended is last month's board, as « mois
    dernier » reads it); the week when there is no word, or the word is not understood
    (`unknown_at`; `known`, words read elsewhere, taken as understood), or the month named
    has not begun (`later`). /top and /top games
    read the same periods (« /classement parties novembre » was not understood)."""
    at = period_at(words)
    word = None if at is None else words[at]
    month = named_month(words, today)
    period, before, named = period_of(word), asks_before(words), False
    if month is not None:
        period, before = Period.MONTH, month < today.replace(day=1)
        named = month < day_before(Period.MONTH, today).replace(day=1)
        if before:  # its last day, as « mois dernier » reads it: the same board
            today = day_before(Period.MONTH, month + timedelta(days=31))
    elif before:
        today = day_before(period, today)
    later = month_not_begun(words, today)
    understood = month is not None or later is not None
    understood = understood or word is None or word in PERIOD_ARGS or word in known
    return Asked(period, today, before, named, None if understood else at, later)


def period_known(word: str | None) -> bool:
    """Whether /top's (folded) first word is understood (none is: the week)."""
    return word is None or word in PERIOD_ARGS or word in HIDE_ARGS or word in GAMES_WORDS


def period_of(word: str | None) -> Period:
    """The /top period a (folded) word names; the week for none or any other word."""
    return DEFAULT_PERIOD if word is None else PERIOD_ARGS.get(word, DEFAULT_PERIOD)


Problem = Literal["usage", "timezone", "time"]
"""Why a setting typed after /club was not understood: usage (no such setting, or a value the
setting does not take: the word typed), a timezone not known, a time not read."""


@dataclass(frozen=True, slots=True)
class Unread:
    """A setting not understood: why, what was typed, and the timezones it may have meant."""

    problem: Problem
    typed: str = ""
    suggestions: tuple[str, ...] = ()
    several: bool = False
    """The suggestions are the clocks of the country, province or territory typed (« /club
    fuseau Nunavut »), offered by buttons as /tz offers them (`TzLookup.several`)."""
    region: bool = False
    """That place is a province or territory, not a country (`TzLookup.region`)."""


USAGE: Final = Unread("usage")


def read_setting(
    args: Sequence[str],
    languages: Mapping[str, str],
    places: Mapping[str, str] | None = None,
    countries: Mapping[str, tuple[str, ...]] | None = None,
) -> dict[str, object] | Unread:
    """The change typed after /club (`tz Gaspé`, `time 08:00|off`, `lang fr|each`, `weekly
    on|off`, `muggins on|off`, `ties contre|diff`), as the club's fields to set; `args` not
    empty, `languages` the code of each language the bot speaks by the words that name it
    (`fr`, `français`, `english`, …: those /lang takes). A setting named without a value
    changes nothing (an empty change): /club shows the settings, its value among them (« /club
    fuseau » answered with /club's usage, not the club's timezone); `places`, the zones by the
    places the asker's language names (`views.daily_zone.place_zones`: « Bruxelles »,
    « France »), as /tz reads them; `countries`, the countries of several zones by their names
    (`views.daily_zone.country_zones`: "Mexico" in English), as /tz reads them."""
    args = _setting_named(args, languages)
    what = SETTING_ARGS.get(args[0].casefold())
    value = " ".join(args[1:]).strip()
    folded = value.casefold().replace("\u2019", "'")  # a phone types a curly apostrophe
    if what is None:
        return Unread("usage", args[0])
    if not value:
        return {}
    not_taken = Unread("usage", value)
    if what == "timezone":
        if asks_zone(value):  # « /club fuseau ? »: the settings, the club's timezone among them
            return {}
        found = find_timezone(value, named=places, countries=countries)
        if found.name is None:
            return Unread("timezone", value, tuple(found.suggestions), found.several, found.region)
        return {what: found.name}
    if what == "post_time":
        said = read_remind(value)  # the words /remind reads: « midi », « 7 h du soir »…
        if folded in OFF_WORDS or said is None:
            return {what: None}
        return {what: said} if isinstance(said, str) else Unread("time", value)
    if what == "lang":
        if folded in languages:
            return {what: languages[folded]}
        return {what: None} if folded in EACH_WORDS else not_taken
    if what in ("weekly", "muggins"):
        return {what: folded in ON_WORDS} if folded in ON_WORDS | OFF_WORDS else not_taken
    tiebreak = TIEBREAK_ARGS.get(folded)
    return not_taken if tiebreak is None else {what: tiebreak}


TIEBREAK_SAID: Final = frozenset(
    {"bris d'égalité", "bris d'egalite", "bris d'égalités", "bris d'egalites", "tie break"}
    | {"tie-break", "tie-breaker", "tiebreaker", "tie breaker", "tie-breaks", "tiebreaks"}
)
"""The tie-break as a Québec admin or an English one names it (« /club bris d'égalité
différence », "/club tie-breaker difference"): « Je ne comprends pas « bris » » before."""


def _setting_named(args: Sequence[str], languages: Mapping[str, str]) -> Sequence[str]:
    """`args` with the setting named by its usual name (`SETTING_ARGS`): the tie-break said
    as `TIEBREAK_SAID`, a language alone (« /club français », "/club english": the language
    setting, which was « Je ne comprends pas « english » »)."""
    said = [arg.casefold().replace("\u2019", "'") for arg in args]
    for n in (2, 1):
        if " ".join(said[:n]) in TIEBREAK_SAID:
            return ["égalités", *args[n:]]
    if len(args) == 1 and said[0] in languages and said[0] not in SETTING_ARGS:
        return ["langue", *args]
    return args


TZ_BUTTON: Final = "cs:tz:"
"""The start of a /club button that sets the club's timezone (`SET_PATTERN`)."""
SET_PATTERN: Final = re.compile(
    r"^cs:(?:(lang):(fr|en|auto)|(weekly):(on|off)|(tie):(contre|difference)|(mug):(on|off)"
    r"|tz:[A-Za-z0-9_+/-]{1,40})(?::([a-z]{2}))?$"
)
"""A /club button's data: `cs:lang:fr|en|auto`, `cs:weekly:on|off`, `cs:tie:contre|difference`,
`cs:mug:on|off`, `cs:tz:<zone>` (one of the clocks of a place « /club fuseau » named), then the
settings message's language (`:fr`, group 9; older buttons have none). The zone is not a group
of its own (it would renumber the language's): `button_setting` reads it from the data."""


def button_setting(match: re.Match[str]) -> dict[str, object]:
    """The change a /club button (`SET_PATTERN`) makes, as the club's fields to set."""
    if match[1]:
        return {"lang": None if match[2] == "auto" else match[2]}
    if match[3]:
        return {"weekly": match[4] == "on"}
    if match[7]:
        return {"muggins": match[8] == "on"}
    if match[0].startswith(TZ_BUTTON):  # a zone no longer known changes nothing
        name = match[0].split(":")[2]
        return {"timezone": name} if is_timezone(name) else {}
    return {"tiebreak": TieBreak(match[6])}
