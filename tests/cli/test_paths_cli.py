"""`muggins backup FILE` and MUGGINS_DB naming a path that cannot be made (a part of it is a
file): one line in the reader's language saying why, no English text of Python's."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_FAILURE, EXIT_USAGE

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
    """Played: « Impossible de créer le dossier de la base de données pour … : File exists »."""
    database = a_file / "muggins.sqlite3"
    monkeypatch.setenv("MUGGINS_DB", str(database))
    assert main(["games", "--lang", lang]) == EXIT_USAGE
    out, err = capsys.readouterr()
    assert out == ""
    assert_one_line_why(err, database, lang)
