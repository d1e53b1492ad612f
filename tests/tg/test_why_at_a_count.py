"""« pourquoi? » typed while a hand waits got « Je ne connais pas le mot « pourquoi » », and
after the verdict « Je réponds aux comptes et aux commandes… »: before a count, the whole
count is explained once the player has sent theirs; after it, its reasons are under it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

BEFORE = {
    "fr": "Je vous explique tout le compte, combinaison par combinaison, dès que vous avez envoyé",
    "en": "I explain the whole count, combination by combination, once you have sent yours.",
}
AFTER = {
    "fr": "Chaque compte que je donne est expliqué juste en dessous",
    "en": "Each count I give is explained under it",
}


@pytest.mark.parametrize(
    ("lang", "command", "why"),
    [("fr", "/main", "pourquoi?"), ("fr", "/crib", "Pourquoi"), ("en", "/hand", "why?")],
)
async def test_why_before_and_after_a_count(
    bot_driver: Driver, lang: str, command: str, why: str
) -> None:
    user = 39_100 + len(command) + len(why)
    await bot_driver.send(command, user, language_code=lang)
    assert BEFORE[lang] in plain(await bot_driver.send(why, user, language_code=lang))
    verdict = plain(await bot_driver.send("5", user, language_code=lang))
    assert "5" in verdict  # graded: the question was still waiting after « pourquoi? »
    assert AFTER[lang] in plain(await bot_driver.send(why, user, language_code=lang))


@pytest.mark.parametrize("typed", ["pourquoi pas", "why not", "pourquoi jouer au cribbage"])
async def test_a_longer_why_is_not_asked_about_the_count(bot_driver: Driver, typed: str) -> None:
    said = plain(await bot_driver.send(typed, 39_200 + len(typed), language_code="fr"))
    assert AFTER["fr"] not in said and AFTER["en"] not in said


PEG_BEFORE = {
    "fr": "Je vous explique chaque point, combinaison par combinaison, dès que vous avez répondu.",
    "en": "I explain every point, combination by combination, once you have answered.",
}


@pytest.mark.parametrize(
    ("lang", "command", "why", "hint"),
    [
        ("fr", "/jeu compte", "pourquoi?", "Envoyez un nombre"),
        ("fr", "/jeu tour", "pourquoi", "Envoyez deux nombres"),
        ("en", "/peg count", "why?", "Send a number"),
        ("en", "/peg round", "Why", "Send two numbers"),
    ],
)
async def test_why_before_a_play_answer(
    bot_driver: Driver, lang: str, command: str, why: str, hint: str
) -> None:
    """The play's count and round got « Je ne connais pas le mot « pourquoi » » too."""
    user = 39_300 + len(command) * 7 + len(why)
    await bot_driver.send(command, user, language_code=lang)
    said = plain(await bot_driver.send(why, user, language_code=lang))
    assert said.startswith(PEG_BEFORE[lang]) and hint in said, said
