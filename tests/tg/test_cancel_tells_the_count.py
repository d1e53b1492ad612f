"""/annuler on a hand or a crib: what was dropped, and how it counts. « Abandonnée. Elle
valait 4 points. » named neither (the player gave up: the count is what they wanted)."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, texts

I18N = I18n.load()


@pytest.mark.parametrize(
    ("code", "lang", "command", "cancel", "head"),
    [
        ("fr-CA", "fr", "/main", "/annuler", "Main abandonnée."),
        ("fr-CA", "fr", "/crib", "/annuler", "Crib abandonné."),
        ("en", "en", "/hand", "/cancel", "Hand dropped."),
        ("en", "en", "/crib", "/cancel", "Crib dropped."),
    ],
)
async def test_cancel_says_what_was_dropped_and_its_count(
    bot_driver: Driver, db: Database, code: str, lang: str, command: str, cancel: str, head: str
) -> None:
    await bot_driver.send(command, user_id=21, language_code=code)
    question = await db.questions.pending_question(21, 21)
    assert question is not None
    call = render.called_count_text(Deal.from_dict(question.deal).score(), I18N.translator(lang))
    sent = texts(await bot_driver.send(cancel, user_id=21, language_code=code))
    assert len(sent) == 1, sent
    count = "Le compte\u00a0: " if lang == "fr" else "The count: "
    assert sent[0] == f"{head} {count}{call}.", sent[0]
    assert await db.questions.pending_question(21, 21) is None
