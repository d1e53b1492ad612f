"""kings23: « c'est quoi le meilleur coup? », « qu'est-ce que je joue? », « quoi jouer? » typed
at a /rois partie step got « Je n'ai pas compris votre coup. C'est à vous de jouer. … Pour un
bon coup, tapez indice. »: the player asked for the very thing the reply then told her to type
(found playing muggins chat). A good move asked in words is now the hint, as « indice » is;
a move with a question mark in it is still read as a move."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("c'est quoi le meilleur coup?", Said.HINT),
        ("C'est quoi le meilleur coup ?", Said.HINT),
        ("quel est le meilleur coup?", Said.HINT),
        ("le meilleur coup?", Said.HINT),
        ("qu'est-ce que je joue?", Said.HINT),
        ("qu'est-ce que je devrais jouer?", Said.HINT),
        ("je joue quoi?", Said.HINT),
        ("quoi jouer?", Said.HINT),
        ("what's the best move?", Said.HINT),
        ("what should I play?", Said.HINT),
        ("H8 → 5 6 4?", Said.MOVE),
        ("c'est quoi le meilleur coup, H8 → 5 6 4?", Said.MOVE),
    ],
)
def test_a_good_move_asked_in_words_is_the_hint(text: str, said: Said) -> None:
    assert said_to_step(text) is said


@pytest.mark.parametrize(
    ("lang", "command", "typed", "given"),
    [
        ("fr", "/rois partie", "c'est quoi le meilleur coup?", "Un bon coup : "),
        ("fr", "/rois partie", "qu'est-ce que je joue?", "Un bon coup : "),
        ("en", "/kings play", "what's the best move?", "A good move: "),
    ],
)
async def test_the_best_move_asked_gets_the_hint(
    bot_driver: Driver, lang: str, command: str, typed: str, given: str
) -> None:
    user = 23_101 if lang == "fr" else 23_102
    await bot_driver.send(command, user, language_code=lang)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(given), text
