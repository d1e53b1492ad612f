"""The daily challenge: the same four parts for every player on a given date, and its result.

The day's seed is the first 8 bytes of SHA-256(`muggins-daily:YYYY-MM-DD`), read big-endian,
so it is the same in every process and on every machine (Python's `hash()` is salted per run).
Each part draws from its own `random.Random`, seeded from the day's seed and the part's
index, so a part's deal does not depend on how many cards another part drew.

The parts, answered in order:
1. a hand to count (as /hand);
2. a crib to count (as /crib);
3. a pegging count (as /peg count): the points of the last card laid, standard rules (the
   daily is not a game, so the FADOQ 116 rule never bars a point);
4. an écart (as /ecart): the two cards to lay away from six, graded under the expert crib
   tables (what a real opponent throws).

The day's result is two totals, as in the tournament tie-break of seed 003 (R-003-03):
- counted parts: "pour" is what the player counted right and "contre" is the error, in points.
  A count too low leaves `missed` points to the bot (muggins): pour = counted, contre = missed.
  A count too high is corrected and costs its excess the same way: pour = total - over,
  contre = over (never below 0 pour), so nobody gains anything by claiming 29 every day.
- the écart: it is worth `ECART_POINTS` (10). The best lay-away (or one tied with it) earns 10
  pour and 0 contre; every started half point of expected loss against the best moves one
  point from pour to contre (`ECART_STEP`), down to 0 pour and 10 contre from 4.5 points lost.

A part is marked ✅ when exact (the best lay-away for the écart), 🟨 when it earned some
points, 🟥 when it earned none, ⬜ while unanswered: the marks, the totals and the streak make
the spoiler-free line players share in a chat.

Streaks count the player's consecutive local days with the challenge finished. A streak is
still alive during the day after its last finished day (there is time to play today).
"""

from __future__ import annotations

import calendar
import hashlib
import math
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo
from enum import StrEnum
from typing import Any, Final

from bot.drills import ecart
from bot.drills.club import runs
from bot.drills.daily_time import last_over_everywhere, over_everywhere, still_today_somewhere
from bot.drills.deals import Deal, deal_crib, deal_hand
from bot.drills.peg import PegCountQuestion, deal_peg_count
from bot.drills.typed_time import DAYS_AHEAD, folded_words, impossible_day, parse_day

SEED_PREFIX: Final = "muggins-daily:"
SEED_BYTES: Final = 8

ECART_POINTS: Final = 10
"""What the écart part is worth: the best lay-away earns all of it."""
ECART_STEP: Final = 0.5
"""Each started half point of expected loss against the best lay-away costs one point."""
LOSS_EPSILON: Final = 1e-9
"""Expected values are floats: a loss this small is a tie with the best lay-away."""

MARK_EXACT: Final = "✅"
MARK_PARTIAL: Final = "🟨"
MARK_NONE: Final = "🟥"
MARK_UNANSWERED: Final = "⬜"


class Part(StrEnum):
    """The four parts of the challenge, in the order they are answered."""

    HAND = "hand"
    CRIB = "crib"
    PEG = "peg"
    ECART = "ecart"


PARTS: Final[tuple[Part, ...]] = tuple(Part)
PART_COUNT: Final = len(PARTS)
COUNTED_PARTS: Final = frozenset({Part.HAND, Part.CRIB, Part.PEG})


# -- The seed and the deals ------------------------------------------------------------------


def day_seed(day: date) -> int:
    """The day's seed: SHA-256 of `muggins-daily:YYYY-MM-DD`, first 8 bytes, big-endian."""
    digest = hashlib.sha256(f"{SEED_PREFIX}{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:SEED_BYTES], "big")


def part_rng(day: date, part: Part) -> random.Random:
    """The random source of one part of the day's challenge."""
    return random.Random(day_seed(day) * PART_COUNT + PARTS.index(part))


def part_index(part: Part) -> int:
    """The part's 0-based position in the challenge."""
    return PARTS.index(part)


@dataclass(frozen=True, slots=True)
class Challenge:
    """One day's challenge: the deals of its parts (the same for every player)."""

    day: date
    hand: Deal
    crib: Deal
    peg: PegCountQuestion
    ecart: ecart.Challenge


def challenge_for(day: date) -> Challenge:
    """The challenge of `day`, drawn from the day's seed only."""
    return Challenge(
        day=day,
        hand=deal_hand(part_rng(day, Part.HAND)),
        crib=deal_crib(part_rng(day, Part.CRIB)),
        peg=deal_peg_count(part_rng(day, Part.PEG)),
        ecart=ecart.deal(part_rng(day, Part.ECART), ecart.SIX),
    )


# -- Part results ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PartResult:
    """What one answered part earned: points pour and contre, exact or not, and the facts.

    For counted parts `expected` and `answered` are points; for the écart, `loss` is the
    expected points lost against the best lay-away and `rank` the lay-away's rank (1 = best).
    """

    part: Part
    pour: int
    contre: int
    exact: bool
    expected: int = 0
    answered: int = 0
    loss: float = 0.0
    rank: int = 0

    def __post_init__(self) -> None:
        if self.pour < 0 or self.contre < 0:
            raise ValueError("points pour and contre are never negative")

    @property
    def mark(self) -> str:
        """✅ exact, 🟨 some points earned, 🟥 none."""
        if self.exact:
            return MARK_EXACT
        return MARK_PARTIAL if self.pour > 0 else MARK_NONE

    def to_dict(self) -> dict[str, object]:
        """The JSON object stored in `daily_results.detail`."""
        data: dict[str, object] = {
            "part": self.part.value,
            "pour": self.pour,
            "contre": self.contre,
            "exact": self.exact,
        }
        if self.part is Part.ECART:
            data |= {"loss": round(self.loss, 4), "rank": self.rank}
        else:
            data |= {"expected": self.expected, "answered": self.answered}
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PartResult:
        """Read a stored part result back; ValueError if it is malformed."""
        try:
            return cls(
                part=Part(data["part"]),
                pour=int(data["pour"]),
                contre=int(data["contre"]),
                exact=bool(data["exact"]),
                expected=int(data.get("expected", 0)),
                answered=int(data.get("answered", 0)),
                loss=float(data.get("loss", 0.0)),
                rank=int(data.get("rank", 0)),
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed part result: {exc}") from exc


def count_result(part: Part, expected: int, answered: int) -> PartResult:
    """A counted part: pour = what was counted right, contre = the error either way."""
    if part not in COUNTED_PARTS:
        raise ValueError(f"{part} is not a counted part")
    if expected < 0 or answered < 0:
        raise ValueError("counts are never negative")
    error = abs(answered - expected)
    return PartResult(
        part,
        pour=max(0, expected - error),
        contre=error,
        exact=error == 0,
        expected=expected,
        answered=answered,
    )


def ecart_contre(loss: float) -> int:
    """The écart's points contre: one per started `ECART_STEP` of loss, at most all of it."""
    if loss < -LOSS_EPSILON or math.isnan(loss):
        raise ValueError("a loss against the best lay-away is never negative")
    steps = math.ceil(max(0.0, loss - LOSS_EPSILON) / ECART_STEP)
    return min(ECART_POINTS, steps)


def ecart_result(loss: float, rank: int) -> PartResult:
    """The écart part: the best lay-away earns `ECART_POINTS`, a worse one less."""
    contre = ecart_contre(loss)
    return PartResult(
        Part.ECART,
        pour=ECART_POINTS - contre,
        contre=contre,
        exact=loss <= LOSS_EPSILON,
        loss=max(0.0, loss),
        rank=rank,
    )


# -- The day's result ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DayResult:
    """The parts answered so far on one day, in order, and their totals."""

    day: date
    parts: tuple[PartResult, ...] = ()

    def __post_init__(self) -> None:
        if tuple(p.part for p in self.parts) != PARTS[: len(self.parts)]:
            raise ValueError("parts are answered in order, each once")

    @property
    def pour(self) -> int:
        """Points pour, over the parts answered."""
        return sum(p.pour for p in self.parts)

    @property
    def contre(self) -> int:
        """Points contre, over the parts answered."""
        return sum(p.contre for p in self.parts)

    @property
    def parts_done(self) -> int:
        """How many parts are answered."""
        return len(self.parts)

    @property
    def finished(self) -> bool:
        """True once every part is answered."""
        return len(self.parts) == PART_COUNT

    @property
    def next_part(self) -> Part | None:
        """The first unanswered part, or None when finished."""
        return None if self.finished else PARTS[len(self.parts)]

    @property
    def exact(self) -> int:
        """How many parts were exact."""
        return sum(p.exact for p in self.parts)

    @property
    def marks(self) -> str:
        """One mark per part: ✅ 🟨 🟥 for answered parts, ⬜ for the others."""
        answered = "".join(p.mark for p in self.parts)
        return answered + MARK_UNANSWERED * (PART_COUNT - len(self.parts))

    def with_part(self, result: PartResult) -> DayResult:
        """The day after answering its next part."""
        if result.part is not self.next_part:
            raise ValueError(f"the next part is {self.next_part}, not {result.part}")
        return DayResult(self.day, (*self.parts, result))

    def detail(self) -> list[dict[str, object]]:
        """The JSON list stored in `daily_results.detail`."""
        return [p.to_dict() for p in self.parts]

    @classmethod
    def from_detail(cls, day: date, detail: Sequence[Mapping[str, Any]]) -> DayResult:
        """Read the stored detail back; ValueError if it is malformed."""
        return cls(day, tuple(PartResult.from_dict(item) for item in detail))


def read_day(day: str, detail: Sequence[Mapping[str, Any]]) -> DayResult | None:
    """A stored day's result (`daily_results.day`, `.detail`), None when it cannot be read
    back (left out of /stats, not a crash)."""
    try:
        return DayResult.from_detail(date.fromisoformat(day), detail)
    except (ValueError, KeyError, TypeError):
        return None


def counts_exact(days: Iterable[DayResult]) -> tuple[int, int]:
    """Of the counted parts (hand, crib, pegging) of `days`, how many were exact, and how
    many there were: /stats tells them (it counted the lay-aways alone, « 1 écart joué »)."""
    counted = [part for day in days for part in day.parts if part.part in COUNTED_PARTS]
    return sum(part.exact for part in counted), len(counted)


# -- The stored part question ----------------------------------------------------------------

KIND_PREFIX: Final = "daily-"
FIRST_DAY: Final = date(2000, 1, 1)
"""The earliest day a replay goes back to."""


WEEKDAYS: Final[dict[str, int]] = {
    name: number
    for number, names in enumerate(
        [
            ("monday", "mon", "lundi", "lun"),
            ("tuesday", "tue", "tues", "mardi", "mar"),
            ("wednesday", "wed", "mercredi", "mer"),
            ("thursday", "thu", "thur", "thurs", "jeudi", "jeu"),
            ("friday", "fri", "vendredi", "ven"),
            ("saturday", "sat", "samedi", "sam"),
            ("sunday", "sun", "dimanche", "dim"),
        ]
    )
    for name in names
}
"""Weekday names and their abbreviations, English and French, folded (no case, no accents),
-> `date.weekday()` (Monday 0)."""
WEEKDAY_FILLERS: Final = frozenset({"le", "ce", "de", "du", "celui", "on", "this", "s"})
"""Words around a weekday that change nothing: « le lundi », « ce lundi », « celui de
lundi », « du lundi », "on Monday", "Monday's"."""
A_WEEK_BEFORE: Final = frozenset({"dernier", "passe", "last", "past"})
"""« lundi dernier », « lundi passé », "last Monday": on a Monday, the Monday before."""
WEEK_AHEAD: Final = frozenset({"prochain", "next", "qui", "vient"})
"""« lundi prochain », « lundi qui vient », "next Monday": a day to come."""
_WEEKDAY_WORDS = r"[-'\u2019,.]"
"""What separates the words of a typed weekday: « lun. », "Mon.", "Monday, Nov 23"."""
_FIRST_WORD = re.compile(r"[\s,.]+")


def weekday_day(typed: str, local: date, *, day_first: bool) -> date | DayRefused | None:
    """The day a typed weekday names (« lundi », « Lundi dernier », "mon", "last Monday"): the
    latest such day up to `local`, so today's own name is today (with « dernier » or "last",
    a week before); « lundi prochain » is a day to come (`DayRefused.FUTURE`); None when the
    words name no weekday. A weekday before a date (« lundi 23 novembre », "Monday, Nov 23",
    as the bot writes days) is that date."""
    words = folded_words(typed, _WEEKDAY_WORDS).split()
    names = [word for word in words if word in WEEKDAYS]
    if len(names) != 1:
        return None
    others = {word for word in words if word not in WEEKDAYS}
    if not others <= WEEKDAY_FILLERS | A_WEEK_BEFORE | WEEK_AHEAD:
        rest = without_weekday(typed)
        return None if rest == typed else parse_day(rest, local, day_first=day_first)
    if others & WEEK_AHEAD:
        return DayRefused.FUTURE
    back = (local.weekday() - WEEKDAYS[names[0]]) % 7
    if back == 0 and others & A_WEEK_BEFORE:
        back = 7
    return local - timedelta(days=back)


def without_weekday(typed: str) -> str:
    """The words after a weekday that starts them (« lundi 23 novembre » -> « 23 novembre »,
    "Mon. 11/23" -> "11/23"); the words as typed otherwise."""
    first, *rest = _FIRST_WORD.split(typed.strip(), maxsplit=1)
    return rest[0] if rest and folded_words(first) in WEEKDAYS else typed


_DAY_OF_MONTH = re.compile(
    r"^(le |du |celui du |on |on the |the )?(\d{1,2}|premier|first)(er|re|e|st|nd|rd|th)?$"
)
"""A day of the month without its month: « le 20 », « le 1er », « du 20 », « celui du 20 »,
« le premier », "the 20th", "20th" (not a bare « 20 », nor « premier »)."""
_FIRST_WORDS: Final = frozenset({"premier", "first"})
"""The first day of a month said in words: « le premier », "the first"."""


def month_day(typed: str, local: date) -> date | None:
    """The day a day of the month alone names (« le 20 », « du 20 », « le premier », "the
    20th"): that day of `local`'s month, even to come (`day_asked` says it is not dealt yet),
    unless last month's is nearer (« le 29 » on 1 December is 29 November, not four weeks to
    come); None for other words or a day `local`'s month does not have."""
    match = _DAY_OF_MONTH.match(folded_words(typed, _WEEKDAY_WORDS))
    if match is None or not (match[1] or match[3]):
        return None
    if match[2] in _FIRST_WORDS and match[3]:
        return None
    number = 1 if match[2] in _FIRST_WORDS else int(match[2])
    if not 1 <= number <= calendar.monthrange(local.year, local.month)[1]:
        return None
    this_month = local.replace(day=number)
    if this_month <= local:
        return this_month
    before = local.replace(day=1) - timedelta(days=1)  # last month's last day
    if number > before.day:
        return this_month
    last_month = before.replace(day=number)
    return last_month if local - last_month < this_month - local else this_month


def typed_day(typed: str, local: date, *, day_first: bool) -> date | DayRefused | None:
    """The day `/daily <typed>` names: a date (`typed_time.parse_day`), « hier », a day of the
    month (`month_day`) or a weekday (`weekday_day`); a refusal for a weekday to come; None
    when the words name no day."""
    return (
        parse_day(typed, local, day_first=day_first)
        or month_day(typed, local)
        or weekday_day(typed, local, day_first=day_first)
    )


YEARLESS_AHEAD: Final = 31
"""How many days ahead a date typed without its year is taken as the one to come."""


def coming_again(typed: str, day: date, local: date, *, day_first: bool) -> bool:
    """Whether `day`, read from a date typed without its year (« 1er décembre ») as the
    latest one not after `local`, comes again within `YEARLESS_AHEAD` days: the player meant
    that one, not yet here (« /defi 1er décembre » on 30 November replayed 1 December of the
    year before without a word). A year typed, « hier », a weekday or a day of the month
    alone: False."""
    if parse_day(typed, None, day_first=day_first) is not None:
        return False  # its year is typed
    try:
        again = day.replace(year=day.year + 1)
    except ValueError:  # a 29 February
        return False
    return local < again <= local + timedelta(days=YEARLESS_AHEAD)


class DayRefused(StrEnum):
    """Why `/daily <day>` plays nothing: a day it cannot read, a date no calendar has (« 31/11 »,
    `typed_time.impossible_day`), a day before `FIRST_DAY`, a day still to come where the player
    lives (« demain » too), a past day still being played somewhere on Earth."""

    UNREAD = "unread"
    NO_SUCH_DAY = "no-such-day"
    TOO_OLD = "too-old"
    FUTURE = "future"
    NOT_OVER = "not-over"


def day_asked(typed: str, local: date, now: datetime, *, day_first: bool) -> date | DayRefused:
    """The day `/daily <typed>` plays (today without words), or why none: a replay only once
    the day is over everywhere, so that no change of timezone makes a replayed day today."""
    if not typed:
        return local
    day = typed_day(typed, local, day_first=day_first)
    if isinstance(day, DayRefused):
        return day
    if day is None:
        if folded_words(typed) in DAYS_AHEAD:
            return DayRefused.FUTURE
        if impossible_day(without_weekday(typed), day_first=day_first) is not None:
            return DayRefused.NO_SUCH_DAY
        return DayRefused.UNREAD
    if day < FIRST_DAY:
        return DayRefused.TOO_OLD
    if day > local or coming_again(typed, day, local, day_first=day_first):
        return DayRefused.FUTURE
    if day < local and still_today_somewhere(day, now):
        return DayRefused.NOT_OVER
    return day


@dataclass(frozen=True, slots=True)
class NotOver:
    """A past day refused as still played somewhere (`DayRefused.NOT_OVER`): the day, when it
    can be replayed (`over_everywhere`) and the newest day a replay can play now."""

    day: date
    opens: datetime
    last: date


def not_over(
    typed: str, local: date, now: datetime, clock: tzinfo, *, day_first: bool
) -> NotOver | None:
    """The day `/daily <typed>` names, when it opens for replays (on `clock`, the player's)
    and the newest day that can be replayed at `now`, for a day refused as
    `DayRefused.NOT_OVER`; None when the words name no day."""
    day = typed_day(typed, local, day_first=day_first)
    if day is None or isinstance(day, DayRefused):
        return None
    return NotOver(day, over_everywhere(day).astimezone(clock), last_over_everywhere(now))


def question_kind(part: Part) -> str:
    """The questions.kind of a part: `daily-hand`, `daily-crib`, `daily-peg`, `daily-ecart`."""
    return KIND_PREFIX + part.value


@dataclass(frozen=True, slots=True)
class PartQuestion:
    """What a part's question stores: the day, the part, replay or not, and its deal."""

    day: date
    part: Part
    replay: bool
    deal: dict[str, object]
    done: tuple[dict[str, object], ...] = ()
    """A replay's earlier parts (`PartResult.to_dict`); real days keep them in their row."""

    def to_dict(self) -> dict[str, object]:
        """The questions.deal JSON."""
        return {
            "day": self.day.isoformat(),
            "part": self.part.value,
            "replay": self.replay,
            "deal": self.deal,
            "done": list(self.done),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PartQuestion:
        """Read it back; ValueError if malformed."""
        try:
            return cls(
                day=date.fromisoformat(data["day"]),
                part=Part(data["part"]),
                replay=bool(data["replay"]),
                deal=dict(data["deal"]),
                done=tuple(dict(item) for item in data.get("done", ())),
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed daily question: {exc}") from exc


def read_part(data: Mapping[str, object]) -> PartQuestion | None:
    """The daily part a stored question holds (None when it cannot be read back)."""
    try:
        return PartQuestion.from_dict(data)
    except ValueError:
        return None


def lay_aways_of(day: date, detail: Sequence[Mapping[str, Any]]) -> list[tuple[bool, int, float]]:
    """The écart of a day's stored result, if answered: the role (dealer or not), its rank and
    the points it lost; none when the detail cannot be read."""
    try:
        parts = DayResult.from_detail(day, detail).parts
    except (ValueError, KeyError, TypeError):
        return []
    return [
        (challenge_for(day).ecart.dealer, p.rank, p.loss) for p in parts if p.part is Part.ECART
    ]


# -- Streaks ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Streak:
    """Consecutive local days with the challenge finished: the current run and the best."""

    current: int = 0
    best: int = 0


def longest_run(days: Iterable[date]) -> int:
    """The longest run of consecutive dates."""
    return max((length for _, length in runs(days)), default=0)


def streak(finished_days: Iterable[date], today: date) -> Streak:
    """The current streak (alive through the day after the last finished day) and the best.

    Days after `today` (a player who moved west of where they played) count for the best
    streak only.
    """
    every = set(finished_days)
    end = today if today in every else today - timedelta(days=1)
    current = 0
    while end in every:
        current += 1
        end -= timedelta(days=1)
    return Streak(current=current, best=longest_run(every))
