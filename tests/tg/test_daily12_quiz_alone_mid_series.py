"""« /quiz » (or « /regles ») while her own series waited on its poll sent a lone poll under
it: the series sat unanswered above, the lone answer did not move it on, and nothing said
so. Now she is told where her series stands and how to go on or stop, and no poll is sent."""

from __future__ import annotations

import pytest
from test_quiz_handlers import correct, last_poll, polls_sent

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts


@pytest.mark.parametrize(
    ("code", "typed", "said"),
    [
        (
            "fr-CA",
            "/quiz",
            "Votre quiz est en cours : question 2 sur 3, dans le sondage ci-dessus."
            " Touchez-y une réponse; /annuler arrête la série.",
        ),
        ("fr-CA", "/regles", "Votre quiz est en cours : question 2 sur 3"),
        (
            "en",
            "/quiz",
            "Your quiz is under way: question 2 of 3, in the poll above."
            " Tap an answer there; /cancel stops the series.",
        ),
    ],
)
async def test_a_lone_quiz_mid_series_points_to_the_series(
    bot_driver: Driver, local_api: LocalBotApi, code: str, typed: str, said: str
) -> None:
    await bot_driver.send("/quiz 3", user_id=9_471, language_code=code)
    poll = last_poll(local_api, 9_471)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=9_471, language_code=code)
    calls = await bot_driver.send(typed, user_id=9_471, language_code=code)
    assert polls_sent(calls) == [], texts(calls)
    (text,) = texts(calls)
    assert html_to_text(text).replace("\u00a0", " ").startswith(said), text


async def test_in_a_group_her_name_comes_first(bot_driver: Driver, local_api: LocalBotApi) -> None:
    group = {"chat_id": -100_9471, "chat_type": "supergroup"}
    zoe = {"user_id": 9_472, "first_name": "Zoé", "language_code": "fr"}
    await bot_driver.send("/quiz 3", **group, **zoe)
    calls = await bot_driver.send("/quiz", **group, **zoe)
    assert polls_sent(calls) == []
    (text,) = texts(calls)
    assert text.startswith("<b>Zoé</b>") and "question 1 sur 3" in text, text


async def test_once_the_series_is_over_quiz_sends_a_poll(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/quiz 2", user_id=9_473, language_code="fr")
    for _ in range(2):
        poll = last_poll(local_api, 9_473)
        await bot_driver.answer_poll(poll["id"], correct(poll), user_id=9_473, language_code="fr")
    assert len(polls_sent(await bot_driver.send("/quiz", user_id=9_473))) == 1
