""" "what are the rules?" and « c'est quoi les règles? » typed alone answered « Je réponds aux
comptes et aux commandes … »: a newcomer's question about the game. They get how a game goes
now (« /aide règles » is still /quiz's, which /regles names)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

TITLE = {"fr": "Le déroulement d'une partie\n", "en": "How a game goes\n"}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("en", "what are the rules?"),
        ("en", "what are the rules of cribbage"),
        ("fr", "c'est quoi les règles?"),
        ("fr", "c'est quoi les règles du jeu?"),
    ],
)
async def test_the_rules_asked_get_how_a_game_goes(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_990, language_code=lang))
    assert html_to_text(text).startswith(TITLE[lang]), text


async def test_slash_help_rules_is_still_the_quiz(bot_driver: Driver) -> None:
    (text,) = texts(await bot_driver.send("/aide règles", user_id=9_989, language_code="fr"))
    assert html_to_text(text).startswith("/quiz"), text
