"""kings21: « c'est quoi échanger? » right under « Vous n'avez aucun coup permis : passez, en
gardant vos jetons ou en les changeant contre des jetons du sac. » got « Je n'ai pas compris
votre coup. »; « comment on passe? » already got the rule. Now « c'est quoi passer »,
« qu'est-ce qu'échanger », "what is a pass?" get it too (rule 10, and how to type it)."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain
from tests.tg.test_kings6_pass import SEVENS, STUCK, plant


@pytest.mark.parametrize(
    "typed",
    ["c'est quoi échanger?", "C'est quoi passer", "qu'est-ce qu'échanger", "what is a pass?"],
)
def test_what_a_pass_is_asked(typed: str) -> None:
    assert said_to_step(typed) is Said.ABOUT_PASS


async def test_what_an_exchange_is_asked_when_stuck(bot_driver: Driver, db: Database) -> None:
    user = 21_800
    question = await plant(db, user, Grid(), STUCK, SEVENS)
    text = plain(await bot_driver.send("c'est quoi échanger?", user, language_code="fr"))
    assert text.startswith("Si aucun coup n'est possible, vous passez votre tour"), text
    assert "compris" not in text, text
    assert (await db.questions.pending_question(user, user)) == question
