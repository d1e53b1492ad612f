"""A player's score written, its confirmation still waiting (the opponent has no Telegram: the
organizer confirms it, later), the next round drawn: the player's score of the new round read
« Ce pointage est déjà inscrit : l'organisateur le confirme. » when it was the same, and
replaced the first round's when it was not; /start showed them the first round's table.
It is now the new round's: a score the player's side wrote waits for its ✅, their next game
is the one their score is for."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_next_rounds_score_is_the_next_rounds(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    for user in (ANN, BEN):
        await hall.private("/start", user)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Rita Cormier, Gaston Roy")
    await hall.order("ronde", "round")
    ids = {p.user_id: p.id for p in await db.nights.night_players(night.id)}
    first = next(t for t in await hall.tables(night) if ids[BEN] in (*t.a, *(t.b or ())))
    await hall.say(f"{hall.cmd} 121 98", BEN)
    await hall.order("ronde", "round")
    second = next(
        t for t in await hall.tables(night) if t.round == 2 and ids[BEN] in (*t.a, *(t.b or ()))
    )
    await hall.private("/start", BEN)
    told = hall.told(BEN)[-1]
    assert (" 2 — table " in told) and (" 1 — table " not in told), told
    start = len(hall.group())
    await hall.say(f"{hall.cmd} 121 90", BEN)
    said = hall.group(start)
    assert said and "121" in said[0] and "90" in said[0], said
    now = {(t.round, t.table): t for t in await hall.tables(night)}
    ben_first = ids[BEN] in first.a
    assert now[(1, first.table)].score == ((121, 98) if ben_first else (98, 121))
    ben_second = ids[BEN] in second.a
    assert now[(2, second.table)].score == ((121, 90) if ben_second else (90, 121))
