"""« quit », "I give up" (as « j'abandonne » is) in a Kings game step was answered « I did not
understand your move. »: the stop is asked, as « stop » and « abandon » ask it."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, reads_step, said_in_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_step_replies import reply_with_a_move


@pytest.mark.parametrize(
    "text", ["quit", "I quit", "I give up", "i give up.", "je quitte", "quitter", "Je quitte."]
)
def test_quitting_in_words_asks_the_stop(text: str) -> None:
    assert said_in_step(text) is Said.STOP
    assert reads_step(text)


@pytest.mark.parametrize(
    ("lang", "typed", "asked"),
    [
        ("en", "I give up", "Stop this game? It ends here and cannot be taken up again."),
        ("fr", "je quitte", "Arrêter cette partie? Elle finit ici et ne pourra pas être reprise."),
    ],
)
async def test_the_stop_is_asked(
    bot_driver: Driver, db: Database, lang: str, typed: str, asked: str
) -> None:
    user = 7795 if lang == "fr" else 7796
    assert await reply_with_a_move(bot_driver, db, user, lang, typed) == asked
