"""With an /ecart deal waiting, « /ecart 5C 5K VP DT 2C 3P » asks « Qui donne? »; « je sais
pas » typed next got « Pas de souci! Jetez au crib les 2 cartes… » (the older deal's answer)
where « Qui donne? », asked last, explains who the dealer is."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import who_deals_after
from bot.tg.local import Driver, texts


def test_who_deals_after_the_deal() -> None:
    asked = {"chat": 5, "cards": "5H,5D,JS,QC,2H,3S", "message": 12}
    assert who_deals_after(asked, 5, 10)
    assert not who_deals_after(asked, 5, 14)  # a deal asked since
    assert not who_deals_after(asked, 6, 10)  # another chat
    assert not who_deals_after({**asked, "message": None}, 5, 10)
    assert not who_deals_after(None, 5, 10)


@pytest.mark.parametrize(
    ("lang", "lookup", "typed", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C 3P", "je sais pas", "Le donneur est celui qui a distribué"),
        ("en", "/discard 5H 5D JS QC 2H 3S", "I don't know", "The dealer is the one who dealt"),
    ],
)
async def test_dont_know_after_who_deals_is_about_it(
    bot_driver: Driver, lang: str, lookup: str, typed: str, said: str
) -> None:
    await bot_driver.send("/ecart", user_id=913, language_code=lang)
    await bot_driver.send(lookup, user_id=913, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=913, language_code=lang))
    assert reply.startswith(said), reply


async def test_dont_know_at_a_deal_dealt_after_who_deals_is_about_the_deal(
    bot_driver: Driver,
) -> None:
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P", user_id=914, language_code="fr")
    await bot_driver.send("/ecart", user_id=914, language_code="fr")
    [reply] = texts(await bot_driver.send("je sais pas", user_id=914, language_code="fr"))
    assert reply.startswith("Pas de souci"), reply
