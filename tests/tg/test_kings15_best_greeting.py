"""kings15: « bonjour » or « merci » at « /rois meilleur » got « Choisissez un coup : touchez son
bouton ou écrivez sa lettre, de A à C. », no greeting back (a game step and, now, a count greet
and thank). Now greeted or thanked back first; the question still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_BEST
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/rois meilleur", "bonjour", "Bonjour! Choisissez un coup"),
        ("fr", "/rois meilleur", "merci", "De rien! Choisissez un coup"),
        ("en", "/kings best", "hello", "Hello! Choose a move"),
        ("en", "/kings best", "thanks", "You're welcome! Choose a move"),
    ],
)
async def test_a_greeting_at_a_best_move_question_is_greeted_back(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str
) -> None:
    user = 15100 if lang == "fr" else 15101
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == KINGS_BEST
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert (await db.questions.pending_question(user, user)) == question
