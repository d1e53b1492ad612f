"""« /quiz 10 » while a series ran started a new one and closed the old one's poll without a
word: she could believe both ran. The new series' first message now says, in one line, where
the old one stopped."""

from __future__ import annotations

import pytest
from test_quiz_handlers import correct, last_poll

from bot.tg.local import Driver, LocalBotApi, texts


@pytest.mark.parametrize(
    ("code", "stopped"),
    [
        ("fr-CA", "La série précédente s'est arrêtée à la question 2 sur 3."),
        ("en", "The previous series stopped at question 2 of 3."),
    ],
)
async def test_a_new_series_says_the_old_one_stopped(
    bot_driver: Driver, local_api: LocalBotApi, code: str, stopped: str
) -> None:
    await bot_driver.send("/quiz 3", user_id=9_431, language_code=code)
    poll = last_poll(local_api, 9_431)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=9_431, language_code=code)
    said = texts(await bot_driver.send("/quiz 10", user_id=9_431, language_code=code))
    assert stopped in said[0].replace("\u00a0", " "), said
    first = texts(await bot_driver.send("/quiz 10", user_id=9_432, language_code=code))
    assert "previous" not in first[0] and "précédente" not in first[0], first
