"""A 6 or a 9 of the rack laid at a game step: what was laid is said (rule 9 of seed 004: a
6 turned over serves as a 9 and back, its value fixed once on the grid). After the hint
« En C2, votre 9 retourné fait un 6. », « C2 9 » laid the 9 as a 9 (2 points, not the hint's
4) and « C2 6 » laid it turned, each with no word of it: the report now says how it was laid."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.engine.kings_helpers import grid
from tests.tg.kings_helpers import plain, plant

THREE_SIX = grid([". . . . . . .", ". . . 3 6 . ."], 15)
"""3 and 6 on D2-E2: a 6 on C2 makes 6 3 6 (a fifteen and a pair, 4), a 9 makes 9 3 6 (2)."""


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "C2 9",
            "En C2, votre 9 est posé tel quel, en 9 : retourné en 6, le coup aurait valu 4 points.",
        ),
        ("fr", "C2 6", "En C2, votre 9 retourné fait un 6."),
        (
            "en",
            "C2 9",
            "On C2, your 9 is laid as it is, a 9: turned over into a 6, the move would have "
            "scored 4 points.",
        ),
        ("en", "C2 6", "On C2, your 9 turned over makes a 6."),
    ],
)
async def test_a_9_laid_after_the_hint_turned_it_says_how_it_was_laid(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 12_201 if lang == "fr" else 12_202
    await plant(db, user, THREE_SIX, "9 A A A A")
    hinted = plain(
        await bot_driver.send("indice" if lang == "fr" else "hint", user, language_code=lang)
    )
    turned = (
        "En C2, votre 9 retourné fait un 6."
        if lang == "fr"
        else "On C2, your 9 turned over makes a 6."
    )
    assert turned in hinted, hinted
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    lines = text.splitlines()
    assert lines[1:3] == [f"{'Votre coup :' if lang == 'fr' else 'You played:'} {typed}", said], (
        text
    )
