"""« je mets le 3 en H8 » as the game's first move, with no 3 on the rack, got « Le premier
coup pose de 2 à 5 jetons en ligne. », nothing of the 3 the player does not have. It now
says « Pas sur votre support : 3. » with the rack, then the rule; a tile held is refused by
the rule alone, as before."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain, plant

SAID = {
    "fr": [
        "Pas sur votre support : 3.",
        "Vos jetons : A 4 5 6 R",
        "Le premier coup pose de 2 à 5 jetons en ligne.",
    ],
    "en": [
        "Not on your rack: 3.",
        "Your tiles: A 4 5 6 K",
        "The first move lays 2 to 5 tiles in a line.",
    ],
}


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "je mets le 3 en H8"), ("fr", "H8 3"), ("en", "H8 3")]
)
async def test_a_first_move_of_a_tile_not_held_names_it(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    user = 17_061 if lang == "fr" else 17_062
    question = await plant(db, user, Grid({}, 15), "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.split("\n") == SAID[lang], text
    assert (await db.questions.pending_question(user, user)) == question


async def test_a_first_move_of_one_tile_held_gets_the_rule(
    bot_driver: Driver, db: Database
) -> None:
    await plant(db, 17_063, Grid({}, 15), "A 5 6 4 K")
    text = plain(await bot_driver.send("je mets le 5 en H8", 17_063, language_code="fr"))
    assert text == "Le premier coup pose de 2 à 5 jetons en ligne.", text
