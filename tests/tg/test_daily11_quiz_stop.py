"""« /quiz stop » (« /quiz arrête ») in the middle of a series said « Je ne comprends pas
« stop » » with the usage, which names no way to stop, and the series went on: only /annuler
stopped it. Now the words stop the series as /annuler does; with none running, she is told so."""

from __future__ import annotations

import pytest
from test_quiz_handlers import correct, last_poll

from bot.drills import quiz as quiz_drill
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts


@pytest.mark.parametrize(
    ("code", "typed", "stopped", "none"),
    [
        ("fr-CA", "/quiz stop", "Quiz arrêté à la question 1 sur 10.", "Aucune série de quiz"),
        ("fr-CA", "/quiz arrête", "Quiz arrêté à la question 1 sur 10.", "Aucune série de quiz"),
        ("en", "/quiz stop", "Quiz stopped at question 1 of 10.", "No quiz series"),
    ],
)
async def test_quiz_stop_stops_the_series(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    code: str,
    typed: str,
    stopped: str,
    none: str,
) -> None:
    await bot_driver.send("/quiz 10", user_id=9, language_code=code)
    last_poll(local_api, 9)
    said = texts(await bot_driver.send(typed, user_id=9, language_code=code))
    assert len(said) == 1 and said[0].replace("\u00a0", " ").startswith(stopped), said
    again = texts(await bot_driver.send(typed, user_id=9, language_code=code))
    assert len(again) == 1 and again[0].startswith(none), again


def test_the_stop_words() -> None:
    for words in (["stop"], ["Arrête"], ["arreter"], ["fin"], ["STOP"]):
        assert quiz_drill.asks_to_stop(words), words
    for words in ([], ["10"], ["stop", "10"], ["rois"]):
        assert not quiz_drill.asks_to_stop(words), words


async def test_quiz_stop_in_a_group_stops_only_her_own(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    group = {"chat_id": -100_300, "chat_type": "supergroup"}
    marie = {"user_id": 70, "first_name": "Marie", "language_code": "fr"}
    hans = {"user_id": 71, "first_name": "Hans", "language_code": "fr"}
    await bot_driver.send("/quiz 3", **group, **marie)
    poll = last_poll(local_api, -100_300)
    await bot_driver.answer_poll(poll["id"], correct(poll), **marie)
    (said,) = texts(await bot_driver.send("/quiz stop", **group, **hans))
    assert said.replace("\u00a0", " ").startswith("<b>Hans</b> — Un quiz lancé par Marie"), said
    (said,) = texts(await bot_driver.send("/quiz stop", **group, **marie))
    assert "Quiz arrêté à la question 2 sur 3" in said.replace("\u00a0", " "), said
