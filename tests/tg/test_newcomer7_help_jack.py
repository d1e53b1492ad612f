"""« /aide valet » ("/help jack") answered « Je ne connais ni commande ni mot du jeu « valet » »,
and « /aide 29 » as much: the jack's two rules (two for the dealer when cut, one for the jack
of the starter's suit) and the best hand are words of the game a club member asks about."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/aide valet", ["Valet", "deux points au donneur", "vaut un point"]),
        ("fr", "/aide le valet", ["Valet", "deux points au donneur", "vaut un point"]),
        ("en", "/help jack", ["The jack", "two points at once", "worth one point"]),
        ("fr", "/aide 29", ["29", "trois 5", "le quatrième 5"]),
        ("en", "/help 29", ["29", "three 5s", "the fourth 5"]),
    ],
)
async def test_the_jack_and_29_are_explained(
    bot_driver: Driver, lang: str, typed: str, said: list[str]
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_775, language_code=lang))
    shown = html_to_text(text)
    assert shown.split("\n")[0] == said[0], shown
    assert all(part in shown for part in said[1:]), shown
