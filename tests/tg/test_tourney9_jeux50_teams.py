"""/soiree jeux50 doubles: the night's presentation said « Chaque joueur rencontre chacun des
autres deux fois. » over a list made into teams of two; the teams meet, not the players. It
says « Chaque équipe rencontre chacune des autres deux fois. » now (singles unchanged)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall

SAID = {
    ("fr", True): "Chaque équipe rencontre chacune des autres deux fois.",
    ("fr", False): "Chaque joueur rencontre chacun des autres deux fois.",
    ("en", True): "Each team meets every other team twice.",
    ("en", False): "Each player meets every other player twice.",
}


@pytest.mark.parametrize("doubles", [True, False])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_jeux50_night_of_teams_says_the_teams_meet(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, doubles: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await hall.open("jeux50 doubles" if doubles else "jeux50")
    presented = hall.group()[-1]
    assert SAID[lang, doubles] in presented, presented
    assert SAID[lang, not doubles] not in presented, presented
