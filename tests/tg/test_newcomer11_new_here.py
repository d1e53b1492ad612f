"""« je suis nouvelle », « par où commencer? », « je commence », "I'm new here", "where do I
start?" typed alone in private got « Je réponds aux comptes et aux commandes : /main vous
donne une main… »: a newcomer saying so is given the welcome, as /start gives it."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import asks_what_bot, says_new
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    "typed",
    [
        "je suis nouvelle",
        "Je suis nouveau ici",
        "par où commencer?",
        "je commence",
        "je débute",
        "commencer",
        "comment commencer?",
        "bonjour, je suis nouvelle",
        "I'm new here",
        "where do I start?",
        "I am a beginner",
        "start",
    ],
)
def test_a_newcomer_saying_so(typed: str) -> None:
    assert says_new(typed)


@pytest.mark.parametrize(
    "typed",
    ["nouvelle partie", "je suis fatiguée", "new game", "bonjour", "", "je commence à 5"],
)
def test_other_texts(typed: str) -> None:
    assert not says_new(typed)


@pytest.mark.parametrize(("lang", "typed"), [("fr", "je suis nouvelle"), ("en", "I'm new here")])
async def test_the_welcome_is_given(bot_driver: Driver, lang: str, typed: str) -> None:
    said = texts(await bot_driver.send(typed, user_id=11_700, language_code=lang))
    welcome = texts(await bot_driver.send("/start", user_id=11_701, language_code=lang))
    assert said == welcome


@pytest.mark.parametrize(
    "typed",
    [
        "what can you do?",
        "what is this",
        "who are you?",
        "What does this bot do",
        "qu'est-ce que tu fais",
        "que peux-tu faire?",
        "tu fais quoi",
        "c'est quoi ce bot",
        "qui es-tu",
        "Qui êtes-vous?",
        "ce bot sert à quoi?",
    ],
)
def test_what_the_bot_is_asked(typed: str) -> None:
    """It got « Je réponds aux comptes et aux commandes… »: the welcome says it better."""
    assert asks_what_bot(typed)


@pytest.mark.parametrize(
    "typed",
    ["c'est quoi le crib", "c'est quoi", "c'est quoi ça", "c'est quoi muggins", "who deals?"],
)
def test_other_questions(typed: str) -> None:
    assert not asks_what_bot(typed)


async def test_the_welcome_says_what_the_bot_is(bot_driver: Driver) -> None:
    said = texts(await bot_driver.send("c'est quoi ce bot?", user_id=11_702, language_code="fr"))
    welcome = texts(await bot_driver.send("/start", user_id=11_703, language_code="fr"))
    assert said == welcome
