"""« /aide 15 », « /aide 15-2 », « /aide 121 » and « /aide 61 » answered « Je ne connais ni
commande ni mot du jeu « 15 » »: the fifteen is how a count is called, 121 and 61 are the
game's length; each is explained now."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head", "said"),
    [
        ("fr", "/aide 15", "Comment répondre", "quinze"),
        ("fr", "/aide 15-2", "Comment répondre", "quinze"),
        ("en", "/help fifteen-two", "How to answer", "fifteen"),
        ("fr", "/aide 121", "La partie", "deux tours"),
        ("fr", "/aide 61", "La partie", "/jouer 61"),
        ("en", "/help 121", "The game", "twice around"),
    ],
)
async def test_the_numbers_of_the_game(
    bot_driver: Driver, lang: str, typed: str, head: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_781, language_code=lang))
    shown = html_to_text(text)
    assert shown.split("\n")[0] == head, shown
    assert said in shown, shown
