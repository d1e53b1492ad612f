"""In a group, Zoé ran /quiz 5 and left her poll unanswered; an hour later Lucie's /quiz 3
started at once and Zoé's poll closed under her eyes without a word: coming back, she found
her quiz gone and could not tap it. Lucie's series now opens by saying that Zoé's quiz, left
without an answer, is stopped, and where it stood."""

# A recent series still holds the group (test_quiz_handlers): nothing is stopped, no line.

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.storage import Database
from bot.storage.sql import iso_utc
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.test_quiz_handlers import closed_by, last_poll, polls_sent

GROUP = -100_1822
GROUP_CHAT = {"chat_id": GROUP, "chat_type": "supergroup"}


async def an_hour_ago(db: Database) -> None:
    """Zoé's series and its poll were sent an hour ago (past `RUNNING_FOR`)."""
    then = iso_utc(db.moment() - timedelta(hours=1))
    async with db.transaction() as conn:
        for table in ("quiz_series", "quiz_polls"):
            await conn.execute(
                f"UPDATE {table} SET created_at = ? WHERE chat_id = ?", (then, GROUP)
            )


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("fr", "Le quiz de Player, resté sans réponse à la question 1 sur 5, est arrêté."),
        ("en", "Player's quiz, left without an answer at question 1 of 5, is stopped."),
    ],
)
async def test_a_series_taken_over_says_whose_quiz_stopped(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, code: str, said: str
) -> None:
    """Her name as Telegram's getChatMember gives it (the fake says « Player »)."""
    zoe = {"user_id": 9_191, "first_name": "Zoé", "language_code": code}
    lucie = {"user_id": 9_192, "first_name": "Lucie", "language_code": code}
    await bot_driver.send("/quiz 5", **GROUP_CHAT, **zoe)
    old = last_poll(local_api, GROUP)
    await an_hour_ago(db)
    calls = await bot_driver.send("/quiz 3", **GROUP_CHAT, **lucie)
    assert closed_by(calls, local_api, old)
    assert len(polls_sent(calls)) == 1
    intro = html_to_text(texts(calls)[0]).replace("\u00a0", " ")
    assert intro.splitlines()[0] == said, intro


async def test_a_new_series_with_none_left_says_no_such_line(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    calls = await bot_driver.send("/quiz 3", user_id=9_193, language_code="fr", **GROUP_CHAT)
    intro = html_to_text(texts(calls)[0]).replace("\u00a0", " ")
    assert intro.startswith("Quiz des règles : 3 questions."), intro
    assert "arrêté" not in intro, intro
