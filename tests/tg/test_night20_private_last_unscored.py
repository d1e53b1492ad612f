"""A player whose last night closed with no score confirmed, an earlier one counted: her
private « /soiree » said « …votre dernière soirée est terminée. Son classement final :
/soiree classement », and « /soiree classement » then answered that night's « Aucun pointage
n'a été confirmé : il n'y a donc pas de classement. ». She is now told her last night closed
without standings, her earlier nights' lines under it, and is pointed to no standings that do
not exist."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall, play_round

WORDS = {
    "fr": (
        "Vous ne jouez à aucune soirée de club en ce moment. Votre dernière soirée est terminée"
        " sans classement : aucun pointage n'y a été confirmé.",
        "/soiree classement",
        "1 partie",
    ),
    "en": (
        "You are not in any club night right now. Your last one closed with no standings: no"
        " score was confirmed in it.",
        "/night standings",
        "1 game",
    ),
}


async def night_of_three(hall: Hall, *, scored: bool) -> None:
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    if scored:
        await play_round(hall, night, 1, random.Random(5))
    await hall.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_last_night_without_standings_is_not_pointed_to(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    over, standings, game = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    await night_of_three(hall, scored=True)
    await night_of_three(hall, scored=False)
    await hall.private(hall.cmd, BEN)
    told = hall.told(BEN)[-1]
    assert told.startswith(over) and standings not in told, told
    assert game in told.split("\n")[-1], told  # the earlier night's line, as /stats says it


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_only_night_without_standings_is_said(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    over = WORDS[lang][0]
    hall = Hall(bot_driver, local_api, lang)
    await night_of_three(hall, scored=False)
    await hall.private(hall.cmd, BEN)
    told = hall.told(BEN)[-1]
    assert told == over, told  # before: « …appuyez sur ✅ sous la soirée », as to a newcomer
