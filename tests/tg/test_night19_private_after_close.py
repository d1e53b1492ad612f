"""« /soiree » in private, the night just closed: a player who had played it read « Vous ne
jouez à aucune soirée de club en ce moment. À la salle, appuyez sur ✅ sous la soirée dans
le groupe de votre club. », though no night was open and her night was over. She is now told
her last night is over and where its final standings are (her own line under it, as
before); a member who never played a night keeps the ✅ hint."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, EVE, Hall, play_round

WORDS = {
    "fr": (
        "Vous ne jouez à aucune soirée de club en ce moment : votre dernière soirée est"
        " terminée. Son classement final : /soiree classement",
        "appuyez sur ✅",
    ),
    "en": (
        "You are not in any club night right now: your last one is over. Its final"
        " standings: /night standings",
        "press ✅",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_player_whose_night_just_closed_is_told_it_is_over(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    over, press = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(5))
    await hall.close()
    await hall.private(hall.cmd, BEN)
    told = hall.told(BEN)[-1]
    assert told.startswith(over), told
    assert press not in told and "Ben Roy" not in told.split("\n")[0], told
    assert "3" in told.split("\n")[-1], told  # her line: « … sur 3 — … »
    await hall.private(hall.cmd, EVE)  # never on a night's list: the ✅ hint
    assert press in hall.told(EVE)[-1]
