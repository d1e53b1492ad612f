"""« /soiree aide » during a night in teams said « Les joueurs inscrivent leur pointage :
/soiree 121 98 (le leur d'abord). », where the round's post says « un des quatre joueurs
inscrit le pointage, celui de son équipe d'abord »: now the help says the team's first too."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall

LINES = {
    "fr": ("Les joueurs inscrivent leur pointage : /soiree 121 98 (celui de leur équipe d'abord).",
           "Les joueurs inscrivent leur pointage : /soiree 121 98 (le leur d'abord)."),
    "en": ("Players write their score: /night 121 98 (their team's first).",
           "Players write their score: /night 121 98 (their own first)."),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("doubles", [True, False])
async def test_the_help_says_whose_score_first(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, doubles: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await hall.open("fadoq doubles" if doubles else "fadoq")
    await hall.order("aide", "help")
    teams, singles = LINES[lang]
    assert (teams if doubles else singles) in hall.group()[-1].splitlines()
