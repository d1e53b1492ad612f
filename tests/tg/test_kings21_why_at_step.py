"""kings21: « pourquoi? » right under « Vous n'avez aucun coup permis : passez… » got « Je n'ai
pas compris votre coup. C'est à vous de jouer. »: a player who wonders why they cannot play
was told their question was a move not understood. Now « pourquoi? » / "why?" at a step is
told why there is no move (every line a move makes or lengthens must score), or, once a move
was counted, where the counts are explained; then the step, as « c'est à qui? » gets it."""

from __future__ import annotations

import pytest

from bot.drills.kings_questions import asks_why
from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain
from tests.tg.test_kings6_pass import SEVENS, STUCK, plant

WHY = {
    "fr": (
        "pourquoi?",
        "Chaque main qu'un coup forme ou allonge doit rapporter des points : une quinzaine, "
        "une paire ou une suite. Avec vos jetons, aucun coup n'y arrive ici.",
        "Chaque compte que je donne est expliqué main par main, avec ses points.",
        "C'est à vous de jouer.",
    ),
    "en": (
        "Why?",
        "Every line a move makes or lengthens must score points: a fifteen, a pair or a run. "
        "With your tiles, no move does that here.",
        "Every count I give is explained line by line, with its points.",
        "It is your turn.",
    ),
}


@pytest.mark.parametrize("text", ["pourquoi?", "Pourquoi pas?", "mais pourquoi", "why?", "Why not"])
def test_why_asked(text: str) -> None:
    assert asks_why(text)


@pytest.mark.parametrize("text", ["pourquoi H8?", "H8 → 5 6 4", "quoi?", "pourquoi je perds 5"])
def test_no_why_asked(text: str) -> None:
    assert not asks_why(text)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_with_no_move_is_told_why(bot_driver: Driver, db: Database, lang: str) -> None:
    typed, stuck, _, turn = WHY[lang]
    user = 21_100 if lang == "fr" else 21_101
    question = await plant(db, user, Grid(), STUCK, SEVENS)
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[:2] == [stuck, turn], lines
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_with_a_move_points_to_the_counts(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    typed, _, counts, turn = WHY[lang]
    user = 21_110 if lang == "fr" else 21_111
    await plant(db, user, LAID, "A 5 6 4 K", SEVENS)
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[:2] == [counts, turn], lines
