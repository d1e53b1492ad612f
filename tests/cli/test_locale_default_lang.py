"""MUGGINS_DEFAULT_LANG=fr_CA, as a Québec organiser writes a language: it stopped every
command with « Invalid MUGGINS_DEFAULT_LANG: fr_CA (expected fr, en). »; now it is French.
A value the bot refuses (`de`) stops every command, the lookups too, in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_OK, EXIT_USAGE


@pytest.mark.parametrize(
    ("value", "line"),
    [
        ("fr_CA", "Aucune partie pour l'instant."),
        ("fr-CA", "Aucune partie pour l'instant."),
        ("en_US", "No games yet."),
    ],
)
def test_a_locale_names_its_language(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    value: str,
    line: str,
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", value)
    assert main(["games"]) == EXIT_OK
    assert capsys.readouterr() == (f"{line}\n", "")


LOOKUPS = [
    ["score", "5H", "5D", "5C", "JS", "5S"],
    ["ecart", "5H", "5D", "JC", "KS", "2S", "9D", "--dealer"],
    ["odds", "10", "20", "--dealer"],
    ["drill", "hand"],
    ["verify", "0123456789abcdef", "0123456789ab"],
    ["crib-tables", "--samples", "0"],  # refused before the tables are made
]


@pytest.mark.parametrize("argv", LOOKUPS, ids=lambda argv: argv[0])
@pytest.mark.parametrize(
    ("value", "line"),
    [
        ("de", "muggins: Invalid MUGGINS_DEFAULT_LANG: de (expected fr or en).\n"),
        ("xx", "muggins: Invalid MUGGINS_DEFAULT_LANG: xx (expected fr or en).\n"),
        ('"en"', "muggins: MUGGINS_DEFAULT_LANG is written between quotes"),
    ],
)
def test_a_lookup_refuses_a_language_the_bot_refuses(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    value: str,
    line: str,
) -> None:
    """Played: MUGGINS_DEFAULT_LANG=de, `muggins run` and `chat` stopped on it while
    `muggins score` and `ecart` answered in English: now they stop with run's line."""
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", value)
    monkeypatch.setenv("LANG", "en_CA.UTF-8")
    assert main(argv) == EXIT_USAGE
    out, err = capsys.readouterr()
    assert (out, err.count("\n")) == ("", 1), err
    assert err.startswith(line)
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")  # the refused value says no language: the terminal's
    assert main([*argv, "--lang", "en"]) == EXIT_USAGE  # --lang does not hide it, as with run
    assert capsys.readouterr().err.startswith(line)


def test_the_refusal_is_in_the_terminal_language(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`de` was read as English: a French terminal had « Invalid … » in English. Then
    « (attendu : fr, en) »: now « fr ou en », as a sentence says it."""
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "de")
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    line = (
        "muggins: Valeur invalide pour MUGGINS_DEFAULT_LANG\u00a0: de (attendu\u00a0: fr ou en).\n"
    )
    for argv in (["score", "5H", "5D", "5C", "JS", "5S"], ["run"]):
        assert main(argv) == EXIT_USAGE
        assert capsys.readouterr() == ("", line)


@pytest.mark.parametrize("value", ["", "  "])
def test_a_blank_language_is_no_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", value)
    monkeypatch.setenv("LANG", "en_CA.UTF-8")
    assert main(["score", "5H", "5D", "5C", "JS", "5S"]) == EXIT_OK
    assert capsys.readouterr().out.startswith("Hand: 5♥ 5♦ 5♣ J♠")
