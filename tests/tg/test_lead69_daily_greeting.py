"""« bonjour », « merci » typed while a part of the daily challenge waits got « Je ne connais pas
le mot « bonjour ». Comptez comme ceci… », where /main answers them in kind since chatter11:
the daily does the same, nothing graded, the part still waiting."""

from __future__ import annotations

import pytest
from test_daily_chat import pending

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("lang", "daily", "typed", "said"),
    [
        ("fr", "/defi", "bonjour", "Bonjour! Votre question ci-dessus attend toujours"),
        ("fr", "/defi", "merci", "De rien! Votre question ci-dessus attend toujours"),
        ("en", "/daily", "hello", "Hello! Your question above is still waiting"),
    ],
)
async def test_a_greeting_under_a_daily_part_is_answered_in_kind(
    bot_driver: Driver, db: Database, lang: str, daily: str, typed: str, said: str
) -> None:
    user = 9_830 + len(typed)
    await bot_driver.send(daily, user_id=user, language_code=lang)
    asked = await pending(db, user)
    [reply] = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert html_to_text(reply).startswith(said), reply
    still = await pending(db, user)
    assert still.id == asked.id and still.is_pending
