"""« /defi ? », "/daily ?" answered « Je ne peux pas lire « ? » comme un jour », where « /defi
aide » gives the usage: a question mark alone asks how /defi is used."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock

from bot.tg.local import Driver, texts

__all__ = ["clock"]


@pytest.mark.parametrize(
    ("lang", "typed", "usage"),
    [("fr", "/defi ?", "/defi joue le défi du jour"), ("en", "/daily ?", "/daily plays today")],
)
async def test_a_question_mark_asks_for_the_usage(
    bot_driver: Driver, clock: Clock, lang: str, typed: str, usage: str
) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=72, language_code=lang))
    assert usage in text, text
    assert "lire" not in text and "read" not in text, text
