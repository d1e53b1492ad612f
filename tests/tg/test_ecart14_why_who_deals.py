"""« pourquoi? » typed after the /ecart lookup's « Qui donne? » got « Je réponds aux comptes et
aux commandes : /main vous donne une main… »: it gets what « je sais pas » gets there, who the
dealer is and why it matters (the crib is his), and how to answer; the question stays open."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "pourquoi?", "Le donneur est celui qui a distribué ces cartes"),
        ("en", "why?", "The dealer is the one who dealt these cards"),
    ],
)
async def test_why_after_who_deals(bot_driver: Driver, lang: str, typed: str, said: str) -> None:
    who = {"user_id": 1431, "language_code": lang}
    await bot_driver.send(
        "/ecart 5♥ 5♦ V♠ D♣ 2♣ 3♠" if lang == "fr" else "/ecart 5H 5D JS QC 2C 3S", **who
    )
    [answer] = texts(await bot_driver.send(typed, **who))
    assert answer.startswith(said), answer
    [lookup] = texts(await bot_driver.send("donneur" if lang == "fr" else "dealer", **who))
    assert "2♣ 3♠" in lookup
