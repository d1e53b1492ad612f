"""`muggins --lang fr …`: the language given before the command (or with no command, for the
offline chat) counts as it does after it."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest

from bot.cli import main
from tests.cli.conftest import make_database


@pytest.fixture(autouse=True)
def _offline_in_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    monkeypatch.delenv("MUGGINS_LOG_LEVEL", raising=False)
    asyncio.run(make_database(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "db.sqlite3"))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")


def test_muggins_lang_fr_alone_is_the_chat_in_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """It was « argument COMMAND : 'fr' n'est pas un choix possible (choisir parmi 'score', … »."""
    monkeypatch.setattr("sys.stdin", io.StringIO("/start\n"))
    assert main(["--lang", "fr"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.startswith("Muggins, l'entraîneur pour compter au crible.")


@pytest.mark.parametrize(
    ("argv", "first_line"),
    [
        (["--lang", "fr", "score", "5H", "5D", "5C", "JS", "5S"], "Main\u00a0: 5♥ 5♦ 5♣ V♠"),
        (["--lang=fr", "games"], "Aucune partie pour l'instant."),
        (["--lang", "fr", "score", "5H", "5D", "5C", "JS", "5S", "--lang", "en"], "Hand: 5♥"),
    ],
)
def test_a_language_before_the_command(
    capsys: pytest.CaptureFixture[str], argv: list[str], first_line: str
) -> None:
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.startswith(first_line)
