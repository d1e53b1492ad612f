"""What /remind's words ask (`read_remind`): the reminder at a time of day, off, or shown."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import time
from enum import Enum
from typing import Final

from bot.drills.answer_words import NUMBER_WORDS
from bot.drills.typed_time import HOURS_PER_HALF_DAY, format_clock, parse_clock

OFF_WORDS: Final = frozenset(
    {"off", "stop", "no", "non", "aucun", "arrêt", "arret", "none"}
    | {"arrête", "arrete", "arrêter", "arreter", "arrêtez", "arretez", "jamais", "never"}
    | {"annuler", "annule", "annulez", "désactiver", "desactiver", "désactive", "desactive"}
    | {"enlever", "enlève", "enleve", "retirer", "retire", "supprimer", "supprime", "cancel"}
    | {"remove", "disable", "delete", "pas de rappel", "plus de rappel", "no reminder"}
    | {"pause", "en pause"}
)
"""« /rappel non » and the words a player types for it: « annuler » (as /annuler), « retirer »
(as /rappel says « /rappel non le retire »), « désactiver », « pas de rappel »... were read as
a time that cannot be read; « pause », as /coach takes it."""
ON_WORDS: Final = frozenset({"on", "yes", "oui", "marche", "activé", "active"})
"""« /rappel oui », "/remind on" (as /coach and /pictures take them): no time said, so the
reminder is shown as it stands (or how to set one), not « Je ne peux pas lire « oui »
comme une heure »."""
SHOW_WORDS: Final = frozenset(
    {"", "voir", "quand", "etat", "état", "mon rappel", "show", "status", "when", "my reminder"}
)
"""« /rappel voir », « /rappel ? », "/remind status" (« ? » after them or alone): the reminder
shown as it stands, as /rappel alone (« Je ne peux pas lire « voir » comme une heure »)."""
_DAY_PART = re.compile(
    r"^(?P<clock>.+?)\s+(?:(?P<am>(?:du|le|ce)\s+matin|(?:(?:à|a)\s+)?(?:tous\s+les|chaque)\s+matins?"
    r"|(?:(?:(?:de|dans)\s+)?l(?:['\u2019]|\s)\s*|en\s+)?avant[-\s]midi"
    r"|in\s+the\s+morning|(?:every|each|this)\s+morning)"
    r"|(?P<pm>(?:du|le|ce)\s+soir|(?:(?:à|a)\s+)?(?:tous\s+les|chaque)\s+soirs?"
    r"|(?:de\s+)?l(?:['\u2019]|\s)\s*apr[eè]s[-\s]midi|cet\s+apr[eè]s[-\s]midi|tonight"
    r"|in\s+the\s+(?:evening|afternoon)|at\s+night"
    r"|(?:every|each)\s+(?:evening|afternoon|night)|this\s+(?:evening|afternoon)))$"
)
"""« 9 h du matin », « 7 h du soir », « 3 h de l'après-midi », « 7 h ce soir », « 7 h à tous
les soirs », "7 tonight": the French way to say am or pm
(« 10 h de l'avant-midi », as Québec says the morning)
(and the English one, "7 in the evening", the words CLDR gives for these parts of the day,
and "9 at night"); « 7 h 30 le soir » and « 7 h tous les soirs » the way a Québec player
says it too."""
_DAY_PART_FIRST = re.compile(
    r"^(?P<part>(?:du|le|ce)\s+(?:matin|soir)|(?:tous\s+les|chaque)\s+(?:matin|soir)s?"
    r"|l(?:['\u2019]|\s)\s*(?:apr[eè]s|avant)[-\s]midi|in\s+the\s+(?:morning|evening|afternoon)"
    r"|(?:every|each)\s+(?:morning|evening|afternoon|night)|tonight"
    r"|this\s+(?:morning|evening|afternoon))[\s,]+(?:(?:à|a|at|vers|around)\s+)?"
    r"(?P<clock>\S.*)$"
)
"""« le soir à 7 h », « tous les soirs à 19 h », « ce soir à 7 h », "every evening at 7",
"tonight at 7": the part of the day said before the time, put after it as `_DAY_PART` reads
it (« 7 h le soir »); « à tous les soirs à 7 h » once its « à » is left out (`_LEAD`)."""
_EVERY_DAY = re.compile(
    r"[\s,]+(?:(?:à|a)\s+)?(?:tous\s+les\s+jours|chaque\s+jour|par\s+jour|every\s*day"
    r"|each\s+day|daily)$"
)
"""« 19 h 30 tous les jours », "7:30 every day": a reminder is daily, the words say nothing
more than the time before them; « 19 h 30 à tous les jours », as many Québec players say it."""
_EVERY_DAY_FIRST = re.compile(
    r"^(?:(?:à|a)\s+)?(?:tous\s+les\s+jours|chaque\s+jour|every\s*day|each\s+day|daily)[\s,]+"
)
"""« tous les jours à 19 h », « à tous les jours à 19 h », "every day at 7pm": the same words
said first."""
HOUR_WORDS: Final = {
    word: hour
    for hour, words in enumerate(
        [
            ("une", "un", "one"),
            ("deux", "two"),
            ("trois", "three"),
            ("quatre", "four"),
            ("cinq", "five"),
            ("six",),
            ("sept", "seven"),
            ("huit", "eight"),
            ("neuf", "nine"),
            ("dix", "ten"),
            ("onze", "eleven"),
            ("douze", "twelve"),
        ],
        start=1,
    )
    for word in words
}
"""The hours a player writes in words: « sept heures », "seven pm"."""
_SPOKEN_NUMBERS: Final = {
    **{words: n for words, n in NUMBER_WORDS.items() if n > 0},
    ("une",): 1,
    ("quarante",): 40,
    ("quarante", "cinq"): 45,
    ("cinquante",): 50,
    ("forty",): 40,
    ("forty", "five"): 45,
    ("fifty",): 50,
}
"""Numbers said in words for an hour or its minutes (no « rien »: zero is no hour)."""
_LONGEST_NUMBER: Final = max(map(len, _SPOKEN_NUMBERS))
_HOURS: Final = range(1, 24)
_NOON_MIDNIGHT: Final = {"midi": 12, "minuit": 24}
"""The hour « midi » and « minuit » say before « moins le quart » (23:45 for midnight)."""
_HOURS_BEFORE_A_QUARTER: Final = range(1, 25)
_MINUTES_PER_HOUR: Final = 60
_PAST_TO: Final = {"past": False, "after": False, "to": True, "of": True}
""""ten past nine", "ten to nine": whether the minutes come before the hour."""
_MINUTE_WORDS: Final = frozenset({"minute", "minutes"})
_MINUTES: Final = range(1, 60)
_TENS_OF_MINUTES: Final = 10
"""Minutes said without « heures » before them ("seven thirty"): at least ten, so that
« cinq trois » is no time."""
_HOUR_UNITS: Final = frozenset({"h", "heure", "heures", "hre", "hres"})
_DIGIT_HOUR = re.compile(r"^(\d{1,2})(h)?$")
"""An hour in digits, « h » stuck to it or not (« 21h trente », « 21 heures trente »)."""
_DIGIT_HOURS: Final = range(24)
_WORD_SPLIT: Final = re.compile(r"[\s-]+")
_MINUTES_NAMED = re.compile(
    r"^(\d{1,2}\s*(?:h|heures?|hres?|:)\s*\d{2})\s*(?:m|mn|min|mins|minutes?)\b"
)
"""« 19 h 30 min », « 19h30m », « 19 heures 30 minutes »: the minutes named after them."""
_DIGITS_ONLY = re.compile(r"^(\d{1,2})([0-5]\d)$")
"""« 1930 », "0730", "730": the hour and its minutes, nothing between."""
_HALF_QUARTER = re.compile(
    r"^(?P<hour>\d{1,2})(?:\s*(?:h|heures?))?\s+et\s+(?P<part>demie?|quart)\b"
)
"""« 7 heures et demie », « 7 h et quart »: the half and the quarter as they are said, the
hour without « heures » too (« sept et demie », as said aloud)."""
_PAST = re.compile(r"^(?P<part>half|quarter)\s+past\s+(?P<hour>[a-z]+|\d{1,2})(?=\s|$)")
""""half past seven", "quarter past 8": the English half and quarter, as said."""
_QUARTER_TO = re.compile(
    r"^(?:(?:(?P<hour>\d{1,2})\s*(?:h|heures?)|(?P<named>midi|minuit))"
    r"\s+moins\s+(?:le\s+)?quart"
    r"|quarter\s+(?:to|of)\s+(?P<said>[a-z]+|\d{1,2}))(?=\s|$)"
)
"""« 9 h moins le quart », « neuf heures moins quart », « midi moins le quart », "quarter to
nine": a quarter before the hour, the way a Québec player says 8:45 (« Je ne peux pas lire …
comme une heure »)."""
_OCLOCK = re.compile(r"^(?P<hour>\d{1,2})\s*o['\u2019]?\s*clock\b")
""""7 o'clock": the hour alone."""
_LEAD = re.compile(
    r"^(?:(?:à|a)\s+peu\s+pr[eè]s|autour\s+de|environ|about|à|a|at|(?:vers|sur)\s+les|vers"
    r"|around)\s+"
)
"""« à 19 h », "at 7pm": the word before a time, as a sentence has it; « autour de 9 h », « à
peu près 8 h », "about 9am" too (« vers 9 h » was read, they were not); « vers les 7 h », « sur
les 8 h », as it is said aloud."""
_SHARP_ABOUT = re.compile(r"\s+(?:pile|environ|(?:à|a)\s+peu\s+pr[eè]s|sharp|or\s+so)$")
"""« 19 h pile », « 9 h environ », "7 pm sharp": after the time, nothing more than the time."""
_OWN_TIME = re.compile(
    r"[\s,]+(?:(?:à|a)\s+)?(?:l['\u2019\s]\s*heure\s+locale|heure\s+locale|mon\s+heure"
    r"|heure\s+de\s+chez\s+(?:moi|nous)|chez\s+(?:moi|nous)|local\s+time|my\s+time)$"
)
"""« 19 h heure locale », « 19 h à mon heure », « heure de chez nous », "7pm local time": a
reminder is at the player's own time; the words say nothing more than the time before them."""
_POLITE = re.compile(
    r"(?:[\s,]*(?:merci(?:\s+beaucoup|\s+bien)?|svp|stp|s\.[vt]\.p\b\.?"
    r"|s['\u2019\s]?il\s+(?:vous|te)\s+pla[iî]t"
    r"|please|pls|thanks|thank\s+you)\b)+[\s.!,]*$"
)
"""« non merci », « 19 h s'il vous plaît », « 19 h s.v.p. », "off please": politeness after
the words."""


class Remind(Enum):
    """/remind asking for no change."""

    SHOW = "show"
    """Nothing typed: the reminder as it is."""
    UNREAD = "unread"
    """Neither a time nor « off »."""


def read_remind(typed: str) -> str | Remind | None:
    """The reminder's new time as stored ("HH:MM"), None to turn it off, or a `Remind`."""
    typed = typed.strip()
    if not typed:
        return Remind.SHOW
    folded = _plain_words(typed.casefold())
    if folded in OFF_WORDS:
        return None
    if folded in ON_WORDS or folded.rstrip("? ") in SHOW_WORDS:
        return Remind.SHOW
    moment = parse_clock(folded) or _day_part_clock(folded)
    return Remind.UNREAD if moment is None else format_clock(moment)


def _plain_words(folded: str) -> str:
    """The words that say the time or « off »: « à 19 h merci » -> « 19 h », "off please!"
    -> "off", « 19 h tous les jours » and « tous les jours à 19 h » -> « 19 h », « sept
    heures » -> « 7 heures », « merci » alone stays (it says neither)."""
    plain = _POLITE.sub("", folded.rstrip(" .!")).strip() or folded
    plain = _EVERY_DAY.sub("", plain).strip() or plain
    plain = _EVERY_DAY_FIRST.sub("", plain).strip() or plain
    plain = _SHARP_ABOUT.sub("", plain).strip() or plain
    plain = _OWN_TIME.sub("", plain).strip() or plain
    plain = _DAY_PART_FIRST.sub(r"\g<clock> \g<part>", _LEAD.sub("", plain).strip() or plain)
    return _spoken_hour(_LEAD.sub("", plain).strip() or plain)


def _spoken_hour(plain: str) -> str:
    """The hour as digits, however it was said: « sept heures du soir » -> « 7 heures du
    soir », « 7 heures et demie » -> « 7:30 », "half past seven" -> "7:30", "7 o'clock" ->
    "7"; other words unchanged."""
    past = _PAST.match(plain)
    if past is not None:
        hour = past["hour"]
        number = int(hour) if hour.isdigit() else HOUR_WORDS.get(hour)
        if number is not None:
            minutes = "30" if past["part"] == "half" else "15"
            return f"{number}:{minutes}" + plain[past.end() :]
    plain = _around_the_hour(_quarter_to(_hour_in_words(plain)))
    plain = _MINUTES_NAMED.sub(r"\1", plain)
    digits = _DIGITS_ONLY.match(plain)
    if digits is not None:
        plain = f"{digits[1]}:{digits[2]}"
    plain = _HALF_QUARTER.sub(
        lambda m: f"{m['hour']}:{'15' if m['part'] == 'quart' else '30'}", plain
    )
    return _OCLOCK.sub(lambda m: m["hour"], plain)


def _quarter_to(plain: str) -> str:
    """« 9 h moins le quart » -> « 8:45 », "quarter to nine pm" -> "8:45 pm"; words that say
    no hour from 1 to 23 before the quarter stay as they are (and are no time)."""
    match = _QUARTER_TO.match(plain)
    if match is None:
        return plain
    said = match["hour"] or match["said"] or match["named"]
    hour = _NOON_MIDNIGHT.get(said) or (int(said) if said.isdigit() else HOUR_WORDS.get(said))
    if hour is None or hour not in _HOURS_BEFORE_A_QUARTER:
        return plain
    return f"{hour - 1}:45" + plain[match.end() :]


def _around_the_hour(plain: str) -> str:
    """Minutes before or after an hour, in words or digits: « 9 h moins dix » -> « 8:50 »,
    "ten past nine" -> "9:10", "twenty to eight pm" -> "7:40 pm"; other words unchanged."""
    words = _WORD_SPLIT.split(plain)
    if "moins" in words:
        k = words.index("moins")
        hour = _hour_before(words[:k])
        minutes, used = _minutes_at(words, k + 1)
        before, tail = True, words[k + 1 + used :]
    else:
        k = next((i for i, w in enumerate(words) if w in _PAST_TO), -1)
        if k < 1 or k + 1 >= len(words):
            return plain
        said = words[:k][:-1] if words[k - 1] in _MINUTE_WORDS else words[:k]
        minutes, used = _minutes_at(said, 0)
        minutes = minutes if used == len(said) else None
        hour_said = words[k + 1]
        hour = int(hour_said) if hour_said.isdigit() else HOUR_WORDS.get(hour_said)
        before, tail = _PAST_TO[words[k]], words[k + 2 :]
    if hour is None or minutes is None or hour not in _HOURS_BEFORE_A_QUARTER:
        return plain
    if before:
        hour, minutes = hour - 1, _MINUTES_PER_HOUR - minutes
    return " ".join([f"{hour}:{minutes:02d}", *tail])


def _hour_before(words: Sequence[str]) -> int | None:
    """The hour said before « moins »: « 9 h », « 9h », « 9 heures », « midi », « minuit »."""
    if len(words) == 1 and words[0] in _NOON_MIDNIGHT:
        return _NOON_MIDNIGHT[words[0]]
    digits = _DIGIT_HOUR.match(words[0]) if words else None
    if digits is None:
        return None
    unit = bool(digits[2]) if len(words) == 1 else len(words) == 2 and words[1] in _HOUR_UNITS
    return int(digits[1]) if unit else None


def _minutes_at(words: Sequence[str], i: int) -> tuple[int | None, int]:
    """The minutes said at `words[i]`, in digits or words, and how many words they take."""
    if i < len(words) and words[i].isdigit():
        return (int(words[i]), 1) if int(words[i]) in _MINUTES else (None, 0)
    return _number_at(words, i, _MINUTES)


def _hour_in_words(plain: str) -> str:
    """An hour said in words as digits, with its minutes said after « heures »: « vingt
    heures » -> « 20 heures », « dix-neuf heures trente » -> « 19:30 », "seven thirty pm" ->
    "7:30 pm" (« sept heures » was read, « vingt heures » was not); « 21 heures trente » ->
    « 21:30 » and « midi trente » -> « midi 30 » likewise; other words unchanged."""
    words = _WORD_SPLIT.split(plain)
    if words[0] in _NOON_MIDNIGHT:
        # « midi trente » -> « midi 30 », as `parse_clock` reads « midi 30 »
        minutes, used = _number_at(words, 1, _MINUTES)
        if minutes is None:
            return plain
        return " ".join([words[0], f"{minutes:02d}", *words[1 + used :]])
    digits = _DIGIT_HOUR.match(words[0])
    if digits is not None:
        return _digit_hour_word_minutes(words, int(digits[1]), unit=bool(digits[2])) or plain
    hour, i = _number_at(words, 0, _HOURS)
    if hour is None:
        return plain
    unit = i < len(words) and words[i] in _HOUR_UNITS
    i += unit
    minutes, used = _number_at(words, i, _MINUTES)
    if minutes is not None and (unit or minutes >= _TENS_OF_MINUTES):
        return " ".join([f"{hour}:{minutes:02d}", *words[i + used :]])
    return " ".join([str(hour), *(["heures"] if unit else []), *words[i:]])


def _digit_hour_word_minutes(words: Sequence[str], hour: int, *, unit: bool) -> str | None:
    """« 21 heures trente » -> « 21:30 » (`words`, the hour in digits first, `unit` when
    « h » is stuck to it): its minutes in words after « h » or « heures »; None otherwise."""
    i = 1
    if not unit and len(words) > 1 and words[1] in _HOUR_UNITS:
        unit, i = True, 2
    minutes, used = _number_at(words, i, _MINUTES)
    if not unit or minutes is None or hour not in _DIGIT_HOURS:
        return None
    return " ".join([f"{hour}:{minutes:02d}", *words[i + used :]])


def _number_at(words: Sequence[str], i: int, allowed: range) -> tuple[int | None, int]:
    """The number said in words at `words[i]` (the longest phrase) if `allowed`, and how
    many words it takes; (None, 0) otherwise."""
    for size in range(min(_LONGEST_NUMBER, len(words) - i), 0, -1):
        value = _SPOKEN_NUMBERS.get(tuple(words[i : i + size]))
        if value is not None:
            return (value, size) if value in allowed else (None, 0)
    return None, 0


def _day_part_clock(folded: str) -> time | None:
    """« 7 h du soir » -> 19:00, « 9 h du matin » -> 9:00, « 19 h du soir » -> 19:00 (an
    hour already past noon stays), « 12 h du matin » -> None (the French say « minuit »)."""
    match = _DAY_PART.match(folded)
    if match is None:
        return None
    moment = parse_clock(match["clock"])
    if moment is None:
        return None
    if match["am"] is not None:
        return moment if moment.hour < HOURS_PER_HALF_DAY else None
    if moment.hour < HOURS_PER_HALF_DAY:
        return moment.replace(hour=moment.hour + HOURS_PER_HALF_DAY)
    return moment
