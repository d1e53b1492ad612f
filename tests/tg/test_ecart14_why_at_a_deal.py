"""« pourquoi » typed at an /ecart deal without its question mark was read as a card, « Carte
inconnue « pourquoi » : la valeur doit être A, 2 à 10, V, D ou R. », where « pourquoi? »
got what to keep and how to answer: both get the latter ("why" too)."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import asks_at_lay_away
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "pourquoi"), ("fr", "Pourquoi?"), ("en", "why")]
)
async def test_why_at_a_deal_says_how_to_lay_away(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    await bot_driver.send("/ecart", user_id=1411, language_code=lang)
    [said] = texts(await bot_driver.send(typed, user_id=1411, language_code=lang))
    assert "Carte inconnue" not in said and "Unknown card" not in said, said
    assert said.startswith("Gardez les cartes" if lang == "fr" else "Keep the cards"), said


@pytest.mark.parametrize("typed", ["pourquoi", "why", "Pourquoi donc"])
def test_why_asks_at_a_lay_away(typed: str) -> None:
    assert asks_at_lay_away(typed)
