"""« /aide donne » ("/help the deal") and « /aide couleur » answered « Je ne connais ni
commande ni mot du jeu « donne » » (« couleur »): the deal is the dealer's, and « une couleur »
is what French sources call a flush (the glossary, W3)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/aide donne", "Donneur"),
        ("fr", "/aide la donne", "Donneur"),
        ("en", "/help the deal", "Dealer"),
        ("fr", "/aide couleur", "Flush"),
    ],
)
async def test_the_deal_and_the_suit_are_explained(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_777, language_code=lang))
    assert html_to_text(text).split("\n")[0] == head, text
