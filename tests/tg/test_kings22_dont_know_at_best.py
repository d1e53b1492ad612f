"""kings22: « je sais pas » (« aucune idée », "no idea") under /rois meilleur got the bare
« Choisissez un coup : touchez son bouton ou écrivez sa lettre, de A à C. », while under
/rois compte (and the lay-away) a shrug is met with « Pas de souci! » and what to do. The
best-move question now says it too: pick the move that looks best, the points of each and
why the best wins are shown after; the question still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/rois meilleur", "je sais pas", "Pas de souci! Choisissez le coup qui vous semble"),
        ("fr", "/rois meilleur", "aucune idée", "Pas de souci! Choisissez le coup qui vous semble"),
        ("en", "/kings best", "no idea", "No problem! Choose the move that looks best to you"),
        ("en", "/kings best", "I don't know", "No problem! Choose the move that looks best to"),
    ],
)
async def test_a_shrug_at_the_best_move_is_told_to_pick_one(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str
) -> None:
    user = 22_601 if lang == "fr" else 22_602
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert "A" in text and ("de A à" in text or "A to" in text), text
    assert (await db.questions.pending_question(user, user)) == question
