"""kings15: « combien il reste de jetons? » ("how many tiles are left?") at a Kings game step
got « Je n'ai pas compris votre coup. C'est à vous de jouer. », though the step's own line says
« Jetons dans le sac : … ». Now read as the score asked is: the scores and the bag, the step
still waiting."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_score
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "text",
    [
        "combien il reste de jetons?",
        "Combien de jetons dans le sac",
        "il reste combien de jetons dans le sac?",
        "how many tiles are left?",
        "How many tiles in the bag",
    ],
)
def test_the_bag_asked_is_read(text: str) -> None:
    assert asks_score(text)


@pytest.mark.parametrize("text", ["H8 → 5 6 4", "sac", "je reste", "combien pour 5 6 4?"])
def test_no_bag_asked(text: str) -> None:
    assert not asks_score(text)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "combien il reste de jetons?", "Jetons dans le sac : 10"),
        ("en", "how many tiles are left?", "Tiles in the bag: 10"),
    ],
)
async def test_the_bag_asked_at_a_step_is_told(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 15050 if lang == "fr" else 15051
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert said in text, text
    assert "compris" not in text and "understand" not in text, text
    assert (await db.questions.pending_question(user, user)) == question
