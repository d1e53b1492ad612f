"""The commands that only read MUGGINS_DB (`backup`, `games`, `tournaments`, `nights`) create
nothing: a mistyped MUGGINS_DB (or a fresh checkout) leaves no folder behind, an empty file
stays empty; `muggins chat` and `run` still make what they need."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_FAILURE

EMPTY = {
    "en": "The file {path} is empty: there is no database in it yet; check MUGGINS_DB.",
    "fr": "Le fichier {path} est vide\u00a0: il ne contient pas encore de base de données; "
    "vérifiez MUGGINS_DB.",
}
NO_DATABASE = {
    "en": "There is no database at {path}: check MUGGINS_DB.",
    "fr": "Il n'y a pas de base de données à {path}\u00a0: vérifiez MUGGINS_DB.",
}
READERS = (["games"], ["tournaments"], ["nights"], ["backup", "COPY"])
"""The read-only commands (COPY: a file beside the database's missing folder)."""


def files_under(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*"))


def refused(
    command: list[str], tmp_path: Path, lang: str, capsys: pytest.CaptureFixture[str]
) -> str:
    """Run the read-only `command` (COPY: a file in `tmp_path`), which must fail saying
    nothing on stdout; its stderr."""
    copy = tmp_path / "copy.sqlite3"
    command = [str(copy) if word == "COPY" else word for word in command]
    assert main([*command, "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == ""
    return err


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("command", READERS, ids=lambda c: c[0])
def test_a_mistyped_database_leaves_no_folder(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
    lang: str,
) -> None:
    """Played: `MUGGINS_DB=/tmp/x/dta/muggins.sqlite3 muggins games` said there was no
    database, and left the empty folder `dta` behind."""
    database = tmp_path / "dta" / "muggins.sqlite3"
    monkeypatch.setenv("MUGGINS_DB", str(database))
    err = refused(command, tmp_path, lang, capsys)
    assert err == f"muggins: {NO_DATABASE[lang].format(path=database)}\n"
    assert files_under(tmp_path) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("command", READERS, ids=lambda c: c[0])
def test_an_empty_file_is_left_empty(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
    lang: str,
) -> None:
    """Played: `muggins games` on a 0-byte file wrote the bot's schema into it."""
    database = tmp_path / "muggins.sqlite3"
    database.touch()
    monkeypatch.setenv("MUGGINS_DB", str(database))
    err = refused(command, tmp_path, lang, capsys)
    assert err == f"muggins: {EMPTY[lang].format(path=database)}\n"
    assert files_under(tmp_path) == [database]
    assert database.stat().st_size == 0
