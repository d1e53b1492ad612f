"""« échange 5 chose » (a word that is no tile after « échange ») got « Ces jetons ne sont pas
sur votre support. » with nothing named: the word is named now, as a move's is."""

from __future__ import annotations

import pytest

from bot.drills.kings_rack import exchange_not_a_tile
from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain, plant

STUCK = "Kd 4 9d Qd 8d"
"""A first move's rack with no move: the exchange is taken."""


@pytest.mark.parametrize(
    ("typed", "word"),
    [
        ("échange 5 chose", "chose"),
        ("j'échange le roi et truc", "truc"),
        ("exchange K stuff", "stuff"),
        ("échange 5 R", None),
        ("échange tout", None),
        ("échange", None),
    ],
)
def test_the_word_that_is_no_tile(typed: str, word: str | None) -> None:
    assert exchange_not_a_tile(typed) == word


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "échange 5 chose",
            "« chose » n'est pas un jeton : A, 2 à 10, V, D, R (ou J, Q, K).",
        ),
        ("en", "exchange K stuff", "“stuff” is not a tile: A, 2 to 10, J, Q, K (or V, D, R)."),
    ],
)
async def test_an_exchange_names_the_word_that_is_no_tile(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 13_701 if lang == "fr" else 13_702
    await plant(db, user, Grid(size=15), STUCK)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.splitlines()[0] == said, text
    assert text.splitlines()[1].startswith(("Vos jetons", "Your tiles")), text
    assert await db.questions.pending_question(user, user) is not None
