"""Pressing « J'ai gagné » under a private notice whose table's score was confirmed meanwhile
replaced the notice's text (« Ronde 1 — table 1, contre … ») by « Ce pointage est déjà
confirmé. »: the round and the table were no longer shown. The notice keeps its text, says
it under it, and loses its buttons."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "Ce pointage est déjà confirmé."), ("en", "This score is confirmed already.")],
)
async def test_an_old_key_keeps_the_notice(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, _b = await hall.one_table("fadoq")
    notice = next(m for m in local_api.messages(a) if "nw:" in str(m.get("reply_markup", "")))
    text = html_to_text(notice["text"]) if "text" in notice else None
    # the score settled the way the keys do not see: written straight in the storage
    await hall.db.nights.correct_score(night_id=night.id, round=1, table=1, a=121, b=80, by=1)
    calls = await bot_driver.press(
        f"nw:{night.id}:1:1:w", notice["message_id"], user_id=a, language_code=lang
    )
    assert calls
    now = next(m for m in local_api.messages(a) if m["message_id"] == notice["message_id"])
    assert html_to_text(now["text"]) == f"{text}\n{said}"
    assert "nw:" not in str(now.get("reply_markup", ""))
