"""A series whose first poll Telegram refused (none sent yet): in a group, another member's
/quiz read « question 1 sur 3 » while its starter's /annuler said « Quiz arrêté à la question
0 sur 3 », a question that never was (/cancel in private alike). The question a series stands
at is one function now (`drills.quiz.question_at`), read by every line that names it."""

from __future__ import annotations

import pytest

from bot.drills.quiz import question_at
from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi, texts
from bot.views import quiz as view

GROUP = -100_770


@pytest.mark.parametrize(("sent", "at"), [(0, 1), (1, 1), (3, 3)])
def test_a_series_stands_at_its_last_poll_or_the_first(sent: int, at: int) -> None:
    assert question_at(sent) == at


def test_each_line_names_the_question_the_series_stands_at() -> None:
    tr = I18n.load().translator("en")
    assert "question 1 of 3" in view.series_stopped(0, 3, tr)
    assert "question 1 of 3" in view.series_left("Zoé", 0, 3, tr)
    assert "question 1 of 3" in view.series_running("Zoé", 0, 3, tr)
    assert "question 2 of 3" in view.series_stopped(2, 3, tr)


async def test_a_series_stopped_before_its_first_poll_went_out(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    local_api.fail("sendPoll", 400, "Bad Request: simulated", times=5)
    group = {"chat_id": GROUP, "chat_type": "supergroup", "language_code": "fr"}
    await bot_driver.send("/quiz 3", user_id=9_401, **group)
    (running,) = texts(await bot_driver.send("/quiz 3", user_id=9_402, **group))
    assert "question 1 sur 3" in running
    (stopped,) = texts(await bot_driver.send("/annuler", user_id=9_401, **group))
    assert stopped.startswith("<b>Player</b>\u00a0: Quiz arrêté à la question 1 sur 3."), stopped
    await bot_driver.send("/quiz 3", user_id=9_403, language_code="fr")
    (alone,) = texts(await bot_driver.send("/annuler", user_id=9_403, language_code="fr"))
    assert alone.startswith("Quiz arrêté à la question 1 sur 3."), alone
