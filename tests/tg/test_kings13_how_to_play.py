"""« comment on joue » / "how do I play" typed at a game step got « Je n'ai pas compris votre
coup. »: the rules asked in words now get the Kings help, as « règles » does, the step still
waiting above."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_in_step
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    "typed",
    [
        "comment on joue",
        "Comment on joue?",
        "comment jouer",
        "comment ça marche?",
        "comment je joue",
        "how do I play",
        "How do I play?",
        "how does it work?",
        "how to play",
    ],
)
def test_the_rules_asked_in_words_read_as_help(typed: str) -> None:
    assert said_in_step(typed) is Said.HELP


@pytest.mark.parametrize("typed", ["comment on joue le 5", "how do I play H8 → 5 6 4"])
def test_a_move_asked_about_is_no_help(typed: str) -> None:
    assert said_in_step(typed) is not Said.HELP


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [("fr", "/rois partie", "comment on joue?"), ("en", "/kings play", "how do I play?")],
)
async def test_how_to_play_at_a_step_gets_the_help(
    bot_driver: Driver, lang: str, command: str, typed: str
) -> None:
    user = 13_201 if lang == "fr" else 13_202
    await bot_driver.send(command, user, language_code=lang)
    help_text = plain(await bot_driver.send(command.split()[0] + " aide", user, language_code=lang))
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert "compris" not in text and "understand" not in text, text
    assert text == help_text, text
