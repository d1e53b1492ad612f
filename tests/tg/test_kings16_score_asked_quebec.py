"""kings16: « on est rendus à combien? » (« je suis rendu à combien? », « qui mène? », « combien
j'ai? », "who's ahead?"), the score asked as a club asks it, at a Kings game step got « Je n'ai
pas compris votre coup. C'est à vous de jouer. ». Now read as « le pointage? » is: the scores
and the bag, the step still waiting."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_score
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "text",
    [
        "on est rendus à combien?",
        "je suis rendu à combien?",
        "On est rendu a combien",
        "qui mène?",
        "qui mene",
        "qui est en avance?",
        "combien j'ai?",
        "who's ahead?",
        "who is leading?",
    ],
)
def test_the_score_asked_in_club_words(text: str) -> None:
    assert asks_score(text)


@pytest.mark.parametrize("text", ["H8 → 5 6 4", "je mène le 5 en H8", "j'ai un 5"])
def test_no_score_asked(text: str) -> None:
    assert not asks_score(text)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "on est rendus à combien?", "Vous 0, moi 0. Jetons dans le sac : 10"),
        ("en", "who's ahead?", "You 0, me 0. Tiles in the bag: 10"),
    ],
)
async def test_the_score_asked_at_a_step_is_told(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 16_041 if lang == "fr" else 16_042
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert said in text, text
    assert "compris" not in text and "understand" not in text, text
    assert (await db.questions.pending_question(user, user)) == question
