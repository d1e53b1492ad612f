"""« je sais pas » after /ecart's « Qui donne? » got the general « Je réponds aux comptes et aux
commandes : /main vous donne une main… », as if nothing had been asked. Now who the dealer is
(the one who dealt these cards, whose crib it is) and how to answer, the question still open."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "cards", "typed", "told", "role", "answer"),
    [
        (
            "fr",
            "5C 5K VP DT 2C 3P",
            "je sais pas",
            "Le donneur est celui qui a distribué ces cartes",
            "receveur",
            "Vous êtes le receveur",
        ),
        (
            "en",
            "5H 5D JS QC 2H 3S",
            "I don't know",
            "The dealer is the one who dealt these cards",
            "dealer",
            "You deal",
        ),
    ],
)
async def test_dont_know_at_who_deals_says_who_the_dealer_is(
    bot_driver: Driver, lang: str, cards: str, typed: str, told: str, role: str, answer: str
) -> None:
    await bot_driver.send(f"/ecart {cards}", user_id=661, language_code=lang)
    (reply,) = texts(await bot_driver.send(typed, user_id=661, language_code=lang))
    assert reply.startswith(told), reply
    assert "/main" not in reply and "/hand" not in reply
    (then,) = texts(await bot_driver.send(role, user_id=661, language_code=lang))
    assert answer in then, then  # still open: the role typed next answers it


async def test_dont_know_with_nothing_asked_keeps_the_general_reply(bot_driver: Driver) -> None:
    (reply,) = texts(await bot_driver.send("je sais pas", user_id=662, language_code="fr"))
    assert "Le donneur est" not in reply
