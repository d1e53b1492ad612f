"""kings15: « c'est quoi la couleur » or « c'est quoi un jeton pâle » ("what are the colours?")
at a Kings game step got « Je n'ai pas compris votre coup. C'est à vous de jouer. ». Now read as
« c'est quoi un jeton foncé » is: the two colours and the bonus of 10 for a hand of five tiles
of the same colour (seed 004)."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    "typed",
    [
        "c'est quoi la couleur",
        "c'est quoi un jeton pâle",
        "pourquoi des couleurs?",
        "couleur?",
        "what are the colours?",
        "what is a light tile",
        "what's the color for",
    ],
)
def test_the_colours_asked_about_are_read(typed: str) -> None:
    assert said_to_step(typed) is Said.ABOUT_DARK


async def test_the_colour_asked_at_a_step_is_told(bot_driver: Driver, db: Database) -> None:
    question = await plant(db, 15060, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send("c'est quoi la couleur", 15060, language_code="fr"))
    assert text.startswith("Les jetons sont de deux couleurs, pâles et foncés"), text
    assert (await db.questions.pending_question(15060, 15060)) == question
