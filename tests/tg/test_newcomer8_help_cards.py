"""« /aide cartes » (« /aide comment écrire les cartes », "/help cards") answered « Je ne
connais ni commande ni mot du jeu « cartes » »: a newcomer asked to type her cards (/ecart,
/score, the lay-away) asks how. It now shows how to write cards, as /score alone does; « /aide
carte de départ » still explains the starter."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head", "said"),
    [
        ("fr", "/aide cartes", "Comment écrire les cartes\n", "V (valet), D (dame), R (roi)"),
        ("fr", "/aide les cartes", "Comment écrire les cartes\n", "VP = valet de pique"),
        ("fr", "/aide comment écrire les cartes", "Comment écrire les cartes\n", "5C"),
        ("en", "/help cards", "How to write cards\n", "A, 2 to 10 (or T), J, Q, K"),
        ("en", "/help how to write cards", "How to write cards\n", "JS"),
        ("fr", "/aide carte de départ", "Carte de départ\n", "retournée"),
    ],
)
async def test_help_on_cards_says_how_to_write_them(
    bot_driver: Driver, lang: str, typed: str, head: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_888, language_code=lang))
    shown = html_to_text(text)
    assert shown.startswith(head) and said in shown, shown
