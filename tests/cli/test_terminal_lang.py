"""The terminal's language ($LANG=fr_CA.UTF-8, as a Québec volunteer's machine has it) is the
lookups' and the help's language when neither --lang nor $MUGGINS_DEFAULT_LANG says one."""

from __future__ import annotations

import pytest

from bot.cli import main

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
        ({"LANG": "C.UTF-8"}, "Hand: 5♥ 5♦ 5♣ J♠"),
        ({}, "Hand: 5♥ 5♦ 5♣ J♠"),
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
