"""A FADOQ club member who plays the FADOQ rule here (/variante fadoq) typed « /chances 118
118 standard » to see the usual game's chances and got « Je ne comprends pas « standard » »:
the standard rule named (« standard », « règle normale », "regular") now gives its chances,
whatever /variante says; both rules named are refused, named as typed."""

from __future__ import annotations

import pytest
from test_odds5_fadoq_word import one_text

from bot.content_odds import shipped_odds
from bot.tg.local import Driver

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "variant", "typed"),
    [
        ("fr", "/variante fadoq", "/chances 118 118 standard"),
        ("fr", "/variante fadoq", "/chances 118 118 règle normale"),
        ("en", "/variant fadoq", "/odds 118 118 regular"),
    ],
)
async def test_the_word_standard_gives_the_standard_chances(
    bot_driver: Driver, lang: str, variant: str, typed: str
) -> None:
    user = 9_561 if lang == "fr" else 9_562
    await bot_driver.send(variant, user_id=user, language_code=lang)
    text = one_text(await bot_driver.send(typed, user_id=user, language_code=lang))
    chance = shipped_odds().chance(118, 118, dealer=True, target=121, fadoq=None)
    percent = f"{round(chance * 100)}{NBSP}%" if lang == "fr" else f"{round(chance * 100)}%"
    assert f" {percent} " in text, text
    assert "FADOQ" not in text, text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/chances 118 118 standard fadoq", "Vous avez écrit « standard » et « fadoq »"),
        ("en", "/odds 118 118 fadoq regular", "You wrote both “fadoq” and “regular”"),
    ],
)
async def test_both_rules_are_refused(bot_driver: Driver, lang: str, typed: str, said: str) -> None:
    text = one_text(await bot_driver.send(typed, user_id=9_563, language_code=lang))
    assert text.replace(NBSP, " ").startswith(said), text
