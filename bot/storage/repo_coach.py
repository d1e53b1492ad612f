"""The coach's storage, read: ratings with their trend, theme records, what answers taught
about themes, the reviews due; `Coach` (`db.coach`) is the coach's repository.

The one write, after a graded first try, is `bot.storage.repo_coach_try.record_try`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Final, Literal, overload

import aiosqlite

from bot.coach.glicko import BASE, Rating
from bot.coach.plan import ThemeStat, weak_themes
from bot.coach.questions import Drill
from bot.engine.themes import Theme
from bot.storage.models import load_json_dict
from bot.storage.repo_coach_try import THEMES, Review, drill_ratings, get_review, record_try
from bot.storage.repository import (
    Repository,
    read_query,
    reads,
    reads_snapshot,
    snapshot_query,
    write_query_at,
)
from bot.storage.sql import fetch_all, fetch_models, fetch_one, iso_utc


@dataclass(frozen=True, slots=True)
class DrillRating:
    """A player's rating on one drill, with the tries and the change over the last week."""

    drill: Drill
    rating: Rating
    games: int
    wins: int
    trend: float | None
    """The change since a week ago; None when the player had no rating on the drill then
    (first tried this week): measured from the 1500 every newcomer starts at, a beginner's
    first week read « ▼ en baisse cette semaine » however well they did."""


@dataclass(frozen=True, slots=True)
class ThemeRecord:
    """A player's record on a theme and the question of their last miss (kind, deal)."""

    stat: ThemeStat
    example_kind: str | None
    example: dict[str, object] | None


async def get_rating(conn: aiosqlite.Connection, user_id: int, drill: Drill) -> Rating:
    """The player's rating on a drill (a new player's 1500 before any try)."""
    row = await fetch_one(
        conn,
        "SELECT rating, rd, volatility FROM coach_ratings WHERE user_id = ? AND drill = ?",
        (user_id, drill.value),
    )
    return Rating() if row is None else Rating(row["rating"], row["rd"], row["volatility"])


async def learned_offsets(conn: aiosqlite.Connection, drill: Drill) -> dict[Theme, float]:
    """Each theme's learned rating above (harder) or below (easier) 1500, for a drill."""
    rows = await fetch_all(
        conn, "SELECT theme, rating FROM coach_theme_ratings WHERE drill = ?", (drill.value,)
    )
    known = THEMES
    return {theme: rating - BASE for name, rating in rows if (theme := known.get(name)) is not None}


async def rating_and_learned(
    conn: aiosqlite.Connection, user_id: int, drill: Drill
) -> tuple[Rating, dict[Theme, float]]:
    """`get_rating` and `learned_offsets` in one statement (`repo_coach_try.drill_ratings`,
    as `repo_coach_try.record_try` reads them for an answer)."""
    player, learned = await drill_ratings(conn, user_id, drill)
    return player, {theme: rating.rating - BASE for theme, rating in learned.items()}


TREND_DAYS: Final = 7
"""A rating's trend is its change over this many days (`DrillRating.trend`)."""


def _day(moment: datetime) -> str:
    """The UTC day of `moment`, as `coach_rating_days` keeps it (migration 22)."""
    return iso_utc(moment)[:10]


async def ratings(conn: aiosqlite.Connection, user_id: int, now: datetime) -> list[DrillRating]:
    """The player's ratings, in drill order, each with its change since a week ago (None for
    a drill first tried this week)."""
    rows = await fetch_all(conn, "SELECT * FROM coach_ratings WHERE user_id = ?", (user_id,))
    week_ago = _day(now - timedelta(days=TREND_DAYS))
    found = []
    for row in rows:
        past = await fetch_one(
            conn,
            """SELECT rating FROM coach_rating_days WHERE user_id = ? AND drill = ? AND day <= ?
               ORDER BY day DESC LIMIT 1""",
            (user_id, row["drill"], week_ago),
        )
        rating = Rating(row["rating"], row["rd"], row["volatility"])
        trend = None if past is None else rating.rating - float(past["rating"])
        drill = Drill(row["drill"])
        found.append(DrillRating(drill, rating, row["games"], row["wins"], trend))
    order = list(Drill)
    return sorted(found, key=lambda r: order.index(r.drill))


async def theme_stats(conn: aiosqlite.Connection, user_id: int) -> list[ThemeStat]:
    """The player's record on every theme met (without the examples `theme_records` reads)."""
    return theme_stats_of(
        await fetch_all(
            conn, "SELECT theme, tries, misses FROM coach_themes WHERE user_id = ?", (user_id,)
        )
    )


def theme_stats_of(rows: Iterable[Sequence[Any]]) -> list[ThemeStat]:
    """The theme records of the player's `coach_themes` rows, each `[theme, tries, misses]`
    (as read, or the JSON array of `repo_questions.user_themes_and_pending` decoded); a theme
    no longer known is skipped."""
    known = THEMES
    return [
        ThemeStat(theme, tries, misses)
        for name, tries, misses in rows
        if (theme := known.get(name)) is not None
    ]


async def theme_records(conn: aiosqlite.Connection, user_id: int) -> list[ThemeRecord]:
    """The player's record on every theme met, with their last miss of it."""
    known = THEMES
    rows = await fetch_all(conn, "SELECT * FROM coach_themes WHERE user_id = ?", (user_id,))
    return [
        ThemeRecord(
            ThemeStat(known[r["theme"]], r["tries"], r["misses"]),
            r["example_kind"],
            None if r["example"] is None else load_json_dict(r["example"]),
        )
        for r in rows
        if r["theme"] in known
    ]


async def due_reviews(
    conn: aiosqlite.Connection, user_id: int, now: datetime, kinds: Sequence[str] | None = None
) -> list[Review]:
    """The player's reviews due now, the longest waiting first (of `kinds` when given)."""
    found = await fetch_models(
        conn,
        Review,
        """SELECT * FROM coach_reviews WHERE user_id = ? AND due_at IS NOT NULL AND due_at <= ?
           ORDER BY due_at, id""",
        (user_id, iso_utc(now)),
    )
    return found if kinds is None else [r for r in found if r.kind in kinds]


async def next_review_due(conn: aiosqlite.Connection, user_id: int) -> str | None:
    """When the player's next review comes due (UTC ISO), None if none waits."""
    row = await fetch_one(
        conn,
        "SELECT min(due_at) AS due FROM coach_reviews WHERE user_id = ? AND due_at IS NOT NULL",
        (user_id,),
    )
    return None if row is None else row["due"]


async def weekly_users(conn: aiosqlite.Connection) -> list[int]:
    """The players who asked for the weekly coach message."""
    rows = await fetch_all(
        conn,
        """SELECT tg_id FROM users
           WHERE json_extract(settings, '$.coach_weekly') = 1 ORDER BY tg_id""",
    )
    return [int(r["tg_id"]) for r in rows]


__all__ = [
    "DrillRating",
    "ThemeRecord",
    "due_reviews",
    "get_rating",
    "learned_offsets",
    "next_review_due",
    "ratings",
    "theme_records",
    "theme_stats",
    "weekly_users",
]


@dataclass(frozen=True, slots=True)
class CoachView:
    """Everything /coach shows, read in one snapshot."""

    ratings: list[DrillRating]
    themes: list[ThemeRecord]
    due: list[Review]
    next_due: str | None

    @property
    def next_due_at(self) -> datetime | None:
        """`next_due` read as a time (None: no review waits)."""
        return None if self.next_due is None else datetime.fromisoformat(self.next_due)


async def _overview(conn: aiosqlite.Connection, user_id: int, now: datetime) -> CoachView:
    return CoachView(
        await ratings(conn, user_id, now),
        await theme_records(conn, user_id),
        await due_reviews(conn, user_id, now),
        await next_review_due(conn, user_id),
    )


@dataclass(frozen=True, slots=True)
class CoachPlan:
    """What choosing a deal needs: the player's theme records, rating, and the learned
    difficulty of the drill's themes."""

    stats: list[ThemeStat]
    rating: Rating
    learned: dict[Theme, float]
    weak: list[ThemeStat]
    """The weak themes among `stats`, weakest first (`weak_themes`)."""


async def _plan(conn: aiosqlite.Connection, user_id: int, drill: Drill) -> CoachPlan:
    rating, learned = await rating_and_learned(conn, user_id, drill)
    stats = await theme_stats(conn, user_id)
    return CoachPlan(stats, rating, learned, weak_themes(stats))


class Coach(Repository):
    """The queries of the coach: `db.coach`."""

    record_try = write_query_at(record_try)
    get_rating = read_query(get_rating)
    learned_offsets = read_query(learned_offsets)

    @reads_snapshot
    async def ratings(self, conn: aiosqlite.Connection, user_id: int) -> list[DrillRating]:
        """The player's ratings with their trend over a week."""
        return await ratings(conn, user_id=user_id, now=self.db.moment())

    theme_records = read_query(theme_records)

    @reads
    async def due_reviews(
        self, conn: aiosqlite.Connection, user_id: int, kinds: Sequence[str] | None = None
    ) -> list[Review]:
        """The player's reviews due now, the longest waiting first."""
        return await due_reviews(conn, user_id=user_id, kinds=kinds, now=self.db.moment())

    get_review = read_query(get_review)
    weekly_users = read_query(weekly_users)

    theme_stats = read_query(theme_stats)
    rating_and_learned = read_query(rating_and_learned)

    @overload
    async def plan(
        self,
        user_id: int,
        drill: Drill,
        *,
        when_weak: Literal[False] = False,
        stats: Sequence[ThemeStat] | None = None,
    ) -> CoachPlan: ...

    @overload
    async def plan(
        self,
        user_id: int,
        drill: Drill,
        *,
        when_weak: Literal[True],
        stats: Sequence[ThemeStat] | None = None,
    ) -> CoachPlan | None: ...

    async def plan(
        self,
        user_id: int,
        drill: Drill,
        *,
        when_weak: bool = False,
        stats: Sequence[ThemeStat] | None = None,
    ) -> CoachPlan | None:
        """The player's records, rating and the drill's learned difficulties.

        Without `when_weak`: the three in one snapshot. With it: None when the player has
        no weak theme (`weak_themes`), the rating and the learned difficulties then not read
        (a deal chosen at random needs neither); the records are read first (or given as
        `stats`, read with the user by `db.questions.user_and_theme_stats`), then, for a player
        with a weak theme, the rating and the learned difficulties in one statement
        (`rating_and_learned`), no read transaction around the two reads. Nothing
        of the player's can change between them: their updates are handled one at a time
        (`bot.tg.app.PerUserUpdateProcessor`) and only their own answers write their records
        and rating; the learned difficulties are every player's and move with any answer.
        """
        if when_weak:
            if stats is None:
                stats = await self.theme_stats(user_id)
            weak = weak_themes(stats)
            if not weak:
                return None
            rating, learned = await self.rating_and_learned(user_id, drill)
            return CoachPlan(list(stats), rating, learned, weak)
        return await self._plan(user_id, drill)

    _plan = snapshot_query(_plan)

    @reads_snapshot
    async def overview(self, conn: aiosqlite.Connection, user_id: int) -> CoachView:
        """Ratings, themes and reviews in one snapshot (for /coach and the weekly message)."""
        return await _overview(conn, user_id, self.db.moment())
