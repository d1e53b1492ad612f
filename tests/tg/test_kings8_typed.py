"""What kings8 found typing at a Kings game step, in French and English: a cell typed with a
hyphen (« H-8 ») or after its tiles (« 5 6 4 en H8 »), tiles named in words without a cell
(« as et roi »), the Joker asked about in a sentence, « indice » under a best-move question,
and « le premier » chatted in a group."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.engine.kings_helpers import grid
from tests.tg.kings_helpers import LAID, plain, plant

EMPTY = grid(["."], 15)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "H-8 → 5 6 4"),
        ("fr", "5 6 4 → en H8"),
        ("fr", "h-8 > 5 6 4"),
        ("en", "5 6 4 → at H8"),
        ("en", "H-8 → 5 6 4"),
    ],
)
async def test_a_hyphened_cell_or_a_cell_said_last_is_read(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    """Played: « H-8 → 5 6 4 » and « 5 6 4 en H8 » got « Commencez par une case, par exemple
    H8 → 5 6 4. », the cell being there. Now the move is read and played (a first move of 5 6 4
    across from H8: 15 for two, a run of three, the first move's bonus)."""
    user = 8800 if lang == "fr" else 8801
    question = await plant(db, user, EMPTY, "5 6 4 K Q")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert ("Votre coup" if lang == "fr" else "You played") in text, text
    assert "Commencez par une case" not in text and "Start with a cell" not in text, text
    pending = await db.questions.pending_question(user, user)
    assert pending is None or pending.id != question.id, text


async def test_tiles_then_a_cell_without_a_way_ask_for_the_way(
    bot_driver: Driver, db: Database
) -> None:
    """« 5 6 4 en H8 »: the cell is read; the way is asked for (not « start with a cell »)."""
    await plant(db, 8802, EMPTY, "5 6 4 K Q")
    text = plain(await bot_driver.send("5 6 4 en H8", 8802, language_code="fr"))
    assert "Commencez par une case" not in text, text
    assert text.startswith("Dans quel sens?"), text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "as et roi", "Où poser A R? Écrivez d'abord une case et un sens : H8 → A R"),
        ("fr", "5 et 6 et 4", "Où poser 5 6 4? Écrivez d'abord une case et un sens"),
        ("en", "ace and king", "Where do you lay A K? Write a cell and a direction first"),
    ],
)
async def test_tiles_named_with_and_are_read_as_tiles(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """Played: « as et roi » at a step got the step's help, as chatter. Now it is read as the
    tiles typed without a cell (A R), as « A 5 » is: named back, the cell asked for."""
    user = 8810 if lang == "fr" else 8811
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "c'est quoi un joker"),
        ("fr", "C\u2019est quoi le Joker ?"),
        ("fr", "qu'est-ce qu'un joker"),
        ("en", "what is a joker"),
        ("en", "what's the joker?"),
    ],
)
async def test_the_joker_asked_about_in_words_gets_its_explanation(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    """Played: « c'est quoi un joker » got the step's help (« Je n'ai pas compris votre coup »),
    which never says what the Joker is. Now the Kings help, which explains it, as « joker? »
    gets; no Joker is called (no 5 points lost), the step still waits."""
    user = 8820 if lang == "fr" else 8821
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    asked = plain(await bot_driver.send("joker?", user, language_code=lang))
    assert text == asked, text
    assert "joker" in text.lower() and "compris" not in text and "understand" not in text, text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "H8 → 5 et 6 et 4", "Votre coup"),
        ("fr", "roi et as en H8", "Dans quel sens?"),
        ("en", "H8 → 5 and 6 and 4", "You played"),
    ],
)
async def test_and_between_the_tiles_of_a_move_is_skipped(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """Played: « roi et as en H8 » got « ET n'est pas un jeton : A, 2 à 10, V, D, R (ou J, Q,
    K). », « et » taken for a tile. Now the word between two tiles is skipped, as « as et
    roi » without a cell is read."""
    user = 8850 if lang == "fr" else 8851
    await plant(db, user, EMPTY, "5 6 4 K A")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert said in text, text
    assert "ET " not in text and "AND " not in text, text
