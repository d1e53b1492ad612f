"""A hand's writes in fewer statements and pages store what the former writes stored.

- A question is stored without creating its user first when the user is known; a user never
  stored, or forgotten meanwhile by another connection (/forget from the command line), is
  created on the way as before, and any other failing reference still fails the write.
- Replacing the pending question closes nothing when none is pending.
- Pegging a hand writes the game's state only when the hand ends the game: for tables of
  games won and lost, each row comes out as the former statement wrote it.
- The coach's records (one read, one statement for all the themes) are compared with the
  former write over 240 hands in `test_storage_coach_same.py`; here, a try without themes
  (a quiz) writes no theme row, and the statements of a whole hand are counted.
"""

from __future__ import annotations

import random
import re
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.drills.deals import deal_crib, deal_hand
from bot.storage import repo_coach_try, repo_games, repo_questions, repo_users
from bot.storage.migrations import migrate_now
from bot.storage.models import ACTIVE, LOST, REPLACED, WON
from bot.storage.sql import execute, fetch_all, fetch_one

NOW = "2026-11-24T12:00:00.000+00:00"
LATER = "2026-11-24T12:05:00.000+00:00"
DEAL = {"hand": ["5H", "5D", "5C", "JS"], "starter": "5S", "crib": False}


async def _open(path: Path | str) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    await execute(conn, "PRAGMA foreign_keys = ON")
    await execute(conn, "PRAGMA busy_timeout = 2000")
    return conn


@pytest.fixture
async def conn(tmp_path: Path) -> AsyncIterator[aiosqlite.Connection]:
    first = await _open(tmp_path / "m.sqlite3")
    await execute(first, "PRAGMA journal_mode = WAL")
    await migrate_now(first)
    yield first
    await first.close()


async def _replace(
    conn: aiosqlite.Connection,
    user_id: int,
    *,
    game_id: int | None = None,
    now: str = NOW,
    update_id: int | None = None,
) -> tuple[Any, Any]:
    await execute(conn, "BEGIN IMMEDIATE")
    try:
        found = await repo_questions.replace_question(
            conn,
            user_id=user_id,
            chat_id=user_id,
            kind="hand",
            deal=DEAL,
            expected={"total": 29},
            game_id=game_id,
            now=now,
            update_id=update_id,
        )
    except BaseException:
        await execute(conn, "ROLLBACK")
        raise
    await execute(conn, "COMMIT")
    return found


async def _users(conn: aiosqlite.Connection) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in await fetch_all(conn, "SELECT tg_id, created_at FROM users")]


async def test_a_question_for_a_user_never_stored_creates_the_user(
    conn: aiosqlite.Connection,
) -> None:
    question, previous = await _replace(conn, 5)
    assert previous is None and question.user_id == 5 and question.is_pending
    assert await _users(conn) == [(5, NOW)]
    assert await fetch_all(conn, "PRAGMA foreign_key_check") == []


async def test_a_user_forgotten_by_another_connection_is_created_again(
    conn: aiosqlite.Connection, tmp_path: Path
) -> None:
    first, _ = await _replace(conn, 5)
    other = await _open(tmp_path / "m.sqlite3")
    try:
        await execute(other, "DELETE FROM users WHERE tg_id = 5")  # /forget: its questions go too
    finally:
        await other.close()
    assert await _users(conn) == []
    question, previous = await _replace(conn, 5, now=LATER)
    assert previous is None and question.id != first.id and question.is_pending
    assert await _users(conn) == [(5, LATER)]
    assert await fetch_all(conn, "PRAGMA foreign_key_check") == []


async def test_a_known_user_is_left_as_it_is(conn: aiosqlite.Connection) -> None:
    await execute(conn, "BEGIN IMMEDIATE")
    await repo_users.merge_settings(conn, NOW, 5, {"pictures": False})
    await execute(conn, "COMMIT")
    before = await fetch_one(conn, "SELECT * FROM users WHERE tg_id = 5")
    await _replace(conn, 5, now=LATER)
    assert tuple(await fetch_one(conn, "SELECT * FROM users WHERE tg_id = 5")) == tuple(before)


async def test_a_missing_game_still_fails_the_question_and_creates_no_user(
    conn: aiosqlite.Connection,
) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        await _replace(conn, 5, game_id=999)
    assert await _users(conn) == []
    assert await fetch_all(conn, "SELECT * FROM questions") == []


async def test_another_failed_constraint_is_not_taken_for_a_missing_user(
    conn: aiosqlite.Connection,
) -> None:
    await execute(conn, "BEGIN IMMEDIATE")
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        await repo_users.insert_owned(
            conn,
            5,
            NOW,
            "INSERT INTO questions (user_id, chat_id, kind, deal, expected, created_at)"
            " VALUES (5, 5, '', '{}', '{}', ?) RETURNING *",
            (NOW,),
        )
    await execute(conn, "ROLLBACK")
    assert await _users(conn) == []


async def test_replacing_closes_the_pending_question_only(conn: aiosqlite.Connection) -> None:
    first, none = await _replace(conn, 5)
    other, _ = await _replace(conn, 6)
    second, previous = await _replace(conn, 5, now=LATER)
    assert none is None and previous == first
    states = {
        r["id"]: (r["state"], r["closed_at"])
        for r in await fetch_all(conn, "SELECT id, state, closed_at FROM questions")
    }
    assert states == {
        first.id: (REPLACED, LATER),
        other.id: ("pending", None),
        second.id: ("pending", None),
    }


@pytest.mark.parametrize("shown", [True, False], ids=["shown", "not-shown"])
async def test_a_question_asked_again_by_its_own_update_stands_once_shown(
    conn: aiosqlite.Connection, shown: bool
) -> None:
    first, _ = await _replace(conn, 5, update_id=77)
    if shown:
        await repo_questions.set_question_message(conn, first.id, 12, True)
    again, previous = await _replace(conn, 5, update_id=77, now=LATER)
    assert previous is not None and previous.id == first.id and previous.state == "pending"
    count = (await fetch_one(conn, "SELECT count(*) AS n FROM questions"))["n"]
    if shown:
        assert again == previous and count == 1
    else:
        assert again.id != first.id and again.is_pending and count == 2
        assert (await repo_questions.get_question(conn, first.id)).state == REPLACED


@pytest.mark.parametrize(
    ("stored", "seen", "language_code"),
    [
        (None, "fr", "fr"),
        (None, None, None),
        ("fr", "fr", "fr"),
        ("fr", None, "fr"),
        ("fr", "en", "en"),
    ],
    ids=["new", "new-without-language", "same", "not-said", "changed"],
)
async def test_a_user_upserted_is_the_row_stored(
    conn: aiosqlite.Connection, stored: str | None, seen: str | None, language_code: str | None
) -> None:
    if stored is not None:
        await repo_users.upsert_user(conn, NOW, 5, stored)
    user = await repo_users.upsert_user(conn, LATER, 5, seen)
    assert user == await repo_users.get_user(conn, 5) and user.language_code == language_code
    assert user.updated_at == (NOW if stored is not None and stored == language_code else LATER)


async def test_settings_merged_for_a_new_and_a_known_user(conn: aiosqlite.Connection) -> None:
    user = await repo_users.merge_settings(conn, NOW, 5, {"pictures": False, "muggins": True})
    assert user == await repo_users.get_user(conn, 5)
    assert (user.settings, user.created_at, user.updated_at) == (
        {"pictures": False, "muggins": True},
        NOW,
        NOW,
    )
    user = await repo_users.merge_settings(conn, LATER, 5, {"pictures": None, "lang": "fr"})
    assert user == await repo_users.get_user(conn, 5)
    assert (user.settings, user.created_at, user.updated_at) == (
        {"muggins": True, "lang": "fr"},
        NOW,
        LATER,
    )


async def test_a_game_started_for_a_user_never_stored_creates_the_user(
    conn: aiosqlite.Connection,
) -> None:
    game = await repo_games.start_game(conn, NOW, 5, 5, target=121, margin_rule="x", kind="muggins")
    again = await repo_games.start_game(
        conn, LATER, 5, 5, target=61, margin_rule="x", kind="muggins"
    )
    assert await _users(conn) == [(5, NOW)]
    states = [tuple(r) for r in await fetch_all(conn, "SELECT id, state, finished_at FROM games")]
    assert states == [(game.id, "abandoned", LATER), (again.id, ACTIVE, None)]


# -- pegging ------------------------------------------------------------------------------------


async def _former_peg(
    conn: aiosqlite.Connection, game_id: int, player_points: int, bot_points: int, now: str
) -> None:
    """The former write: state and finished_at assigned at every hand."""
    row = await fetch_one(conn, "SELECT * FROM games WHERE id = ?", (game_id,))
    assert row is not None and row["state"] == ACTIVE
    pegged = repo_games.peg(
        row["target"], row["player_score"], row["bot_score"], player_points, bot_points
    )
    await execute(
        conn,
        "UPDATE games SET player_score = ?, bot_score = ?, hands = hands + 1, state = ?,"
        " finished_at = ? WHERE id = ? AND state = 'active' RETURNING *",
        (
            pegged.player_score,
            pegged.bot_score,
            pegged.state,
            None if pegged.state == ACTIVE else now,
            game_id,
        ),
    )


async def _games(conn: aiosqlite.Connection) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in await fetch_all(conn, "SELECT * FROM games ORDER BY id")]


async def _game_in_two_files(
    tmp_path: Path, target: int
) -> tuple[aiosqlite.Connection, aiosqlite.Connection]:
    """The same new game in two files: one pegged the new way, one the former way."""
    files = await _open(tmp_path / "new.sqlite3"), await _open(tmp_path / "old.sqlite3")
    for conn in files:
        await migrate_now(conn)
        await repo_games.start_game(
            conn, NOW, 5, 5, target=target, margin_rule="none", kind="muggins"
        )
    return files


@pytest.mark.parametrize(
    ("target", "hands", "end"),
    [
        (121, [(12, 0), (8, 2), (29, 0), (24, 4), (20, 0), (28, 0)], WON),
        (61, [(2, 10), (0, 20), (4, 29), (6, 6)], LOST),
        (61, [(0, 0), (61, 0)], WON),
        (121, [(10, 10)] * 5, ACTIVE),
    ],
    ids=["won-at-121", "lost-at-61", "won-in-one-hand", "going-on"],
)
async def test_pegging_stores_what_the_former_statement_stored(
    tmp_path: Path, target: int, hands: list[tuple[int, int]], end: str
) -> None:
    now, former = await _game_in_two_files(tmp_path, target)
    try:
        for n, (player, bot) in enumerate(hands):
            moment = f"2026-11-24T12:{n:02d}:30.000+00:00"
            game = await repo_games.peg_hand(now, 1, player, bot, moment)
            await _former_peg(former, 1, player, bot, moment)
            assert game is not None and (
                tuple((await _games(now))[0]) == tuple((await _games(former))[0])
            )
        assert await _games(now) == await _games(former)
        row = await fetch_one(now, "SELECT state, finished_at FROM games")
        assert row["state"] == end and (row["finished_at"] is None) == (end == ACTIVE)
        if end != ACTIVE:
            assert await repo_games.peg_hand(now, 1, 1, 1, LATER) is None  # a finished game stays
    finally:
        await now.close()
        await former.close()


@pytest.mark.parametrize(
    ("target", "hands"),
    [
        (121, [(12, 0), (8, 2), (29, 0), (24, 4), (20, 0), (27, 0), (1, 0)]),  # to 121 exactly
        (121, [(100, 0), (19, 3), (5, 0), (2, 2)]),  # 120 after 2 hands, passes 121
        (61, [(2, 10), (0, 20), (4, 29), (6, 6)]),  # the bot reaches 61
        (61, [(0, 58), (0, 2), (3, 3)]),  # both would cross: the player's count first
        (61, [(60, 60), (0, 0), (1, 0)]),  # 60-60, a hand of nothing, then one point
        (61, [(61, 0), (5, 5)]),  # won in one hand, then a hand into a finished game
    ],
    ids=["to-121", "passes-121", "bot-61", "both-cross", "one-short", "after-the-end"],
)
async def test_an_answered_hand_gives_the_game_before_and_after_as_read_and_pegged(
    tmp_path: Path, target: int, hands: list[tuple[int, int]]
) -> None:
    now, former = await _game_in_two_files(tmp_path, target)
    try:
        for n, (player, bot) in enumerate(hands):
            moment = f"2026-11-24T12:{n:02d}:30.000+00:00"
            got = await repo_games.peg_answered_hand(now, 1, player, bot, moment)
            was = await repo_games.get_game(former, 1)
            assert got == (
                was,
                await repo_games.peg_hand(former, 1, player, bot, moment, current=was),
            )
            assert await _games(now) == await _games(former)
        ended = await repo_games.get_game(now, 1)
        assert ended is not None and not ended.is_active  # every table ends the game
    finally:
        await now.close()
        await former.close()


# -- the statements of a hand ------------------------------------------------------------------


async def _statements(conn: aiosqlite.Connection) -> list[str]:
    """The statements run on `conn` from now on. SQLite traces each trigger a statement fires
    with that statement's text again: one statement is counted once."""
    seen: list[str] = []

    def trace(sql: str) -> None:
        sql = re.sub(r"\s+", " ", sql)
        if not seen or seen[-1] != sql:
            seen.append(sql)

    await conn.set_trace_callback(trace)
    return seen


async def test_a_try_without_themes_writes_no_theme_row(conn: aiosqlite.Connection) -> None:
    await execute(conn, "BEGIN IMMEDIATE")
    await repo_users.ensure_user(conn, 5, NOW)
    outcome = await repo_coach_try.coach_quiz_answer(conn, 5, won=True, now=NOW)
    await execute(conn, "COMMIT")
    assert outcome.after.rating > outcome.before.rating
    assert await fetch_all(conn, "SELECT * FROM coach_themes") == []
    assert await fetch_all(conn, "SELECT * FROM coach_theme_ratings") == []
    row = await fetch_one(conn, "SELECT games, wins FROM coach_ratings WHERE user_id = 5")
    assert tuple(row) == (1, 1)


@pytest.mark.parametrize("right", [True, False], ids=["right", "missed"])
async def test_a_hand_is_two_statements_asked_and_three_answered(
    conn: aiosqlite.Connection, right: bool
) -> None:
    """Asked: the pending question read (none), the new one stored. Answered: the attempt (which
    a trigger makes close the question, and whose statement reads the coach's ratings), the
    coach's records in one statement (the rating, whose day a trigger keeps, the themes'
    ratings, the player's themes, a missed hand's review: a row each, migration 26) and the
    game (pegged, as it does not end)."""
    rng = random.Random(8)
    await execute(conn, "BEGIN IMMEDIATE")
    game = await repo_games.start_game(conn, NOW, 5, 5, target=121, margin_rule="x", kind="muggins")
    await execute(conn, "COMMIT")
    for n, deal in enumerate([deal_hand(rng), deal_crib(rng), deal_hand(rng)]):
        total = deal.score().total
        now = f"2026-11-24T12:{n:02d}:00.000+00:00"
        seen = await _statements(conn)
        await execute(conn, "BEGIN IMMEDIATE")
        question, _ = await repo_questions.replace_question(
            conn,
            user_id=5,
            chat_id=5,
            kind=deal.kind.value,
            deal=deal.to_dict(),
            expected={"total": total},
            game_id=game.id,
            now=now,
        )
        await execute(conn, "COMMIT")
        assert len(seen) == 4, seen  # BEGIN, none pending, the question stored, COMMIT
        seen.clear()
        await execute(conn, "BEGIN IMMEDIATE")
        said = total if right else total + 1
        outcome = await repo_questions.answer_question(
            conn,
            now,
            question.id,
            answered={"said": said},
            result={"correct": right},
            expected_total=total,
            answered_total=said,
            player_points=min(total, said),
            bot_points=0,
            seconds=2.0,
        )
        await execute(conn, "COMMIT")
        await conn.set_trace_callback(None)
        assert outcome.accepted and outcome.game is not None
        writes = [s.split(" (")[0] for s in seen if s.startswith(("INSERT", "UPDATE"))]
        assert len(writes) == len(set(writes)), writes  # each table written once
        assert len(seen) - 2 == 3, seen
        assert not any(s.startswith(("SELECT", "UPDATE questions")) for s in seen), seen
        assert sum("coach_theme_ratings" in s for s in seen) == 1  # the attempt's read
        (coach,) = [s for s in seen if s.startswith("INSERT INTO coach_try_writes")]
        parts = re.findall(r"\('(\w+)'", coach)
        themes = parts.count("theme")
        missed = [] if right else ["review"]
        assert themes >= 1
        assert parts == ["rating", *["theme_rating"] * themes, *["theme"] * themes, *missed]
        closed = await repo_questions.get_question(conn, question.id)
        assert closed is not None and (closed.state, closed.closed_at) == ("answered", now)
        assert outcome.question == closed
