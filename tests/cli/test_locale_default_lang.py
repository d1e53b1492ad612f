"""MUGGINS_DEFAULT_LANG=fr_CA, as a Québec organiser writes a language: it stopped every
command with « Invalid MUGGINS_DEFAULT_LANG: fr_CA (expected fr, en). »; now it is French."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_OK


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
