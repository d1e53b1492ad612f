"""Recording a graded first try for the coach, in the answer's transaction: `record_try`.

It writes, in one statement, the player's Glicko-2 rating for the drill and the themes'
learned ratings, as `bot.coach.rating` moves them (this module only loads and saves them), the
player's record on each theme, and a miss into the review box. A try at a question brought
back by /review only moves it in the box (as Lichess does not rate replays). The coach's
reads (/coach, the plan of a deal) are `bot.storage.repo_coach`.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final, TypeAlias

import aiosqlite

from bot.coach import rating as coach_rating
from bot.coach.glicko import Rating
from bot.coach.questions import QUESTION_DRILLS, QUIZ_KIND, Drill, Seen, Unreadable, observe
from bot.coach.review import Slot, after_review, first_miss, review_deal, review_id
from bot.engine.themes import Theme
from bot.storage.models import Question, RowModel, dump_json, load_json
from bot.storage.sql import execute, fetch_all, fetch_model, iso_utc, values_rows

logger = logging.getLogger("muggins.storage.coach")

THEMES: Final = {t.value: t for t in Theme}
"""Stored theme names to themes (a name no longer known is skipped)."""


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


Ratings: TypeAlias = tuple[Rating, dict[Theme, Rating]]
"""The player's rating on a drill and the learned rating of themes of that drill."""


async def drill_ratings(
    conn: aiosqlite.Connection, user_id: int, drill: Drill, themes: Collection[Theme] | None = None
) -> Ratings:
    """The player's rating on a drill (a new player's 1500 before any try) and the learned
    rating of each of the drill's themes (of `themes` only, when given), read in one statement
    (the player's row is the one without a theme; a theme never answered yet has no row: see
    `bot.coach.rating.NEW_THEME`; a name no longer known is skipped)."""
    names = None if themes is None else sorted({theme.value for theme in themes})
    only = "" if names is None else f" AND theme IN ({', '.join('?' * len(names))})"
    rows = await fetch_all(
        conn,
        f"SELECT theme, rating, rd, volatility FROM coach_theme_ratings WHERE drill = ?{only}"
        " UNION ALL"
        " SELECT NULL, rating, rd, volatility FROM coach_ratings WHERE user_id = ? AND drill = ?",
        (drill.value, *(names or ()), user_id, drill.value),
    )
    player = Rating()
    learned = {}
    known = THEMES
    for name, rating, rd, volatility in rows:
        if name is None:
            player = Rating(rating, rd, volatility)
        elif (theme := known.get(name)) is not None:
            learned[theme] = Rating(rating, rd, volatility)
    return player, learned


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
    that drill: what `record_try` reads first (`drill_ratings`), read by the statement
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
    known = THEMES
    learned = {
        theme: Rating(float(value), float(rd), float(volatility))
        for name, value, rd, volatility in load_json(themes)
        if (theme := known.get(name)) is not None
    }
    return rating, learned


_TRY_WIDTH: Final = 14
"""The values of a row of the view `coach_try_writes` (migration 26): part, user_id, drill,
theme, rating, rd, volatility, won, at, kind, deal, box, due_at, question_id."""


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
        f" at, kind, deal, box, due_at, question_id) VALUES {values_rows(len(rows), _TRY_WIDTH)}",
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
        before, known = await drill_ratings(conn, user_id, seen.drill, seen.themes)
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
