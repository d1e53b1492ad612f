"""A jeux50 night (each against each, twice) of four: « Ronde 1 sur 6 ». Fay Comeau added
late during round 1: the reply said « la soirée compte maintenant 10 rondes au lieu de 6 »,
but the round 1 post sent again just before it, and « /soiree » (in the group and in private)
until round 2, still read « Ronde 1 sur 6 ». Every place now says the count that applies; and
a latecomer added during the sixth round no longer lets that round close the night."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

HEAD = {"fr": ("Ronde {n} sur {total}", "/soiree"), "en": ("Round {n} of {total}", "/night")}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_new_count_is_said_everywhere(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("jeux50")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    head, cmd = HEAD[lang]
    start = len(hall.group())
    await hall.order("ajouter", "add", "Fay Comeau")
    posts = [t for t in hall.group(start) if t.startswith(head.format(n=1, total=""))]
    assert len(posts) == 1 and posts[0].startswith(head.format(n=1, total=10)), posts
    await hall.say(cmd)
    assert head.format(n=1, total=10) in hall.group()[-1], hall.group()[-1]
    assert head.format(n=1, total=6) not in hall.group()[-1]
    await hall.private(cmd, ANN)
    assert head.format(n=1, total=10) in hall.told(ANN)[-1], hall.told(ANN)[-1]
    assert head.format(n=1, total=6) not in hall.told(ANN)[-1]


async def test_a_latecomer_at_the_last_round_plays_the_rounds_added(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("jeux50")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(3)
    for round_ in range(1, 6):
        await hall.order("ronde", "round")
        await play_round(hall, night, round_, rng)
    await hall.order("ronde", "round")
    assert hall.group()[-1].startswith("Ronde 6 sur 6")
    await hall.order("ajouter", "add", "Fay Comeau")
    await play_round(hall, night, 6, rng)
    still = await hall.db.nights.get_night(night.id)
    assert still is not None and still.is_open, hall.group()[-1]
    await hall.order("ronde", "round")
    assert hall.group()[-1].startswith("Ronde 7 sur 10"), hall.group()[-1]
