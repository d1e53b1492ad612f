"""« /chances 121 0 », « /chances 130 10 » and « /chances 95 110 61 » (61 typed by mistake) got
only « Les pointages vont de 0 à 120 dans une partie de 121 »: which number was wrong, and why,
was left to guess. The score past the end is now named, and the game's end said, before the
range (as « -5 n'est pas un pointage » names the negative one); `muggins odds` says the same."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.tg.local import Driver, html_to_text, texts

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/chances 121 0",
            f"À 121, la partie est déjà finie{NBSP}: elle se termine dès qu'un joueur atteint"
            " 121. Les pointages vont de 0 à 120 dans une partie de 121.",
        ),
        ("fr", "/chances 10 130", "À 130, la partie est déjà finie"),
        (
            "fr",
            "/chances 95 110 61",
            f"À 95, la partie est déjà finie{NBSP}: elle se termine dès qu'un joueur atteint 61."
            " Les pointages vont de 0 à 60 dans une partie de 61.",
        ),
        (
            "en",
            "/odds 121 100",
            "At 121, the game is already over: it ends as soon as a player reaches 121. Scores"
            " go from 0 to 120 in a game of 121.",
        ),
    ],
)
async def test_the_score_past_the_end_is_named(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_570, language_code=lang))
    assert len(sent) == 1, sent
    assert html_to_text(sent[0]).replace("\u202f", NBSP).startswith(said)


def test_the_command_line_names_it_too(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["odds", "121", "0", "--dealer", "--lang", "fr"])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert f"À 121, la partie est déjà finie{NBSP}:" in err.replace("\u202f", NBSP), err
