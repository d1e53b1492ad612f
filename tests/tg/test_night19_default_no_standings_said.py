"""« /soiree classement » during round 1, a latecomer's game lost by default: « Pas encore de
classement : aucun pointage n'a été confirmé. » above « Par défaut, sans table : Ann Leblanc
contre Rita Cormier — Ann Leblanc 121, Rita Cormier 0 », a score shown as counted right under
the line saying none was. The line now says why there are none: no game has ended at a table
(without a game won by default, the line is as before)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall

WORDS = {
    "fr": (
        "Pas encore de classement : aucune partie n'est encore terminée à une table.",
        "Rita Cormier 0",
    ),
    "en": ("No standings yet: no game has ended at a table yet.", "Rita Cormier 0"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_no_standings_yet_does_not_deny_the_default_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    none_yet, shown = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Rita Cormier")
    await hall.order("classement", "standings")
    asked = hall.group()[-1]
    assert asked.splitlines()[0] == none_yet and shown in asked, asked
