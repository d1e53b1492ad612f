"""A `jeux50` night of eight, Rita absent from round 5 on: each round leaves her opponent
alone, and the byes must be shared as fairly as the other formats share them (nobody a
second bye, nor a third, before the others had as many, one apart at most). Reported as
« Gaston 3 byes, others 2 »; not reproduced on main (eight or nine on the list): a guard."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, FAY, GROUP, Hall, play_round


@pytest.mark.parametrize("count", [8, 9])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_byes_left_by_an_absence_are_shared(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, count: int
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("jeux50")
    for user in (ANN, BEN, CAT, DAN, EVE, FAY):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Gaston Roy")
    await hall.order("ajouter", "add", "Rita Cormier")
    if count == 9:
        await hall.order("ajouter", "add", "Zoé Arsenault")
    players = await hall.db.nights.night_players(night.id)
    rita = next(p for p in players if p.name == "Rita Cormier")
    number = [p.id for p in players].index(rita.id) + 1
    r = 0
    while await hall.db.nights.open_night(GROUP) is not None:
        r += 1
        assert r <= 20, "the night did not end"
        if r == 5:
            await hall.order("absent", "absent", str(number))
        await hall.order("ronde", "round")
        await play_round(hall, night, r, random.Random(r))
    tables = await hall.tables(night)
    byes = Counter(t.a[0] for t in tables if t.b is None)
    counts = [byes[p.id] for p in players if p.id != rita.id]
    assert max(counts) - min(counts) <= 1, {p.name: byes[p.id] for p in players}
