"""`Database.open_read_only` (the listings): reads, writes nothing, creates nothing, does not
migrate, and reads a database another connection has open and writes to."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import aiosqlite
import pytest

from bot.storage import LATEST_VERSION, Database, SchemaTooNewError, StorageError
from bot.storage.db_readonly import SchemaTooOldError, read_only_uri
from bot.storage.migrations import MIGRATIONS, migrate_now


def folder_files(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())


async def test_no_file_is_made_for_a_missing_database(db_path: Path) -> None:
    with pytest.raises(StorageError, match="no database"):
        await Database.open_read_only(db_path)
    assert not await asyncio.to_thread(db_path.parent.exists)


async def test_reads_and_refuses_to_write(db_path: Path) -> None:
    async with await Database.open(db_path) as db:
        await db.users.get_or_create_user(42, language_code="fr-CA")
    async with await Database.open_read_only(db_path) as db:
        assert db.schema_version == LATEST_VERSION
        user = await db.users.get_user(42)
        assert user is not None and user.tg_id == 42
        with pytest.raises(sqlite3.OperationalError, match=r"readonly"):
            await db.users.get_or_create_user(43)
        assert folder_files(db_path) == [db_path.name]
    assert folder_files(db_path) == [db_path.name]
    async with await Database.open(db_path) as db:
        assert await db.users.get_user(43) is None


async def older(path: Path) -> None:
    await asyncio.to_thread(path.parent.mkdir, parents=True)
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await (await conn.execute("PRAGMA journal_mode = WAL")).close()  # closed: no log left
        await migrate_now(conn, MIGRATIONS[:-1])


def user_version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


async def test_an_older_schema_is_not_upgraded(db_path: Path) -> None:
    await older(db_path)
    with pytest.raises(SchemaTooOldError) as raised:
        await Database.open_read_only(db_path)
    assert (raised.value.found, raised.value.known) == (LATEST_VERSION - 1, LATEST_VERSION)
    assert await asyncio.to_thread(user_version, db_path) == LATEST_VERSION - 1
    assert folder_files(db_path) == [db_path.name]


async def test_a_newer_schema_is_refused(db_path: Path) -> None:
    async with await Database.open(db_path):
        pass
    with closing(sqlite3.connect(db_path)) as conn:
        conn.execute(f"PRAGMA user_version = {LATEST_VERSION + 1:d}")
    with pytest.raises(SchemaTooNewError):
        await Database.open_read_only(db_path)


async def test_reads_what_the_bot_commits_while_it_is_open(db_path: Path) -> None:
    """The bot's connection open (WAL, its log and index beside the file): the reader sees
    each commit, creates nothing, and does not wait for a write under way."""
    async with await Database.open(db_path) as bot:
        await bot.users.get_or_create_user(1)
        files = folder_files(db_path)
        assert len(files) == 3
        async with await Database.open_read_only(db_path) as reader:
            assert await reader.users.get_user(1) is not None
            await bot.users.get_or_create_user(2)
            assert await reader.users.get_user(2) is not None
            async with bot.transaction() as conn:
                await conn.execute("DELETE FROM users WHERE tg_id = 1")
                assert await reader.users.get_user(1) is not None  # not committed yet
            assert await reader.users.get_user(1) is None
            assert folder_files(db_path) == files


def test_the_uri_reads_a_closed_wal_database_as_it_is(tmp_path: Path) -> None:
    """Without its log, a WAL database is read `immutable` (a `mode=ro` reader would make
    the log and index, and could not remove them); a rollback-journal file (a backup) and a
    WAL database with its log are read with SQLite's locks."""
    wal = tmp_path / "wal #1.sqlite3"
    with closing(sqlite3.connect(wal)) as conn:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("CREATE TABLE t (x)")
    rollback = tmp_path / "plain.sqlite3"
    with closing(sqlite3.connect(rollback)) as conn:
        conn.execute("CREATE TABLE t (x)")
    assert read_only_uri(wal) == f"{wal.as_uri()}?mode=ro&immutable=1"
    assert "%23" in read_only_uri(wal)  # the # quoted, not read as the URI's fragment
    assert read_only_uri(rollback) == f"{rollback.as_uri()}?mode=ro"
    (tmp_path / "wal #1.sqlite3-wal").touch()
    assert read_only_uri(wal) == f"{wal.as_uri()}?mode=ro"
