"""$MUGGINS_DB naming another program's SQLite database (a slip in the organizer's settings):
`muggins upgrade` wrote the Muggins schema into it, beside its own tables, and the listings
called it « écrite par un Muggins plus ancien (sa version 0) ». Now every subcommand that
opens it says it is not a Muggins database, in one line of the reader's language, and the
file is left byte for byte as it was."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_FAILURE
from bot.storage import Database, NotMugginsError, StorageError

SAYS = {
    "fr": ("n'est pas une base de données Muggins", "recipes", "MUGGINS_DB"),
    "en": ("is not a Muggins database", "recipes", "MUGGINS_DB"),
}


@pytest.fixture
def foreign(db_path: Path) -> Path:
    """$MUGGINS_DB names a database of recipes (in place of the fresh Muggins one)."""
    for path in (db_path, db_path.with_name(db_path.name + "-wal")):
        path.unlink(missing_ok=True)
    with sqlite3.connect(db_path) as conn:
        conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
        conn.execute("INSERT INTO recipes (name) VALUES ('tarte au sucre')")
    conn.close()
    return db_path


def test_opening_it_writes_nothing(foreign: Path) -> None:
    before = foreign.read_bytes()
    with pytest.raises(NotMugginsError) as info:
        asyncio.run(Database.open(foreign))
    assert info.value.tables == ("recipes",) and isinstance(info.value, StorageError)
    assert foreign.read_bytes() == before


async def test_a_new_file_is_still_made_a_muggins_database(tmp_path: Path) -> None:
    new = tmp_path / "new.sqlite3"
    db = await Database.open(new)  # no file: version 0 and no table, ours to create
    await db.close()
    db = await Database.open(new)
    await db.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("command", ["upgrade", "games", "nights", "tournaments"])
def test_each_subcommand_says_it_is_not_ours(
    foreign: Path, command: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = foreign.read_bytes()
    assert main([command, "--lang", lang]) == EXIT_FAILURE
    captured = capsys.readouterr()
    assert captured.out == ""
    line = captured.err.strip()
    assert "\n" not in line and "Traceback" not in captured.err, captured.err
    for words in SAYS[lang]:
        assert words in line, line
    assert "plus ancien" not in line and "older" not in line
    assert foreign.read_bytes() == before
