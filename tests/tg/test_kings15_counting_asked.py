"""kings15: « c'est quoi une quinzaine? » (« comment on compte? », "what is a fifteen?") at a
Kings game step got « Je n'ai pas compris votre coup. C'est à vous de jouer. ». Now how a hand
counts, in the rules' words (seed 004, « Comptage des points »): fifteens 2, runs 3 to 5 in any
order, pairs 2, three alike 6, four 12, five 20, face tiles 10 and aces 1 in fifteens; the
step still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "typed",
    [
        "c'est quoi une quinzaine?",
        "C\u2019est quoi une suite",
        "une paire ça vaut combien?",
        "comment on compte?",
        "comment ça se compte",
        "comment on compte les points",
        "what is a fifteen?",
        "how do you count?",
        "what's a run",
    ],
)
def test_the_counting_asked_about_is_read(typed: str) -> None:
    assert said_to_step(typed) is Said.ABOUT_COUNTING


@pytest.mark.parametrize(
    "typed",
    [
        "quinze 2, quinze 4",
        "12",
        "H8 → 5 6 4 = 12",
        "paire",
        "suite 5 6 4 en H8",
        "c'est quoi la suite?",
        "how's the score?",
        "how many points do I have",
    ],
)
def test_a_count_or_a_move_is_not_the_counting_asked(typed: str) -> None:
    assert said_to_step(typed) is not Said.ABOUT_COUNTING


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "c'est quoi une quinzaine?", "jetons dont le total fait 15"),
        ("fr", "comment on compte?", "5 identiques : 20"),
        ("en", "what is a fifteen?", "tiles that total 15"),
    ],
)
async def test_the_counting_asked_at_a_step_is_told(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 15070 if lang == "fr" else 15071
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert said in text, text
    assert "compris" not in text and "understand" not in text, text
    assert (await db.questions.pending_question(user, user)) == question
