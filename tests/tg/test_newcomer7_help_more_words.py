"""« /aide moitié », « /aide 116 », « /aide FADOQ », « /aide annonce » and "/help kitty" answered
« Je ne connais ni commande ni mot du jeu … », though the bot offers « sous la moitié » when a
game starts, plays the FADOQ rule (/variante) and asks for calls (« annonce »): each is
explained now; the crib's other names lead to what the crib is."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head", "said"),
    [
        ("fr", "/aide moitié", "Sous la moitié", "moins de 61"),
        ("fr", "/aide sous la moitié", "Sous la moitié", "deux parties"),
        ("en", "/help lurch", "Lurch", "under 61"),
        ("fr", "/aide 116", "Règle FADOQ", "/variante fadoq"),
        ("fr", "/aide la règle FADOQ", "Règle FADOQ", "dernière carte"),
        ("en", "/help fadoq", "FADOQ rule", "/variant fadoq"),
        ("fr", "/aide annonce", "Comment répondre", "quinze"),
        ("en", "/help calls", "How to answer", "fifteen"),
        ("en", "/help kitty", "Crib", "dealer"),
        ("fr", "/aide huche", "Crib", "donneur"),
    ],
)
async def test_more_words_of_the_game(
    bot_driver: Driver, lang: str, typed: str, head: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_779, language_code=lang))
    shown = html_to_text(text)
    assert shown.split("\n")[0] == head, shown
    assert said in shown, shown
