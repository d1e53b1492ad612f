"""kings15: « c'est à qui? » (« à qui le tour? », "whose turn?") at a Kings game step got « Je
n'ai pas compris votre coup. C'est à vous de jouer. »: the question was understood, and
answered. Now « C'est à vous de jouer. » and the step, without « pas compris »."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_turn
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "text",
    [
        "c'est à qui?",
        "à qui le tour?",
        "C'est à qui de jouer",
        "c'est mon tour?",
        "whose turn?",
        "is it my turn?",
        "who plays?",
        "qui joue?",
        "c'est à moi?",  # play27
        "cest a qui?",
        "à moi de jouer?",
    ],
)
def test_the_turn_asked_is_read(text: str) -> None:
    assert asks_turn(text)


@pytest.mark.parametrize("text", ["H8 → 5 6 4", "quoi?", "qui gagne?", "à toi", "tour"])
def test_no_turn_asked(text: str) -> None:
    assert not asks_turn(text)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [("fr", "c'est à qui?", "C'est à vous de jouer."), ("en", "whose turn?", "It is your turn.")],
)
async def test_the_turn_asked_at_a_step_is_answered(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 15080 if lang == "fr" else 15081
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert "compris" not in text and "understand" not in text, text
    assert (await db.questions.pending_question(user, user)) == question
