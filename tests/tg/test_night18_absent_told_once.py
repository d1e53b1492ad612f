"""A member who left (marked absent at round 2) got « Ronde N — tirée sans vous : l'organisateur
a noté votre absence. De retour à la salle? Dites-le à l'organisateur. » at every round drawn
after, seven times in a night of nine rounds. She is told once, at the first round drawn
without her; back and absent again, she is told again."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

WITHOUT = {"fr": "tirée sans vous", "en": "drawn without you"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_an_absent_member_is_told_once(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("6 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(2)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, rng)
    await hall.order("absent", "absent", "2")
    for round_ in (2, 3, 4):
        await hall.order("ronde", "round")
        await play_round(hall, night, round_, rng)
    told = [t for t in hall.told(BEN) if WITHOUT[lang] in t]
    assert len(told) == 1 and told[0].startswith(("Ronde 2", "Round 2")), told
    await hall.order("present", "present", "2")
    await hall.order("ronde", "round")
    await play_round(hall, night, 5, rng)
    await hall.order("absent", "absent", "2")
    await hall.order("ronde", "round")
    told = [t for t in hall.told(BEN) if WITHOUT[lang] in t]
    assert len(told) == 2 and told[1].startswith(("Ronde 6", "Round 6")), told
