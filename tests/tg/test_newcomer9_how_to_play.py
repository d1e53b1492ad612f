"""« comment on joue? » typed alone (a newcomer's first question) answered « Je réponds aux
comptes et aux commandes : /main vous donne une main, /aide explique le reste. », and « /aide
manche » (the FADOQ rules' word for one deal) « Je ne connais ni commande ni mot du jeu
« manche » ». Both get how a game goes now, deal by deal, and where to begin."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

TITLE = {"fr": "Le déroulement d'une partie\n", "en": "How a game goes\n"}


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "comment on joue?", "/jouer"),
        ("fr", "Comment jouer au crible?", "121"),
        ("fr", "/aide manche", "crib"),
        ("en", "how do you play?", "/play"),
        ("en", "how to play cribbage", "121"),
    ],
)
async def test_how_to_play_is_answered(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_999, language_code=lang))
    plain = html_to_text(text)
    assert plain.startswith(TITLE[lang]), plain
    assert said in plain, plain
