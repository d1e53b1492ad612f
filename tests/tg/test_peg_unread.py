"""/jeu compte and /jeu tour: « c'est quoi un skunk? » typed under the question is a word
asked, not an answer: its meaning is told, the question waits for its answer, and nothing is
graded (an unreadable answer's other replies are pinned in test_peg_handlers and
test_drill_dont_know)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "command", "typed", "waits"),
    [
        ("fr", "/jeu compte", "c'est quoi un skunk?", "attend toujours votre réponse"),
        ("fr", "/jeu tour", "c'est quoi un skunk?", "attend toujours votre réponse"),
        ("en", "/peg round", "what is a skunk?", "still waiting"),
    ],
)
async def test_a_word_asked_is_answered_and_the_question_waits(
    bot_driver: Driver, db: Database, code: str, command: str, typed: str, waits: str
) -> None:
    user = 39_400 + len(command) + len(typed)
    await bot_driver.send(command, user_id=user, language_code=code)
    asked = await db.questions.pending_question(user, user)
    assert asked is not None
    reply = "\n".join(texts(await bot_driver.send(typed, user, language_code=code)))
    assert reply.startswith("<b>Skunk</b>\n"), reply
    assert waits in reply, reply
    assert await db.questions.pending_question(user, user) == asked
    assert await db.stats.attempts(user) == []
