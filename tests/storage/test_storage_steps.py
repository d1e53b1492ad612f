"""One round trip per call: `Step` (a whole transaction as one function on the connection's thread),
its commit/rollback/abandon rules, and how one-step calls and `transaction()` share a connection."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from storage_helpers import answer, ask

from bot.coach.questions import Drill
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
        "user_and_pending": db.user_and_pending(1, 100, language_code="en"),
        "user_and_theme_stats": db.user_and_theme_stats(1, language_code="en"),
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
    # The message id is deferred: it rides in the next call's transaction. The small reads of
    # the hot path run in-line from the read-only connection: no round trip at all.
    assert counted == {
        **dict.fromkeys(calls, 1),
        **dict.fromkeys(IN_LINE, 0),
        "set_question_message": 0,
    }


IN_LINE = (
    "get_user",
    "get_or_create_user-known",
    "current_game",
    "pending_question",
    "user_and_pending",
    "user_and_theme_stats",
    "get_question",
)
"""The calls of `test_every_call_is_one_round_trip` read in-line (`DatabaseBase._read`)."""


# -- In-line reads (a second, read-only connection on the event loop's thread) ------------------


async def test_in_line_reads_see_every_awaited_write_at_once(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    hops = Hops(db, monkeypatch)
    assert await hops.of(db.get_user(1)) == 0
    assert await db.get_user(1) is None
    await db.get_or_create_user(1, language_code="fr")
    user = await db.get_user(1)
    assert user is not None and user.language_code == "fr"
    game = await db.start_game(1, 100, target=121, margin_rule="skunk")
    current = await db.current_game(1, 100)
    assert current is not None and current.id == game.id
    await db.abandon_game(game.id)
    assert await db.current_game(1, 100) is None
    question_id = await ask(db)
    pending = await db.pending_question(1, 100)
    assert pending is not None and pending.id == question_id
    await answer(db, question_id)
    assert await db.pending_question(1, 100) is None
    plan = await db.coach_plan(1, Drill.HAND)
    assert plan.rating.rating == 1500
    assert hops.count == 5  # the five writes; none of the reads


async def test_a_deferred_message_id_is_seen_in_line_until_a_step_commits_it(
    db: Database, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    question_id = await ask(db)
    await db.get_or_create_user(1, language_code="en")
    await db.set_question_message(question_id, 42, keyboard=True)
    hops = Hops(db, monkeypatch)
    # reads by id or by player see the deferred message id at once, in-line
    pending = await db.pending_question(1, 100)
    assert pending is not None and (pending.message_id, pending.keyboard) == (42, True)
    same = await db.get_question(question_id)
    assert same is not None and (same.message_id, same.keyboard) == (42, True)
    assert hops.count == 0
    assert committed_message_id(db_path, question_id) is None  # still deferred
    # keyboard None keeps what was said (the UPDATE's coalesce)
    await db.set_question_message(question_id, 43)
    again = await db.pending_question(1, 100)
    assert again is not None and (again.message_id, again.keyboard) == (43, True)
    # a read by message id goes to the worker, which commits the deferred writes first
    found = await db.question_by_message(100, 43)
    assert found is not None and found.id == question_id and found.keyboard is True
    assert hops.count == 1
    assert committed_message_id(db_path, question_id) == 43
    assert db._shown == {}  # committed: nothing left to show from memory
    later = await db.get_question(question_id)
    assert later is not None and (later.message_id, later.keyboard) == (43, True)
    assert hops.count == 1


async def test_a_deferred_write_carried_by_a_cancelled_call_still_holds_back_its_reads(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    question_id = await ask(db)
    await db.set_question_message(question_id, 42)
    gate = threading.Event()
    blocker = asyncio.ensure_future(on_thread(db._connection(), lambda _: gate.wait(5)))
    carrier = asyncio.ensure_future(db.set_user_lang(1, "fr"))  # takes the deferred write
    await asyncio.sleep(0)
    carrier.cancel()
    with pytest.raises(asyncio.CancelledError):
        await carrier
    # The cancelled step has not run yet: a read by message id must wait for it.
    reading = asyncio.ensure_future(db.question_by_message(100, 42))
    await asyncio.sleep(0.05)
    assert not reading.done()
    gate.set()
    await blocker
    found = await reading
    assert found is not None and found.message_id == 42


async def test_in_line_reads_wait_for_an_open_transaction(db: Database) -> None:
    await db.get_or_create_user(1, language_code="en")
    async with db.transaction() as conn:
        reading = asyncio.ensure_future(db.get_user(1))
        await conn.execute("UPDATE users SET language_code = 'fr' WHERE tg_id = 1")
        await asyncio.sleep(0.01)
        assert not reading.done()  # queued behind the transaction, as every call is
    user = await reading
    assert user is not None and user.language_code == "fr"


class BusyReader:
    """A read-only connection whose every statement finds the file busy."""

    def execute(self, *args: object) -> None:
        raise sqlite3.OperationalError("database is locked")


async def test_a_busy_in_line_read_goes_to_the_worker(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    await db.get_or_create_user(1, language_code="en")
    monkeypatch.setattr(db, "_reader", BusyReader())
    hops = Hops(db, monkeypatch)
    user = await db.get_user(1)
    assert user is not None and user.language_code == "en"
    assert hops.count == 1


async def test_an_in_memory_database_reads_on_the_worker(
    clock: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with await Database.open(":memory:", clock=clock) as memory:
        await memory.get_or_create_user(1, language_code="en")
        hops = Hops(memory, monkeypatch)
        assert await hops.of(memory.get_user(1)) == 1


async def test_closing_closes_the_in_line_reader(db_path: Path, clock: Any) -> None:
    database = await Database.open(db_path, clock=clock)
    reader = database._reader
    assert reader is not None
    await database.close()
    assert database._reader is None
    with pytest.raises(sqlite3.ProgrammingError):
        reader.execute("SELECT 1")


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


async def test_a_commit_from_another_connection_is_seen_by_the_next_in_line_read(
    db: Database, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # What `muggins` commands or a second bot process do to the same file: the very next
    # read of the user or of the pending question (every update makes one) sees it.
    await db.get_or_create_user(1, language_code="en")
    question_id = await ask(db)
    assert await db.pending_question(1, 100) is not None
    hops = Hops(db, monkeypatch)
    with closing(sqlite3.connect(db_path, isolation_level=None)) as other:
        other.execute("UPDATE users SET lang = 'fr', settings = '{\"pictures\":false}'")
        other.execute(
            "UPDATE questions SET state = 'cancelled', closed_at = ? WHERE id = ?",
            (NOW, question_id),
        )
    user = await db.get_or_create_user(1, language_code="en")
    assert (user.lang, user.settings) == ("fr", {"pictures": False})
    assert await db.pending_question(1, 100) is None
    with closing(sqlite3.connect(db_path, isolation_level=None)) as other:
        other.execute("UPDATE users SET lang = NULL")
    again = await db.get_user(1)
    assert again is not None and again.lang is None
    assert hops.count == 0  # all read in-line
