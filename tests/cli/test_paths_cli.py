"""`muggins backup FILE` and MUGGINS_DB naming a path that cannot be made (a part of it is a
file) or a folder: one line in the reader's language saying why, no English text of Python's
or SQLite's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_FAILURE, EXIT_USAGE

ROOT = Path(__file__).resolve().parents[2]
FOLDER = {"en": "names the folder", "fr": "désigne le dossier"}
WHY = {
    "en": "a part of the path is a file, not a folder",
    "fr": "une partie du chemin est un fichier, pas un dossier",
}


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "notes.txt"
    path.write_text("a file\n", encoding="utf-8")
    return path


def assert_one_line_why(err: str, path: Path, lang: str) -> None:
    assert err.count("\n") == 1 and err.startswith("muggins: "), err
    assert str(path) in err and WHY[lang] in err, err
    assert "Errno" not in err and "File exists" not in err and "Not a directory" not in err, err


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_backup_under_a_file(
    db_path: Path, a_file: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    """Played: « La sauvegarde de DB a échoué : [Errno 17] File exists: '…/notes.txt' »."""
    target = a_file / "copy.sqlite3"
    assert main(["backup", str(target), "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == ""
    assert_one_line_why(err, target, lang)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_database_under_a_file(
    db_path: Path,
    a_file: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
) -> None:
    """Played: « Impossible de créer le dossier de la base de données pour … : File exists ».
    The chat makes the database's folder; `muggins games` only reads: no database there."""
    database = a_file / "muggins.sqlite3"
    monkeypatch.setenv("MUGGINS_DB", str(database))
    assert main(["chat", "--lang", lang]) == EXIT_USAGE
    out, err = capsys.readouterr()
    assert out == ""
    assert_one_line_why(err, database, lang)
    assert main(["games", "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and str(database) in err, err


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_chat_on_a_database_folder(tmp_path: Path, lang: str) -> None:
    """Played: `muggins chat` with MUGGINS_DB naming a folder said « unable to open database
    file », SQLite's English."""
    folder = tmp_path / "data"
    folder.mkdir()
    done = subprocess.run(
        [sys.executable, "-m", "bot", "chat", "--lang", lang],
        input="/start\n",
        cwd=ROOT,
        env={**os.environ, "MUGGINS_DB": str(folder)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == EXIT_FAILURE
    assert done.stderr.count("\n") == 1 and "unable to open" not in done.stderr, done.stderr
    assert f"MUGGINS_DB {FOLDER[lang]} {folder}" in done.stderr.replace("\u00a0", " ")
    assert str(folder / "muggins.sqlite3") in done.stderr
