"""« muggins » (« Muggins! ») typed at a Kings game step, as a cribbage player calls the
points the other forgot, got « Je n'ai pas compris votre coup. C'est à vous de jouer. » and the
step again: now what the Joker is (Kings Cribbage's muggins) and whether it can be called now,
as « joker? » gets; nothing is called (a call wrongly made costs 5 points). In a group, « muggins »
replying to nothing stays chatter."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, reads_step, said_to_step
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize("text", ["muggins", "Muggins!", "MUGGINS", "muggins?"])
def test_muggins_asks_about_the_joker(text: str) -> None:
    assert said_to_step(text) is Said.ABOUT_JOKER
    assert not reads_step(text)  # in a club's group, replying to nothing: chatter


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/rois partie", "(Joker! est le muggins de Kings Cribbage : "),
        ("en", "/kings play", "(Joker! is Kings Cribbage's muggins: "),
    ],
)
async def test_muggins_typed_at_a_step_is_told_the_joker(
    bot_driver: Driver, lang: str, command: str, said: str
) -> None:
    user = 14_501 if lang == "fr" else 14_502
    await bot_driver.send(command, user, language_code=lang)
    text = plain(await bot_driver.send("Muggins!", user, language_code=lang))
    assert said in text and "compris" not in text and "understand" not in text, text
