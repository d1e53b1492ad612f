"""The coach's storage: ratings, theme records, what answers taught about themes, reviews.

`record_try` is the one write after a graded first try, in one transaction: the player's
Glicko-2 rating for the drill and the themes' learned ratings, as `bot.coach.rating` moves
them (this module only loads and saves them), the player's record on each theme, and a miss
into the review box. A try at a
question brought back by /review only moves it in the box (as Lichess does not rate replays).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from typing import Final, Literal, TypeAlias, overload

import aiosqlite

from bot.coach import rating as coach_rating
from bot.coach.glicko import BASE, Rating
from bot.coach.plan import ThemeStat, weak_themes
from bot.coach.questions import (
    QUESTION_DRILLS,
    QUIZ_KIND,
    Drill,
    Seen,
    Unreadable,
    observe,
    prior_difficulty,
)
from bot.coach.review import Slot, after_review, first_miss, review_deal, review_id
from bot.engine.themes import Theme
from bot.storage.db_base import (
    Repository,
    read_query,
    reads,
    reads_snapshot,
    snapshot_query,
    write_query_at,
)
from bot.storage.models import (
    Question,
    RowModel,
    dump_json,
    load_json,
    load_json_dict,
)
from bot.storage.sql import execute, fetch_all, fetch_model, fetch_models, fetch_one, iso_utc

logger = logging.getLogger("muggins.storage.coach")

TREND_DAYS: Final = 7
_THEMES: Final = {t.value: t for t in Theme}
"""Stored theme names to themes (a name no longer known is skipped)."""


@dataclass(frozen=True, slots=True)
class DrillRating:
    """A player's rating on one drill, with the tries and the change over the last week."""

    drill: Drill
    rating: Rating
    games: int
    wins: int
    trend: float


@dataclass(frozen=True, slots=True)
class ThemeRecord:
    """A player's record on a theme and the question of their last miss (kind, deal)."""

    stat: ThemeStat
    example_kind: str | None
    example: dict[str, object] | None


@dataclass(frozen=True, slots=True)
class Review(RowModel):
    """A missed question waiting to come back."""

    id: int
    user_id: int
    kind: str
    deal: dict[str, object]
    box: int
    due_at: str | None
    misses: int
    reviews: int


@dataclass(frozen=True, slots=True)
class TryOutcome:
    """What one try changed: the rating before and after, the difficulty, the review slot."""

    before: Rating
    after: Rating
    difficulty: float
    slot: Slot | None


def _day(moment: datetime) -> str:
    """The UTC day of `moment`, as `coach_rating_days` keeps it (migration 22)."""
    return iso_utc(moment)[:10]


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
    known = _THEMES
    return {theme: rating - BASE for name, rating in rows if (theme := known.get(name)) is not None}


async def rating_and_learned(
    conn: aiosqlite.Connection, user_id: int, drill: Drill
) -> tuple[Rating, dict[Theme, float]]:
    """`get_rating` and `learned_offsets` in one statement (the player's row is the one
    without a theme), as `_ratings_for_try` reads them for an answer."""
    rows = await fetch_all(
        conn,
        "SELECT theme, rating, rd, volatility FROM coach_theme_ratings WHERE drill = ?"
        " UNION ALL"
        " SELECT NULL, rating, rd, volatility FROM coach_ratings WHERE user_id = ? AND drill = ?",
        (drill.value, user_id, drill.value),
    )
    player = Rating()
    learned = {}
    known = _THEMES
    for name, rating, rd, volatility in rows:
        if name is None:
            player = Rating(rating, rd, volatility)
        elif (theme := known.get(name)) is not None:
            learned[theme] = rating - BASE
    return player, learned


async def _ratings_for_try(
    conn: aiosqlite.Connection, user_id: int, seen: Seen
) -> tuple[Rating, dict[Theme, Rating]]:
    """The player's rating on the question's drill and the learned rating of each of its
    themes, read in one statement (the player's row is the one without a theme; a theme never
    answered yet has no row: see `bot.coach.rating.NEW_THEME`)."""
    themes = sorted({theme.value for theme in seen.themes})
    rows = await fetch_all(
        conn,
        "SELECT theme, rating, rd, volatility FROM coach_theme_ratings"
        f" WHERE drill = ? AND theme IN ({', '.join('?' * len(themes))})"
        " UNION ALL"
        " SELECT NULL, rating, rd, volatility FROM coach_ratings WHERE user_id = ? AND drill = ?",
        (seen.drill.value, *themes, user_id, seen.drill.value),
    )
    player = Rating()
    learned = {}
    for name, rating, rd, volatility in rows:
        if name is None:
            player = Rating(rating, rd, volatility)
        else:
            learned[_THEMES[name]] = Rating(rating, rd, volatility)
    return player, learned


Ratings: TypeAlias = tuple[Rating, dict[Theme, Rating]]
"""The player's rating on a drill and the learned rating of themes of that drill."""


def _drill_case(kind: str) -> str:
    """SQL: the drill of the question kind `kind` (a column), NULL for a kind the coach does
    not follow (`QUESTION_DRILLS`; constants of the code, not values)."""
    whens = " ".join(f"WHEN '{k}' THEN '{d.value}'" for k, d in QUESTION_DRILLS.items())
    return f"(CASE {kind} {whens} END)"


_EXACT: Final = "printf('%!.17g', {})"
"""SQL: a REAL as the text that reads back to the same float (JSON's own text of a REAL keeps
15 digits: not the same rating)."""


def ratings_returned(user: str, kind: str) -> str:
    """SQL: two expressions (for a RETURNING) giving, as JSON, the player's rating on the drill
    of a question (`user`, `kind`: its columns) and the learned rating of every theme of
    that drill: what `record_try` reads first (`_ratings_for_try`), read by the statement
    that closes the question (`repo_questions.answer_question`) instead. Decoded by
    `ratings_of`."""
    drill = _drill_case(kind)
    exact = ", ".join(_EXACT.format(column) for column in ("rating", "rd", "volatility"))
    return (
        f"(SELECT json_array({exact}) FROM coach_ratings"
        f" WHERE user_id = {user} AND drill = {drill}),"
        f" (SELECT json_group_array(json_array(theme, {exact})) FROM coach_theme_ratings"
        f" WHERE drill = {drill})"
    )


def ratings_of(player: str | None, themes: str) -> Ratings:
    """The values of `ratings_returned`'s two expressions: the player's rating (a new
    player's 1500 when there is none) and each learned rating (a theme no longer known is
    skipped)."""
    rating = Rating() if player is None else Rating(*map(float, load_json(player)))
    known = _THEMES
    learned = {
        theme: Rating(float(value), float(rd), float(volatility))
        for name, value, rd, volatility in load_json(themes)
        if (theme := known.get(name)) is not None
    }
    return rating, learned


_TRY_ROW: Final = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
"""A row of the view `coach_try_writes` (migration 26): part, user_id, drill, theme, rating,
rd, volatility, won, at, kind, deal, box, due_at, question_id."""


@cache
def _rows_of(count: int, row: str) -> str:
    """`count` rows of a multi-row VALUES clause: "(?, ?), (?, ?)" ..."""
    return ", ".join([row] * count)


async def _save_try(
    conn: aiosqlite.Connection,
    user_id: int,
    seen: Seen,
    after: Rating,
    moves: Sequence[tuple[Theme, Rating]],
    *,
    won: bool,
    kind: str,
    deal: Mapping[str, object] | None,
    question_id: int | None,
    now: datetime,
) -> Slot | None:
    """A try's records, in one statement (the view `coach_try_writes`, migration 26), in
    this order: the player's rating after it (SQLite keeps it as the day's last rating too,
    migration 22); the themes' learned ratings (`bot.coach.rating.themes_after`; a theme
    listed twice conflicts with its own first row, as a second statement would); the
    player's record on each theme of the question (a miss keeps the deal as the theme's
    example); a missed deal's first review, unless `deal` is None (a quiz poll): its slot."""
    at = iso_utc(now)
    drill = seen.drill.value
    missed = not won and deal is not None
    dumped = None if deal is None or won else dump_json(deal)
    example_kind = kind if missed else None
    rows: list[tuple[object, ...]] = [
        ("rating", user_id, drill, None, after.rating, after.rd, after.volatility, int(won), at)
        + (None,) * 5
    ]
    rows += (
        ("theme_rating", None, drill, theme.value, moved.rating, moved.rd, moved.volatility)
        + (None,) * 7
        for theme, moved in moves
    )
    rows += (
        (
            "theme",
            user_id,
            None,
            theme.value,
            None,
            None,
            None,
            int(won),
            at,
            example_kind,
            dumped,
            None,
            None,
            None,
        )
        for theme in seen.themes
    )
    slot = None
    if missed:
        slot = first_miss(now)
        assert slot.due is not None
        rows.append(
            (
                "review",
                user_id,
                None,
                None,
                None,
                None,
                None,
                0,
                at,
                kind,
                dumped,
                slot.box,
                iso_utc(slot.due),
                question_id,
            )
        )
    await execute(
        conn,
        "INSERT INTO coach_try_writes (part, user_id, drill, theme, rating, rd, volatility, won,"
        f" at, kind, deal, box, due_at, question_id) VALUES {_rows_of(len(rows), _TRY_ROW)}",
        [value for row in rows for value in row],
    )
    return slot


async def get_review(conn: aiosqlite.Connection, review_id: int) -> Review | None:
    """A review by id, or None."""
    return await fetch_model(conn, Review, "SELECT * FROM coach_reviews WHERE id = ?", (review_id,))


async def _move_review(
    conn: aiosqlite.Connection, review: Review, *, won: bool, now: datetime
) -> Slot:
    due = None if review.due_at is None else datetime.fromisoformat(review.due_at)
    slot = after_review(Slot(review.box, due), correct=won, now=now)
    await execute(
        conn,
        """UPDATE coach_reviews SET box = ?, due_at = ?, misses = misses + ?,
               reviews = reviews + 1, updated_at = ?
           WHERE id = ?""",
        (
            slot.box,
            None if slot.due is None else iso_utc(slot.due),
            int(not won),
            iso_utc(now),
            review.id,
        ),
    )
    return slot


async def record_try(
    conn: aiosqlite.Connection,
    now: str,
    *,
    user_id: int,
    seen: Seen,
    won: bool,
    kind: str,
    deal: Mapping[str, object] | None,
    question_id: int | None = None,
    review_id: int | None = None,
    ratings: Ratings | None = None,
) -> TryOutcome:
    """Record one graded first try: rating, themes, the review box (one transaction; see the
    module docstring).

    `deal` None: nothing to bring back (a quiz poll), so a miss is not boxed. `ratings`: the
    player's rating on `seen`'s drill and the learned ratings of the drill's themes, when
    read already in this transaction (`ratings_returned`), else read here."""
    moment = datetime.fromisoformat(now)
    if ratings is None:
        before, known = await _ratings_for_try(conn, user_id, seen)
    else:
        before, learned = ratings
        known = {theme: learned[theme] for theme in seen.themes if theme in learned}
    hardness = coach_rating.difficulty(seen, known)
    review = None if review_id is None else await get_review(conn, review_id)
    if review is not None and review.user_id == user_id:
        slot = await _move_review(conn, review, won=won, now=moment)
        return TryOutcome(before, before, hardness, slot)
    after = coach_rating.player_after(before, hardness, won=won)
    moves = coach_rating.themes_after(seen, before, hardness, known, won=won)
    missed = await _save_try(
        conn,
        user_id,
        seen,
        after,
        moves,
        won=won,
        kind=kind,
        deal=deal,
        question_id=question_id,
        now=moment,
    )
    return TryOutcome(before, after, hardness, missed)


async def coach_answer(
    conn: aiosqlite.Connection,
    question: Question,
    *,
    won: bool,
    now: str,
    ratings: Ratings | None = None,
) -> TryOutcome | None:
    """The coach's part of recording an answer to a stored question (inside the answer's
    transaction): None for kinds the coach does not follow or a deal it cannot read.
    `ratings`: read with the question's closing (`ratings_returned`), if it was."""
    try:
        seen = observe(question.kind, question.deal)
    except Unreadable as error:
        logger.warning("question %s: the coach cannot read it (%s)", question.id, error)
        return None
    if seen is None:
        return None
    return await record_try(
        conn,
        now,
        user_id=question.user_id,
        seen=seen,
        won=won,
        kind=question.kind,
        deal=review_deal(question.deal),
        question_id=question.id,
        review_id=review_id(question.deal),
        ratings=ratings,
    )


async def coach_quiz_answer(
    conn: aiosqlite.Connection, user_id: int, *, won: bool, now: str
) -> TryOutcome:
    """A quiz answer: the quiz rating only (a poll has no deal to bring back)."""
    return await record_try(
        conn, now, user_id=user_id, seen=Seen(Drill.QUIZ, (), 0), won=won, kind=QUIZ_KIND, deal=None
    )


# -- Reading -----------------------------------------------------------------------------------


async def ratings(conn: aiosqlite.Connection, user_id: int, now: datetime) -> list[DrillRating]:
    """The player's ratings, in drill order, each with its change since a week ago."""
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
        start = BASE if past is None else float(past["rating"])
        rating = Rating(row["rating"], row["rd"], row["volatility"])
        drill = Drill(row["drill"])
        found.append(DrillRating(drill, rating, row["games"], row["wins"], rating.rating - start))
    order = list(Drill)
    return sorted(found, key=lambda r: order.index(r.drill))


async def theme_stats(conn: aiosqlite.Connection, user_id: int) -> list[ThemeStat]:
    """The player's record on every theme met (without the examples `theme_records` reads)."""
    rows = await fetch_all(
        conn, "SELECT theme, tries, misses FROM coach_themes WHERE user_id = ?", (user_id,)
    )
    known = _THEMES
    return [
        ThemeStat(theme, tries, misses)
        for name, tries, misses in rows
        if (theme := known.get(name)) is not None
    ]


def theme_stats_of(themes: str) -> list[ThemeStat]:
    """The theme records of a JSON array of `[theme, tries, misses]` (a `json_group_array` of
    the player's `coach_themes` rows, `repo_questions.user_themes_and_pending`)."""
    known = _THEMES
    return [
        ThemeStat(theme, tries, misses)
        for name, tries, misses in load_json(themes)
        if (theme := known.get(name)) is not None
    ]


async def theme_records(conn: aiosqlite.Connection, user_id: int) -> list[ThemeRecord]:
    """The player's record on every theme met, with their last miss of it."""
    known = _THEMES
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
    "Review",
    "ThemeRecord",
    "TryOutcome",
    "due_reviews",
    "get_rating",
    "learned_offsets",
    "next_review_due",
    "prior_difficulty",
    "ratings",
    "record_try",
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
