"""Ben asked /soiree in private right after his night closed: « Vous ne jouez à aucune soirée
de club en ce moment. À la salle, appuyez sur ✅ sous la soirée… », as if he had never been on
its list, and not a word of how he finished. He now reads his line of his last nights too,
as /stats shows them."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

PLACE = {"fr": "sur 4 — ", "en": " of 4 — "}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_player_reads_how_his_last_night_ended(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("1 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(1))
    assert await hall.db.nights.open_night(night.chat_id) is None
    await hall.private(hall.cmd, BEN)
    told = hall.told(BEN)[-1]
    assert PLACE[lang] in told, told
    await hall.private(hall.cmd, 99)  # never on a night: as before, the ✅ at the hall
    assert PLACE[lang] not in hall.told(99)[-1]
