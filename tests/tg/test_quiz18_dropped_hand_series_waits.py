"""« /quiz 2 », then « /main » and « /annuler »: the reply read « Main abandonnée. Le compte :
quinze 2… » and said nothing of the series still waiting on its poll above, which she could
believe dropped with the hand. The line now says that her quiz still waits there."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts


@pytest.mark.parametrize(
    ("code", "cancel", "dropped", "waits"),
    [
        (
            "fr-CA",
            "/annuler",
            "Main abandonnée.",
            "Votre quiz attend toujours : question 1 sur 2, dans le sondage ci-dessus.",
        ),
        (
            "en",
            "/cancel",
            "Hand dropped.",
            "Your quiz still waits: question 1 of 2, in the poll above.",
        ),
    ],
)
async def test_hand_dropped_under_a_series_says_the_series_waits(
    bot_driver: Driver, local_api: LocalBotApi, code: str, cancel: str, dropped: str, waits: str
) -> None:
    player = {"user_id": 9_181, "language_code": code}
    await bot_driver.send("/quiz 2", **player)
    await bot_driver.send("/main", **player)
    (text,) = texts(await bot_driver.send(cancel, **player))
    said = html_to_text(text).replace("\u00a0", " ")
    assert said.startswith(dropped), said
    assert waits.replace("\u00a0", " ") in said, said


async def test_hand_dropped_with_no_series_says_nothing_of_a_quiz(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    player = {"user_id": 9_182, "language_code": "fr"}
    await bot_driver.send("/main", **player)
    (text,) = texts(await bot_driver.send("/annuler", **player))
    assert "quiz" not in html_to_text(text).lower(), text


async def test_hand_dropped_after_the_series_answered_says_nothing_of_a_quiz(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """A lone poll answered, then a hand dropped: no series waits, no line about one."""
    player = {"user_id": 9_183, "language_code": "fr"}
    await bot_driver.send("/quiz 2", **player)
    await bot_driver.send("/annuler", **player)
    await bot_driver.send("/main", **player)
    (text,) = texts(await bot_driver.send("/annuler", **player))
    assert "quiz" not in html_to_text(text).lower(), text
