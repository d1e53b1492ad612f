"""« Qui donne? » (after `/ecart <cards>`) answered « moi », « c'est moi » or « pas moi », « lui »
("me", "not me", "the other one") got « Je réponds aux comptes et aux commandes : /main vous
donne une main… »: the answer a person gives to « who? » is read as the role."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts

CARDS = {"fr": "5C 5K VP DT 2C 3P", "en": "5H 5D JS QC 2H 3S"}
DEALER = {"fr": "Vous êtes le donneur", "en": "You deal"}
PONE = {"fr": "Vous êtes le receveur", "en": "You are the pone"}


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "moi", DEALER),
        ("fr", "C'est moi!", DEALER),
        ("fr", "pas moi", PONE),
        ("fr", "c'est pas moi", PONE),
        ("fr", "lui", PONE),
        ("fr", "mon adversaire", PONE),
        ("en", "me", DEALER),
        ("en", "I do", DEALER),
        ("en", "not me", PONE),
        ("en", "the other one", PONE),
    ],
)
async def test_who_deals_answered_as_a_person_would(
    bot_driver: Driver, lang: str, typed: str, said: dict[str, str]
) -> None:
    command = "/ecart" if lang == "fr" else "/discard"
    await bot_driver.send(f"{command} {CARDS[lang]}", user_id=929, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=929, language_code=lang))
    assert said[lang] in reply, reply


async def test_moi_with_nothing_asked_is_no_role(bot_driver: Driver) -> None:
    [reply] = texts(await bot_driver.send("moi", user_id=930, language_code="fr"))
    assert "Vous êtes le donneur" not in reply
