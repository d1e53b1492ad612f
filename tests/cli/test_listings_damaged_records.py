"""`muggins tournaments` and `muggins nights` on a database where a stored record is of
another shape: a line in the organiser's language, not Python's English."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.storage import Database
from tests.cli import test_nights_cli, test_tournaments_cli


def damage(path: Path, sql: str) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(sql)
    conn.close()


@pytest.mark.parametrize(
    ("command", "store", "sql", "python"),
    [
        (
            "nights",
            test_nights_cli.store,
            """UPDATE nights SET standings = '{"x": 1}'""",
            "expected a JSON array",
        ),
    ],
)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "\u00a0: un de ses enregistrements est abîmé et ne peut pas être lu\n"),
        ("en", ": a record in it is damaged and cannot be read\n"),
    ],
)
@pytest.mark.parametrize("as_json", [False, True])
def test_a_damaged_record_is_said_in_the_organiser_s_words(
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    store: Callable[[Path], Coroutine[Any, Any, None]],
    sql: str,
    python: str,
    lang: str,
    said: str,
    as_json: bool,
) -> None:
    """Played: « muggins: Impossible de lire les soirées de club dans …: expected a JSON
    array, got dict » (the tournaments' too, before they were read one by one)."""
    asyncio.run(store(db_path))
    damage(db_path, sql)
    assert main([command, "--lang", lang, *(["--json"] if as_json else [])]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("muggins: ") and captured.err.endswith(said), captured.err
    assert python not in captured.err


async def two_nights(path: Path) -> tuple[str, str]:
    """The test night of group -1005, closed, and the group's next one: their ids."""
    await test_nights_cli.store(path)
    damage(path, "UPDATE nights SET closed_at = created_at, closed_by = created_by")
    db = await Database.open(path)
    try:
        await test_nights_cli.create_night(db, "fedcba9876")
    finally:
        await db.close()
    return "abcdef0123", "fedcba9876"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "muggins: La soirée de club {id} (groupe -1005) ne peut pas être lue\u00a0: son"
            " enregistrement dans la base de données est abîmé. Les autres soirées sont listées.\n",
        ),
        (
            "en",
            "muggins: The club night {id} (group -1005) cannot be read: its record in the"
            " database is damaged. The other nights are listed.\n",
        ),
    ],
)
def test_a_damaged_night_is_named_and_the_others_listed(
    db_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    """Played: « … les soirées de club dans …: 'int' object is not subscriptable », and no
    night listed at all."""
    damaged, other = asyncio.run(two_nights(db_path))
    damage(db_path, f"UPDATE nights SET standings = '[1, 2]' WHERE id = '{damaged}'")
    assert main(["nights", "--lang", lang]) == 1
    captured = capsys.readouterr()
    assert captured.err == said.format(id=damaged)
    assert [line.split()[0] for line in captured.out.splitlines()] == [other]
    assert main(["nights", "--json"]) == 1
    records = json.loads(capsys.readouterr().out)
    assert records[0] == {"id": damaged, "chat": -1005, "unreadable": True}
    assert records[1]["id"] == other and "unreadable" not in records[1]


async def two_tournaments(path: Path) -> None:
    """abcdef0123 (group -1005, open) and d0d0d0d0d0 (group -1006, doubles, closed)."""
    await test_tournaments_cli.store(path)
    await test_tournaments_cli.store_doubles(path, close=True)


@pytest.mark.parametrize(
    "standings",
    [
        '{"x": 1}',  # not a list: refused as the row is read
        "[1, 2]",  # a list of no standings: refused as the record is made
    ],
)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "muggins: Le tournoi d0d0d0d0d0 (groupe -1006) ne peut pas être lu\u00a0: son"
            " enregistrement dans la base de données est abîmé. Les autres tournois sont listés.\n",
        ),
        (
            "en",
            "muggins: The tournament d0d0d0d0d0 (group -1006) cannot be read: its record in the"
            " database is damaged. The other tournaments are listed.\n",
        ),
    ],
)
def test_a_damaged_tournament_is_named_and_the_others_listed(
    db_path: Path, capsys: pytest.CaptureFixture[str], standings: str, lang: str, said: str
) -> None:
    """Played: « muggins: Impossible de lire les tournois de …: expected a JSON array, got
    dict », and no tournament listed at all."""
    asyncio.run(two_tournaments(db_path))
    damage(db_path, f"UPDATE tournaments SET standings = '{standings}' WHERE id = 'd0d0d0d0d0'")
    assert main(["tournaments", "--lang", lang]) == 1
    captured = capsys.readouterr()
    assert captured.err == said
    assert [line.split()[0] for line in captured.out.splitlines()] == ["abcdef0123"]
    assert main(["tournaments", "--json"]) == 1
    records = json.loads(capsys.readouterr().out)
    assert records[0]["id"] == "abcdef0123" and "unreadable" not in records[0]
    assert records[1] == {"id": "d0d0d0d0d0", "chat": -1006, "unreadable": True}
