"""kings16: « /rois compte » shows a move whose tiles make or extend several hands, and asks
« Combien de points rapporte ce coup, bonus compris? ». A player who counts each hand aloud
answers with one count per hand (« 6 2 2 », « 6, 2 et 2 », « 6+2+2 »): he got « Répondez par le
nombre de points, par exemple 12. », though he had sent nothing but numbers of points. Now he
is told what the question wants of them: « Un compte par main? Envoyez le total du coup en un
seul nombre : toutes ses mains et ses bonus ensemble. »; the question still waits. Two counts
with nothing between (« 6 2 ») stay a count hesitated over (« 6 ou 2? »), as in the counting
drills."""

from __future__ import annotations

import pytest

from bot.drills.kings_answers import counts_listed
from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_COUNT
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

SAID = {
    "fr": (
        "Un compte par main? Envoyez le total du coup en un seul nombre : toutes ses mains et "
        "ses bonus ensemble."
    ),
    "en": (
        "One count per line? Send the move's total as one number: all its lines and bonuses "
        "together."
    ),
}


@pytest.mark.parametrize(
    ("text", "listed"),
    [
        ("6 2 2", True),
        ("6, 2 et 2", True),
        ("6, 2, 2", True),
        ("6+2+2", True),
        ("6 + 2", True),
        ("6 plus 2", True),
        ("6 + 2 + 2 + 10", True),
        ("6, 2 and 2", True),
        ("6 2", False),
        ("12 ou 14", False),
        ("12, 14 ou 16", False),
        ("12", False),
        ("douze", False),
        ("quinze 2, quinze 4 et une paire", False),
        ("15 2 15 4", False),
        ("H8 → 5 6 4", False),
    ],
)
def test_counts_listed(text: str, listed: bool) -> None:
    assert counts_listed(text) is listed


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/rois compte", "6 2 2"),
        ("fr", "/rois compte", "6, 2 et 2"),
        ("fr", "/rois compte", "6+2+2"),
        ("en", "/kings count", "6 2 2"),
        ("en", "/kings count", "6 + 2 + 10"),
    ],
)
async def test_one_count_per_hand_is_asked_for_the_total(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str
) -> None:
    user = 16_011 if lang == "fr" else 16_012
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == KINGS_COUNT
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == SAID[lang], text
    assert (await db.questions.pending_question(user, user)) == question
