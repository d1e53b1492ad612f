"""kings15: « c'est quoi un jeton foncé » ("what is a dark tile") under « /rois compte » or
« /rois meilleur », whose grids mark dark tiles with « * jeton foncé », got « Répondez par le
nombre de points, par exemple 12. » (« Choisissez un coup… »), nothing of what was asked. Now
what a dark tile is, as at a game step, then what the question waits for; it still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said", "then"),
    [
        ("fr", "/rois compte", "c'est quoi un jeton foncé", "pâles et foncés", "nombre de points"),
        ("fr", "/rois meilleur", "c'est quoi l'étoile?", "pâles et foncés", "Choisissez un coup"),
        ("en", "/kings count", "what is a dark tile", "light and dark", "number of points"),
        ("en", "/kings best", "what does the star mean?", "light and dark", "Choose a move"),
    ],
)
async def test_the_dark_tile_asked_under_a_drill_is_told(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str, then: str
) -> None:
    user = 15110 + (lang == "en") + 2 * command.endswith(("meilleur", "best"))
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith("Les jetons" if lang == "fr" else "The tiles"), text
    assert said in text and then in text, text
    assert (await db.questions.pending_question(user, user)) == question
