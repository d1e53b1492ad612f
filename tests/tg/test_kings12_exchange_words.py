"""An exchange said as players say it, with its little words: « échanger le 4 et le roi » got
« Ces jetons ne sont pas sur votre support. » above a rack showing a 4 and a R*, and « je
change mon roi », « changer mes jetons » got « Je n'ai pas compris votre coup. »: the articles
and possessives are skipped, « mes jetons » is the whole rack."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain, plant

STUCK = "Kd 4 9d Qd 8d"
"""A first move's rack with no move: the pass and the exchange are taken."""


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "échanger le 4 et le roi", "Vous passez et changez 2 jetons."),
        ("fr", "je change mon roi", "Vous passez et changez 1 jeton."),
        ("fr", "j'échange l'as", "Pas sur votre support : A."),
        ("fr", "changer mes jetons", "Vous passez et changez 5 jetons."),
        ("fr", "échange tous mes jetons", "Vous passez et changez 5 jetons."),
        ("en", "exchange my king and the 4", "You pass and exchange 2 tiles."),
        ("en", "swap all my tiles", "You pass and exchange 5 tiles."),
    ],
)
async def test_an_exchange_said_with_its_little_words(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 12_601 if lang == "fr" else 12_602
    await plant(db, user, Grid(size=15), STUCK)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert said in text.splitlines()[:2], text
