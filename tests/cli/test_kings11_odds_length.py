"""kings11: `muggins odds 50 40 donneur 61 --target 121` said « argument RÔLE : Vous avez écrit
« 61 » et « --target 121 »… »: 61 there is the game's length, no role. The two lengths are now
said as such, with no argument named."""

from __future__ import annotations

import pytest

from bot.cli import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ("50", "40", "donneur", "61", "--target", "121", "--lang", "fr"),
            "muggins odds: Arguments invalides : Vous avez écrit « 61 » et « --target 121 » : une "
            "partie se joue à 61 ou à 121 points, gardez-en un seul. (voir muggins odds --help)",
        ),
        (
            ("50", "40", "61", "121", "--dealer", "--lang", "fr"),
            "muggins odds: Arguments invalides : Vous avez écrit « 61 » et « 121 » : une partie "
            "se joue à 61 ou à 121 points, gardez-en un seul. (voir muggins odds --help)",
        ),
        (
            ("50", "40", "dealer", "61", "--target", "121", "--lang", "en"),
            "muggins odds: Bad arguments: You wrote both “61” and “--target 121”: a game is "
            "played to 61 or to 121, keep only one. (see muggins odds --help)",
        ),
    ],
)
def test_two_game_lengths_are_not_called_a_role(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: str
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["odds", *argv])
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.replace("\u00a0", " ").strip() == said, err
