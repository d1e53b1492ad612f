"""« /quiz 2 », then « /main » (its hand unanswered), then « /quiz »: the reply said « …;
/annuler arrête la série », but the next /annuler dropped the hand (« Main abandonnée… ») and
the series went on. /quiz now says what /annuler will do: drop the question asked since
first, a second /annuler stopping the series."""

from __future__ import annotations

import pytest
from test_quiz_handlers import polls_sent

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts


@pytest.mark.parametrize(
    ("code", "cancel", "first", "then"),
    [
        (
            "fr-CA",
            "/annuler",
            "Une question posée depuis attend aussi : /annuler l'abandonne d'abord",
            "un deuxième /annuler arrête la série",
        ),
        (
            "en",
            "/cancel",
            "A question asked since waits too: /cancel drops it first",
            "a second /cancel stops the series",
        ),
    ],
)
async def test_quiz_over_a_pending_hand_says_cancel_drops_the_hand_first(
    bot_driver: Driver, local_api: LocalBotApi, code: str, cancel: str, first: str, then: str
) -> None:
    player = {"user_id": 9_171, "language_code": code}
    await bot_driver.send("/quiz 2", **player)
    await bot_driver.send("/main", **player)
    calls = await bot_driver.send("/quiz", **player)
    assert polls_sent(calls) == [], texts(calls)
    (text,) = texts(calls)
    said = html_to_text(text).replace("\u00a0", " ")
    assert first in said and then in said, said
    (dropped,) = texts(await bot_driver.send(cancel, **player))
    said = html_to_text(dropped).lower()  # the hand dropped, the series waiting still (quiz18)
    assert "arrêté à la question" not in said and "stopped at question" not in said, dropped
    (stopped,) = texts(await bot_driver.send(cancel, **player))
    assert "1" in stopped and "2" in stopped and "quiz" in stopped.lower(), stopped


async def test_quiz_with_nothing_asked_since_keeps_the_one_cancel(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    player = {"user_id": 9_172, "language_code": "fr"}
    await bot_driver.send("/quiz 2", **player)
    await bot_driver.send("/main", **player)
    await bot_driver.send("/annuler", **player)
    (text,) = texts(await bot_driver.send("/quiz", **player))
    said = html_to_text(text).replace("\u00a0", " ")
    assert said.endswith("/annuler arrête la série."), said
    assert "depuis" not in said, said
