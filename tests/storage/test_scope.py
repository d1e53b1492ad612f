"""`Database.scope`: every call of one task in one transaction, its outbox rows with it."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from bot.storage import Database, repo_inbox, repo_members, repo_outbox
from bot.storage.db_base import current_scope
from bot.storage.repo_outbox import Outgoing
from bot.storage.sql import Work, execute

USER = 515


def users(path: Path) -> list[int]:
    """The users another connection sees (only what was committed)."""
    with sqlite3.connect(path) as conn:
        return [row[0] for row in conn.execute("SELECT tg_id FROM users ORDER BY tg_id")]


async def test_a_scope_commits_its_calls_and_its_outbox_together(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        async with db.scope() as scope:
            await db.users.get_or_create_user(USER)
            await db.users.get_or_create_user(USER + 1)
            scope.queue(Outgoing(USER, "sendMessage", {"chat_id": USER, "text": "a"}))
            scope.queue(Outgoing(USER, "sendPhoto", {"chat_id": USER}, photo=b"png"))
            assert current_scope() is scope
            assert users(path) == []  # nothing committed yet
            assert await db.users.get_user(USER) is not None  # the scope reads its own writes
        assert current_scope() is None
        assert users(path) == [USER, USER + 1]
        rows = await db.outbox_after(0)
        assert [(r.method, r.params.get("text"), r.photo) for r in rows] == [
            ("sendMessage", "a", None),
            ("sendPhoto", None, b"png"),
        ]
        assert rows[0].id < rows[1].id


async def test_the_outbox_rows_are_stored_in_order_one_insert_a_chunk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(repo_outbox, "ROWS_PER_INSERT", 2)
    async with await Database.open(tmp_path / "s.db") as db:
        texts = [f"m{n}" for n in range(5)]
        traced: list[str] = []
        given: list[Outgoing] = []
        db.on_outbox = given.extend  # the rows as committed, with their ids
        await db._connection().set_trace_callback(traced.append)
        async with db.scope() as scope:
            for n, text in enumerate(texts):
                scope.queue(Outgoing(USER + n % 2, "sendMessage", {"text": text}))
        async with db.scope() as scope:
            scope.queue(Outgoing(USER, "sendMessage", {"text": "last"}))
        await db._connection().set_trace_callback(None)
        rows = await db.outbox_after(0)
        assert [r.params["text"] for r in rows] == [*texts, "last"]
        assert [r.chat_id for r in rows[:5]] == [USER, USER + 1] * 2 + [USER]
        assert given == rows
        # SQLite traces each run of a trigger (migration 24) with its statement's text again
        inserts = [sql for n, sql in enumerate(traced) if n == 0 or traced[n - 1] != sql]
        assert sum(sql.startswith("INSERT INTO outbox") for sql in inserts) == 3 + 1


async def test_a_failing_write_is_undone_alone_and_an_escaping_error_undoes_all(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        async with db.scope():
            await db.users.get_or_create_user(USER)
            with pytest.raises(RuntimeError):
                async with db.transaction() as conn:  # a savepoint inside the scope
                    await conn.execute("DELETE FROM users")
                    raise RuntimeError("refused")
        assert users(path) == [USER]
        async with db.scope():
            with pytest.raises(RuntimeError):  # the scope's first change: no savepoint
                async with db.transaction() as conn:
                    await conn.execute("DELETE FROM users")
                    raise RuntimeError("refused")
            assert users(path) == [USER]
            await db.users.get_or_create_user(USER + 3)  # the scope goes on
        assert users(path) == [USER, USER + 3]
        with pytest.raises(ValueError):
            async with db.scope() as scope:
                await db.users.get_or_create_user(USER + 1)
                scope.queue(Outgoing(USER, "sendMessage", {"chat_id": USER, "text": "b"}))
                raise ValueError("the handling failed")
        assert users(path) == [USER, USER + 3]
        assert await db.outbox_after(0) == []


async def test_a_cancelled_scope_leaves_nothing_and_other_tasks_wait(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        entered = asyncio.Event()
        others: list[int] = []

        async def handling() -> None:
            async with db.scope():
                await db.users.get_or_create_user(USER)
                entered.set()
                await asyncio.Event().wait()  # killed before its COMMIT

        async def other() -> None:  # another task: not in the scope, waits for it
            assert current_scope() is None
            others.append((await db.users.get_or_create_user(USER + 2)).tg_id)

        task = asyncio.create_task(handling())
        await entered.wait()
        waiting = asyncio.create_task(other())
        await asyncio.sleep(0.05)
        assert others == []  # the scope holds the connection
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await waiting
        assert others == [USER + 2]
        assert users(path) == [USER + 2]


# -- a savepoint only where a caller goes on after a write's refusal ---------------------------

RULES = {"target": 121}


async def open_table(db: Database, game_id: str, host: int) -> None:
    await db.members.open_member_game(
        game_id=game_id, chat_id=-100, host=host, host_name="Zoé", players=2, rules=RULES
    )


def member_games(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return [row[0] for row in conn.execute("SELECT id FROM member_games ORDER BY id")]


async def test_a_plain_write_after_a_change_runs_without_a_savepoint(tmp_path: Path) -> None:
    async with await Database.open(tmp_path / "s.db") as db:
        traced: list[str] = []
        async with db.scope():
            await db.users.get_or_create_user(USER)  # the scope's first change
            await db.trace(traced.append)
            await db.users.get_or_create_user(USER + 1)
            await db.users.merge_settings(USER, {"pictures": False})
            await db.trace(None)
        assert traced and not any("SAVEPOINT" in sql or "RELEASE" in sql for sql in traced)


async def test_a_refusal_its_caller_catches_is_undone_alone(tmp_path: Path) -> None:
    """`open_member_game` writes the table, then finds its host seated elsewhere: MemberBusy,
    which the handler answers; the table is undone (its savepoint), and what the update wrote
    before, its replies, and what it writes after, commit."""
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        await open_table(db, "first", USER)
        async with db.scope() as scope:
            await db.users.get_or_create_user(USER + 1)
            scope.queue(Outgoing(USER, "sendMessage", {"text": "before"}))
            with pytest.raises(repo_members.MemberBusy):
                await open_table(db, "second", USER)  # the host sits at "first"
            await db.users.get_or_create_user(USER + 2)
        assert member_games(path) == ["first"]
        assert users(path) == [USER, USER + 1, USER + 2]
        assert [r.params["text"] for r in await db.outbox_after(0)] == ["before"]


def insert_user(tg_id: int) -> Work[None]:
    async def work(conn: aiosqlite.Connection) -> None:
        await execute(
            conn,
            "INSERT INTO users (tg_id, created_at, updated_at) VALUES (?, 'x', 'x')",
            (tg_id,),
        )

    return work


def broken(tg_id: int) -> Work[None]:
    """A write that changes something, then raises (a bug after a write)."""

    async def work(conn: aiosqlite.Connection) -> None:
        await insert_user(tg_id)(conn)
        raise RuntimeError("a bug after a write")

    return work


async def test_another_write_failing_after_a_change_undoes_the_update_so_far(
    tmp_path: Path,
) -> None:
    """A write without a savepoint that raises having written: the update's writes and replies
    so far are undone, the scope goes on, and what comes after (the error handler's reply, the
    inbox mark) commits alone. One that raises before writing anything undoes nothing."""
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        traced: list[str] = []
        async with db.scope() as scope:
            await db.users.get_or_create_user(USER)
            scope.queue(Outgoing(USER, "sendMessage", {"text": "told"}))
            await db.trace(traced.append)
            with pytest.raises(sqlite3.IntegrityError):  # the user exists: refused, unchanged
                await db._write(insert_user(USER))
            assert await db.users.get_user(USER) is not None  # nothing undone
            with pytest.raises(RuntimeError):
                await db._write(broken(USER + 9))
            await db.trace(None)
            assert await db.users.get_user(USER) is None  # the update so far: undone
            assert await db.users.get_user(USER + 9) is None
            scope.queue(Outgoing(USER, "sendMessage", {"text": "error"}))
            await db.users.get_or_create_user(USER + 1)
        assert users(path) == [USER + 1]
        assert [r.params["text"] for r in await db.outbox_after(0)] == ["error"]
        assert not any(sql.startswith(("SAVEPOINT", "RELEASE")) for sql in traced)


async def test_a_block_undone_alone_leaves_the_rest_of_the_update(tmp_path: Path) -> None:
    """`undone_alone` (a game's end telling its subscribers): a failing block's writes are
    undone, a failing write inside it included, and nothing else; a block that ends well
    keeps its writes. Outside a scope it does nothing."""
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        async with db.scope() as scope:
            await db.users.get_or_create_user(USER)
            scope.queue(Outgoing(USER, "sendMessage", {"text": "the end"}))
            with pytest.raises(RuntimeError):
                async with db.undone_alone():
                    await db.users.get_or_create_user(USER + 1)
                    await db._write(broken(USER + 2))
            assert await db.users.get_user(USER + 1) is None
            async with db.undone_alone():
                await db.users.get_or_create_user(USER + 3)
            await db.users.get_or_create_user(USER + 4)
        assert users(path) == [USER, USER + 3, USER + 4]
        assert [r.params["text"] for r in await db.outbox_after(0)] == ["the end"]
        async with db.undone_alone():
            await db.users.get_or_create_user(USER + 5)
        assert users(path) == [USER, USER + 3, USER + 4, USER + 5]


def inbox(path: Path) -> list[tuple[int, str, bool]]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT update_id, payload, done_at IS NOT NULL FROM inbox")
        return [(row[0], row[1], bool(row[2])) for row in rows]


async def test_the_replies_stored_mark_their_update_done(tmp_path: Path) -> None:
    """An update's done mark commits with its replies, by their INSERT (a trigger), or by its
    own UPDATE when it has none; a scope rolled back leaves its update waiting."""
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        await db.inbox_store([(7, '{"text": "Alice"}'), (8, "{}"), (9, "{}")])
        traced: list[str] = []
        await db.trace(traced.append)
        async with db.scope() as scope:
            scope.queue(Outgoing(USER, "sendMessage", {"text": "a"}))
            scope.queue(Outgoing(USER, "sendMessage", {"text": "b"}))
            scope.mark_done(7)
        assert not any(sql.startswith("UPDATE inbox") for sql in traced)
        async with db.scope() as scope:  # no reply: the mark's own UPDATE
            scope.mark_done(8)
        assert sum(sql.startswith("UPDATE inbox") for sql in traced) == 1
        with pytest.raises(ValueError):
            async with db.scope() as scope:
                scope.queue(Outgoing(USER, "sendMessage", {"text": "c"}))
                scope.mark_done(9)
                raise ValueError("killed before its COMMIT")
        await db.trace(None)
        assert inbox(path) == [(7, "{}", True), (8, "{}", True), (9, "{}", False)]
        assert [r.params["text"] for r in await db.outbox_after(0)] == ["a", "b"]
        assert [update_id for update_id, _ in await db.inbox_waiting()] == [9]


@pytest.mark.parametrize("per_insert", [500, 2])
async def test_a_batch_of_updates_is_stored_by_one_insert_a_chunk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, per_insert: int
) -> None:
    """The inbox stores a polled batch in one statement a chunk of `ROWS_PER_INSERT` (a single
    one without BEGIN and COMMIT): the new ids in the batch's order, one already stored or
    given twice counted once, its first payload kept."""
    monkeypatch.setattr(repo_inbox, "ROWS_PER_INSERT", per_insert)
    path = tmp_path / "s.db"
    async with await Database.open(path) as db:
        assert await db.inbox_store([(5, "{}")]) == [5]
        traced: list[str] = []
        await db.trace(traced.append)
        batch = [(7, '{"n": 7}'), (5, '{"n": 5}'), (6, '{"n": 6}'), (7, '{"n": 77}'), (8, "{}")]
        assert await db.inbox_store(batch) == [7, 6, 8]
        await db.trace(None)
        inserts = [sql for sql in traced if sql.startswith("INSERT INTO inbox")]
        assert len(inserts) == -(-len(batch) // per_insert)
        one = len(inserts) == 1  # atomic on its own; several chunks in one transaction
        assert any(sql.startswith("BEGIN") for sql in traced) is not one
        assert [(u, p) for u, p in await db.inbox_waiting()] == [
            (5, "{}"),
            (6, '{"n": 6}'),
            (7, '{"n": 7}'),
            (8, "{}"),
        ]
