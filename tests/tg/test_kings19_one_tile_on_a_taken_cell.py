"""kings19: « je mets le 5 en E2 » with no 5 on the rack and E2 taken got « Pas sur votre
support : 5. », the rack, then « E2 a déjà un jeton : écrivez seulement les jetons de votre
support, les cases occupées sont sautées. », a note for a move typed with the grid's tiles
(« D2 → 5 10 7 ») that does not fit a tile typed onto a cell: nothing was skipped. It now
says what is wrong, the tile not held and the cell taken, and nothing else. A move typed with
a direction from a taken cell keeps its note."""

from __future__ import annotations

import pytest

from bot.drills.kings_rack import taken_cell
from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.engine.kings_helpers import tiles
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "je mets le 5 en E2",
            ["Pas sur votre support : 5.", "Vos jetons : A 2 4 6 R", "E2 a déjà un jeton."],
        ),
        (
            "fr",
            "D2 5",
            ["Pas sur votre support : 5.", "Vos jetons : A 2 4 6 R", "D2 a déjà un jeton."],
        ),
        (
            "en",
            "I put 5 at E2",
            ["Not on your rack: 5.", "Your tiles: A 2 4 6 K", "E2 already holds a tile."],
        ),
    ],
)
async def test_a_tile_not_held_typed_onto_a_taken_cell_says_both(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: list[str]
) -> None:
    user = 19_031 if lang == "en" else (19_032 if typed == "D2 5" else 19_033)
    question = await plant(db, user, LAID, "A 6 4 K 2")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.split("\n") == said, text
    assert (await db.questions.pending_question(user, user)) == question


async def test_a_move_typed_across_a_taken_cell_keeps_its_note(
    bot_driver: Driver, db: Database
) -> None:
    five = Grid({(7, 7): tiles("5")[0]}, 15)
    await plant(db, 19_034, five, "2 3 10 Q K")
    text = plain(await bot_driver.send("H8 → 5 R", 19_034, language_code="fr"))
    assert text.split("\n")[-1] == (
        "H8 a déjà un jeton : écrivez seulement les jetons de votre support, "
        "les cases occupées sont sautées."
    ), text


def test_the_taken_cell_is_the_one_a_tile_was_typed_onto() -> None:
    assert taken_cell([((1, 3), 5)], {(1, 3), (1, 4)}) == (1, 3)
    assert taken_cell([((1, 5), 7), ((1, 4), 5)], {(1, 3), (1, 4)}) == (1, 4)
    assert taken_cell([((1, 5), 7), ((1, 6), 5)], {(1, 3), (1, 4)}) is None


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "D2 6", "D2 a déjà un jeton."),
        ("fr", "je mets le 6 en E2", "E2 a déjà un jeton."),
        ("en", "D2 6, D3 4", "D2 already holds a tile."),
    ],
)
async def test_a_tile_held_typed_onto_a_taken_cell_names_it(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """« D2 6 » with a 6 held got « Il y a déjà un jeton sur cette case. », where the same cell
    with a tile not held names it (« D2 a déjà un jeton. »): one wording, naming the cell."""
    user = 19_041 + len(typed) + (100 if lang == "en" else 0)
    question = await plant(db, user, LAID, "A 6 4 K 2")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == said, text
    assert (await db.questions.pending_question(user, user)) == question
