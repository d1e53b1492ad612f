"""The coach's storage: a try moves the rating, counts the themes, teaches the themes'
difficulty and boxes a miss; reviews come due after their interval; a reopened file keeps it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from storage_helpers import FakeClock

from bot.coach.glicko import BASE, Rating
from bot.coach.questions import Drill, observe
from bot.drills.deals import Deal, DrillKind
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.themes import Theme
from bot.storage import Database, repo_coach_try

NOBS_HAND = Deal(DrillKind.HAND, tuple(parse_cards("2C 4D 6S JH")), parse_card("KH"), True)
PLAIN_HAND = Deal(DrillKind.HAND, tuple(parse_cards("2C 4D 6S 8H")), parse_card("KC"), True)


async def try_hand(
    db: Database, deal: Deal, *, won: bool, user: int = 1, review: int | None = None
):  # type: ignore[no-untyped-def]
    await db.users.get_or_create_user(user)
    seen = observe("hand", deal.to_dict())
    assert seen is not None
    return await db.coach.record_try(
        user_id=user, seen=seen, won=won, kind="hand", deal=deal.to_dict(), review_id=review
    )


async def test_a_try_moves_the_rating_and_counts_the_themes(db: Database) -> None:
    won = await try_hand(db, PLAIN_HAND, won=True)
    assert won.before.rating == BASE
    assert won.after.rating > BASE
    lost = await try_hand(db, NOBS_HAND, won=False)
    assert lost.after.rating < won.after.rating
    assert lost.difficulty > won.difficulty
    ratings = await db.coach.ratings(1)
    assert [(r.drill, r.games, r.wins) for r in ratings] == [(Drill.HAND, 2, 1)]
    assert ratings[0].trend is None  # first tried today: no level a week ago to compare with
    records = {r.stat.theme: r for r in await db.coach.theme_records(1)}
    assert records[Theme.NOBS].stat.misses == 1
    assert records[Theme.NOBS].example == NOBS_HAND.to_dict()
    assert records[Theme.ZERO_HAND].stat.tries == 1
    assert records[Theme.ZERO_HAND].stat.misses == 0
    assert records[Theme.ZERO_HAND].example is None


async def test_all_players_misses_make_a_theme_harder(db: Database) -> None:
    before = (await db.coach.learned_offsets(Drill.HAND)).get(Theme.NOBS, 0.0)
    for user in range(1, 6):
        await try_hand(db, NOBS_HAND, won=False, user=user)
    learned = await db.coach.learned_offsets(Drill.HAND)
    assert learned[Theme.NOBS] > before
    seen = observe("hand", NOBS_HAND.to_dict())
    again = await try_hand(db, NOBS_HAND, won=True, user=9)
    assert seen is not None
    from bot.coach.questions import prior_difficulty

    assert again.difficulty > prior_difficulty(seen)


async def test_a_miss_comes_back_after_its_interval(db: Database, clock: FakeClock) -> None:
    outcome = await try_hand(db, NOBS_HAND, won=False)
    assert outcome.slot is not None
    assert outcome.slot.box == 0
    assert await db.coach.due_reviews(1) == []
    clock.current += timedelta(hours=23)
    assert await db.coach.due_reviews(1) == []
    clock.current += timedelta(hours=1, seconds=5)
    due = await db.coach.due_reviews(1)
    assert len(due) == 1
    assert due[0].deal == NOBS_HAND.to_dict()
    assert await db.coach.due_reviews(1, kinds=["crib"]) == []
    # Right this time: box 1, back in 3 days; the rating does not move on a replay.
    rating = await db.coach.get_rating(1, Drill.HAND)
    moved = await try_hand(db, NOBS_HAND, won=True, review=due[0].id)
    assert moved.slot is not None
    assert moved.slot.box == 1
    assert await db.coach.get_rating(1, Drill.HAND) == rating
    assert await db.coach.due_reviews(1) == []
    clock.current += timedelta(days=3, seconds=5)
    assert [r.box for r in await db.coach.due_reviews(1)] == [1]


async def test_someone_elses_review_is_not_moved(db: Database) -> None:
    await try_hand(db, NOBS_HAND, won=False, user=1)
    review = (await db.coach.overview(1)).next_due
    assert review is not None
    other = await try_hand(db, PLAIN_HAND, won=False, user=2, review=1)
    assert other.after != other.before  # rated as a fresh question
    assert (await db.coach.get_review(1)).box == 0  # type: ignore[union-attr]


async def test_weekly_users_and_restart_keep_everything(db_path: Path, clock: FakeClock) -> None:
    db = await Database.open(db_path, clock=clock)
    await try_hand(db, NOBS_HAND, won=False, user=5)
    await db.users.merge_settings(5, {"coach_weekly": True})
    overview = await db.coach.overview(5)
    await db.close()
    again = await Database.open(db_path, clock=clock)
    try:
        assert await again.coach.weekly_users() == [5]
        reopened = await again.coach.overview(5)
        assert reopened.ratings == overview.ratings
        assert reopened.themes == overview.themes
        assert reopened.next_due == overview.next_due
    finally:
        await again.close()


async def test_every_answered_question_feeds_the_coach(db: Database) -> None:
    """Storage's answer (hand, crib, pegging) and quiz records rate the try in their own
    transaction; kinds the coach does not follow (the daily challenge) are left alone."""
    await db.users.get_or_create_user(3)
    question, _ = await db.questions.replace_question(
        user_id=3, chat_id=3, kind="hand", deal=NOBS_HAND.to_dict(), expected={"total": 3}
    )
    await db.questions.answer_question(
        question.id,
        answered={},
        result={},
        expected_total=3,
        answered_total=2,
        player_points=0,
        bot_points=1,
        seconds=1.0,
    )
    daily, _ = await db.questions.replace_question(
        user_id=3, chat_id=3, kind="daily-hand", deal=NOBS_HAND.to_dict(), expected={}
    )
    await db.questions.answer_question(
        daily.id,
        answered={},
        result={},
        expected_total=3,
        answered_total=3,
        player_points=0,
        bot_points=0,
        seconds=1.0,
    )
    ratings = await db.coach.ratings(3)
    assert [(r.drill, r.games, r.wins) for r in ratings] == [(Drill.HAND, 1, 0)]
    due = await db.coach.get_review(1)
    assert due is not None and due.user_id == 3 and due.deal == NOBS_HAND.to_dict()
    nobs = {r.stat.theme: r.stat for r in await db.coach.theme_records(3)}[Theme.NOBS]
    assert (nobs.tries, nobs.misses) == (1, 1)


async def test_the_plan_when_weak_is_none_without_a_weak_theme_else_the_whole_plan(
    db: Database,
) -> None:
    await try_hand(db, PLAIN_HAND, won=True, user=1)
    assert await db.coach.plan(1, Drill.HAND, when_weak=True) is None
    assert await db.coach.plan(2, Drill.HAND, when_weak=True) is None  # no record at all
    for _ in range(3):
        await try_hand(db, NOBS_HAND, won=False, user=1)
    await try_hand(db, PLAIN_HAND, won=False, user=3)
    weak = await db.coach.plan(1, Drill.HAND, when_weak=True)
    assert weak is not None
    assert Theme.NOBS in [s.theme for s in weak.stats if s.misses >= 3]
    assert weak == await db.coach.plan(1, Drill.HAND)
    assert weak.learned == await db.coach.learned_offsets(Drill.HAND)
    assert weak.rating == await db.coach.get_rating(1, Drill.HAND)


async def test_each_day_keeps_its_last_rating(db: Database, clock: FakeClock) -> None:
    """SQLite keeps the day's last rating (a trigger on `coach_ratings`, migration 22): two
    tries on one day (the second late, UTC), one just after midnight."""
    days = {"2026-03-01": ["2026-03-01T09:00:00", "2026-03-01T23:59:50"]}
    days["2026-03-02"] = ["2026-03-02T00:00:00"]
    kept = {}
    for day, moments in days.items():
        for moment in moments:
            clock.current = datetime.fromisoformat(moment).replace(tzinfo=UTC)
            kept[day] = (await try_hand(db, PLAIN_HAND, won=day == "2026-03-01")).after.rating
    async with db.snapshot() as conn:
        rows = await conn.execute_fetchall(
            "SELECT drill, day, rating FROM coach_rating_days WHERE user_id = 1 ORDER BY day"
        )
    assert [tuple(row) for row in rows] == [("hand", d, pytest.approx(r)) for d, r in kept.items()]
    assert kept["2026-03-02"] < kept["2026-03-01"]


async def test_the_drill_ratings_of_some_themes_or_all_are_one_read(db: Database) -> None:
    """`repo_coach_try.drill_ratings`, which the plan of a deal (all the drill's themes) and a
    try (the question's themes) both read: the player's rating and each learned rating."""
    await try_hand(db, NOBS_HAND, won=False, user=1)
    await try_hand(db, PLAIN_HAND, won=True, user=2)
    async with db.snapshot() as conn:
        player, learned = await repo_coach_try.drill_ratings(conn, 1, Drill.HAND)
        _, some = await repo_coach_try.drill_ratings(conn, 1, Drill.HAND, [Theme.NOBS])
        newcomer, none = await repo_coach_try.drill_ratings(conn, 3, Drill.HAND, [])
    assert player == await db.coach.get_rating(1, Drill.HAND) and player.rating < BASE
    offsets = await db.coach.learned_offsets(Drill.HAND)
    assert {theme: rating.rating - BASE for theme, rating in learned.items()} == offsets
    assert Theme.NOBS in learned and len(learned) > 1
    assert some == {Theme.NOBS: learned[Theme.NOBS]}
    assert (newcomer, none) == (Rating(), {})
