"""One round trip per call: `Step` (a whole transaction as one function on the connection's thread),
its commit/rollback/abandon rules, and how one-step calls and `transaction()` share a connection."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from storage_helpers import answer, ask

from bot.storage import Database
from bot.storage.sql import BEGIN_READ, BEGIN_WRITE, AbandonedError, Step, on_thread
from bot.storage.worker import Worker

NOW = "2025-03-01T12:00:00.000+00:00"


@pytest.fixture
def plain(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(tmp_path / "plain.db", isolation_level=None)
    conn.execute("CREATE TABLE t (x INTEGER NOT NULL)")
    yield conn
    conn.close()


def rows(conn: sqlite3.Connection) -> list[int]:
    return [row[0] for row in conn.execute("SELECT x FROM t ORDER BY x")]


def insert(value: int) -> Callable[[sqlite3.Connection], int]:
    def work(conn: sqlite3.Connection) -> int:
        conn.execute("INSERT INTO t (x) VALUES (?)", (value,))
        return value

    return work


# -- Step on a plain connection -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("begin", "inside"),
    [(None, False), (BEGIN_READ, True), (BEGIN_WRITE, True)],
    ids=["single-statement-no-transaction", "read-snapshot", "write-immediate"],
)
def test_a_step_runs_its_work_in_the_transaction_it_asks_for(
    plain: sqlite3.Connection, begin: str | None, inside: bool
) -> None:
    seen: list[bool] = []

    def work(conn: sqlite3.Connection) -> str:
        seen.append(conn.in_transaction)
        return "done"

    assert Step(work, begin)(plain) == "done"
    assert seen == [inside]
    assert not plain.in_transaction  # committed: nothing left open


def test_a_write_step_commits_all_its_statements(plain: sqlite3.Connection) -> None:
    def work(conn: sqlite3.Connection) -> int:
        insert(1)(conn)
        insert(2)(conn)
        return 2

    assert Step(work, BEGIN_WRITE)(plain) == 2
    assert rows(plain) == [1, 2]


def test_a_failing_step_rolls_back_everything_and_reraises(plain: sqlite3.Connection) -> None:
    def work(conn: sqlite3.Connection) -> None:
        insert(1)(conn)
        conn.execute("INSERT INTO t (x) VALUES (NULL)")  # NOT NULL

    with pytest.raises(sqlite3.IntegrityError, match="NOT NULL"):
        Step(work, BEGIN_WRITE)(plain)
    assert rows(plain) == []
    assert not plain.in_transaction
    Step(insert(3), BEGIN_WRITE)(plain)  # the connection is still usable
    assert rows(plain) == [3]


def test_a_step_abandoned_before_it_starts_does_nothing(plain: sqlite3.Connection) -> None:
    calls: list[int] = []

    def work(conn: sqlite3.Connection) -> None:
        calls.append(1)
        insert(1)(conn)

    step = Step(work, BEGIN_WRITE)
    step.abandon()
    with pytest.raises(AbandonedError):
        step(plain)
    assert calls == []
    assert rows(plain) == []


def test_a_step_abandoned_while_it_works_rolls_back(plain: sqlite3.Connection) -> None:
    # the caller is cancelled (abandon() from the event loop) while the work is running
    step: Step[None]

    def work(conn: sqlite3.Connection) -> None:
        insert(1)(conn)
        step.abandon()
        insert(2)(conn)

    step = Step(work, BEGIN_WRITE)
    with pytest.raises(AbandonedError):
        step(plain)
    assert rows(plain) == []
    assert not plain.in_transaction


# -- on the connection's thread ----------------------------------------------------------------


async def test_on_thread_runs_on_the_connections_worker_thread(tmp_path: Path) -> None:
    async with await Worker.open(tmp_path / "w.db") as conn:
        ident = await on_thread(conn, lambda _: threading.get_ident())
        assert ident == conn.thread_ident != threading.get_ident()
        again = await on_thread(conn, lambda _: threading.get_ident())
        assert again == ident  # always the one thread that owns the connection


class Hops:
    """Counts the calls queued to a Database's connection thread."""

    def __init__(self, db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
        conn = db._connection()
        original = conn.run
        self.count = 0

        async def counting(fn: Any) -> Any:
            self.count += 1
            return await original(fn)

        monkeypatch.setattr(conn, "run", counting)

    async def of(self, call: Awaitable[object]) -> int:
        before = self.count
        await call
        return self.count - before


async def test_every_call_is_one_round_trip(db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    game = await db.start_game(1, 100, target=121, margin_rule="skunk")
    question_id = await ask(db, game_id=game.id)
    other_id = await ask(db, chat_id=200)
    await db.get_or_create_user(1, language_code="en")
    hops = Hops(db, monkeypatch)
    calls: dict[str, Awaitable[object]] = {
        "get_user": db.get_user(1),
        "get_or_create_user-known": db.get_or_create_user(1, language_code="en"),
        "current_game": db.current_game(1, 100),
        "pending_question": db.pending_question(1, 100),
        "get_question": db.get_question(question_id),
        "question_by_message": db.question_by_message(100, 5),
        "set_question_message": db.set_question_message(question_id, 5),
        "replace_question": db.replace_question(
            user_id=1, chat_id=400, kind="hand", deal={}, expected={}
        ),
        "answer_question-with-game": answer(db, question_id, answered_total=20),
        "answer_question-refused": answer(db, question_id),
        "create_question": db.create_question(
            user_id=1, chat_id=100, kind="hand", deal={}, expected={}, game_id=game.id
        ),
        "cancel_question": db.cancel_question(other_id),
        "start_game": db.start_game(1, 300, target=61, margin_rule="lurch"),
        "abandon_game": db.abandon_game(game.id),
        "set_user_lang": db.set_user_lang(1, "fr"),
        "update_user_settings": db.update_user_settings(1, {"game_target": 61}),
        "attempts": db.attempts(1),
        "user_stats": db.user_stats(1, chat_id=100),
        "chat_leaderboard": db.chat_leaderboard(100),
    }
    counted = {name: await hops.of(call) for name, call in calls.items()}
    # The message id is deferred: it rides in the next call's transaction.
    assert counted == {**dict.fromkeys(calls, 1), "set_question_message": 0}


# -- Deferred writes (the message id shown with a question) ------------------------------------


def committed_message_id(db_path: Path, question_id: int) -> int | None:
    """The question's message id as another connection sees it (committed)."""
    with sqlite3.connect(db_path) as other:
        row = other.execute("SELECT message_id FROM questions WHERE id = ?", (question_id,))
        return row.fetchone()[0]  # type: ignore[no-any-return]


async def test_a_deferred_message_id_rides_in_the_next_write_and_is_seen_at_once(
    db: Database, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    question_id = await ask(db)
    other_id = await ask(db, chat_id=200)
    await db.set_question_message(question_id, 42)
    assert committed_message_id(db_path, question_id) is None  # not yet committed
    hops = Hops(db, monkeypatch)
    # A write carries it in its own transaction: one round trip, one commit.
    assert await hops.of(db.set_user_lang(1, "fr")) == 1
    assert committed_message_id(db_path, question_id) == 42
    # A read sees a deferred id at once, in the same round trip.
    await db.set_question_message(other_id, 43)
    found = await db.question_by_message(200, 43)
    assert found is not None and found.id == other_id
    assert committed_message_id(db_path, other_id) == 43


async def test_a_deferred_write_is_committed_alone_when_nothing_comes(
    db: Database, db_path: Path
) -> None:
    question_id = await ask(db)
    await db.set_question_message(question_id, 7)
    for _ in range(100):
        if committed_message_id(db_path, question_id) == 7:
            break
        await asyncio.sleep(0.01)
    assert committed_message_id(db_path, question_id) == 7


async def test_a_failing_or_closing_call_keeps_the_deferred_write(
    db: Database, db_path: Path
) -> None:
    question_id = await ask(db)
    await db.set_question_message(question_id, 8)
    with pytest.raises(ValueError, match="boom"):
        await db._write(_boom)
    assert committed_message_id(db_path, question_id) == 8
    await db.set_question_message(question_id, 9)
    await db.close()
    assert committed_message_id(db_path, question_id) == 9


def _boom(conn: sqlite3.Connection) -> None:
    conn.execute("DELETE FROM questions")
    raise ValueError("boom")


async def test_replace_question_gives_the_question_it_replaced(db: Database) -> None:
    first, none = await db.replace_question(
        user_id=1, chat_id=100, kind="hand", deal={"a": 1}, expected={}
    )
    await db.set_question_message(first.id, 12, keyboard=True)
    second, previous = await db.replace_question(
        user_id=1, chat_id=100, kind="crib", deal={}, expected={}
    )
    assert none is None
    assert previous is not None and previous.id == first.id and previous.state == "pending"
    assert (previous.message_id, previous.keyboard, previous.deal) == (12, True, {"a": 1})
    replaced = await db.get_question(first.id)
    assert replaced is not None and replaced.state == "replaced"
    pending = await db.pending_question(1, 100)
    assert pending is not None and pending.id == second.id
