"""Muggins games: pegging rules, start/abandon, finishing at 61 and 121."""

from __future__ import annotations

import sqlite3

import pytest
from storage_helpers import answer, ask

from bot.storage import ABANDONED, ACTIVE, LOST, WON, Database
from bot.storage.repo_games import Pegged, peg


@pytest.mark.parametrize(
    ("target", "scores", "points", "expected"),
    [
        (121, (0, 0), (12, 0), Pegged(12, 0, ACTIVE)),
        (121, (10, 20), (6, 4), Pegged(16, 24, ACTIVE)),
        (121, (115, 30), (6, 0), Pegged(121, 30, WON)),
        (121, (115, 30), (8, 3), Pegged(121, 30, WON)),  # past the target: stops at 121
        (121, (100, 118), (2, 3), Pegged(102, 121, LOST)),
        (121, (100, 118), (2, 9), Pegged(102, 121, LOST)),
        (121, (119, 119), (2, 5), Pegged(121, 119, WON)),  # both would cross: the player first
        (61, (59, 0), (1, 0), Pegged(60, 0, ACTIVE)),
        (61, (59, 0), (2, 0), Pegged(61, 0, WON)),
        (61, (0, 58), (0, 3), Pegged(0, 61, LOST)),
        (121, (120, 120), (0, 0), Pegged(120, 120, ACTIVE)),
    ],
    ids=[
        "first-hand",
        "both-peg",
        "player-hits-121",
        "player-passes-121",
        "bot-hits-121",
        "bot-passes-121",
        "both-cross-player-first",
        "61-one-short",
        "61-player-wins",
        "61-bot-wins",
        "nothing-pegged",
    ],
)
def test_peg(
    target: int, scores: tuple[int, int], points: tuple[int, int], expected: Pegged
) -> None:
    assert peg(target, *scores, *points) == expected


async def test_start_game_at_zero(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    assert (game.player_score, game.bot_score, game.hands) == (0, 0, 0)
    assert (game.state, game.target, game.margin_rule, game.kind) == (
        ACTIVE,
        121,
        "skunk",
        "muggins",
    )
    assert game.is_active and game.finished_at is None
    assert await db.games.current_game(1, 100) == game
    assert await db.games.get_game(game.id) == game
    assert await db.games.current_game(1, 200) is None  # another chat
    assert await db.games.current_game(2, 100) is None  # another user


async def test_starting_again_abandons_the_active_game(db: Database) -> None:
    first = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    other_chat = await db.games.start_game(1, 200, target=61, margin_rule="none")
    second = await db.games.start_game(1, 100, target=61, margin_rule="lurch")
    old = await db.games.get_game(first.id)
    assert old is not None and old.state == ABANDONED and old.finished_at is not None
    assert await db.games.current_game(1, 100) == second
    assert await db.games.current_game(1, 200) == other_chat


async def test_abandon_game(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    assert await db.games.abandon_game(game.id) is True
    assert await db.games.abandon_game(game.id) is False
    assert await db.games.abandon_game(9999) is False
    assert await db.games.current_game(1, 100) is None


async def test_one_active_game_per_user_and_chat_is_enforced_by_the_schema(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO games (user_id, chat_id, target, margin_rule, started_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (1, 100, 61, "none", "2025-01-01T00:00:00.000+00:00"),
            )
    assert await db.games.current_game(1, 100) == game


async def test_a_bad_target_is_refused(db: Database) -> None:
    with pytest.raises(ValueError, match="target"):
        await db.games.start_game(1, 100, target=0, margin_rule="skunk")


async def play(
    db: Database, game_id: int, hands: list[tuple[int, int]]
) -> list[tuple[int, int, str]]:
    """Answer one question per (expected, answered) hand; the scores after each."""
    scores = []
    for expected_total, answered_total in hands:
        outcome = await answer(
            db,
            await ask(db, game_id=game_id),
            expected_total=expected_total,
            answered_total=answered_total,
        )
        assert outcome.accepted and outcome.game is not None
        scores.append((outcome.game.player_score, outcome.game.bot_score, outcome.game.state))
    return scores


async def test_a_game_to_61_won_by_the_player(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=61, margin_rule="skunk")
    scores = await play(db, game.id, [(29, 29), (24, 20), (12, 12)])
    assert scores == [(29, 0, ACTIVE), (49, 4, ACTIVE), (61, 4, WON)]
    final = await db.games.get_game(game.id)
    assert final is not None
    assert (final.state, final.hands, final.player_score, final.bot_score) == (WON, 3, 61, 4)
    assert final.finished_at is not None
    assert await db.games.current_game(1, 100) is None


async def test_a_game_to_121_lost_to_muggins(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    # the player always counts 0 of 24: the bot pegs 24 a hand and needs six hands
    scores = await play(db, game.id, [(24, 0)] * 6)
    assert scores[-2] == (0, 120, ACTIVE)
    assert scores[-1] == (0, 121, LOST)
    final = await db.games.get_game(game.id)
    assert final is not None and (final.state, final.hands) == (LOST, 6)


async def test_a_finished_game_is_not_pegged_again(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=61, margin_rule="none")
    await play(db, game.id, [(29, 29), (29, 29), (29, 29)])
    finished = await db.games.get_game(game.id)
    assert finished is not None and finished.state == WON
    outcome = await answer(db, await ask(db, game_id=game.id), expected_total=8, answered_total=2)
    assert outcome.accepted and outcome.attempt_id is not None
    assert outcome.game is None
    assert await db.games.get_game(game.id) == finished


async def test_an_abandoned_game_is_not_pegged(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    question_id = await ask(db, game_id=game.id)
    await db.games.abandon_game(game.id)
    outcome = await answer(db, question_id, expected_total=8, answered_total=8)
    assert outcome.accepted and outcome.game is None
    after = await db.games.get_game(game.id)
    assert after is not None and (after.player_score, after.hands, after.state) == (0, 0, ABANDONED)


async def test_questions_without_a_game_peg_nothing(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    outcome = await answer(db, await ask(db), expected_total=8, answered_total=8)
    assert outcome.accepted and outcome.game is None
    assert await db.games.current_game(1, 100) == game
