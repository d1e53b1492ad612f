"""« indice svp » typed at a game step got « Je n'ai pas compris votre coup… Pour un bon coup,
tapez indice. »: told to type the word just typed. « svp », « stp », « s'il vous plaît »,
"please" around a game's word are now read as the word alone (the hint given)."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_in_step
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("indice svp", Said.HINT),
        ("Indice, SVP!", Said.HINT),
        ("un indice s'il vous plaît", Said.HINT),
        ("un indice s.v.p.", Said.HINT),
        ("indice stp", Said.HINT),
        ("hint please", Said.HINT),
        ("please, a hint", Said.HINT),
        ("je passe svp", Said.PASS),
        ("les règles svp", Said.HELP),
        ("svp", Said.MOVE),
        ("H8 → 5 6 4 svp", Said.MOVE),
    ],
)
def test_please_around_a_game_word(text: str, said: Said) -> None:
    assert said_in_step(text) is said


@pytest.mark.parametrize(
    ("lang", "command", "typed", "given"),
    [
        ("fr", "/rois partie", "indice svp", "Un bon coup : "),
        ("en", "/kings play", "hint please", "A good move: "),
    ],
)
async def test_the_hint_asked_politely_is_given(
    bot_driver: Driver, lang: str, command: str, typed: str, given: str
) -> None:
    user = 14_401 if lang == "fr" else 14_402
    await bot_driver.send(command, user, language_code=lang)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(given), text
