"""Pending questions: lifecycle, atomic answers, concurrency and persistence."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from storage_helpers import DEAL, EXPECTED, FakeClock, answer, ask

from bot.storage import ANSWERED, CANCELLED, PENDING, REPLACED, Database


async def count(db: Database, table: str) -> int:
    assert table in {"attempts", "questions", "games", "users"}
    async with db.snapshot() as conn, conn.execute(f"SELECT COUNT(*) FROM {table}") as cursor:
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def test_a_new_question_round_trips_its_json(db: Database) -> None:
    question, _ = await db.questions.replace_question(
        user_id=1, chat_id=100, kind="crib", deal=DEAL, expected=EXPECTED
    )
    assert (question.user_id, question.chat_id, question.kind) == (1, 100, "crib")
    assert question.deal == DEAL and question.expected == EXPECTED
    assert (question.state, question.message_id, question.game_id) == (PENDING, None, None)
    assert question.is_pending and question.closed_at is None and question.open_deal == DEAL
    assert await db.questions.get_question(question.id) == question
    assert await db.questions.pending_question(1, 100) == question
    assert await db.users.get_user(1) is not None  # the user row was created on the way


async def test_unicode_survives(db: Database) -> None:
    deal = {"hand": ["5♥", "V♠"], "note": "«donneur»"}
    question, _ = await db.questions.replace_question(
        user_id=1, chat_id=1, kind="hand", deal=deal, expected={"total": 2}
    )
    assert (await db.questions.get_question(question.id)) == question
    assert question.deal == deal


async def test_a_newer_question_replaces_the_pending_one(db: Database) -> None:
    first = await ask(db)
    other_chat = await ask(db, chat_id=200)
    other_user = await ask(db, user_id=2)
    second = await ask(db)
    old = await db.questions.get_question(first)
    assert old is not None and old.state == REPLACED and old.closed_at is not None
    assert old.open_deal == old.deal  # set aside: a game can resume it
    pending = await db.questions.pending_question(1, 100)
    assert pending is not None and pending.id == second
    for question_id in (other_chat, other_user):
        still = await db.questions.get_question(question_id)
        assert still is not None and still.state == PENDING
    outcome = await answer(db, first)
    assert not outcome.accepted and outcome.question is not None
    assert outcome.question.state == REPLACED


async def test_one_pending_per_user_and_chat_is_enforced_by_the_schema(db: Database) -> None:
    await ask(db)
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO questions (user_id, chat_id, kind, deal, expected, created_at)"
                " VALUES (1, 100, 'hand', '{}', '{}', 't')"
            )
    assert await count(db, "questions") == 1


async def test_cancel(db: Database) -> None:
    question_id = await ask(db)
    assert await db.questions.cancel_question(question_id) is True
    assert await db.questions.cancel_question(question_id) is False
    assert await db.questions.cancel_question(9999) is False
    assert await db.questions.pending_question(1, 100) is None
    question = await db.questions.get_question(question_id)
    assert question is not None and question.state == CANCELLED and question.open_deal is None
    outcome = await answer(db, question_id)
    assert not outcome.accepted and outcome.attempt_id is None
    assert await count(db, "attempts") == 0


async def test_only_an_answered_question_keeps_a_new_deal(db: Database) -> None:
    """A Kings game's last step keeps the match as it ended; a question still pending (or
    cancelled) keeps the deal it was asked with."""
    ended = {"game": "over"}
    pending, cancelled = await ask(db), await ask(db, chat_id=101)
    assert await db.questions.cancel_question(cancelled) is True
    assert await db.questions.keep_deal(pending, ended) is False
    assert await db.questions.keep_deal(cancelled, ended) is False
    assert await db.questions.keep_deal(9999, ended) is False
    for question_id in (pending, cancelled):
        unchanged = await db.questions.get_question(question_id)
        assert unchanged is not None and unchanged.deal == DEAL
    assert await db.daily.close_question(pending) is not None
    assert await db.questions.keep_deal(pending, ended) is True
    kept = await db.questions.get_question(pending)
    assert kept is not None and (kept.state, kept.deal) == (ANSWERED, ended)


async def test_message_id_and_lookup_by_message(db: Database) -> None:
    question_id = await ask(db)
    await db.questions.set_question_message(question_id, 555)
    question = await db.questions.get_question(question_id)
    assert question is not None and question.message_id == 555
    assert await db.questions.question_by_message(100, 555) == question
    assert await db.questions.question_by_message(100, 556) is None
    assert await db.questions.question_by_message(101, 555) is None


async def test_answer_records_the_attempt(db: Database) -> None:
    question_id = await ask(db)
    outcome = await db.questions.answer_question(
        question_id,
        answered={"total": 27, "items": {"fifteen": 16}},
        result={"correct": False, "verdict": "low", "missed": 2, "missed_kinds": ["nobs"]},
        expected_total=29,
        answered_total=27,
        player_points=27,
        bot_points=2,
        seconds=7.25,
    )
    assert outcome.accepted and outcome.attempt_id is not None and outcome.game is None
    assert outcome.question is not None and outcome.question.state == ANSWERED
    assert outcome.question.open_deal is None
    assert outcome.question.closed_at is not None
    [attempt] = await db.stats.attempts(1)
    assert attempt.id == outcome.attempt_id
    assert (attempt.user_id, attempt.chat_id, attempt.kind, attempt.question_id) == (
        1,
        100,
        "hand",
        question_id,
    )
    assert attempt.deal == DEAL and attempt.expected == EXPECTED
    assert attempt.answered == {"items": {"fifteen": 16}, "total": 27}
    assert attempt.result["missed_kinds"] == ["nobs"]
    assert (attempt.expected_total, attempt.answered_total, attempt.seconds) == (29, 27, 7.25)
    assert (attempt.correct, attempt.missed) == (False, 2)
    assert (attempt.player_points, attempt.bot_points) == (27, 2)
    assert await db.questions.pending_question(1, 100) is None


async def test_answering_twice_is_refused(db: Database) -> None:
    question_id = await ask(db)
    first = await answer(db, question_id)
    second = await answer(db, question_id, answered_total=3)
    assert first.accepted and not second.accepted
    assert second.attempt_id is None and second.game is None
    [attempt] = await db.stats.attempts(1)
    assert attempt.answered_total == 29


async def test_answering_a_missing_question(db: Database) -> None:
    outcome = await answer(db, 12345)
    assert not outcome.accepted and outcome.question is None


@pytest.mark.parametrize(
    ("field", "value"),
    [("player_points", -1), ("bot_points", -2), ("seconds", -0.5), ("seconds", float("nan"))],
    ids=["negative-player", "negative-bot", "negative-seconds", "nan-seconds"],
)
async def test_bad_answer_values_are_refused_before_writing(
    db: Database, field: str, value: float
) -> None:
    question_id = await ask(db)
    with pytest.raises(ValueError):
        await answer(db, question_id, **{field: value})  # type: ignore[arg-type]
    question = await db.questions.get_question(question_id)
    assert question is not None and question.state == PENDING


@pytest.mark.parametrize(
    ("result", "expected_total", "answered_total", "correct", "missed"),
    [
        ({"correct": True, "missed": 0}, 12, 12, True, 0),
        ({"correct": False, "missed": 4}, 12, 8, False, 4),
        ({"correct": False, "missed": 0}, 12, 12, False, 0),  # itemized: right total, wrong items
        ({}, 12, 8, False, 4),  # no grade given: derived from the totals
        ({}, 12, 12, True, 0),
        ({}, 12, 15, False, 0),  # too high misses nothing
        ({"missed": True}, 12, 10, False, 2),  # a bool is not a count
    ],
    ids=["exact", "low", "itemized-wrong", "derived-low", "derived-exact", "derived-high", "bool"],
)
async def test_correct_and_missed_columns(
    db: Database,
    result: dict[str, object],
    expected_total: int,
    answered_total: int,
    correct: bool,
    missed: int,
) -> None:
    question_id = await ask(db)
    await answer(
        db, question_id, expected_total=expected_total, answered_total=answered_total, result=result
    )
    [attempt] = await db.stats.attempts(1)
    assert (attempt.correct, attempt.missed) == (correct, missed)


async def test_concurrent_answers_exactly_one_wins(db: Database) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    question_id = await ask(db, game_id=game.id)
    outcomes = await asyncio.gather(
        *(answer(db, question_id, expected_total=12, answered_total=8) for _ in range(8))
    )
    accepted = [outcome for outcome in outcomes if outcome.accepted]
    assert len(accepted) == 1
    assert accepted[0].game is not None
    assert all(o.attempt_id is None and o.game is None for o in outcomes if not o.accepted)
    assert await count(db, "attempts") == 1
    after = await db.games.get_game(game.id)
    assert after is not None and (after.player_score, after.bot_score, after.hands) == (8, 4, 1)


async def test_concurrent_mixed_operations_do_not_interleave(db: Database) -> None:
    # answers, cancels and replacements racing on one connection: every call completes,
    # the question ends in exactly one final state, and at most one attempt exists
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    question_id = await ask(db, game_id=game.id)
    answer1, cancel1, answer2, cancel2 = await asyncio.gather(
        answer(db, question_id),
        db.questions.cancel_question(question_id),
        answer(db, question_id),
        db.questions.cancel_question(question_id),
    )
    answered = [outcome for outcome in (answer1, answer2) if outcome.accepted]
    cancelled = [done for done in (cancel1, cancel2) if done]
    assert len(answered) + len(cancelled) == 1
    question = await db.questions.get_question(question_id)
    assert question is not None
    assert question.state == (ANSWERED if answered else CANCELLED)
    assert await count(db, "attempts") == len(answered)


async def test_two_databases_on_one_file_answer_at_once(db_path: Path) -> None:
    first = await Database.open(db_path, clock=FakeClock())
    second = await Database.open(db_path, clock=FakeClock())
    try:
        game = await first.games.start_game(1, 100, target=121, margin_rule="skunk")
        question_ids = [await ask(first, user_id=1, chat_id=100 + i) for i in range(1, 6)]
        question_ids.append(await ask(first, game_id=game.id))
        for question_id in question_ids:
            outcomes = await asyncio.gather(
                answer(first, question_id, expected_total=10, answered_total=7),
                answer(second, question_id, expected_total=10, answered_total=7),
                answer(second, question_id, expected_total=10, answered_total=7),
                answer(first, question_id, expected_total=10, answered_total=7),
            )
            assert sum(outcome.accepted for outcome in outcomes) == 1
        assert len(await second.stats.attempts(1)) == len(question_ids)
        after = await second.games.get_game(game.id)
        assert after is not None and (after.player_score, after.bot_score, after.hands) == (7, 3, 1)
    finally:
        await first.close()
        await second.close()


async def test_a_writer_in_another_process_is_waited_for(db_path: Path) -> None:
    db = await Database.open(db_path)
    question_id = await ask(db)
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # holds the write lock, like another process would
        task = asyncio.create_task(answer(db, question_id))
        await asyncio.sleep(0.2)
        assert not task.done()  # waiting on busy_timeout, not failing
        other.execute("COMMIT")
        outcome = await task
        assert outcome.accepted
    finally:
        other.close()
        await db.close()


async def test_a_lost_race_on_the_update_guard_writes_nothing(db: Database) -> None:
    # Simulate another writer closing the question between the read and the write: a
    # temporary trigger makes the guarded INSERT of the attempt (which closes the question)
    # store no row.
    question_id = await ask(db)
    async with db.transaction() as conn:
        await conn.execute(
            "CREATE TEMP TRIGGER lose_the_race BEFORE INSERT ON main.attempts"
            " BEGIN SELECT RAISE(IGNORE); END"
        )
    outcome = await answer(db, question_id)
    assert not outcome.accepted and outcome.attempt_id is None
    assert await count(db, "attempts") == 0


async def test_a_pending_question_survives_close_and_reopen(db_path: Path) -> None:
    db = await Database.open(db_path, clock=FakeClock())
    game = await db.games.start_game(1, 100, target=121, margin_rule="lurch")
    question_id = await ask(db, game_id=game.id)
    await db.questions.set_question_message(question_id, 77)
    await db.close()

    db = await Database.open(db_path, clock=FakeClock())
    try:
        pending = await db.questions.pending_question(1, 100)
        assert pending is not None
        assert (pending.id, pending.deal, pending.message_id, pending.game_id) == (
            question_id,
            DEAL,
            77,
            game.id,
        )
        outcome = await answer(db, question_id, expected_total=29, answered_total=29)
        assert outcome.accepted and outcome.game is not None
        assert (outcome.game.player_score, outcome.game.margin_rule) == (29, "lurch")
    finally:
        await db.close()


async def test_cancelling_a_waiting_transaction_leaves_the_connection_clean(
    db_path: Path,
) -> None:
    db = await Database.open(db_path, busy_timeout_ms=60_000)
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        question_id = await ask(db)
        other.execute("BEGIN IMMEDIATE")
        task = asyncio.create_task(db.questions.cancel_question(question_id))
        await asyncio.sleep(0.1)
        task.cancel()
        other.execute("COMMIT")
        with pytest.raises(asyncio.CancelledError):
            await task
        # the queued BEGIN ran after the cancel and was rolled back: new transactions work
        assert await db.questions.cancel_question(question_id) is True
    finally:
        other.close()
        await db.close()
