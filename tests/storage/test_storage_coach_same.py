"""The coach's write reads the drill's theme ratings once per answer: for a table of hands
answered by several players, right and wrong, it stores exactly the records (ratings, rating
days, themes' learned ratings, theme records, reviews) and returns exactly the outcomes that
the former write, reading each theme's rating before updating it, stored and returned; and an
answer whose ratings are read by the statement closing its question (`answer_question`) stores
and returns exactly what the coach reading them itself stores and returns."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import AsyncIterator, Mapping
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import Any

import aiosqlite
import pytest

from bot.coach import rating as coach_rating
from bot.coach.glicko import BASE, Rating, Result, floor_rd, play, update
from bot.coach.questions import Drill, Seen, observe, question_difficulty, show_seen
from bot.coach.review import Slot, first_miss
from bot.drills.deals import deal_crib, deal_hand
from bot.engine.themes import Theme, _ordered, show_themes
from bot.storage import repo_coach, repo_coach_try, repo_questions
from bot.storage.migrations import migrate_now
from bot.storage.models import ANSWERED, dump_json
from bot.storage.sql import execute, fetch_all, fetch_one, iso_utc

TABLES = ("coach_ratings", "coach_rating_days", "coach_theme_ratings", "coach_themes")


async def _old_theme_rating(conn: aiosqlite.Connection, drill: Drill, theme: Theme) -> Rating:
    row = await fetch_one(
        conn,
        "SELECT rating, rd, volatility FROM coach_theme_ratings WHERE drill = ? AND theme = ?",
        (drill.value, theme.value),
    )
    if row is None:
        return Rating(BASE, coach_rating.THEME_START_RD)
    return Rating(row["rating"], row["rd"], row["volatility"])


# The former writes, one statement each (before migration 26).


async def _former_save_rating(
    conn: aiosqlite.Connection, user_id: int, drill: Drill, rating: Rating, won: bool, now: datetime
) -> None:
    """The player's rating after a try; SQLite keeps it as the day's last rating too
    (`coach_rating_days`, by a trigger: migration 22)."""
    await execute(
        conn,
        """INSERT INTO coach_ratings (user_id, drill, rating, rd, volatility, games, wins,
                                      updated_at)
           VALUES (?, ?, ?, ?, ?, 1, ?, ?)
           ON CONFLICT (user_id, drill) DO UPDATE SET rating = excluded.rating,
               rd = excluded.rd, volatility = excluded.volatility, games = games + 1,
               wins = wins + excluded.wins, updated_at = excluded.updated_at""",
        (user_id, drill.value, rating.rating, rating.rd, rating.volatility, int(won), iso_utc(now)),
    )


@cache
def _rows_of(count: int, row: str) -> str:
    """`count` rows of a multi-row VALUES clause: "(?, ?), (?, ?)" ..."""
    return ", ".join([row] * count)


async def _former_count_themes(
    conn: aiosqlite.Connection,
    user_id: int,
    seen: Seen,
    *,
    won: bool,
    kind: str,
    deal: Mapping[str, object] | None,
    now: datetime,
) -> None:
    """The player's record on each theme of the question, one statement for them all."""
    if not seen.themes:
        return
    example = None if won or deal is None else dump_json(deal)
    example_kind = None if example is None else kind
    updated_at = iso_utc(now)
    misses = int(not won)
    params: list[object] = []
    for theme in seen.themes:
        params += (user_id, theme.value, misses, example_kind, example, updated_at)
    await execute(
        conn,
        "INSERT INTO coach_themes (user_id, theme, tries, misses, example_kind, example,"
        " updated_at)"
        f" VALUES {_rows_of(len(seen.themes), '(?, ?, 1, ?, ?, ?, ?)')}"
        " ON CONFLICT (user_id, theme) DO UPDATE SET tries = tries + 1,"
        " misses = misses + excluded.misses,"
        " example_kind = coalesce(excluded.example_kind, example_kind),"
        " example = coalesce(excluded.example, example),"
        " updated_at = excluded.updated_at",
        params,
    )


async def _former_schedule_miss(
    conn: aiosqlite.Connection,
    user_id: int,
    kind: str,
    deal: Mapping[str, object],
    question_id: int | None,
    now: datetime,
) -> Slot:
    slot = first_miss(now)
    assert slot.due is not None
    await execute(
        conn,
        """INSERT INTO coach_reviews (user_id, kind, deal, box, due_at, question_id, created_at,
                                      updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
        (
            user_id,
            kind,
            dump_json(deal),
            slot.box,
            iso_utc(slot.due),
            question_id,
            iso_utc(now),
            iso_utc(now),
        ),
    )
    return slot


async def _old_record_try(  # the write as it was before theme ratings were read once
    conn: aiosqlite.Connection, *, user_id: int, seen: Seen, won: bool, deal: Any, now: datetime
) -> repo_coach_try.TryOutcome:
    before = await repo_coach.get_rating(conn, user_id, seen.drill)
    difficulty = question_difficulty(seen, await repo_coach.learned_offsets(conn, seen.drill))
    after, _ = play(before, Rating(difficulty, coach_rating.QUESTION_RD), won=won)
    await _former_save_rating(conn, user_id, seen.drill, after, won, now)
    for theme in seen.themes:
        learned = await _old_theme_rating(conn, seen.drill, theme)
        question = Rating(difficulty, learned.rd, learned.volatility)
        moved = floor_rd(update(question, [Result(before, 0.0 if won else 1.0)]))
        kept = Rating(learned.rating + moved.rating - difficulty, moved.rd, moved.volatility)
        await execute(
            conn,
            """INSERT INTO coach_theme_ratings (drill, theme, rating, rd, volatility, tries)
               VALUES (?, ?, ?, ?, ?, 1)
               ON CONFLICT (drill, theme) DO UPDATE SET rating = excluded.rating,
                   rd = excluded.rd, volatility = excluded.volatility, tries = tries + 1""",
            (seen.drill.value, theme.value, kept.rating, kept.rd, kept.volatility),
        )
    await _former_count_themes(conn, user_id, seen, won=won, kind="hand", deal=deal, now=now)
    missed = None
    if not won:
        missed = await _former_schedule_miss(conn, user_id, "hand", deal, None, now)
    return repo_coach_try.TryOutcome(before, after, difficulty, missed)


@pytest.fixture
async def two() -> AsyncIterator[tuple[aiosqlite.Connection, aiosqlite.Connection]]:
    conns = []
    for _ in range(2):
        conn = await aiosqlite.connect(":memory:", isolation_level=None)
        conn.row_factory = sqlite3.Row
        await migrate_now(conn)
        conns.append(conn)
    yield conns[0], conns[1]
    for conn in conns:
        await conn.close()


def _tries() -> list[tuple[int, Seen, bool, dict[str, Any]]]:
    rng = random.Random(25)
    found = []
    for i in range(240):
        deal = (deal_crib if i % 3 == 0 else deal_hand)(rng)
        seen = observe(deal.kind.value, deal.to_dict())
        assert seen is not None
        found.append((1 + i % 7, seen, rng.random() < 0.6, deal.to_dict()))
    # A question listing a theme twice learns from it twice, as a re-read each time would.
    twice = Seen(Drill.HAND, (Theme.NOBS, Theme.PAIR, Theme.NOBS), 9)
    found.extend((8, twice, won, found[0][3]) for won in (False, True, False))
    return found


async def _dump(conn: aiosqlite.Connection) -> dict[str, list[tuple[Any, ...]]]:
    dumped = {
        t: [tuple(r) for r in await fetch_all(conn, f"SELECT * FROM {t} ORDER BY 1, 2, 3")]
        for t in TABLES
    }
    dumped["coach_reviews"] = [
        tuple(r) for r in await fetch_all(conn, "SELECT * FROM coach_reviews ORDER BY id")
    ]
    return dumped


async def test_the_write_stores_what_the_former_write_stored(
    two: tuple[aiosqlite.Connection, aiosqlite.Connection],
) -> None:
    old, new = two
    now = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)
    tries = _tries()
    assert len({t for _, seen, _, _ in tries for t in seen.themes}) > 10
    for n, (user, seen, won, deal) in enumerate(tries):
        moment = now + timedelta(hours=5 * n)
        for conn in two:
            await execute(conn, "BEGIN IMMEDIATE")
            await execute(
                conn,
                "INSERT OR IGNORE INTO users (tg_id, created_at, updated_at) VALUES (?, ?, ?)",
                (user, "2026-11-24T09:00:00Z", "2026-11-24T09:00:00Z"),
            )
        was = await _old_record_try(old, user_id=user, seen=seen, won=won, deal=deal, now=moment)
        got = await repo_coach_try.record_try(
            new,
            iso_utc(moment),
            user_id=user,
            seen=seen,
            won=won,
            kind="hand",
            deal=deal,
            question_id=None,
            review_id=None,
        )
        for conn in two:
            await execute(conn, "COMMIT")
        assert got == was
    assert await _dump(new) == await _dump(old)
    assert (await fetch_one(new, "SELECT count(*) AS n FROM coach_theme_ratings"))["n"] > 10


async def test_the_ratings_read_by_the_closing_are_those_the_coach_reads(
    two: tuple[aiosqlite.Connection, aiosqlite.Connection],
) -> None:
    """Hands and cribs (two drills), right and wrong, by seven players, with ratings far from
    round numbers after a few answers (a REAL read back as JSON text keeps only 15 digits)."""
    apart, together = two
    start = datetime(2026, 11, 24, 9, 0, tzinfo=UTC)
    for n, (user, seen, won, deal) in enumerate(_tries()[:240]):
        kind = seen.drill.value
        now = (start + timedelta(hours=5 * n)).isoformat(timespec="milliseconds")
        for conn in two:
            await execute(conn, "BEGIN IMMEDIATE")
            question, _ = await repo_questions.replace_question(
                conn, now, user_id=user, chat_id=user, kind=kind, deal=deal, expected={}
            )
            if conn is together:  # the closing reads the ratings the coach's write uses
                outcome = await repo_questions.answer_question(
                    conn,
                    now,
                    question.id,
                    answered={},
                    result={"correct": won},
                    expected_total=1,
                    answered_total=1,
                    player_points=0,
                    bot_points=0,
                    seconds=1.0,
                )
                assert outcome.accepted
            else:  # the coach reads them itself
                closed = await repo_questions.close_pending(conn, question.id, ANSWERED, now)
                assert closed is not None
                await repo_coach_try.coach_answer(conn, closed, won=won, now=now)
            await execute(conn, "COMMIT")
    assert await _dump(together) == await _dump(apart)
    ratings = await fetch_all(together, "SELECT rating FROM coach_ratings")
    assert len(ratings) == 14 and len({r[0] for r in ratings}) == 14  # 7 players, 2 drills


def test_themes_come_in_the_enum_order_without_repeats() -> None:
    rng = random.Random(7)
    every = list(Theme)
    for _ in range(500):
        picked = rng.choices(every, k=rng.randint(0, 12))
        expected = tuple(t for t in Theme if t in set(picked))
        assert _ordered(picked) == expected
    for _ in range(200):
        deal = deal_hand(rng)
        score = deal.score()
        found = set(show_themes(score, deal.hand, deal.starter))
        assert show_themes(score, deal.hand, deal.starter) == tuple(t for t in Theme if t in found)


def test_the_sight_of_a_hand_is_its_breakdowns_first_read_and_again() -> None:
    """`show_seen` gives the themes and total of the deal's breakdown, when first read and
    read again after more shows than are kept."""
    rng = random.Random(3)
    deals = [(deal_crib if i % 2 else deal_hand)(rng) for i in range(1100)]
    first = [show_seen(d) for d in deals]
    again = [show_seen(d) for d in reversed(deals)]
    fresh = [
        Seen(
            Drill.CRIB if d.is_crib else Drill.HAND,
            show_themes(d.score(), d.hand, d.starter, crib=d.is_crib),
            d.score().total,
        )
        for d in deals
    ]
    assert first == fresh == list(reversed(again))
