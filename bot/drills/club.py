"""Clubs and leaderboards, the pure part: periods, ranking and tie-breaks, weekly summary facts,
deep-link payloads (no I/O, no text, no Telegram).

A group chat is a club; its members compete on the daily challenge (`daily_results`). Boards
rank by points "pour"; ties are broken as in the tournament rules of seed 003 (GLOSSARY
R-003-03, whose order is left open, so each club picks one):

- `TieBreak.CONTRE`: pour (more is better), then contre (fewer is better);
- `TieBreak.DIFFERENCE`: pour minus contre (more is better), then pour.

Players equal on both keys share a rank (competition ranking: 1, 2, 2, 4).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum
from fractions import Fraction
from typing import Final

from bot.engine.card_parsing import unaccented
from bot.engine.variants import Rules, game_result

BOARD_SIZE: Final = 10
"""Rows shown by /top (the caller's own rank is added below when they are further down)."""
PODIUM: Final = 3
WEEK_DAYS: Final = 7

INVITE_PREFIX: Final = "club_"
MAX_PAYLOAD: Final = 64
"""Telegram's limit for a /start deep-link payload (characters of A-Za-z0-9_-)."""
PAYLOAD_PATTERN: Final = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
INVITE_PATTERN: Final = re.compile(r"^club_([A-Za-z0-9_-]{16,43})$")


class Period(Enum):
    """A leaderboard period, in the club's local calendar."""

    TODAY = "today"
    WEEK = "week"
    MONTH = "month"
    ALL = "all"


class TieBreak(Enum):
    """How a club orders players (see the module docstring)."""

    CONTRE = "contre"
    DIFFERENCE = "difference"


# -- Periods -----------------------------------------------------------------------------------


def week_start(day: date) -> date:
    """The Monday of the ISO week of `day`."""
    return day - timedelta(days=day.weekday())


def period_key(period: Period, today: date) -> str:
    """The `daily_totals.period` of a period containing `today` (TODAY: the day itself)."""
    if period is Period.TODAY:
        return today.isoformat()
    if period is Period.WEEK:
        return "w:" + week_start(today).isoformat()
    if period is Period.MONTH:
        return f"m:{today.year:04d}-{today.month:02d}"
    return "all"


def period_days(period: Period, today: date) -> tuple[date, date] | None:
    """The first and last day of the period containing `today` (None: all time)."""
    if period is Period.TODAY:
        return today, today
    if period is Period.WEEK:
        start = week_start(today)
        return start, start + timedelta(days=WEEK_DAYS - 1)
    if period is Period.MONTH:
        start = today.replace(day=1)
        following = (start + timedelta(days=32)).replace(day=1)
        return start, following - timedelta(days=1)
    return None


def previous_week(today: date) -> date:
    """The Monday of the week before the one containing `today`."""
    return week_start(today) - timedelta(days=WEEK_DAYS)


# -- Ranking -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Standing:
    """One member's totals over a period: days played (at least one part), pour and contre."""

    user_id: int
    name: str
    pour: int
    contre: int
    days: int = 1

    @property
    def difference(self) -> int:
        """Pour minus contre."""
        return self.pour - self.contre


@dataclass(frozen=True, slots=True)
class Ranked:
    """A standing and its rank (1-based, shared by players equal on the club's keys)."""

    rank: int
    standing: Standing


def merit(standing: Standing, tiebreak: TieBreak) -> tuple[int, int]:
    """The club's ordering keys, larger is better."""
    if tiebreak is TieBreak.DIFFERENCE:
        return standing.difference, standing.pour
    return standing.pour, -standing.contre


def name_order(name: str) -> str:
    """How names sort among equals, as a club reads a list: accents and case aside
    (`Émile` before `Gérard` and `Zoé`, where code-point order puts it after `Zoé`)."""
    return unaccented(name.casefold())


def competition_ranks(keys: Sequence[object]) -> list[int]:
    """The ranks of players listed best first, given each one's ordering keys: equal keys
    share a rank, the next one skips as many (1, 2, 2, 4)."""
    ranks: list[int] = []
    for index, key in enumerate(keys):
        ranks.append(ranks[-1] if index and keys[index - 1] == key else index + 1)
    return ranks


def ranked(standings: Iterable[Standing], tiebreak: TieBreak) -> list[Ranked]:
    """Standings best first with their competition ranks (equal keys: same rank, by name)."""
    ordered = sorted(
        standings,
        key=lambda s: (tuple(-k for k in merit(s, tiebreak)), name_order(s.name), s.user_id),
    )
    ranks = competition_ranks([merit(standing, tiebreak) for standing in ordered])
    return [Ranked(rank, standing) for rank, standing in zip(ranks, ordered, strict=True)]


def rank_among(standing: Standing, better: int) -> Ranked:
    """A standing's rank when `better` players are strictly ahead of it."""
    return Ranked(better + 1, standing)


def games_counted(rules: Rules, winner_score: int, loser_score: int, *, resigned: bool) -> int:
    """The games a finished game between members counts on /top games and in /stats, as its
    end told the table (« Un skunk : la victoire compte pour deux parties »): a skunk or a
    lurch two, a double skunk four, for the winner as for the loser, under the game's margin
    rule; a game won by resignation, or without its scores, one."""
    if resigned or winner_score < rules.target or not 0 <= loser_score < rules.target:
        return 1
    return game_result(rules, winner_score, loser_score).games


# -- Weekly summary ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Improvement:
    """A most improved member: average pour per day played, last week and this week."""

    user_id: int
    name: str
    before: float
    after: float

    @property
    def gain(self) -> float:
        """Points per day gained."""
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class Streak:
    """A member's longest run of consecutive days with the challenge finished."""

    user_id: int
    name: str
    days: int


@dataclass(frozen=True, slots=True)
class WeeklySummary:
    """What the weekly summary shows: the podium, the most improved, the longest streak."""

    week: date
    players: int
    podium: tuple[Ranked, ...]
    improved: tuple[Improvement, ...]
    """The most improved: every member who shares the best gain (the higher average now
    first, then by name); none when nobody improved."""
    streaks: tuple[Streak, ...]
    """The longest streak, every member who has it (by name); none when nobody has one."""

    @property
    def empty(self) -> bool:
        """True when nobody played that week."""
        return self.players == 0


def average(standing: Standing) -> float:
    """Pour per day played."""
    return standing.pour / standing.days if standing.days else 0.0


def exact_average(standing: Standing) -> Fraction:
    """Pour per day played, exactly (equal gains compare equal: 7.5 - 4.5 and 8 - 5)."""
    return Fraction(standing.pour, standing.days) if standing.days else Fraction(0)


def most_improved(
    this_week: Sequence[Standing], last_week: Sequence[Standing]
) -> tuple[Improvement, ...]:
    """The members whose pour per day played rose the most from last week (both weeks played,
    a real gain only): every member who shares the best gain, the higher average now first,
    then by name (none when nobody improved). It was one of them, the others left out."""
    before = {s.user_id: s for s in last_week if s.days > 0}
    gains = [
        (exact_average(s) - exact_average(before[s.user_id]), s)
        for s in this_week
        if s.days > 0 and s.user_id in before
    ]
    best = max((gain for gain, _ in gains), default=Fraction(0))
    if best <= 0:
        return ()
    tied = sorted(
        (s for gain, s in gains if gain == best),
        key=lambda s: (-exact_average(s), name_order(s.name), s.user_id),
    )
    return tuple(
        Improvement(s.user_id, s.name, average(before[s.user_id]), average(s)) for s in tied
    )


def runs(days: Iterable[date]) -> list[tuple[date, int]]:
    """Runs of consecutive days: (last day, length), in calendar order."""
    found: list[tuple[date, int]] = []
    for day in sorted(set(days)):
        if found and found[-1][0] + timedelta(days=1) == day:
            found[-1] = (day, found[-1][1] + 1)
        else:
            found.append((day, 1))
    return found


def longest_run_ending_between(days: Iterable[date], first: date, last: date) -> int:
    """The longest run of consecutive days whose last day falls in [first, last] (0: none)."""
    lengths = [length for end, length in runs(d for d in days if d <= last) if end >= first]
    return max(lengths, default=0)


def best_streaks(streaks: Iterable[Streak]) -> tuple[Streak, ...]:
    """The longest streak: every member who has it, by name (none when nobody has one)."""
    real = [s for s in streaks if s.days > 0]
    longest = max((s.days for s in real), default=0)
    return tuple(
        sorted(
            (s for s in real if s.days == longest),
            key=lambda s: (name_order(s.name), s.user_id),
        )
    )


def weekly_summary(
    week: date,
    this_week: Sequence[Standing],
    last_week: Sequence[Standing],
    streaks: Iterable[Streak],
    tiebreak: TieBreak,
) -> WeeklySummary:
    """The summary of the week starting `week` from the members' standings (visible ones)."""
    played = [s for s in this_week if s.days > 0]
    podium = tuple(r for r in ranked(played, tiebreak) if r.rank <= PODIUM)
    return WeeklySummary(
        week=week,
        players=len(played),
        podium=podium,
        improved=most_improved(played, last_week),
        streaks=best_streaks(streaks),
    )


# -- Deep links --------------------------------------------------------------------------------


def invite_payload(token: str) -> str:
    """The /start payload that joins the club whose invite token is `token`."""
    payload = INVITE_PREFIX + token
    if not PAYLOAD_PATTERN.match(payload) or INVITE_PATTERN.match(payload) is None:
        raise ValueError(f"not a valid invite token: {token!r}")
    return payload


def invite_token(payload: str) -> str | None:
    """The invite token of a club payload, or None when `payload` is not one."""
    match = INVITE_PATTERN.match(payload)
    return match[1] if match else None


def looks_like_invite(payload: str) -> bool:
    """True for a payload meant for clubs (well formed or not): `club_...`."""
    return payload.startswith(INVITE_PREFIX)


def deep_link(username: str, payload: str) -> str:
    """`https://t.me/<bot>?start=<payload>`."""
    if not PAYLOAD_PATTERN.match(payload):
        raise ValueError(f"deep-link payloads are 1 to 64 characters of A-Za-z0-9_-: {payload!r}")
    return f"https://t.me/{username}?start={payload}"
