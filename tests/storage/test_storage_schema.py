"""Opening, pragmas and migrations keyed by PRAGMA user_version."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import aiosqlite
import pytest
from storage_helpers import FakeClock

from bot.storage import LATEST_VERSION, Database, SchemaTooNewError, StorageError
from bot.storage.migrations import (
    MIGRATIONS,
    check_sqlite_version,
    migrate_now,
    read_user_version,
    split_statements,
)

TABLES = {"users", "questions", "attempts", "games"}
INDEXES = {
    "games_one_active",
    "games_by_user",
    "questions_one_pending",
    "questions_by_message",
    "questions_by_game",
    "attempts_by_user",
    "attempts_by_chat",
    "attempts_by_game",
}


def raw_version(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


def set_raw_version(path: Path, version: int) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {version:d}")
    conn.commit()
    conn.close()


async def test_open_creates_the_folder_and_migrates_from_empty(db_path: Path) -> None:
    assert not await asyncio.to_thread(db_path.parent.exists)
    db = await Database.open(db_path)
    await db.close()
    assert await asyncio.to_thread(db_path.is_file)
    assert db.schema_version == LATEST_VERSION == len(MIGRATIONS) >= 1
    assert raw_version(db_path) == LATEST_VERSION
    with sqlite3.connect(db_path) as conn:
        names = {row[0] for row in conn.execute("SELECT name FROM sqlite_schema")}
    assert names >= TABLES | INDEXES


async def test_reopening_is_idempotent_and_keeps_data(db_path: Path) -> None:
    db = await Database.open(db_path)
    await db.users.set_lang(7, "en")
    await db.close()
    for _ in range(2):
        db = await Database.open(db_path)
        assert db.schema_version == LATEST_VERSION
        user = await db.users.get_user(7)
        assert user is not None and user.lang == "en"
        await db.close()
    assert raw_version(db_path) == LATEST_VERSION


async def test_a_newer_database_is_refused_with_a_clear_error(db_path: Path) -> None:
    db = await Database.open(db_path)
    await db.close()
    set_raw_version(db_path, LATEST_VERSION + 3)
    with pytest.raises(SchemaTooNewError, match="newer than this program knows") as info:
        await Database.open(db_path)
    assert (info.value.found, info.value.known) == (LATEST_VERSION + 3, LATEST_VERSION)
    assert isinstance(info.value, StorageError)
    assert raw_version(db_path) == LATEST_VERSION + 3  # left untouched


@pytest.mark.parametrize(
    ("pragma", "expected"),
    [
        ("journal_mode", "wal"),
        ("foreign_keys", 1),
        ("busy_timeout", 5000),
        ("synchronous", 1),  # NORMAL
    ],
    ids=["wal", "foreign-keys-on", "busy-timeout-5s", "synchronous-normal"],
)
async def test_pragmas_are_in_effect(db: Database, pragma: str, expected: object) -> None:
    async with db.snapshot() as conn, conn.execute(f"PRAGMA {pragma}") as cursor:
        row = await cursor.fetchone()
    assert row is not None and row[0] == expected


async def test_busy_timeout_is_configurable(db_path: Path) -> None:
    db = await Database.open(db_path, busy_timeout_ms=1234)
    async with db.snapshot() as conn, conn.execute("PRAGMA busy_timeout") as cursor:
        row = await cursor.fetchone()
    await db.close()
    assert row is not None and row[0] == 1234


async def test_foreign_keys_are_enforced(db: Database) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO games (user_id, chat_id, target, margin_rule, started_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (999, 1, 121, "skunk", "2025-01-01T00:00:00.000+00:00"),
            )
    assert await db.games.current_game(999, 1) is None


async def test_a_failed_transaction_rolls_back_and_the_connection_stays_usable(
    db: Database,
) -> None:
    with pytest.raises(RuntimeError, match="boom"):
        async with db.transaction() as conn:
            await conn.execute(
                "INSERT INTO users (tg_id, created_at, updated_at) VALUES (?, ?, ?)", (5, "t", "t")
            )
            raise RuntimeError("boom")
    assert await db.users.get_user(5) is None
    user = await db.users.get_or_create_user(5)
    assert user.tg_id == 5


async def test_the_clock_gives_utc_iso_times(db_path: Path, clock: FakeClock) -> None:
    db = await Database.open(db_path, clock=clock)
    user = await db.users.get_or_create_user(1)
    await db.close()
    assert user.created_at == "2025-03-01T12:00:00.000+00:00"


async def test_a_naive_clock_is_rejected(db_path: Path) -> None:
    from datetime import datetime

    db = await Database.open(db_path, clock=lambda: datetime(2025, 1, 1))
    with pytest.raises(ValueError, match="timezone-aware"):
        await db.users.set_lang(1, "fr")
    await db.close()


async def test_closed_database_refuses_calls(db: Database) -> None:
    await db.close()
    await db.close()  # twice is fine
    assert db.closed
    with pytest.raises(StorageError, match="closed"):
        await db.users.get_user(1)


async def test_async_with_closes(db_path: Path) -> None:
    async with await Database.open(db_path) as db:
        await db.users.set_lang(1, "fr")
    assert db.closed


async def test_migrations_apply_in_order_one_version_each(tmp_path: Path) -> None:
    scripts = (
        "CREATE TABLE a (x INTEGER); INSERT INTO a VALUES (1);",
        "CREATE TABLE b (y TEXT DEFAULT 'semi;colon');",
    )
    async with aiosqlite.connect(tmp_path / "m.db", isolation_level=None) as conn:
        assert await migrate_now(conn, scripts[:1]) == 1
        assert await migrate_now(conn, scripts) == 2
        assert await migrate_now(conn, scripts) == 2
        assert await read_user_version(conn) == 2
        rows = await conn.execute_fetchall("SELECT x FROM a")
        assert [tuple(row) for row in rows] == [(1,)]


async def test_a_failing_migration_leaves_the_previous_version_whole(tmp_path: Path) -> None:
    scripts = (
        "CREATE TABLE a (x INTEGER);",
        "CREATE TABLE b (y INTEGER); INSERT INTO missing VALUES (1);",
    )
    async with aiosqlite.connect(tmp_path / "m.db", isolation_level=None) as conn:
        with pytest.raises(sqlite3.OperationalError, match="no such table: missing"):
            await migrate_now(conn, scripts)
        assert await read_user_version(conn) == 1
        rows = await conn.execute_fetchall(
            "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
        )
        assert [row[0] for row in rows] == ["a"]  # b was rolled back with its version bump


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        ("", []),
        ("SELECT 1;", ["SELECT 1;"]),
        ("SELECT 1; SELECT 2;\n", ["SELECT 1;", "SELECT 2;"]),
        ("SELECT 'a;b';", ["SELECT 'a;b';"]),
        (
            "CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; SELECT 2; END;",
            ["CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; SELECT 2; END;"],
        ),
    ],
    ids=["empty", "one", "two", "semicolon-in-string", "trigger-body"],
)
def test_split_statements(script: str, expected: list[str]) -> None:
    assert split_statements(script) == expected


def test_split_statements_rejects_an_unfinished_statement() -> None:
    with pytest.raises(ValueError, match="incomplete"):
        split_statements("SELECT 1; SELECT 'oops")


def test_every_migration_splits_cleanly() -> None:
    for script in MIGRATIONS:
        assert split_statements(script)


@pytest.mark.parametrize(
    ("version", "ok"),
    [("3.36.9", False), ("3.37.0", True), ("3.40.1", True), ("4.0.0", True)],
    ids=["too-old", "minimum", "current", "future"],
)
def test_sqlite_version_check(version: str, ok: bool) -> None:
    if ok:
        check_sqlite_version(version)
    else:
        with pytest.raises(StorageError, match="too old"):
            check_sqlite_version(version)
