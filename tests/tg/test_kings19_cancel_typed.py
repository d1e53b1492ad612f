"""kings19: « annuler » typed at a Kings game step got « Je n'ai pas compris votre coup. C'est
à vous de jouer. », though /annuler, « stop » and « abandon » ask « Arrêter cette partie? »:
the word of /annuler ("cancel") typed alone now asks the same."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_in_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize("typed", ["annuler", "Annuler.", "annule", "cancel"])
def test_cancel_typed_alone_is_the_stop(typed: str) -> None:
    assert said_in_step(typed) is Said.STOP


@pytest.mark.parametrize(
    ("lang", "typed", "asked"),
    [
        ("fr", "annuler", "Arrêter cette partie? Elle finit ici et ne pourra pas être reprise."),
        ("en", "cancel", "Stop this game? It ends here and cannot be taken up again."),
    ],
)
async def test_cancel_typed_at_a_step_asks_as_stop_does(
    bot_driver: Driver, db: Database, lang: str, typed: str, asked: str
) -> None:
    user = 19_061 if lang == "fr" else 19_062
    question = await plant(db, user, LAID, "A 5 6 4 K")
    stop = plain(await bot_driver.send("stop", user, language_code=lang))
    assert stop == asked, stop
    await bot_driver.send("non" if lang == "fr" else "no", user, language_code=lang)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == asked, text
    assert (await db.questions.pending_question(user, user)) == question
