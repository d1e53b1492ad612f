"""/jeu compte: « muggins » got « Je ne connais pas le mot « muggins ». », though /main
explains where muggins is called; now the same explanation, and the question stays open."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.peg_calls import parse_peg_call
from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr", "muggins", "On crie muggins sur le compte de l'adversaire"),
        ("fr", "Muggins! 2", "dites ce que marque votre carte"),
        ("en", "muggins", "Muggins is called on the other player's count"),
    ],
)
async def test_muggins_at_a_card_of_the_play_is_explained(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    await bot_driver.send("/peg count", user_id=61, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=61, language_code=code)))
    assert told in reply, reply
    assert "connais pas" not in reply and "don't know the word" not in reply
    assert await db.stats.attempts(61) == []


def test_muggins_is_no_call_of_the_play() -> None:
    with pytest.raises(AnswerError) as raised:
        parse_peg_call("muggins")
    assert raised.value.reason is AnswerErrorReason.MUGGINS


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr", "muggins", "Ici, dites ce que chacun a marqué"),
        ("fr", "comment on compte?", "2 si elle fait 15 ou 31"),
        ("en", "muggins!", "say what you and your opponent pegged"),
        ("en", "how do I count this?", "1 for the go or the last card"),
    ],
)
async def test_muggins_or_how_at_a_round_is_answered(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    """/jeu tour: « muggins » and « comment on compte? » got only « Envoyez deux nombres… »."""
    await bot_driver.send("/peg round", user_id=62, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=62, language_code=code)))
    assert told in reply, reply
    assert await db.stats.attempts(62) == []
