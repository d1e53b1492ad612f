"""« /fuseau Lyon »: the reply said « Écrivez une ville, comme Montréal… » to a player who had
just typed a city. It now says to write the nearest big city (or the country)."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock, last_text
from test_handlers import callback_datas

from bot.storage import Database
from bot.tg.local import Driver

__all__ = ["clock"]


@pytest.mark.parametrize(
    ("lang", "said", "unsaid"),
    [
        (
            "fr",
            "Au Canada, écrivez la grande ville la plus proche\u00a0: <code>Montréal</code>",
            "Écrivez une ville",
        ),
        ("en", "In Canada, write the nearest big city: <code>Montreal</code>", "Write a city"),
    ],
)
async def test_an_unknown_town_is_told_the_nearest_big_city(
    bot_driver: Driver, db: Database, clock: Clock, lang: str, said: str, unsaid: str
) -> None:
    calls = await bot_driver.send("/fuseau Lyon", user_id=59, language_code=lang)
    text = last_text(calls)
    assert said in text and unsaid not in text, text
    assert list(callback_datas(calls)) == []
