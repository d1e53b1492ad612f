"""A player marked absent got no word in private when the next round was drawn without him
(every other player read their table there): he now reads that the round is drawn without
him, and whom to tell once back."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

TOLD = {
    "fr": "Ronde 2 — tirée sans vous : l'organisateur a noté votre absence. De retour à la"
    " salle? Dites-le à l'organisateur.",
    "en": "Round 2 — drawn without you: the organizer noted your absence. Back at the hall?"
    " Tell the organizer.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_an_absent_player_is_told_the_round_goes_on_without_him(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("4 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(3))
    await hall.say(f"{hall.cmd} absent 2")
    before = len(hall.told(BEN))
    await hall.order("ronde", "round")
    told = hall.told(BEN)[before:]
    assert told == [TOLD[lang]], told
    assert all(TOLD[lang] not in t for user in (ANN, CAT, DAN) for t in hall.told(user))
    await play_round(hall, night, 2, random.Random(4))
    await hall.order("present", "present", "2")
    before = len(hall.told(BEN))
    await hall.order("ronde", "round")  # back: his table, not the absence
    told = hall.told(BEN)[before:]
    assert len(told) == 1 and ("Ronde 3 — " in told[0] or "Round 3 — " in told[0]), told
    assert "absen" not in told[0], told
