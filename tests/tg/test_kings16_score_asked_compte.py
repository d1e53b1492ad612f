"""kings16: « quel est le compte? » (« c'est quoi le compte », « le compte? »: in Québec the
score of a game is « le compte », as of a hockey game) at a Kings game step got « Je n'ai pas
compris votre coup. C'est à vous de jouer. ». Now read as « le pointage? » is: the scores and the
bag, the step still waiting. « comment on compte? » still asks how a hand counts."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.drills.kings_questions import asks_score
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "text",
    [
        "quel est le compte?",
        "C'est quoi le compte",
        "le compte?",
        "on est rendus où dans le compte?",
    ],
)
def test_the_score_asked_as_le_compte(text: str) -> None:
    assert asks_score(text)


@pytest.mark.parametrize("text", ["ton compte est bon", "H8 → 5 6 4 = 9", "je compte 9"])
def test_no_score_asked(text: str) -> None:
    assert not asks_score(text)


def test_how_to_count_is_still_the_counting() -> None:
    assert said_to_step("comment on compte?") is Said.ABOUT_COUNTING


async def test_le_compte_asked_at_a_step_is_told(bot_driver: Driver, db: Database) -> None:
    user = 16_021
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send("quel est le compte?", user, language_code="fr"))
    assert "Vous 0, moi 0. Jetons dans le sac : 10" in text, text
    assert "compris" not in text, text
    assert (await db.questions.pending_question(user, user)) == question
