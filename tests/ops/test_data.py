"""Data safety: `muggins backup` while the bot writes, the purge of unanswerable questions,
the chats table, and the integrity check at start-up."""

from __future__ import annotations

import asyncio
import io
import logging
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiosqlite
import pytest

from bot import cli
from bot.storage import LATEST_VERSION, Database, StorageError
from bot.storage.backup import backup_database
from bot.storage.migrations import MIGRATIONS, migrate_now
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import LocalBotApi
from bot.tg.runner import configure_logging, run
from bot.tg.upkeep import DatabaseDamaged, purge

DEAL = {"hand": ["5H", "5D", "5C", "JS"], "starter": "5S", "crib": False}
EXPECTED = {"total": 29}


class Clock:
    """A settable UTC clock."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


async def ask(db: Database, user: int, chat: int | None = None) -> int:
    question, _ = await db.questions.replace_question(
        user_id=user,
        chat_id=user if chat is None else chat,
        kind="hand",
        deal=DEAL,
        expected=EXPECTED,
    )
    return question.id


async def answer(db: Database, question_id: int) -> bool:
    outcome = await db.questions.answer_question(
        question_id,
        answered={"total": 29},
        result={"correct": True},
        expected_total=29,
        answered_total=29,
        player_points=29,
        bot_points=0,
        seconds=3.0,
    )
    return outcome.accepted


# -- backup -----------------------------------------------------------------------------------


def consistent(path: Path) -> tuple[int, int]:
    """(answered questions, attempts) of a copy, after checking its integrity."""
    with sqlite3.connect(path) as copy:
        assert copy.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",)
        answered = copy.execute("SELECT count(*) FROM questions WHERE state = 'answered'")
        attempts = copy.execute("SELECT count(*) FROM attempts")
        return answered.fetchone()[0], attempts.fetchone()[0]


async def test_backups_taken_while_the_bot_writes_are_consistent_snapshots(
    tmp_path: Path,
) -> None:
    db = await Database.open(tmp_path / "live.sqlite3")
    stop = asyncio.Event()
    written = 0
    wrote = asyncio.Event()

    async def player(user: int) -> None:
        nonlocal written
        while not stop.is_set():
            assert await answer(db, await ask(db, user))
            written += 1
            wrote.set()

    players = [asyncio.create_task(player(user)) for user in range(1, 9)]
    copies: list[tuple[int, int]] = []

    async def written_past(count: int) -> None:
        """Until more than `count` answers are committed (however loaded the machine)."""
        while written <= count:
            wrote.clear()
            await wrote.wait()

    try:
        await written_past(0)
        for number in range(5):
            target = tmp_path / f"backup-{number}.sqlite3"
            result = await backup_database(db.path, target)
            assert result.schema_version == LATEST_VERSION
            assert result.size == target.stat().st_size > 0
            copies.append(consistent(target))
            await written_past(copies[-1][0])  # the next copy must see the bot go on
    finally:
        stop.set()
        await asyncio.gather(*players)
    assert all(answered == attempts for answered, attempts in copies)  # never half an answer
    assert copies[-1][0] > copies[0][0] > 0  # the bot kept writing during the backups
    final = tmp_path / "final.sqlite3"
    await backup_database(db.path, final)
    assert consistent(final) == (written, written)
    await db.close()
    assert not await asyncio.to_thread(partial_files, tmp_path)


def a_database(path: Path) -> None:
    """A small SQLite database at `path` (not an empty file, which `muggins backup` refuses)."""
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE kept (x)")
    conn.close()


def partial_files(folder: Path) -> list[Path]:
    """Leftovers of an unfinished backup."""
    return list(folder.glob(".*.partial"))


async def test_backup_refuses_to_overwrite_and_to_copy_nothing(tmp_path: Path) -> None:
    source = tmp_path / "db.sqlite3"
    with pytest.raises(StorageError, match="no database"):
        await backup_database(source, tmp_path / "copy.sqlite3")
    sqlite3.connect(source).close()
    target = tmp_path / "copy.sqlite3"
    target.write_bytes(b"precious")
    with pytest.raises(StorageError, match="already exists"):
        await backup_database(source, target)
    assert target.read_bytes() == b"precious"
    with pytest.raises(StorageError):
        await backup_database(source, source, overwrite=True)


def test_muggins_backup_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    live = tmp_path / "data" / "muggins.sqlite3"
    monkeypatch.setenv("MUGGINS_DB", str(live))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")
    target = tmp_path / "backups" / "copy.sqlite3"
    assert cli.main(["backup", str(target)]) == 1  # nothing to back up yet
    assert f"There is no database at {live}: check MUGGINS_DB." in capsys.readouterr().err

    async def fill() -> None:
        async with await Database.open(live) as db:
            await answer(db, await ask(db, 5))

    asyncio.run(fill())
    assert cli.main(["backup", str(target)]) == 0
    assert "Backed up" in capsys.readouterr().out
    assert consistent(target) == (1, 1)
    assert cli.main(["backup", str(target)]) == 1
    assert "--force" in capsys.readouterr().err
    assert cli.main(["backup", str(target), "--force"]) == 0


def folder_state(folder: Path) -> dict[str, bytes]:
    """Each file of the folder and its bytes."""
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


async def left_by_a_stopped_bot(live: Path, folder: Path) -> None:
    """`folder`: a copy of the database, its log and its index as a bot that stopped without
    closing leaves them (the answered question only in the log)."""
    async with await Database.open(live) as db:
        await answer(db, await ask(db, 5))
        await asyncio.to_thread(copy_files, live, folder)


def copy_files(live: Path, folder: Path) -> None:
    """The database's file, log and index, copied into the new folder `folder`."""
    folder.mkdir()
    for suffix in ("", "-wal", "-shm"):
        name = live.name + suffix
        (folder / name).write_bytes((live.parent / name).read_bytes())


def test_muggins_backup_leaves_the_database_it_copies_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: the copy was read through a connection that could write; closing it, the last
    one, folded the log of a stopped bot into the database and removed the log and its index
    (the database's bytes changed under the organiser backing it up). Now it only reads."""
    folder = tmp_path / "stopped"
    asyncio.run(left_by_a_stopped_bot(tmp_path / "muggins.sqlite3", folder))
    source = folder / "muggins.sqlite3"
    before = folder_state(folder)
    assert sorted(before) == ["muggins.sqlite3", "muggins.sqlite3-shm", "muggins.sqlite3-wal"]
    monkeypatch.setenv("MUGGINS_DB", str(source))
    target = tmp_path / "copy.sqlite3"
    assert cli.main(["backup", str(target), "--lang", "en"]) == 0
    assert "Backed up" in capsys.readouterr().out
    assert consistent(target) == (1, 1)  # the log's commits are in the copy
    after = folder_state(folder)
    assert sorted(after) == sorted(before)
    # The database and its log are as they were; the index (`-shm`) is SQLite's shared
    # memory, which a reader of the log updates (its read marks): a cache of the log.
    for name in ("muggins.sqlite3", "muggins.sqlite3-wal"):
        assert after[name] == before[name], name


async def test_an_older_database_is_copied_as_it_is(tmp_path: Path) -> None:
    """The copy to take before an upgrade: not refused for its older schema, not upgraded."""
    source = tmp_path / "old.sqlite3"
    async with aiosqlite.connect(source, isolation_level=None) as conn:
        await (await conn.execute("PRAGMA journal_mode = WAL")).close()
        await migrate_now(conn, MIGRATIONS[:-1])
    before = folder_state(tmp_path)
    result = await backup_database(source, tmp_path / "copy.sqlite3")
    assert result.schema_version == LATEST_VERSION - 1
    after = folder_state(tmp_path)
    assert sorted(after) == ["copy.sqlite3", "old.sqlite3"]
    assert after["old.sqlite3"] == before["old.sqlite3"]


@pytest.mark.parametrize(
    ("target", "force", "line"),
    [
        (
            "",
            True,
            "{folder} est un dossier\u00a0: donnez le nom du fichier à écrire, par exemple "
            "{folder}/muggins-backup.sqlite3.",
        ),
        (
            "muggins.sqlite3",
            True,
            "{folder}/muggins.sqlite3 est la base de données elle-même\u00a0: choisissez un "
            "autre fichier.",
        ),
        (
            "muggins.sqlite3",
            False,
            "{folder}/muggins.sqlite3 est la base de données elle-même\u00a0: choisissez un "
            "autre fichier.",
        ),
    ],
)
def test_muggins_backup_says_in_french_what_it_cannot_write(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    target: str,
    force: bool,
    line: str,
) -> None:
    """A folder, or the database itself, as FILE: one French line saying what to give instead
    (they were « [Errno 21] Is a directory » and « the backup cannot overwrite the database
    itself », after « ... already exists; add --force »)."""
    live = tmp_path / "muggins.sqlite3"
    a_database(live)
    monkeypatch.setenv("MUGGINS_DB", str(live))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    argv = ["backup", str(tmp_path / target), *(["--force"] if force else [])]
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"muggins: {line.format(folder=tmp_path)}\n")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "{folder}/ names a folder (it ends with /): give the name of the file to write, like "
            "{folder}/muggins-backup.sqlite3.",
        ),
        (
            "fr",
            "{folder}/ désigne un dossier (il finit par /)\u00a0: donnez le nom du fichier à "
            "écrire, par exemple {folder}/muggins-backup.sqlite3.",
        ),
    ],
)
def test_muggins_backup_to_a_folder_not_made_yet(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    line: str,
) -> None:
    """Played: `muggins backup backups/` (the folder not made yet) said « Backed up … to
    backups », and `backups` was the copy itself, a file where a folder was meant. Now one
    line saying to name the file, exit code 2, nothing written."""
    live = tmp_path / "muggins.sqlite3"
    a_database(live)
    monkeypatch.setenv("MUGGINS_DB", str(live))
    folder = tmp_path / "backups"
    assert cli.main(["backup", f"{folder}/", "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"muggins: {line.format(folder=folder)}\n")
    assert not folder.exists()


@pytest.mark.parametrize("suffix", ["-wal", "-shm", "-journal"])
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "{path} is a file SQLite keeps beside the database (its {suffix} file), and deletes "
            "or rewrites: choose another file.",
        ),
        (
            "fr",
            "{path} est un fichier que SQLite garde à côté de la base de données (son fichier "
            "{suffix}), et qu'il efface ou réécrit\u00a0: choisissez un autre fichier.",
        ),
    ],
)
def test_muggins_backup_refuses_the_databases_own_companion_files(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    suffix: str,
    lang: str,
    line: str,
) -> None:
    """Played: `muggins backup data/muggins.sqlite3-wal` said « Backed up … 405,504 bytes »,
    and the next start of the bot (or any listing) deleted that file, SQLite taking it for the
    database's write-ahead log: the backup was gone. With the bot running and --force it would
    have overwritten the live log. Now one line, exit code 2, nothing written."""
    live = tmp_path / "muggins.sqlite3"
    a_database(live)
    monkeypatch.setenv("MUGGINS_DB", str(live))
    target = tmp_path / f"muggins.sqlite3{suffix}"
    assert cli.main(["backup", str(target), "--force", "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"muggins: {line.format(path=target, suffix=suffix)}\n")
    assert not target.exists()


# -- purge -------------------------------------------------------------------------------------


async def test_the_purge_deletes_only_questions_nobody_can_answer(tmp_path: Path) -> None:
    clock = Clock()
    db = await Database.open(tmp_path / "db.sqlite3", clock=clock)
    replaced = await ask(db, 1)
    pending_old = await ask(db, 1)  # replaces the first
    cancelled = await ask(db, 2)
    assert await db.questions.cancel_question(cancelled)
    answered = await ask(db, 3)
    assert await answer(db, answered)
    clock.now += timedelta(days=40)
    replaced_recent = await ask(db, 4)
    await ask(db, 4)

    assert await purge(db, 30) == 2
    assert await db.questions.get_question(replaced) is None
    assert await db.questions.get_question(cancelled) is None
    assert await db.questions.get_question(replaced_recent) is not None  # not old enough
    assert (await db.questions.get_question(answered)) is not None  # its attempt is the statistics
    assert len(await db.stats.attempts(3)) == 1
    question = await db.questions.pending_question(1, 1)
    assert question is not None and question.id == pending_old  # 40 days old, still pending
    assert await answer(db, pending_old)  # ...and the player can still answer it
    assert await purge(db, 0) == 0  # 0 days: never
    assert await purge(db, 30) == 0
    await db.close()


# -- chats ----------------------------------------------------------------------------------------


async def test_chat_status(tmp_path: Path) -> None:
    async with await Database.open(tmp_path / "db.sqlite3") as db:
        assert await db.chats.is_chat_active(9)  # unknown chats are active
        assert await db.chats.mark_chat_inactive(9, "Forbidden: bot was blocked by the user")
        assert not await db.chats.mark_chat_inactive(9)  # already
        assert not await db.chats.is_chat_active(9)
        assert await db.chats.inactive_chats([8, 9, 10]) == {9}
        assert await db.chats.mark_chat_active(9)
        assert not await db.chats.mark_chat_active(9)
        assert await db.chats.inactive_chats() == set()


# -- integrity ----------------------------------------------------------------------------------


def damage(path: Path) -> None:
    """Overwrite part of an index page: the file opens, the integrity check fails."""
    with sqlite3.connect(path) as conn:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        (root,) = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'questions_one_pending'"
        ).fetchone()
    with path.open("r+b") as f:
        f.seek((root - 1) * page_size + page_size // 2)
        f.write(b"\xff" * 64)


async def make_damaged(path: Path) -> None:
    async with await Database.open(path) as db:
        for user in range(300):
            await ask(db, user)
    damage(path)


async def test_a_damaged_database_stops_the_start_with_a_clear_message(tmp_path: Path) -> None:
    config = Config(db_path=tmp_path / "db.sqlite3")
    await make_damaged(config.db_path)
    application = build_app(config, request=LocalBotApi())
    with pytest.raises(DatabaseDamaged, match="integrity_check") as caught:
        async with running(application):
            pass
    assert "Backup and restore" in str(caught.value)


def test_muggins_run_on_a_damaged_database_says_so_in_one_line(tmp_path: Path) -> None:
    config = Config(token="1:x", db_path=tmp_path / "db.sqlite3")
    asyncio.run(make_damaged(config.db_path))
    stream = io.StringIO()
    root_level = logging.getLogger().level
    handler = configure_logging(config, stream=stream)
    try:
        code = run(
            config,
            application=build_app(config, request=LocalBotApi()),
            stop_signals=None,
        )
    finally:
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(root_level)
    assert code == 1
    output = stream.getvalue()
    assert "is damaged" in output and "your latest backup in its place" in output
    assert "Traceback" not in output


async def test_a_sound_database_passes(tmp_path: Path) -> None:
    async with await Database.open(tmp_path / "db.sqlite3") as db:
        await ask(db, 1)
        assert await db.integrity_problems() == []
