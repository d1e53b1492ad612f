"""A role word misspelt (« doneur ») was « Carte inconnue « doneur » : vouliez-vous dire
« donneur »? » after /ecart's cards, though it is no card; said after other words (« je suis
le doneur ») it was « … n'est ni une carte ni « donneur » ou « receveur » »; typed alone under
« Qui donne? », « Je réponds aux comptes et aux commandes ». Each is now asked about as a
misspelt card word is (« Mot inconnu « doneur » : vouliez-vous dire « donneur »? »), and
« oui » typed next answers with the role meant."""

from __future__ import annotations

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

FR = {"language_code": "fr"}
ASKED = "Mot inconnu « doneur » : vouliez-vous dire « donneur »?"


def plain(text: str) -> str:
    return html_to_text(text).replace("\u00a0", " ")


async def test_a_role_misspelt_is_no_unknown_card(bot_driver: Driver) -> None:
    user = {"user_id": 1760, **FR}
    [said] = texts(await bot_driver.send("/ecart 5C 5K VP DT 2C 3P doneur", **user))
    assert plain(said).startswith(ASKED), said
    [said] = texts(await bot_driver.send("/ecart 5C 5K VP DT 2C 3P je suis le doneur", **user))
    assert plain(said).startswith(ASKED), said
    [said] = texts(await bot_driver.send("oui", **user))
    assert "Vous êtes le donneur" in plain(said), said


async def test_a_role_misspelt_under_who_deals(bot_driver: Driver) -> None:
    user = {"user_id": 1761, **FR}
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P", **user)
    [said] = texts(await bot_driver.send("doneur", **user))
    assert plain(said) == ASKED, said
    [said] = texts(await bot_driver.send("oui", **user))
    assert plain(said).startswith("Le bon écart pour 5♥ 5♦ V♠ D♣ 2♥ 3♠"), said
    assert "Vous êtes le donneur" in plain(said), said


async def test_in_english(bot_driver: Driver) -> None:
    user = {"user_id": 1762, "language_code": "en"}
    await bot_driver.send("/discard 5H 5D JS QC 2H 3S", **user)
    [said] = texts(await bot_driver.send("poen", **user))
    assert plain(said) == "Unknown word “poen”: did you mean “pone”?", said
    [said] = texts(await bot_driver.send("yes", **user))
    assert "You are the pone" in plain(said), said
