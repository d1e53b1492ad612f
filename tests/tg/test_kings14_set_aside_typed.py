"""« indice » (or a move) typed after another drill set a Kings game aside and was answered got
the general « Je réponds aux comptes et aux commandes… »: the game is said set aside, and how
to take it back."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "words", "said"),
    [
        (
            "fr",
            ("/rois partie", "/main", "indice"),
            "Votre partie de Kings Cribbage est mise de côté : /rois partie la reprend.",
        ),
        (
            "fr",
            ("/rois partie", "/main", "H8 → 5 6 4"),
            "Votre partie de Kings Cribbage est mise de côté : /rois partie la reprend.",
        ),
        (
            "en",
            ("/kings play", "/hand", "hint"),
            "Your Kings Cribbage game is set aside: /kings play brings it back.",
        ),
    ],
)
async def test_a_game_word_after_a_drill_set_the_game_aside(
    bot_driver: Driver, lang: str, words: tuple[str, str, str], said: str
) -> None:
    user = 14_101 if lang == "fr" else 14_102
    game, drill, typed = words
    await bot_driver.send(game, user, language_code=lang)
    await bot_driver.send(drill, user, language_code=lang)
    await bot_driver.send("4", user, language_code=lang)  # the drill answered: none pending
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == said, text
    back = plain(await bot_driver.send(game, user, language_code=lang))
    assert "Vous 0, moi 0" in back or "You 0, me 0" in back, back
