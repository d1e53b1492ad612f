"""`muggins games` on a database where one game's stored state cannot be read: the others
are listed, that one is named in the organiser's language, the exit code is 1."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from tests.cli.test_games_cli import store, store_member_game


def damage(path: Path, table: str, game_id: str, state: str) -> None:
    """Write `state` as the game's stored state, as a damaged or foreign database has it (the
    schema's checks off: a truncated state is no JSON)."""
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        conn.execute(f"UPDATE {table} SET state = ? WHERE id = ?", (state, game_id))
    conn.close()


@pytest.fixture
def damaged(db_path: Path) -> str:
    """g1 (player 7) of another shape; g2 and the members' game as they were; returns the
    members' game's id."""
    asyncio.run(store(db_path))
    member = asyncio.run(store_member_game(db_path))
    damage(db_path, "table_games", "g1", '{"id": "g1", "deals": 3}')
    return member


@pytest.mark.parametrize(
    ("lang", "said", "other"),
    [
        (
            "fr",
            "muggins: La partie g1 (joueur 7) ne peut pas être lue\u00a0: son enregistrement"
            " dans la base de données est abîmé. Les autres parties sont listées.\n",
            "en cours",
        ),
        (
            "en",
            "muggins: The game g1 (player 7) cannot be read: its record in the database is"
            " damaged. The other games are listed.\n",
            "under way",
        ),
    ],
)
def test_the_other_games_are_listed_and_the_damaged_one_named(
    damaged: str, capsys: pytest.CaptureFixture[str], lang: str, said: str, other: str
) -> None:
    """Played: « muggins: Impossible de lire les parties de …: unknown game format None »,
    Python's English, and no game listed at all."""
    assert main(["games", "--lang", lang]) == 1
    captured = capsys.readouterr()
    assert captured.err == said
    lines = captured.out.splitlines()
    assert [line.split()[0] for line in lines] == ["g2", damaged]
    assert other in lines[0]


def test_a_damaged_members_game_is_named_by_its_group(
    damaged: str, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damage(db_path, "member_games", damaged, "{}")
    assert main(["games", "--lang", "fr"]) == 1
    captured = capsys.readouterr()
    assert f"La partie {damaged} (groupe -500) ne peut pas être lue" in captured.err
    assert [line.split()[0] for line in captured.out.splitlines()] == ["g2"]


def test_json_keeps_the_good_records_and_marks_the_damaged_ones(
    damaged: str, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The good records as they are; in a damaged game's place its id, kind, player or group
    and `"unreadable": true`."""
    damage(db_path, "member_games", damaged, '{"format": 99}')
    assert main(["games", "--json", "--lang", "fr"]) == 1
    captured = capsys.readouterr()
    records = json.loads(captured.out)
    assert records[0] == {"id": "g1", "kind": "bot", "user": 7, "unreadable": True}
    assert records[1]["id"] == "g2" and "unreadable" not in records[1] and records[1]["deals"]
    assert records[2] == {"id": damaged, "kind": "members", "chat": -500, "unreadable": True}
    assert captured.err.count("ne peut pas être lue") == 2


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_truncated_state_is_named_too(
    damaged: str, db_path: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    """Played: « muggins: Impossible de lire les parties de …: Unterminated string starting
    at: line 1 column 95 (char 94) », and no game listed."""
    with sqlite3.connect(db_path) as conn:
        (state,) = conn.execute(
            "SELECT state FROM member_games WHERE id = ?", (damaged,)
        ).fetchone()
    conn.close()
    damage(db_path, "member_games", damaged, state[:100])
    damage(db_path, "table_games", "g1", '{"id": "g1", "de')
    assert main(["games", "--lang", lang]) == 1
    captured = capsys.readouterr()
    assert [line.split()[0] for line in captured.out.splitlines()] == ["g2"]
    named = ["g1 (joueur 7)", f"{damaged} (groupe -500)"]
    if lang == "en":
        named = ["g1 (player 7)", f"{damaged} (group -500)"]
    said = captured.err.splitlines()
    assert len(said) == 2 and all(n in line for n, line in zip(named, said, strict=True)), said
    assert "Unterminated" not in captured.err
    assert main(["games", "--json"]) == 1
    records = json.loads(capsys.readouterr().out)
    assert [r.get("unreadable", False) for r in records] == [True, False, True]
