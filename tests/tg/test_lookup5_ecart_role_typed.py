"""After /ecart's « Qui donne? » (cards typed without the role), « je donne » or « receveur »
typed got « Tapez « donneur » ou « receveur » après /ecart et vos cartes… touchez un bouton »:
the cards were forgotten. The typed role now answers the question, as its button does."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, texts

SIX = "5C 5K VP DT 2C 3P"
GROUP = -100_515


@pytest.mark.parametrize(
    ("typed", "role"),
    [
        ("je donne", "Vous êtes le donneur"),
        ("receveur", "Vous êtes le receveur"),
        ("Donneur.", "Vous êtes le donneur"),
        ("l'autre joueur donne", "Vous êtes le receveur"),
    ],
)
async def test_a_role_typed_after_who_deals_answers_it(
    bot_driver: Driver, typed: str, role: str
) -> None:
    asked = texts(await bot_driver.send(f"/ecart {SIX}", user_id=501, language_code="fr"))
    assert "Qui donne?" in asked[0]
    (answer,) = texts(await bot_driver.send(typed, user_id=501, language_code="fr"))
    assert "Le bon écart pour 5♥ 5♦ V♠ D♣ 2♥ 3♠" in answer, answer
    assert role in answer
    # answered: a role typed again is no answer to it any more
    (again,) = texts(await bot_driver.send("donneur", user_id=501, language_code="fr"))
    assert "Le bon écart" not in again


async def test_a_role_typed_with_a_challenge_pending_answers_who_deals(
    bot_driver: Driver,
) -> None:
    await bot_driver.send("/ecart", user_id=502, language_code="en")
    await bot_driver.send("/discard 5H 5D JS QC 2H 3S", user_id=502, language_code="en")
    (answer,) = texts(await bot_driver.send("I deal", user_id=502, language_code="en"))
    assert "The right lay-away for 5♥ 5♦ J♠ Q♣ 2♥ 3♠" in answer, answer


async def test_after_a_button_press_a_typed_role_answers_nothing(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send(f"/ecart {SIX}", user_id=503, language_code="fr")
    message = local_api.last_message(503)
    assert message is not None
    await bot_driver.press("e:r:d:5H,5D,JS,QC,2H,3S", message["message_id"], user_id=503)
    (again,) = texts(await bot_driver.send("receveur", user_id=503, language_code="fr"))
    assert "Le bon écart" not in again


async def test_in_a_group_the_member_who_was_asked_answers_by_typing(
    bot_driver: Driver,
) -> None:
    group = {"chat_type": "group", "language_code": "fr"}
    await bot_driver.send(f"/ecart {SIX}", 504, GROUP, first_name="Zoé", **group)
    assert texts(await bot_driver.send("receveur", 505, GROUP, first_name="Léo", **group)) == []
    (answer,) = texts(await bot_driver.send("receveur", 504, GROUP, first_name="Zoé", **group))
    assert "Vous êtes le receveur" in answer
