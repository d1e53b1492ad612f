"""« pourquoi pas 9 V? », "why not 5 9?" typed after an /ecart verdict was answered « Je
réponds aux comptes et aux commandes : /main vous donne une main, /aide explique le reste. »:
the lay-away she asks about was left unexplained. It is now graded on the same deal and
explained against the best (each one's hand and crib, what decides between them); cards she
does not hold are told so."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from tests.tg.test_ecart14_why_after_verdict import DEAL, dealt, plain

__all__ = ["DEAL", "dealt"]  # the deal, and the fixture that deals it (autouse)


@pytest.mark.parametrize(
    "asked", ["pourquoi pas 9 V?", "Pourquoi pas jeter le 9 pis le valet", "pourquoi pas V 9 ?"]
)
async def test_why_not_other_cards_after_a_verdict(bot_driver: Driver, asked: str) -> None:
    fr = {"user_id": 1601, "language_code": "fr"}
    await bot_driver.send("/ecart", **fr)
    await bot_driver.send("R 5", **fr)
    [why] = texts(await bot_driver.send(asked, **fr))
    said = plain(why)
    assert said.startswith("<b>Pourquoi 2♣ 3♣?</b>"), said
    assert "le meilleur et celui que vous demandez :" in said, said
    assert "1. En jetant 2♣ 3♣, votre main garde en moyenne 6,50 points" in said
    assert "En jetant 9♠ V♦" in said, said
    assert "R♦ 5♥" not in said
    assert "/main" not in said


async def test_why_not_cards_not_held(bot_driver: Driver) -> None:
    fr = {"user_id": 1602, "language_code": "fr"}
    await bot_driver.send("/ecart", **fr)
    await bot_driver.send("R 5", **fr)
    [said] = texts(await bot_driver.send("pourquoi pas 5 5?", **fr))
    assert "5" in said and "/main" not in said, said


async def test_why_not_in_english(bot_driver: Driver) -> None:
    en = {"user_id": 1603, "language_code": "en"}
    await bot_driver.send("/ecart", **en)
    await bot_driver.send("K 5", **en)
    [why] = texts(await bot_driver.send("why not 5 9?", **en))
    assert why.startswith("<b>Why 2♣ 3♣?</b>"), why
    assert "the best and the one you ask about:" in why, why
    assert "Laying away 5♥ 9♠" in why, why


async def test_why_not_after_a_lookup(bot_driver: Driver) -> None:
    """« /ecart 5C 5K VP DP 4T 6C donneur » then « pourquoi pas 5 5? »: the lookup's cards,
    the two fives against the best (it was « Je réponds aux comptes et aux commandes… »)."""
    fr = {"user_id": 1604, "language_code": "fr"}
    await bot_driver.send("/ecart 5C 5K VP DP 4T 6C donneur", **fr)
    [why] = texts(await bot_driver.send("pourquoi pas 5 5?", **fr))
    said = plain(why)
    assert said.startswith("<b>Pourquoi V♠ D♠?</b>"), said
    assert "En jetant 5♥ 5♦, votre main garde en moyenne 2,20 points" in said, said
    assert "Ce qui décide entre V♠ D♠ et 5♥ 5♦ : la main" in said, said


async def test_why_not_after_a_lookup_numbers_as_its_list(bot_driver: Driver) -> None:
    """« why not 4 6? » after "/discard 4C 6H 5S 5D JH KS dealer": 4♣ 6♥ is « 4. » in the
    lookup's list, where lay-aways worth the same share a line; the reply called it « 6. »
    (its rank among the 15), and a player comparing the two was puzzled."""
    en = {"user_id": 1605, "language_code": "en"}
    [lookup] = texts(await bot_driver.send("/discard 4C 6H 5S 5D JH KS dealer", **en))
    assert "\n4. 4♣ 6♥: 12.41 + 3.76 = 16.17" in lookup, lookup
    assert "\n3. 5♠ K♠ or 5♦ K♠:" in lookup, lookup
    [why] = texts(await bot_driver.send("why not 4 6?", **en))
    assert "Numbered as in the list above, the best and the one you ask about:" in why, why
    assert "\n4. Laying away 4♣ 6♥, your hand keeps 12.41 points" in why, why
    [why] = texts(await bot_driver.send("why not 5S KS?", **en))
    assert "\n3. Laying away 5♠ K♠," in why, why
