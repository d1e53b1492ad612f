"""`muggins tournaments` and `muggins nights` on a database where a stored record is of
another shape: a line in the organiser's language, not Python's English."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from tests.cli import test_nights_cli, test_tournaments_cli


def damage(path: Path, sql: str) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(sql)
    conn.close()


@pytest.mark.parametrize(
    ("command", "store", "sql", "python"),
    [
        (
            "tournaments",
            test_tournaments_cli.store,
            """UPDATE tournaments SET standings = '{"x": 1}', closed_at = created_at""",
            "expected a JSON array",
        ),
        ("nights", test_nights_cli.store, "UPDATE nights SET standings = '[1, 2]'", "'int'"),
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
    """Played: « muggins: Impossible de lire les tournois de …: expected a JSON array, got
    dict », « … les soirées de club dans …: 'int' object is not subscriptable »."""
    asyncio.run(store(db_path))
    damage(db_path, sql)
    assert main([command, "--lang", lang, *(["--json"] if as_json else [])]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("muggins: ") and captured.err.endswith(said), captured.err
    assert python not in captured.err
