"""/aide chances said only « /chances 95 110 » and « /chances seul »: a club player did not
learn there the words /chances reads (receveur, 61, fadoq) nor what may be asked after its
answer. It says them now (`views.odds.help_lines`)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


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
    sent = texts(await bot_driver.send(typed, user_id=9_800, language_code=lang))
    text = html_to_text("\n".join(sent)).replace("\u202f", " ").replace("\u00a0", " ")
    assert said in text, text
