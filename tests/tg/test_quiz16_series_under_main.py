"""« /quiz 2 », then « /main » and « /annuler » (its hand dropped), then « /quiz »: a lone
poll went out under the series still waiting above it, and the next « /quiz 2 » read « La
série précédente s'est arrêtée à la question 1 sur 2 ». The series waits on its poll although
a hand was dealt after it: /quiz says where it stands, as without the /main."""

from __future__ import annotations

import pytest
from test_quiz_handlers import polls_sent

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts


@pytest.mark.parametrize(
    ("code", "cancel", "said"),
    [
        ("fr-CA", "/annuler", "Votre quiz est en cours : question 1 sur 2"),
        ("en", "/cancel", "Your quiz is under way: question 1 of 2"),
    ],
)
async def test_quiz_after_a_hand_dropped_points_to_the_series(
    bot_driver: Driver, local_api: LocalBotApi, code: str, cancel: str, said: str
) -> None:
    player = {"user_id": 9_161, "language_code": code}
    await bot_driver.send("/quiz 2", **player)
    await bot_driver.send("/main", **player)
    await bot_driver.send(cancel, **player)
    calls = await bot_driver.send("/quiz", **player)
    assert polls_sent(calls) == [], texts(calls)
    (text,) = texts(calls)
    assert html_to_text(text).replace("\u00a0", " ").startswith(said), text


async def test_quiz_with_a_hand_pending_points_to_the_series(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    player = {"user_id": 9_162, "language_code": "fr"}
    await bot_driver.send("/quiz 2", **player)
    await bot_driver.send("/main", **player)
    calls = await bot_driver.send("/quiz", **player)
    assert polls_sent(calls) == [], texts(calls)
    assert "question 1 sur 2" in html_to_text(texts(calls)[-1])


@pytest.mark.parametrize(
    ("code", "cancel", "said"),
    [
        ("fr-CA", "/annuler", "Touchez une des réponses du sondage ci-dessus."),
        ("en", "/cancel", "Tap one of the answers in the quiz above."),
    ],
)
async def test_text_after_a_hand_dropped_points_to_the_series(
    bot_driver: Driver, local_api: LocalBotApi, code: str, cancel: str, said: str
) -> None:
    """Typed after the hand was dropped, « je sais pas » read « Rien à compter pour
    l'instant : /main vous donne une main. », as if no quiz waited on her."""
    player = {"user_id": 9_163, "language_code": code}
    await bot_driver.send("/quiz 2", **player)
    await bot_driver.send("/main", **player)
    await bot_driver.send(cancel, **player)
    (text,) = texts(await bot_driver.send("je sais pas", **player))
    assert html_to_text(text).startswith(said), text
