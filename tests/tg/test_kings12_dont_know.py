"""« je sais pas » (« je sais pas quoi jouer », "I don't know") at a game step got « Je n'ai
pas compris votre coup. », the step again: the player said they are stuck, and gets a good
move, as « indice » does; the step still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "hint"),
    [
        ("fr", "je sais pas", "indice"),
        ("fr", "je sais pas quoi jouer", "indice"),
        ("en", "I don't know", "hint"),
    ],
)
async def test_i_dont_know_at_a_game_step_gets_the_hint(
    bot_driver: Driver, db: Database, lang: str, typed: str, hint: str
) -> None:
    user = 12_501 if lang == "fr" else 12_502
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert (await db.questions.pending_question(user, user)) == question
    await plant(db, user, LAID, "A 5 6 4 K")
    assert text == plain(await bot_driver.send(hint, user, language_code=lang)), text
