"""« oui » typed after /ecart asked about a misspelt word (« Carte inconnue « carro » :
vouliez-vous dire « carreau »? », or « doneur »: « donneur ») got « Je réponds aux comptes et
aux commandes… », though /score's same question took it: the cards had to be typed again. It
now looks up the line meant, that word corrected, as /score does; « non », words after the
cards (no question asked) and /score's line kept leave it as before."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

FR = {"language_code": "fr"}
UNANSWERED = "Je réponds aux comptes et aux commandes"


def plain(text: str) -> str:
    return html_to_text(text).replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("line", "asked"),
    [
        ("/ecart 4 de carro 5C 5K VP DT 2C donneur", "vouliez-vous dire « carreau »?"),
        ("/ecart 5C 5K VP DT 2C 3P doneur", "vouliez-vous dire « donneur »?"),
    ],
)
async def test_yes_looks_up_the_line_meant(bot_driver: Driver, line: str, asked: str) -> None:
    user = {"user_id": 1720 + len(line), **FR}
    [said] = texts(await bot_driver.send(line, **user))
    assert asked in plain(said), said
    [said] = texts(await bot_driver.send("oui", **user))
    assert plain(said).startswith("Le bon écart pour "), said
    assert "Vous êtes le donneur" in plain(said), said
    [again] = texts(await bot_driver.send("oui", **user))  # answered once only
    assert UNANSWERED in plain(again), again


async def test_yes_in_english_after_a_misspelt_role(bot_driver: Driver) -> None:
    user = {"user_id": 1750, "language_code": "en"}
    [said] = texts(await bot_driver.send("/discard 5H 5D JS QC 2H 9C deeler", **user))
    assert "did you mean “dealer”?" in said, said
    [said] = texts(await bot_driver.send("yes", **user))
    assert plain(said).startswith("The right lay-away for 5♥ 5♦ J♠ Q♣ 2♥ 9♣"), said


async def test_no_or_nothing_asked_leaves_it_unanswered(bot_driver: Driver) -> None:
    user = {"user_id": 1751, **FR}
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P doneur", **user)
    await bot_driver.send("non", **user)
    [said] = texts(await bot_driver.send("oui", **user))
    assert UNANSWERED in plain(said), said
    [said] = texts(await bot_driver.send("/ecart 5C 5K VP DT 2C 3P carro", **user))
    assert "vouliez-vous dire" not in plain(said), said  # words after the cards: nothing asked
    [said] = texts(await bot_driver.send("oui", **user))
    assert UNANSWERED in plain(said), said


async def test_the_last_command_asked_is_the_one_answered(bot_driver: Driver) -> None:
    user = {"user_id": 1752, **FR}
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P doneur", **user)
    await bot_driver.send("/score 4 de carro 5P 5T 6C VP", **user)
    [said] = texts(await bot_driver.send("oui", **user))
    assert plain(said).startswith("Main : 4♦ 5♠ 5♣ 6♥"), said
