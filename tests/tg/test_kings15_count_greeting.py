"""kings15: « bonjour » or « merci » at « /rois compte » got « Répondez par le nombre de points,
par exemple 12. », no greeting back (the game's step greets and thanks). Now greeted or
thanked back, then the same request for a number; the question still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_COUNT
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/rois compte", "bonjour", "Bonjour! Répondez par le nombre de points"),
        ("fr", "/rois compte", "merci", "De rien! Répondez par le nombre de points"),
        ("en", "/kings count", "hello", "Hello! Answer with the number of points"),
        ("en", "/kings count", "thanks", "You're welcome! Answer with the number of points"),
    ],
)
async def test_a_greeting_at_a_count_is_greeted_back(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str
) -> None:
    user = 15020 if lang == "fr" else 15021
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == KINGS_COUNT
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert (await db.questions.pending_question(user, user)) == question
