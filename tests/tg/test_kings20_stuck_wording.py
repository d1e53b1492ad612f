"""kings20: « no legal move, pass » was worded four ways at one step: the step said « Vous
n'avez aucun coup permis : passez, en gardant vos jetons ou en les changeant contre des jetons
du sac. », the hint, a refused move and a refused joker « … passez (et changez des jetons s'il
en reste dans le sac). », « je peux passer? » « Vous n'avez aucun coup possible : vous pouvez
passer. ». Now each says the step's sentence; with an empty bag, each says the bag is empty."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain
from tests.tg.test_kings6_pass import SEVENS, STUCK, WORDS, plant

ASKED = {
    "fr": ["indice", "je peux passer?", "H8 → A 3", "joker"],
    "en": ["hint", "can I pass?", "H8 → A 3", "joker"],
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("bag", [SEVENS, ""])
async def test_no_move_is_said_as_the_step_says_it(
    bot_driver: Driver, db: Database, lang: str, bag: str
) -> None:
    words = WORDS[lang]
    said = words["stuck"] if bag else words["stuck_empty"]
    user = 20_100 + (2 if bag else 0) + (1 if lang == "en" else 0)
    for typed in ASKED[lang]:
        await plant(db, user, Grid(), STUCK, bag)
        lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
        assert lines[-1].split(" — ")[-1] == said, (typed, lines)
