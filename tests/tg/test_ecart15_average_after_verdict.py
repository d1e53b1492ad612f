"""After an /ecart verdict (« 2♠ 9♥ : 1er meilleur écart sur 15, 16,04 points en moyenne »),
« c'est quoi l'espérance? », "what is the expected value?" got « Je réponds aux comptes et aux
commandes : /main vous donne une main, /aide explique le reste. »: the averages the verdict
just showed are now explained in words, without « Touchez les 2 cartes » (the deal is over)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.tg.handlers import ecart as ecart_handlers
from bot.tg.local import Driver, texts

DEAL = Challenge(tuple(parse_cards("5H 5D 10S JC 2S 9H")), dealer=True)
SAID = {"fr": ("en moyenne", "46 cartes de départ"), "en": ("on average", "46 starters")}
NOT_SAID = {"fr": ("Touchez", "Je réponds"), "en": ("Tap the", "I answer")}


@pytest.mark.parametrize(
    ("lang", "laid", "typed"),
    [
        ("fr", "2♠ 9♥", "c'est quoi l'espérance?"),
        ("en", "2♠ 9♥", "what is the expected value?"),
    ],
)
async def test_the_average_is_explained_after_a_verdict(
    bot_driver: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, laid: str, typed: str
) -> None:
    async def deal(*args: Any, **kwargs: Any) -> Challenge:
        return DEAL

    monkeypatch.setattr(ecart_handlers.coaching, "challenge_deal", deal)
    await bot_driver.send("/ecart", user_id=921, language_code=lang)
    await bot_driver.send(laid, user_id=921, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=921, language_code=lang))
    for said in SAID[lang]:
        assert said in reply, reply
    for said in NOT_SAID[lang]:
        assert said not in reply, reply
