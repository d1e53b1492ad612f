"""/aide chances said only « /chances 95 110 » and « /chances seul »: a club player did not
learn there the words /chances reads (receveur, 61, fadoq) nor what may be asked after its
answer. It says them now (`views.odds.help_lines`)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.odds_helpers import reply_to


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/aide chances",
            "Ajoutez receveur si l'adversaire donne, 61 pour une partie de 61, fadoq pour la "
            "règle FADOQ; puis demandez « pourquoi? », « c'est bon ça? » ou « et si je donne? »",
        ),
        (
            "en",
            "/help odds",
            "Add pone if your opponent deals, 61 for a game of 61, fadoq for the FADOQ rule; "
            "then ask “why?”, “is that good?” or “what if I deal?”",
        ),
    ],
)
async def test_the_help_says_the_words_and_the_follow_ups(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    text = await reply_to(bot_driver, typed, 9_800, lang)
    assert said in text, text
