"""`muggins peg-tables` / `crib-tables` / `odds-table` given a file they cannot read or write:
one line in the reader's language naming the file and saying why, exit code 1, no traceback,
and with --write, said before the long measure starts; given a size of 0, the same."""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import bot.commands.discard as discard_command
import bot.commands.odds as odds_command
from bot.cli import main
from bot.commands.common import EXIT_FAILURE
from bot.content_odds import shipped_odds
from bot.content_tables import shipped_crib_tables, shipped_peg_tables

PYTHON_WORDS = (
    "Errno",
    "Traceback",
    "Is a directory",
    "Not a directory",
    "Permission denied",
    "File exists",
)
WHY = {
    "folder": {"en": "it is a folder, not a file", "fr": "c'est un dossier, pas un fichier"},
    "under-a-file": {
        "en": "a part of the path is a file, not a folder",
        "fr": "une partie du chemin est un fichier, pas un dossier",
    },
    "not-allowed": {"en": "permission denied", "fr": "accès refusé"},
}
CANNOT_WRITE = {"en": "Cannot write {path}: ", "fr": "Impossible d'écrire {path}\u00a0: "}


@pytest.fixture
def measured(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The measures replaced by the shipped tables; the list names each measure run."""
    runs: list[str] = []

    def peg(*args: Any) -> object:
        runs.append("peg-tables")
        return shipped_peg_tables()

    def crib(**options: Any) -> object:
        runs.append("crib-tables")
        return shipped_crib_tables()

    def odds(*args: Any) -> object:
        runs.append("odds-table")
        return shipped_odds()

    monkeypatch.setattr(discard_command, "generate_peg_tables", peg)
    monkeypatch.setattr(discard_command, "generate_tables", crib)
    monkeypatch.setattr(odds_command, "generate_odds", odds)
    return runs


def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return tmp_path


def under_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "notes.txt").write_text("a file\n", encoding="utf-8")
    return tmp_path / "notes.txt" / "tables.json"


def not_allowed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A file this user may not open (made so whoever runs the tests, root included)."""
    path = tmp_path / "locked.json"
    real_open = Path.open

    def refuse(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", refuse)
    return path


PLACES: dict[str, Callable[[Path, pytest.MonkeyPatch], Path]] = {
    "folder": folder,
    "under-a-file": under_a_file,
    "not-allowed": not_allowed,
}


def assert_one_line_why(err: str, path: Path, place: str, lang: str) -> None:
    line = err.strip()
    assert "\n" not in line, err
    assert str(path) in line, err
    assert WHY[place][lang] in line, err
    for words in PYTHON_WORDS:
        assert words not in line, err


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("place", list(PLACES))
@pytest.mark.parametrize("command", ["peg-tables", "odds-table"])
def test_a_file_that_cannot_be_written(
    measured: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: str,
    place: str,
    lang: str,
) -> None:
    path = PLACES[place](tmp_path, monkeypatch)
    assert main([command, "--write", "--output", str(path), "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == ""
    assert_one_line_why(err, path, place, lang)
    assert err.startswith(CANNOT_WRITE[lang].format(path=path)), err
    assert "--output" in err
    assert measured == []  # said at once, before minutes of measuring


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("place", list(PLACES))
def test_a_file_that_cannot_be_read(
    measured: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    place: str,
    lang: str,
) -> None:
    path = PLACES[place](tmp_path, monkeypatch)
    assert main(["peg-tables", "--output", str(path), "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == ""
    assert_one_line_why(err, path, place, lang)


@pytest.mark.parametrize(
    ("lang", "why"),
    [("en", "there is no such file"), ("fr", "ce fichier n'existe pas")],
)
def test_a_missing_file_to_compare_with(
    measured: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, why: str
) -> None:
    path = tmp_path / "missing.json"
    assert main(["odds-table", "--output", str(path), "--lang", lang]) == EXIT_FAILURE
    err = capsys.readouterr().err
    assert str(path) in err and why in err and "Errno" not in err


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["crib-tables", "--samples", "0"], "--samples and --max-iterations must be at least 1."),
        (
            ["crib-tables", "--max-iterations", "0"],
            "--samples and --max-iterations must be at least 1.",
        ),
        (["odds-table", "--deals", "0"], "--deals must be at least 2."),
    ],
)
def test_a_size_of_0_is_refused(
    measured: list[str], capsys: pytest.CaptureFixture[str], argv: list[str], line: str
) -> None:
    """Played: `muggins odds-table --deals 0` measured the shipped 8000 deals (minutes), as if
    --deals were not given; 1 was refused."""
    assert main([*argv, "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", line + "\n")
    assert measured == []
