"""`muggins upgrade`: a database an older Muggins wrote brought up to date without starting
the bot, as the listings that refuse it say (before: « Start the bot on it once (muggins run,
or muggins chat then /quit) », the live bot started on a copy, or a chat to leave)."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_FAILURE, EXIT_OK
from bot.storage import LATEST_VERSION
from tests.cli.test_listings_write_nothing import OLDER, make_older, state

UPGRADED = {  # before: « version 28 (it was version 27) », numbers an organiser cannot use
    "en": "The database {path} is brought up to date: this Muggins can use it now.\n",
    "fr": "La base de données {path} est mise à jour\u00a0: ce Muggins peut l'utiliser "
    "maintenant.\n",
}
ALREADY = {
    "en": "The database {path} is already up to date: nothing to do.\n",
    "fr": "La base de données {path} est déjà à jour\u00a0: rien à faire.\n",
}


def version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        found: int = conn.execute("PRAGMA user_version").fetchone()[0]
        return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_what_the_listing_says_brings_an_older_database_up_to_date(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    """The organiser follows the listing's line word for word: a copy, `muggins upgrade`, the
    listing again."""
    path = tmp_path / "muggins.sqlite3"
    asyncio.run(make_older(path))
    monkeypatch.setenv("MUGGINS_DB", str(path))
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    found = LATEST_VERSION - 1
    assert main(["games", "--lang", lang]) == EXIT_FAILURE
    refused = OLDER[lang].format(path=path, found=found, known=LATEST_VERSION)
    assert capsys.readouterr().err == f"muggins: {refused}\n"
    assert "muggins backup" in refused and "muggins upgrade" in refused

    copy = tmp_path / "copy.sqlite3"
    assert main(["backup", str(copy), "--lang", lang]) == EXIT_OK
    capsys.readouterr()
    assert main(["upgrade", "--lang", lang]) == EXIT_OK
    out, err = capsys.readouterr()
    assert (out, err) == (UPGRADED[lang].format(path=path), "")
    assert version(path) == LATEST_VERSION
    assert version(copy) == found  # the copy is the older database, kept as it was
    assert sorted(state(tmp_path)) == ["copy.sqlite3", "muggins.sqlite3"]  # no log left
    assert main(["games", "--lang", lang]) == EXIT_OK
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_up_to_date_database_is_left_as_it_was(
    db_path: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    before = state(db_path.parent)
    assert main(["upgrade", "--lang", lang]) == EXIT_OK
    assert capsys.readouterr() == (ALREADY[lang].format(path=db_path), "")
    assert state(db_path.parent) == before


def test_no_database_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A mistyped MUGGINS_DB: said, and no empty database made there."""
    path = tmp_path / "typo" / "muggins.sqlite3"
    monkeypatch.setenv("MUGGINS_DB", str(path))
    assert main(["upgrade", "--lang", "en"]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"muggins: There is no database at {path}: check MUGGINS_DB.\n")
    assert list(tmp_path.iterdir()) == []


def test_a_newer_database_is_refused(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with closing(sqlite3.connect(db_path)) as conn:
        conn.execute(f"PRAGMA user_version = {LATEST_VERSION + 1}")
    assert main(["upgrade", "--lang", "en"]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == "" and "was written by a newer Muggins" in err
    assert version(db_path) == LATEST_VERSION + 1


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "muggins: La base de données {path} n'a pas pu être mise à jour\u00a0: ses tables ne"
            " sont pas celles que sa version annonce (une base endommagée ou modifiée à la"
            " main). Remettez à sa place votre dernière sauvegarde (faite avec muggins backup).\n",
        ),
        (
            "en",
            "muggins: The database {path} could not be brought up to date: its tables are not the"
            " ones its version says (a damaged or hand-edited database). Put your latest backup"
            " (made with muggins backup) in its place.\n",
        ),
    ],
)
def test_tables_newer_than_the_version_said_are_said_in_the_organiser_s_words(
    db_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    """Played: « La base de données … n'a pas pu être mise à jour : table quiz_series already
    exists », SQLite's English (a database whose version says older than its tables)."""
    with closing(sqlite3.connect(db_path)) as conn:
        conn.execute("PRAGMA user_version = 3")
    assert main(["upgrade", "--lang", lang]) == EXIT_FAILURE
    out, err = capsys.readouterr()
    assert out == "" and err == said.format(path=db_path)
