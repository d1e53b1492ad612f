"""The listings (`muggins games`, `tournaments`, `nights`) only read MUGGINS_DB: the database's
bytes and its folder are as they were after each of them (no migration, no `-wal`/`-shm`
left or made while reading), an older database is refused rather than upgraded, and the live
database of a running bot is read, its latest commits included."""

from __future__ import annotations

import asyncio
import hashlib
import json
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import aiosqlite
import pytest

from bot.cli import main
from bot.commands.common import EXIT_FAILURE
from bot.storage import LATEST_VERSION, Database
from bot.storage.backup import backup_database
from bot.storage.migrations import MIGRATIONS, migrate_now
from tests.cli.test_games_cli import store

LISTINGS = (["games"], ["tournaments"], ["nights"])
OLDER = {
    "en": "The database {path} was written by an older Muggins. Take a copy with muggins "
    "backup FILE, then bring the database up to date with muggins upgrade and list again; "
    "this command only reads it.",
    "fr": "La base de données {path} a été écrite par un Muggins plus ancien. Faites-en une "
    "copie avec muggins backup FICHIER, puis mettez la base à jour avec muggins upgrade et "
    "relancez la liste; cette commande ne fait que la lire.",
}
"""Before: « (sa version 27; celui-ci lit la version 28) », numbers of the database's layout
that an organiser takes for Muggins' own version (`muggins --version`: 0.1.0)."""


def state(folder: Path) -> dict[str, str]:
    """Each file of the folder and the hash of its bytes."""
    return {
        path.name: hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.iterdir())
    }


@pytest.fixture
def seen_while_reading(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The files beside the database when a listing closes it (after its reads)."""
    seen: list[list[str]] = []
    close = Database.close

    async def recording(db: Database) -> None:
        seen.append(sorted(path.name for path in db.path.parent.iterdir()))
        await close(db)

    monkeypatch.setattr(Database, "close", recording)
    return seen


@pytest.mark.parametrize("command", LISTINGS, ids=lambda c: c[0])
def test_a_closed_database_is_left_as_it_was(
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    seen_while_reading: list[list[str]],
    command: list[str],
) -> None:
    """Before: the listing opened the database for writing, which made its `-wal` and `-shm`
    beside it while it read (then removed them); now nothing is made, even for a moment."""
    asyncio.run(store(db_path))
    seen_while_reading.clear()  # the bot's own close, in `store`
    before = state(db_path.parent)
    assert list(before) == [db_path.name]  # the bot closed it: no log left
    assert main(command) == 0
    assert capsys.readouterr().err == ""
    assert state(db_path.parent) == before
    assert seen_while_reading == [[db_path.name]]


@pytest.mark.parametrize("command", LISTINGS, ids=lambda c: c[0])
def test_a_backup_copy_is_left_as_it_was(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, command: list[str]
) -> None:
    """Last year's copy made by `muggins backup` (a plain rollback journal): the listing used
    to switch it to WAL mode, changing its bytes."""
    asyncio.run(store(db_path))
    folder = db_path.parent / "last-year"
    copy = folder / "muggins-2025.sqlite3"
    asyncio.run(backup_database(db_path, copy))
    before = state(folder)
    monkeypatch.setenv("MUGGINS_DB", str(copy))
    assert main(command) == 0
    assert state(folder) == before


def test_the_games_are_read_from_a_copy(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(store(db_path))
    assert main(["games", "--user", "8"]) == 0
    expected = capsys.readouterr().out
    copy = db_path.parent / "a copy? #1%.sqlite3"  # said to SQLite as a URI: quoted
    asyncio.run(backup_database(db_path, copy))
    monkeypatch.setenv("MUGGINS_DB", str(copy))
    assert main(["games", "--user", "8"]) == 0
    assert capsys.readouterr().out == expected != ""


async def make_older(path: Path) -> None:
    """A database as the Muggins before the latest migration left it (WAL mode, closed)."""
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await (await conn.execute("PRAGMA journal_mode = WAL")).close()  # closed: no log left
        await migrate_now(conn, MIGRATIONS[:-1])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("command", LISTINGS, ids=lambda c: c[0])
def test_an_older_database_is_not_upgraded(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
    lang: str,
) -> None:
    """Before: the listing ran the missing migrations on it, silently."""
    path = tmp_path / "muggins.sqlite3"
    asyncio.run(make_older(path))
    monkeypatch.setenv("MUGGINS_DB", str(path))
    before = state(tmp_path)
    assert list(before) == [path.name]
    assert main([*command, "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == ""
    found = LATEST_VERSION - 1
    message = OLDER[lang].format(path=path, found=found, known=LATEST_VERSION)
    assert err == f"muggins: {message}\n"
    assert state(tmp_path) == before
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == found


def names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


async def list_while_the_bot_writes(path: Path) -> tuple[list[str], list[str], int]:
    """The bot's connection open and in the middle of a write (not committed yet), games
    committed before it in the write-ahead log only: the files beside the database before
    and after `muggins games --json`, and its exit code."""
    bot = await Database.open(path)
    try:
        await store(path)  # another connection: the bot's keeps the log from being folded
        async with bot.transaction() as conn:
            await conn.execute("DELETE FROM table_games WHERE user_id = 7")
            before = names(path.parent)
            code = await asyncio.to_thread(main, ["games", "--json"])
            after = names(path.parent)
    finally:
        await bot.close()
    return before, after, code


def test_the_live_database_is_read_while_the_bot_writes(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: the listing waited for the bot's write (its migration check takes SQLite's
    write lock), then failed with "database is locked" after five seconds."""
    before, after, code = asyncio.run(list_while_the_bot_writes(db_path))
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    wal, shm = f"{db_path.name}-wal", f"{db_path.name}-shm"
    assert before == after == sorted([db_path.name, wal, shm])
    records = json.loads(out)  # the committed games, read from the log; not the write under way
    assert [(r["user"], r["finished"]) for r in records] == [(7, True), (8, False)]


def copy_files(path: Path, copy: Path) -> None:
    """The database's file, log and index, copied into the new folder `copy`."""
    copy.mkdir()
    for name in names(path.parent):
        if name.startswith(path.name):
            shutil.copyfile(path.parent / name, copy / name)


async def left_by_a_crash(path: Path, copy: Path) -> None:
    """`copy`: the database with its log and index as a bot that stopped without closing
    leaves them (the games only in the log)."""
    bot = await Database.open(path)
    try:
        await store(path)
        await asyncio.to_thread(copy_files, path, copy)
    finally:
        await bot.close()


def test_a_log_left_by_a_stopped_bot_is_read_and_kept(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = db_path.parent / "crashed"
    asyncio.run(left_by_a_crash(db_path, folder))
    copy = folder / db_path.name
    monkeypatch.setenv("MUGGINS_DB", str(copy))
    before = state(folder)
    assert len(before) == 3
    assert main(["games", "--json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert [r["user"] for r in records] == [7, 8]
    after = state(folder)
    assert sorted(after) == sorted(before)
    # The database and its log are as they were; the index (`-shm`) is SQLite's shared
    # memory, which a reader of the log updates (its read marks): a cache of the log.
    log = f"{copy.name}-wal"
    assert (after[copy.name], after[log]) == (before[copy.name], before[log])
