"""kings20: with a move left, « je peux passer? » answered « Vous avez un coup possible : tapez
indice pour le voir. » and « passe » « Vous avez encore un coup permis : on ne passe que si… »
("You have a move now" / "You still have a legal move"): the one fact in two words. Now both
say « un coup permis » ("a legal move"), as the step says « aucun coup permis »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant

SAID = {
    "fr": ("je peux passer?", "passe", "coup permis"),
    "en": ("can I pass?", "pass", "a legal move"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_move_left_is_said_in_one_word(bot_driver: Driver, db: Database, lang: str) -> None:
    asked, passed, word = SAID[lang]
    user = 20_500 if lang == "fr" else 20_501
    await plant(db, user, LAID, "5 10 6 9 K")
    about = plain(await bot_driver.send(asked, user, language_code=lang)).splitlines()[-1]
    refused = plain(await bot_driver.send(passed, user, language_code=lang))
    assert word in about and word in refused, (about, refused)
