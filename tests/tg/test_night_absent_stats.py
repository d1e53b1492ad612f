"""A member marked absent before the first round and never back: once the close listed them
(« 0 partie · absent »), /stats told them of the night, « 5e sur 5 — 0 point, 0 contre ·
0 partie ». A night they never played is left out of their /stats; the others' lines stay."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall, play_round


@pytest.mark.parametrize(("lang", "section"), [("fr", "Soirées de club"), ("en", "Club nights")])
async def test_a_night_never_played_is_not_in_stats(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, section: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.private("/start", user)
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} absent 2")
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await play_round(hall, night, 1, random.Random(7))
    await hall.close()
    await hall.private("/stats", BEN)
    assert not any(section in text for text in hall.told(BEN)), hall.told(BEN)[-1]
    await hall.private("/stats", ANN)
    assert section in hall.told(ANN)[-1]
