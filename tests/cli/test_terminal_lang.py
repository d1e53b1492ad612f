"""The terminal's language ($LANG=fr_CA.UTF-8, as a Québec volunteer's machine has it) is the
language of every subcommand, its help included, when neither --lang nor $MUGGINS_DEFAULT_LANG
says one; French, the bot's default, when the terminal says none either."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.cli import main
from tests.cli.conftest import make_database

NBSP = "\u00a0"
HAND = ["5H", "5D", "5C", "JS", "5S"]


@pytest.fixture(autouse=True)
def _no_language_set(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("MUGGINS_DEFAULT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)


@pytest.mark.parametrize(
    ("environment", "first_line"),
    [
        # Played: LANG=fr_CA.UTF-8 printed "Hand: 5♥ 5♦ 5♣ J♠   Starter: 5♠" and English help.
        ({"LANG": "fr_CA.UTF-8"}, f"Main{NBSP}: 5♥ 5♦ 5♣ V♠"),
        ({"LC_ALL": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, f"Main{NBSP}: 5♥ 5♦ 5♣ V♠"),
        ({"LANGUAGE": "fr_CA:en", "LANG": "en_CA.UTF-8"}, f"Main{NBSP}: 5♥ 5♦ 5♣ V♠"),
        ({"LANG": "en_CA.UTF-8"}, "Hand: 5♥ 5♦ 5♣ J♠"),
        # The terminal says nothing: French, the bot's default, as the listings (was English).
        ({"LANG": "C.UTF-8"}, f"Main{NBSP}: 5♥ 5♦ 5♣ V♠"),
        ({}, f"Main{NBSP}: 5♥ 5♦ 5♣ V♠"),
        ({"LANG": "fr_CA.UTF-8", "MUGGINS_DEFAULT_LANG": "en"}, "Hand: 5♥ 5♦ 5♣ J♠"),
    ],
)
def test_the_terminal_language_is_the_default(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    environment: dict[str, str],
    first_line: str,
) -> None:
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    assert main(["score", *HAND]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith(first_line)


def test_the_help_in_the_terminal_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert out.startswith(f"utilisation{NBSP}: muggins")
    assert "show this help" not in out


@pytest.mark.parametrize(
    ("environment", "lang"),
    [
        ({"LANG": "C.UTF-8"}, "fr"),
        ({}, "fr"),
        ({"LANG": "en_CA.UTF-8"}, "en"),
        ({"LANG": "fr_CA.UTF-8"}, "fr"),
        ({"LANG": "en_CA.UTF-8", "MUGGINS_DEFAULT_LANG": "fr"}, "fr"),
        ({"LANG": "fr_CA.UTF-8", "MUGGINS_DEFAULT_LANG": "en"}, "en"),
    ],
)
def test_every_subcommand_chooses_the_same_language(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    environment: dict[str, str],
    lang: str,
) -> None:
    """Played on a C-locale terminal: `muggins games` said « Aucune partie pour l'instant. »
    and `muggins score` "Hand: …" (the lookups fell back to English, the listings, `backup` and
    `upgrade` to French). Now they all speak the same language."""
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    database = tmp_path / "muggins.sqlite3"
    asyncio.run(make_database(database))
    monkeypatch.setenv("MUGGINS_DB", str(database))
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    said = {
        "score": (["score", *HAND], {"fr": f"Main{NBSP}:", "en": "Hand:"}),
        "games": (["games"], {"fr": "Aucune partie", "en": "No games"}),
        "backup": (
            ["backup", str(tmp_path / "copy.sqlite3")],
            {"fr": f"{database} sauvegardée", "en": "Backed up"},
        ),
        "upgrade": (["upgrade"], {"fr": "La base de données", "en": "The database"}),
    }
    for argv, starts in said.values():
        assert main(argv) == 0
        out = capsys.readouterr().out
        assert out.startswith(starts[lang]), (argv, out)


def test_the_chat_help_says_the_terminal_language_is_its_default(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`muggins chat --help` said « par défaut : $MUGGINS_DEFAULT_LANG, sinon fr », while an
    English terminal's chat speaks English: it says the terminal's language now, as every
    other subcommand's help does."""
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    with pytest.raises(SystemExit):
        main(["chat", "--help"])
    text = " ".join(capsys.readouterr().out.split())  # the no-break space too
    assert (
        "votre langue dans Telegram (par défaut : $MUGGINS_DEFAULT_LANG, sinon celle du "
        "terminal, $LANG, sinon fr)"
    ) in text
