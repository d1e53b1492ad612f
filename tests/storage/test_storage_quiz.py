"""The rules quiz tables: series, polls (poll_id -> chat and question), answers per player."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest
from storage_helpers import FakeClock

from bot.storage import Database
from bot.storage.repo_quiz import ACTIVE, AWAITING_POLL_SQL, RUNNING_FOR, QuizPollRecord


async def _users(db: Database, *ids: int) -> None:
    for user_id in ids:
        await db.users.get_or_create_user(user_id)


async def _poll(
    db: Database,
    poll_id: str,
    *,
    chat_id: int = 100,
    series_id: int | None = None,
    position: int = 1,
    topic: str = "go",
    rule: str = "R-000-10",
    correct: int = 1,
) -> None:
    poll = QuizPollRecord(
        poll_id, chat_id, series_id, position, f"q{position}", topic, rule, correct
    )
    await db.quiz.add_poll(poll, message_id=position)


async def test_an_answer_is_recorded_once_per_player(db: Database) -> None:
    await _users(db, 1, 2)
    await _poll(db, "p1")
    first = await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[1])
    again = await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[0])
    other = await db.quiz.record_answer("p1", 2, name="Bob", option_ids=[0])
    assert first is not None and first.recorded and first.correct
    assert again is not None and not again.recorded
    assert other is not None and other.recorded and not other.correct
    assert first.series is None and first.next_position is None and not first.finished
    assert (await db.quiz.quiz_stats(1)).answered == 1
    assert (await db.quiz.quiz_stats(2)).correct == 0


async def test_unknown_polls_and_retractions_record_nothing(db: Database) -> None:
    await _users(db, 1)
    await _poll(db, "p1")
    assert await db.quiz.record_answer("nope", 1, name="Ann", option_ids=[1]) is None
    assert await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[]) is None
    # A forged negative option id (found by tests/tg/test_robustness.py) was an IntegrityError.
    assert await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[-1]) is None
    assert await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[0, -3]) is None
    assert (await db.quiz.quiz_stats(1)).answered == 0


async def test_a_series_advances_on_its_owners_answer_and_finishes(db: Database) -> None:
    await _users(db, 1, 2)
    series = await db.quiz.start_series(1, 100, lang="fr", plan=["a", "b"])
    assert (series.size, series.sent, series.state) == (2, 0, "active")
    await _poll(db, "p1", series_id=series.id, position=1)
    other = await db.quiz.record_answer("p1", 2, name="Bob", option_ids=[1])
    assert other is not None and other.next_position is None and not other.finished
    mine = await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[0])
    assert mine is not None and mine.next_position == 2 and not mine.finished
    await _poll(db, "p2", series_id=series.id, position=2, topic="nobs", rule="R-000-22")
    last = await db.quiz.record_answer("p2", 1, name="Ann", option_ids=[1])
    assert last is not None and last.finished and last.next_position is None
    assert last.series is not None and last.series.state == "finished"
    scores = await db.quiz.series_scores(series.id)
    assert [(s.user_id, s.name, s.answered, s.correct) for s in scores] == [
        (2, "Bob", 1, 1),
        (1, "Ann", 2, 1),
    ]
    missed = await db.quiz.series_missed(series.id, 1)
    assert [(p.position, p.rule) for p in missed] == [(1, "R-000-10")]
    # A late answer to a finished series is still recorded, and changes nothing else.
    late = await db.quiz.record_answer("p2", 2, name="Bob", option_ids=[1])
    assert late is not None and late.recorded and not late.finished


async def test_a_new_series_replaces_the_active_one(db: Database) -> None:
    await _users(db, 1)
    old = await db.quiz.start_series(1, 100, lang="en", plan=["a", "b", "c"])
    await _poll(db, "p1", series_id=old.id, position=1)
    new = await db.quiz.start_series(1, 100, lang="en", plan=["d", "e"])
    replaced = await db.quiz.get_series(old.id)
    assert replaced is not None and replaced.state == "replaced"
    # Its last poll, unanswered, no longer counts (the bot closed it; a tap that raced
    # the close is refused), as that of a series stopped by /cancel.
    assert await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[1]) is None
    assert (await db.quiz.quiz_stats(1)).answered == 0
    assert new.state == "active"


async def test_the_weakest_topic_is_the_most_missed(db: Database) -> None:
    await _users(db, 1)
    assert (await db.quiz.quiz_stats(1)).weakest_topic is None
    answers = [("go", 0), ("go", 0), ("nobs", 0), ("nobs", 1), ("flush", 1), ("skunk", 0)]
    for n, (topic, chosen) in enumerate(answers):
        await _poll(db, f"p{n}", topic=topic, correct=1)
        await db.quiz.record_answer(f"p{n}", 1, name="Ann", option_ids=[chosen])
    stats = await db.quiz.quiz_stats(1)
    assert (stats.answered, stats.correct, stats.weakest_topic) == (6, 2, "go")
    assert stats.accuracy == pytest.approx(2 / 6)


async def test_polls_and_series_survive_a_restart(db_path: Path) -> None:
    db = await Database.open(db_path)
    await _users(db, 1)
    series = await db.quiz.start_series(1, -5, lang="fr", plan=["a", "b"])
    await _poll(db, "p1", chat_id=-5, series_id=series.id)
    await db.close()
    again = await Database.open(db_path)
    try:
        poll = await again.quiz.get_poll("p1")
        assert poll is not None and (poll.chat_id, poll.series_id) == (-5, series.id)
        outcome = await again.quiz.record_answer("p1", 1, name="Ann", option_ids=[1])
        assert outcome is not None and outcome.next_position == 2
    finally:
        await again.close()


async def test_the_awaiting_poll_is_the_chats_latest_unanswered_one(db: Database) -> None:
    await _users(db, 1, 2)
    assert await db.quiz.awaiting_poll(1, 100) is None
    await _poll(db, "old", position=1)
    await _poll(db, "new", position=2)  # message id 2: the latest in chat 100
    awaiting = await db.quiz.awaiting_poll(1, 100)
    assert awaiting is not None and awaiting.poll_id == "new"
    assert await db.quiz.awaiting_poll(1, 200) is None  # another chat
    await db.quiz.record_answer("new", 1, name="Ann", option_ids=[0])
    assert await db.quiz.awaiting_poll(1, 100) is None  # answered: "old" is no longer asked
    awaiting = await db.quiz.awaiting_poll(2, 100)
    assert awaiting is not None and awaiting.poll_id == "new"  # not answered by player 2


async def test_the_awaiting_poll_is_found_by_the_chats_index(db: Database, db_path: Path) -> None:
    """Asked on each text typed in a private chat: the chat's latest poll is read through
    `quiz_polls_by_chat` (migration 27), not by scanning every poll of every chat."""
    await _users(db, 1)
    await _poll(db, "p1")
    with sqlite3.connect(db_path) as conn:
        plan = " / ".join(
            str(row[3])
            for row in conn.execute(
                "EXPLAIN QUERY PLAN " + AWAITING_POLL_SQL,
                {"chat": 100, "user": 1, "active": ACTIVE},
            )
        )
    assert "quiz_polls USING INDEX quiz_polls_by_chat" in plan, plan
    assert "SCAN quiz_polls" not in plan, plan


async def test_only_the_running_series_latest_poll_awaits(db: Database) -> None:
    await _users(db, 1)
    series = await db.quiz.start_series(1, 100, lang="fr", plan=["a", "b", "c"])
    await _poll(db, "s1", series_id=series.id, position=1)
    awaiting = await db.quiz.awaiting_poll(1, 100)
    assert awaiting is not None and awaiting.series_id == series.id
    assert await db.quiz.drop_poll("s1") is False  # a series poll is stopped with its series
    await db.quiz.stop_series(1, 100)
    assert await db.quiz.awaiting_poll(1, 100) is None


async def test_a_lone_poll_is_dropped_only_while_nobody_answered(db: Database) -> None:
    await _users(db, 1)
    await _poll(db, "p1")
    await _poll(db, "p2", position=2)
    await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[1])
    assert await db.quiz.drop_poll("p1") is False
    assert await db.quiz.drop_poll("p2") is True
    assert await db.quiz.drop_poll("p2") is False
    assert await db.quiz.get_poll("p2") is None
    assert await db.quiz.record_answer("p2", 1, name="Ann", option_ids=[1]) is None


async def test_a_stopped_series_last_poll_is_found_to_close_and_no_longer_counts(
    db: Database,
) -> None:
    """/cancel closes the series' latest poll (the message of the highest id among that
    series' polls in the chat; a lone poll's among the lone ones); a tap on it that raced
    the close is refused, one on an earlier poll of the series still counts."""
    await _users(db, 1, 2)
    series = await db.quiz.start_series(1, 100, lang="fr", plan=["a", "b", "c"])
    await _poll(db, "s1", series_id=series.id, position=1)
    await _poll(db, "s2", series_id=series.id, position=2)
    await _poll(db, "lone", position=3)
    assert await db.quiz.poll_message(100, series.id) == 2
    assert await db.quiz.poll_message(100, None) == 3
    assert await db.quiz.poll_message(200, None) is None
    await db.quiz.stop_series(1, 100)
    assert await db.quiz.record_answer("s2", 1, name="Ann", option_ids=[1]) is None
    earlier = await db.quiz.record_answer("s1", 2, name="Bob", option_ids=[1])
    assert earlier is not None and earlier.recorded


async def test_the_last_ref_is_the_chats_latest_poll_lone_or_in_a_series(db: Database) -> None:
    await _users(db, 1)
    assert await db.quiz.last_ref(100) is None
    series = await db.quiz.start_series(1, 100, lang="fr", plan=["a", "b"])
    await _poll(db, "s1", series_id=series.id, position=1)
    assert await db.quiz.last_ref(100) == "q1"
    await _poll(db, "lone", position=3)
    await _poll(db, "elsewhere", chat_id=200, position=4)
    assert await db.quiz.last_ref(100) == "q3"
    assert await db.quiz.last_ref(200) == "q4"


async def test_a_groups_running_series_is_another_members_recent_one(
    db: Database, clock: FakeClock
) -> None:
    """A group plays one series at a time: another member's active series, with the name
    they answered under; not the asker's own, not one stopped, not one left past
    `RUNNING_FOR` since its latest poll."""
    await _users(db, 1, 2)
    assert await db.quiz.running_series(100, 2) is None
    series = await db.quiz.start_series(1, 100, lang="fr", plan=["a", "b", "c"])
    running = await db.quiz.running_series(100, 2)
    assert running is not None and (running.series.id, running.name) == (series.id, "")
    assert await db.quiz.running_series(100, 1) is None  # the starter's own
    assert await db.quiz.running_series(200, 2) is None  # another chat
    await _poll(db, "p1", series_id=series.id)
    await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[1])
    clock.current += RUNNING_FOR - timedelta(minutes=1)
    running = await db.quiz.running_series(100, 2)
    assert running is not None and (running.series.sent, running.name) == (1, "Ann")
    clock.current += timedelta(minutes=2)
    assert await db.quiz.running_series(100, 2) is None  # left: the group is free
    await _poll(db, "p2", series_id=series.id, position=2)
    assert await db.quiz.running_series(100, 2) is not None
    await db.quiz.stop_series(1, 100)
    assert await db.quiz.running_series(100, 2) is None


async def test_a_series_left_in_a_group_ends_when_another_member_starts_one(
    db: Database, clock: FakeClock
) -> None:
    """Ann left her series in the group: once Bob starts his, hers ends (a tap of hers later
    brings no next poll between his); Bob's own and other chats' series stay."""
    await _users(db, 1, 2)
    ann = await db.quiz.start_series(1, 100, lang="fr", plan=["a", "b"])
    elsewhere = await db.quiz.start_series(1, 200, lang="fr", plan=["a", "b"])
    await _poll(db, "p1", series_id=ann.id)
    clock.current += RUNNING_FOR + timedelta(minutes=1)
    assert await db.quiz.running_series(100, 2) is None
    assert [s.id for s in await db.quiz.stop_left_series(100, 2)] == [ann.id]
    bob = await db.quiz.start_series(2, 100, lang="fr", plan=["c", "d"])
    assert await db.quiz.stop_left_series(100, 2) == []
    for kept in (bob, elsewhere):
        series = await db.quiz.get_series(kept.id)
        assert series is not None and series.state == ACTIVE
    assert await db.quiz.record_answer("p1", 1, name="Ann", option_ids=[1]) is None
