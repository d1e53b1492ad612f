"""A player who had the bye of the only round played read the night's final standings
« 🥇 Ann Leblanc — 121 points, 0 contre · 0 partie, 1 exemption », but her nights (private
« /soiree », /stats) said « 1re place sur 3 — 121 points, 0 contre · 0 partie »: 121 points
from no game. The standings kept at the close have no byes; her line now reads them from
the rounds, as the final standings do."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall, play_round

BYE = {"fr": "0 partie, 1 exemption", "en": "0 games, 1 bye"}


@pytest.mark.parametrize(("lang", "how"), [("fr", "fadoq"), ("en", "fadoq"), ("fr", "acc")])
async def test_the_bye_is_in_the_players_line_of_the_night(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, how: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(f"2 {how}")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(1))
    (bye,) = [t for t in await hall.tables(night) if t.b is None]
    users = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
    player = users[bye.a[0]]
    assert player is not None
    await hall.close()
    final = next(t for t in reversed(hall.group()) if BYE[lang] in t)
    assert final
    await hall.private(hall.cmd, player)
    told = hall.told(player)[-1].splitlines()[-1]
    assert told.endswith(BYE[lang]), told
