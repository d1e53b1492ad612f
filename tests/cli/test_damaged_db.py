"""A damaged database (a file SQLite cannot read): every subcommand that reads it says so in
one line of the reader's language, with what to do, exit code 1, no traceback."""

from __future__ import annotations

import logging
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.commands.common import EXIT_FAILURE
from bot.tg import runner
from bot.tg.app import build_app
from bot.tg.config import Config
from bot.tg.local import LocalBotApi

ROOT = Path(__file__).resolve().parents[2]
WHAT_TO_DO = {
    "en": ("is damaged", "latest backup", "Backup and restore"),
    "fr": ("est endommagée", "dernière sauvegarde", "Backup and restore"),
}


@pytest.fixture
def junk(db_path: Path) -> Path:
    """$MUGGINS_DB names a file that is no SQLite database."""
    db_path.write_bytes(b"these are not the pages of a database\n" * 200)
    return db_path


def assert_says_damaged(err: str, lang: str) -> None:
    line = err.strip().replace(os.environ["MUGGINS_DB"], "DB")
    assert "\n" not in line, err
    assert "Traceback" not in err and "file is not a database" not in err, err
    for words in WHAT_TO_DO[lang]:
        assert words in line, err
    if lang == "fr":
        assert "damaged" not in line and "restore" not in line.replace("Backup and restore", "")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("command", ["games", "nights", "tournaments"])
def test_a_listing_of_a_damaged_database(
    junk: Path, command: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([command, "--lang", lang]) == EXIT_FAILURE
    captured = capsys.readouterr()
    assert captured.out == ""
    assert_says_damaged(captured.err, lang)


def test_a_backup_of_a_damaged_database(
    junk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "copy.sqlite3"
    assert main(["backup", str(target)]) == EXIT_FAILURE
    assert_says_damaged(capsys.readouterr().err, "en")
    assert not target.exists()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_upgrade_of_a_damaged_database(
    junk: Path, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = junk.read_bytes()
    assert main(["upgrade", "--lang", lang]) == EXIT_FAILURE
    captured = capsys.readouterr()
    assert captured.out == ""
    assert_says_damaged(captured.err, lang)
    assert junk.read_bytes() == before


def chat(lang: str) -> subprocess.CompletedProcess[str]:
    """`muggins chat --lang <lang>` in a process of its own, told /start."""
    return subprocess.run(
        [sys.executable, "-m", "bot", "chat", "--lang", lang],
        input="/start\n",
        cwd=ROOT,
        env=os.environ.copy(),
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_chat_on_a_damaged_database(junk: Path, lang: str) -> None:
    done = chat(lang)
    assert done.returncode == EXIT_FAILURE
    assert_says_damaged(done.stderr, lang)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_muggins_run_on_a_damaged_database(
    junk: Path, lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The one ERROR line of a refused start is in the operator's language (`--lang`)."""
    real_run = runner.run

    def run_on_the_local_api(config: Config, **options: Any) -> int:
        application = build_app(config, request=LocalBotApi())
        return real_run(config, application=application, stop_signals=None, **options)

    monkeypatch.setattr(runner, "run", run_on_the_local_api)
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", "1:x")
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        assert main(["run", "--lang", lang]) == EXIT_FAILURE
    finally:
        for handler in root.handlers:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)
    err = capsys.readouterr().err
    errors = [line for line in err.splitlines() if " ERROR " in line]
    assert len(errors) == 1, err
    assert_says_damaged(errors[0], lang)


NEWER = {
    "en": ("was written by a newer Muggins", "its version 99", "MUGGINS_DB"),
    "fr": ("a été écrite par un Muggins plus récent", "sa version 99", "MUGGINS_DB"),
}


@pytest.fixture
def newer(db_path: Path) -> Path:
    """$MUGGINS_DB names a database a newer Muggins wrote (schema version 99)."""
    with sqlite3.connect(db_path) as conn:
        conn.execute("PRAGMA user_version = 99")
    conn.close()
    return db_path


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("command", ["games", "nights", "tournaments"])
def test_a_listing_of_a_newer_database(
    newer: Path, command: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Played: « Impossible de lire les parties de DB : database schema version 99 is newer
    than this program knows (28); upgrade Muggins or use another database file »."""
    assert main([command, "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert "newer than this program" not in err
    for words in NEWER[lang]:
        assert words in err, err


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_chat_on_a_newer_database(newer: Path, lang: str) -> None:
    done = chat(lang)
    assert done.returncode == EXIT_FAILURE
    assert done.stderr.count("\n") == 1 and "newer than this program" not in done.stderr
    for words in NEWER[lang]:
        assert words in done.stderr, done.stderr
