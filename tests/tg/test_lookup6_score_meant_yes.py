"""« oui » typed after /score asked about a misspelt card word (« Carte inconnue « carro » :
vouliez-vous dire « carreau »? ») got « Je réponds aux comptes et aux commandes… »: the hand
had to be typed again. It now answers the line meant, that word corrected; « non », a question
asked since, or a group, leave it unanswered as before."""

from __future__ import annotations

import pytest

from bot.tg.handlers.card_meant import corrected
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

FR = {"language_code": "fr"}


def plain(text: str) -> str:
    return html_to_text(text).replace("\u00a0", " ")


@pytest.mark.parametrize("yes", ["oui", "ben oui", "Oui!", "ouais"])
async def test_yes_answers_the_line_meant(bot_driver: Driver, yes: str) -> None:
    user = {"user_id": 1620 + len(yes), **FR}
    [asked] = texts(await bot_driver.send("/score 4 de carro 5P 5T 6C VP", **user))
    assert "vouliez-vous dire « carreau »?" in plain(asked), asked
    [said] = texts(await bot_driver.send(yes, **user))
    assert plain(said).startswith("Main : 4♦ 5♠ 5♣ 6♥\nCarte de départ : V♠"), said
    assert "Total : 16 points" in plain(said), said
    [again] = texts(await bot_driver.send(yes, **user))  # answered once only
    assert "Main :" not in again, again


async def test_no_or_a_question_since_forgets_it(bot_driver: Driver) -> None:
    user = {"user_id": 1630, **FR}
    await bot_driver.send("/score 5 de pik, 5C 5K VP 5P", **user)
    await bot_driver.send("non", **user)
    [said] = texts(await bot_driver.send("oui", **user))
    assert "Main :" not in said, said
    await bot_driver.send("/score 5 de pik, 5C 5K VP 5P", **user)
    await bot_driver.send("/main", **user)
    said = "\n".join(texts(await bot_driver.send("oui", **user)))
    assert "Carte de départ : V♠" not in plain(said), said


async def test_a_second_misspelling_is_asked_in_turn(bot_driver: Driver) -> None:
    user = {"user_id": 1631, "language_code": "en"}
    await bot_driver.send("/score jak of spades 5H 5D 5C kween of hearts", **user)
    [asked] = texts(await bot_driver.send("yes", **user))
    assert "“kween”: did you mean “queen”?" in asked, asked
    [said] = texts(await bot_driver.send("yes", **user))
    assert plain(said).startswith("Hand: J♠ 5♥ 5♦ 5♣\nStarter card: Q♥"), said


def test_corrected_keeps_what_surrounds_the_word() -> None:
    assert corrected(["5", "de", "Pik,", "5C"], "Pik", "pique") == ["5", "de", "pique,", "5C"]
    assert corrected(["4C", "pikes"], "pik", "pique") is None  # a word, not part of one
