"""« pourquoi? » typed at /jeu jouer before a card is chosen got « Touchez un des boutons de
carte sous la question. », as any unread word: the why comes with the verdict, so it is said."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

SAID = {
    "fr": "Choisissez d'abord votre carte\u00a0: je vous expliquerai ensuite ce que vaut chacune.",
    "en": "Choose your card first: I will then explain what each one is worth.",
}


@pytest.mark.parametrize(
    ("lang", "peg", "why"), [("fr", "/jeu jouer", "pourquoi?"), ("en", "/peg play", "why?")]
)
async def test_why_before_the_card_says_the_why_comes_after(
    bot_driver: Driver, lang: str, peg: str, why: str
) -> None:
    user = 9_810 + len(lang + why)
    await bot_driver.send(peg, user, language_code=lang)
    sent = texts(await bot_driver.send(why, user, language_code=lang))
    assert [html_to_text(t) for t in sent] == [SAID[lang]]
