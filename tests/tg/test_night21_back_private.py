"""Ben, absent at round 1, marked present during it (« Ben Roy : de retour à partir de la
prochaine ronde »): his « /soiree » in private showed the night's title and round 1's tables,
without him, and not a word of his own; he now reads that round 1 was drawn without him and
that he plays from round 2. Once seated, his table, as before."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall, play_round

SAID = {
    "fr": "La ronde 1 a été tirée sans vous : vous jouez à partir de la ronde 2.",
    "en": "Round 1 was drawn without you: you play from round 2 on.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_player_back_reads_when_he_plays(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.order("absent", "absent", "2")
    await hall.order("ronde", "round")
    await hall.order("present", "present", "2")
    await hall.private(hall.cmd, BEN)
    assert SAID[lang] in hall.told(BEN)[-1], hall.told(BEN)[-1]
    await hall.private(hall.cmd, ANN)  # seated: not said
    assert SAID[lang] not in hall.told(ANN)[-1]
    await play_round(hall, night, 1, random.Random(1))
    await hall.order("ronde", "round")
    await hall.private(hall.cmd, BEN)
    assert SAID[lang] not in hall.told(BEN)[-1] and "2" in hall.told(BEN)[-1]
