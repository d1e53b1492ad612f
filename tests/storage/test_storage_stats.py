"""Attempts history and /stats aggregates."""

from __future__ import annotations

import pytest
from storage_helpers import answer, ask

from bot.storage import Database, KindStats, Stats


async def record(
    db: Database,
    *,
    user_id: int = 1,
    chat_id: int = 100,
    kind: str = "hand",
    expected_total: int,
    answered_total: int,
    missed_kinds: list[str] | None = None,
) -> None:
    missed = max(0, expected_total - answered_total)
    outcome = await answer(
        db,
        await ask(db, user_id, chat_id, kind=kind),
        expected_total=expected_total,
        answered_total=answered_total,
        result={
            "correct": expected_total == answered_total,
            "verdict": "exact" if expected_total == answered_total else "low",
            "missed": missed,
            "missed_kinds": missed_kinds or [],
        },
    )
    assert outcome.accepted


async def test_stats_of_a_new_player_are_empty(db: Database) -> None:
    stats = await db.stats.user_stats(1)
    assert (stats.hands, stats.by_kind, stats.avg_missed, stats.missed_kinds) == (0, {}, 0.0, [])
    assert (stats.games_won, stats.games_lost, stats.current_game) == (0, 0, None)
    assert stats.accuracy == 0.0


async def test_stats_aggregates(db: Database) -> None:
    await record(db, expected_total=12, answered_total=12)
    await record(db, expected_total=12, answered_total=8, missed_kinds=["fifteen", "run"])
    await record(db, expected_total=29, answered_total=27, missed_kinds=["fifteen"])
    await record(db, expected_total=6, answered_total=8)  # too high: nothing missed
    await record(db, kind="crib", expected_total=10, answered_total=10)
    await record(
        db,
        kind="crib",
        expected_total=16,
        answered_total=10,
        missed_kinds=["run", "nobs", "fifteen"],
    )
    await record(db, user_id=2, expected_total=24, answered_total=0, missed_kinds=["flush"])

    stats = await db.stats.user_stats(1)
    assert stats.hands == 6
    assert stats.by_kind == {
        "crib": KindStats(count=2, exact=1, missed_points=6),
        "hand": KindStats(count=4, exact=1, missed_points=6),
    }
    assert stats.by_kind["hand"].accuracy == 0.25
    assert stats.by_kind["crib"].accuracy == 0.5
    assert (stats.exact, stats.missed_points) == (2, 12)
    assert stats.accuracy == pytest.approx(2 / 6)
    assert stats.avg_missed == pytest.approx(12 / 6)
    assert stats.missed_kinds == [("fifteen", 3), ("run", 2), ("nobs", 1)]


async def test_missed_kinds_ignore_malformed_results(db: Database) -> None:
    for result in (
        {"missed_kinds": "fifteen"},  # not a list
        {"missed_kinds": [1, None, "pair"]},  # only names count
        {},
    ):
        await answer(db, await ask(db), expected_total=8, answered_total=6, result=result)
    assert (await db.stats.user_stats(1)).missed_kinds == [("pair", 1)]


async def test_stats_games(db: Database) -> None:
    won = await db.games.start_game(1, 100, target=61, margin_rule="skunk")
    for _ in range(3):
        await answer(db, await ask(db, game_id=won.id), expected_total=29, answered_total=29)
    lost = await db.games.start_game(1, 100, target=61, margin_rule="skunk")
    for _ in range(3):
        await answer(db, await ask(db, game_id=lost.id), expected_total=24, answered_total=0)
    await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    await db.games.start_game(1, 100, target=121, margin_rule="skunk")  # abandons the previous
    current = await db.games.start_game(1, 200, target=121, margin_rule="lurch")

    stats = await db.stats.user_stats(1, chat_id=100)
    assert (stats.games_won, stats.games_lost) == (1, 1)
    assert stats.current_game is not None and stats.current_game.chat_id == 100
    assert stats.current_game.state == "active"
    latest = await db.stats.user_stats(1)
    assert latest.current_game == current  # any chat: the latest active game
    assert (await db.stats.user_stats(1, chat_id=300)).current_game is None


async def test_attempts_newest_first_with_limit_and_filters(db: Database) -> None:
    for total in (1, 2, 3, 4, 5):
        await record(db, expected_total=total, answered_total=total)
    await record(db, kind="crib", chat_id=200, expected_total=9, answered_total=9)
    assert [a.expected_total for a in await db.stats.attempts(1)] == [9, 5, 4, 3, 2, 1]
    assert [a.expected_total for a in await db.stats.attempts(1, limit=2)] == [9, 5]
    assert [a.expected_total for a in await db.stats.attempts(1, kind="crib")] == [9]
    assert [a.expected_total for a in await db.stats.attempts(1, chat_id=100, limit=3)] == [5, 4, 3]
    assert await db.stats.attempts(2) == []


def test_stats_over_some_kinds_recount_their_totals() -> None:
    stats = Stats(
        hands=9,
        by_kind={
            "hand": KindStats(count=4, exact=3, missed_points=2),
            "crib": KindStats(count=2, exact=0, missed_points=4),
            "ecart": KindStats(count=3, exact=3, missed_points=0),
        },
        avg_missed=0.67,
        missed_kinds=[("fifteens", 2)],
        games_won=1,
        games_lost=2,
        current_game=None,
        exact=6,
        missed_points=6,
    )
    shown = stats.only({"hand", "crib", "quiz"})
    assert set(shown.by_kind) == {"hand", "crib"}
    assert (shown.hands, shown.exact, shown.missed_points) == (6, 3, 6)
    assert shown.avg_missed == 1.0 and shown.accuracy == 0.5
    assert (shown.missed_kinds, shown.games_won, shown.games_lost) == ([("fifteens", 2)], 1, 2)
    nothing = stats.only(())
    assert (nothing.hands, nothing.exact, nothing.missed_points) == (0, 0, 0)
    assert nothing.avg_missed == 0.0 and nothing.accuracy == 0.0
    assert stats.hands == 9  # the stats themselves are left as they were
