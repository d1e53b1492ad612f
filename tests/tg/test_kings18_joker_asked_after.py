"""kings18: « Joker? c'est quoi » or « le joker, ça veut dire quoi? » (the word first, the
question after) at a game step got « Je n'ai pas compris votre coup. », read as a move,
though « c'est quoi le joker » is told what the Joker is. Now the question after the word is
read as the question before it, at a game step, a count and a best-move question."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_in_step
from bot.drills.kings_questions import asks_joker
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "text",
    [
        "Joker? c'est quoi",
        "Joker, c'est quoi?",
        "le joker, ça veut dire quoi?",
        "Le Joker c'est quoi ça",
        "joker ca sert a quoi",
        "Muggins? c'est quoi",
        "joker? what is that",
        "joker: what does it mean?",
    ],
)
def test_the_joker_asked_after_its_name_is_a_question(text: str) -> None:
    assert said_in_step(text) is Said.ABOUT_JOKER
    assert asks_joker(text)


@pytest.mark.parametrize("text", ["joker", "Joker!", "H8 → 5 6 4", "joker 12"])
def test_a_call_or_a_move_stays_what_it_was(text: str) -> None:
    assert said_in_step(text) is not Said.ABOUT_JOKER


@pytest.mark.parametrize(
    ("lang", "typed", "first"),
    [
        ("fr", "Joker? c'est quoi", "On crie Joker quand j'oublie des points dans mon compte"),
        ("fr", "le joker, ça veut dire quoi?", "On crie Joker quand j'oublie des points"),
        ("en", "joker? what is that", "Joker is for when I forget points in my count"),
    ],
)
async def test_at_a_game_step_it_is_told_what_the_joker_is(
    bot_driver: Driver, db: Database, lang: str, typed: str, first: str
) -> None:
    user = 18_101 if lang == "fr" else 18_102
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(first), text
    assert "compris" not in text and "understand" not in text, text
    assert (await db.questions.pending_question(user, user)) == question
