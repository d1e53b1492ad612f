"""Times of day and dates as players type them: reminder times (`parse_clock`, « 19 h 30 »,
"7 p.m.", « midi ») and the day of a challenge to replay (`parse_day`, « 20 novembre »,
`20/11`, « hier »), in French and in English.

Pure text to `time` and `date`: no timezone here (the player's local day and their zone are
`bot.drills.daily_time`'s).
"""

from __future__ import annotations

import re
from datetime import date, time, timedelta
from typing import Final

from bot.engine.card_parsing import unaccented

_CLOCK = re.compile(
    r"^(\d{1,2})(?:\s*(?:heures?|hres?|hrs?|[:hH.])\s*(\d{2})?)?\s*(am|pm|a\.\s*m\.?|p\.\s*m\.?)?$",
    re.IGNORECASE,
)
"""19:30, 19h30, « 19 h 30 », « 19 heures », « 19 hres 30 », 7:30 pm, "7 p.m." (its last dot
may be cut off, as the end of a sentence is)."""
NAMED_TIMES: Final[dict[str, time]] = {
    "midi": time(12, 0),
    "minuit": time(0, 0),
    "noon": time(12, 0),
    "midnight": time(0, 0),
}
"""Times of day said by name, as the bot writes them too (`render.clock`)."""
_NAMED = re.compile(
    r"^(?:12\s*)?(?P<name>midi|minuit|noon|midnight)(?:\s+(?:et\s+)?(?:(?P<half>demie?)|(?P<quarter>quart)"
    r"|(?P<minutes>\d{2})))?$",
    re.IGNORECASE,
)
"""« midi », « minuit et demi », « midi et quart », « midi 30 », "noon", "12 midnight"."""
_DAY = re.compile(r"^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$")
"""A day year first: 2026-11-20, and as some write it, 2026/11/20 or 2026.11.20."""
HOURS_PER_HALF_DAY: Final = 12


def parse_clock(text: str) -> time | None:
    """A time of day typed as 19:30, 19h30, 19h, « 19 heures », 7:30 pm, "7 p.m.", 7pm,
    « midi », « minuit et demi », "noon"; None if it is not one."""
    named = _NAMED.match(text.strip())
    if named is not None:
        moment = NAMED_TIMES[named["name"].casefold()]
        minute = 30 if named["half"] else 15 if named["quarter"] else int(named["minutes"] or 0)
        return moment.replace(minute=minute) if minute <= 59 else None
    match = _CLOCK.match(text.strip())
    if match is None:
        return None
    hour, minute = int(match[1]), int(match[2] or 0)
    suffix = re.sub(r"[.\s]", "", match[3] or "").casefold()
    if suffix:
        if not 1 <= hour <= HOURS_PER_HALF_DAY:
            return None
        hour = hour % HOURS_PER_HALF_DAY + (HOURS_PER_HALF_DAY if suffix == "pm" else 0)
    if hour > 23 or minute > 59:
        return None
    return time(hour, minute)


def format_clock(moment: time) -> str:
    """A time of day as HH:MM (how reminders are stored)."""
    return f"{moment.hour:02d}:{moment.minute:02d}"


MONTHS: Final[dict[str, int]] = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan", "janvier", "janv"),
            ("february", "feb", "fevrier", "fev", "fevr"),
            ("march", "mar", "mars"),
            ("april", "apr", "avril", "avr"),
            ("may", "mai"),
            ("june", "jun", "juin"),
            ("july", "jul", "juillet", "juil"),
            ("august", "aug", "aout"),
            ("september", "sep", "sept", "septembre"),
            ("october", "oct", "octobre"),
            ("november", "nov", "novembre"),
            ("december", "dec", "decembre"),
        ],
        start=1,
    )
    for name in names
}
"""Month names and their abbreviations, English and French, folded (no accents)."""

DAYS_BACK: Final[dict[str, int]] = {
    "today": 0,
    "aujourd hui": 0,
    "aujourdhui": 0,  # the apostrophe left out, as many type it
    "yesterday": 1,
    "hier": 1,
    "day before yesterday": 2,
    "the day before yesterday": 2,
    "avant hier": 2,
    # with a part of the day, as it is said (« /defi hier soir » was not read)
    **dict.fromkeys(("hier soir", "hier matin", "hier apres midi", "hier midi"), 1),
    **dict.fromkeys(
        ("last night", "yesterday evening", "yesterday morning", "yesterday afternoon"), 1
    ),
    **dict.fromkeys(("ce matin", "ce soir", "this morning", "tonight", "this evening"), 0),
}
"""Days named by where they stand from today."""
DAYS_AHEAD: Final[dict[str, int]] = {
    "tomorrow": 1,
    "demain": 1,
    "day after tomorrow": 2,
    "the day after tomorrow": 2,
    "apres demain": 2,
}
"""Days to come, named the same way (`parse_day` reads none: /daily says they are not dealt
yet)."""

_NUMERIC_DAY = re.compile(r"^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{2}|\d{4}))?$")
_WORDS = re.compile(r"[a-z]+|\d+")
_FILLERS: Final = frozenset({"le", "the", "of", "on", "du", "de"})
_DAY_LEAD: Final = frozenset(
    {"d", "de", "du", "le", "la", "celui", "celle", "defi", "the", "one", "from", "challenge"}
)
"""Words said before a day named by where it stands (« celui d'hier »)."""
_ORDINAL = re.compile(r"\b(\d{1,2})(?:er|re|e|st|nd|rd|th)\b")
"""A day written as an ordinal, « 1er novembre », "Nov 1st": the number is the day."""


def folded_words(text: str, separators: str = r"[-'\u2019,]") -> str:
    """No case, no accents, the `separators` as spaces, one space between words."""
    return " ".join(re.sub(separators, " ", unaccented(text.casefold())).split())


def _real_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


LEAP_YEARS_APART: Final = 8
"""The most years between two 29 Februaries (1896 and 1904: 1900 has none)."""


def _latest(month: int, day: int, today: date) -> date | None:
    """The date `day` `month` without a year: the latest not after `today` (this year's, or
    last year's if it is to come; a 29 February, the last year that had one: « Feb 29 » in
    2026 read as no day at all)."""
    for back in range(LEAP_YEARS_APART + 1):
        found = _real_date(today.year - back, month, day)
        if found is not None and found <= today:
            return found
    return None


def _full_year(text: str | None) -> int | None:
    if text is None:
        return None
    year = int(text)
    return year + 2000 if len(text) == 2 else year


def _without_lead(folded: str) -> str:
    """`folded` without the words said before « hier »: « d'hier », « celui d'hier », « le
    défi d'hier », "the one from yesterday" -> « hier », "yesterday" (none left: unchanged)."""
    words = folded.split()
    while words and words[0] in _DAY_LEAD:
        words = words[1:]
    return " ".join(words) or folded


def parse_day(text: str, today: date | None = None, *, day_first: bool = True) -> date | None:
    """A date as people type it; None if it is none. `2026-11-20`; `20/11/2026`, `20/11`
    (`day_first`, as in Québec; a day above 12 settles it either way); `nov 20`, `20 novembre`,
    `le 20 nov. 2026`, `1er novembre`, `Nov 1st`; `hier`, `yesterday`, `avant-hier`, `today`.
    Without a year, and for the words, `today` is needed: the latest such date not after it."""
    folded = _without_lead(folded_words(text.strip()))
    if folded in DAYS_BACK:
        return None if today is None else today - timedelta(days=DAYS_BACK[folded])
    parts = _typed_parts(text, day_first=day_first)
    if parts is None:
        return None
    year, month, day = parts
    return _month_day(month, day, year, today)


def names_tomorrow(text: str, today: date, *, day_first: bool = True) -> bool:
    """Whether `text` names the day after `today`: « demain », "tomorrow", or its date
    (« 1er décembre » typed on 30 November: it got « Ce jour n'est pas encore arrivé chez
    vous » where « demain » got « Le défi de demain n'est pas encore distribué… »)."""
    folded = _without_lead(folded_words(text.strip()))
    if folded in DAYS_BACK:
        return False
    tomorrow = today + timedelta(days=1)
    return DAYS_AHEAD.get(folded) == 1 or parse_day(text, tomorrow, day_first=day_first) == tomorrow


def impossible_day(text: str, *, day_first: bool = True) -> tuple[int, int, int | None] | None:
    """A date typed as one that no calendar has, as (month, day, year or None): « 31/11 »,
    « 30 février », `2025-02-29`; None for anything else (a real date, or not a date). A 29
    February without its year is left out: some years have one."""
    parts = _typed_parts(text, day_first=day_first)
    if parts is None:
        return None
    year, month, day = parts
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    if year is None:
        return None if _real_date(2000, month, day) is not None else (month, day, None)
    return None if _real_date(year, month, day) is not None else (month, day, year)


def _typed_parts(text: str, *, day_first: bool) -> tuple[int | None, int, int] | None:
    """The (year or None, month, day) a typed date says, before asking the calendar whether
    that day exists; None if the words are not a date."""
    typed = text.strip()
    match = _DAY.match(typed)
    if match is not None:
        return int(match[1]), int(match[3]), int(match[4])
    numeric = _NUMERIC_DAY.match(typed.replace(" ", ""))
    if numeric is not None:
        first, second, year = int(numeric[1]), int(numeric[3]), _full_year(numeric[4])
        day, month = (first, second) if day_first else (second, first)
        if month > 12 >= day:
            day, month = month, day
        return year, month, day
    folded = folded_words(typed)
    words = [w for w in _WORDS.findall(_ORDINAL.sub(r"\1", folded)) if w not in _FILLERS]
    months = [MONTHS[w] for w in words if w in MONTHS]
    numbers = [w for w in words if w.isdigit()]
    if len(months) != 1 or not 1 <= len(numbers) <= 2 or len(words) != 1 + len(numbers):
        return None
    day_text = next((n for n in numbers if len(n) <= 2), None)
    year_text = next((n for n in numbers if len(n) == 4), None)
    if day_text is None or len(numbers) != (1 if year_text is None else 2):
        return None
    return _full_year(year_text), months[0], int(day_text)


def _month_day(month: int, day: int, year: int | None, today: date | None) -> date | None:
    if year is not None:
        return _real_date(year, month, day)
    return None if today is None else _latest(month, day, today)
