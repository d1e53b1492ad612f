"""« what's muggins? » typed at a Kings game step got « I did not understand your move. It is
your turn. » and the step again, where « Muggins! » alone is told the Joker (Kings Cribbage's
muggins) (found playing muggins chat in English). Now the question is told the Joker too;
nothing is called."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    "text", ["what's muggins?", "what is muggins", "c'est quoi muggins?", "muggins, what is it?"]
)
def test_muggins_asked_about_is_the_joker(text: str) -> None:
    assert said_to_step(text) is Said.ABOUT_JOKER


async def test_muggins_asked_at_a_step_is_told_the_joker(bot_driver: Driver) -> None:
    await bot_driver.send("/kings play", 22_501, language_code="en")
    text = plain(await bot_driver.send("what's muggins?", 22_501, language_code="en"))
    assert "(Joker! is Kings Cribbage's muggins: " in text, text
    assert "did not understand" not in text, text
