"""kings15: « c'est quoi un jeton foncé » (« c'est quoi l'étoile », "what is a dark tile") at a
Kings game step got « Je n'ai pas compris votre coup… ». Now what a dark tile is, in the words
of the rules (seed 004: a hand of five tiles « de la même couleur » scores a bonus of 10), and
how to lay one; the step still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "typed",
    [
        "c'est quoi un jeton foncé",
        "C\u2019est quoi l'étoile ?",
        "jeton foncé?",
        "qu'est-ce que l'étoile veut dire",
        "pourquoi il y a des étoiles",
        "what is a dark tile",
        "what does the star mean?",
        "dark tile?",
    ],
)
def test_the_dark_tile_asked_about_is_read(typed: str) -> None:
    assert said_to_step(typed) is Said.ABOUT_DARK


@pytest.mark.parametrize("typed", ["H8 → 5* 6 4", "F2 5*", "quoi?", "étoile 5"])
def test_a_move_or_chatter_is_not_the_dark_tile_asked(typed: str) -> None:
    assert said_to_step(typed) is not Said.ABOUT_DARK


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "c'est quoi un jeton foncé", "de la même couleur"),
        ("fr", "c'est quoi l'étoile", "H8 → 5* 6 4"),
        ("en", "what is a dark tile", "of one colour"),
    ],
)
async def test_the_dark_tile_asked_about_gets_what_it_is(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 15010 if lang == "fr" else 15011
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert said in text, text
    assert "compris" not in text and "understand" not in text, text
    assert "10" in text, text  # the bonus of 10 points
    assert (await db.questions.pending_question(user, user)) == question
