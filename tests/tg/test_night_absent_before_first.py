"""A player marked absent before the first round vanished from the night's standings once it
was drawn (they were left out of the draw, so of the sides), though still on the list the
organizer had read: the standings now list them, with no game, said absent, and the close
freezes that line (the record's recomputation agrees)."""

from __future__ import annotations

import random

import pytest

from bot.commands.nights import night_record, recompute
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall, play_round


@pytest.mark.parametrize(
    ("lang", "word", "line"),
    [
        ("fr", "classement", "Ben Roy — 0 point, 0 contre · 0 partie · absent"),
        ("en", "standings", "Ben Roy — 0 points, 0 against · 0 games · absent"),
    ],
)
async def test_a_player_absent_from_the_start_stays_in_the_standings(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, word: str, line: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} absent 2")
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    ben = next(p.id for p in await hall.db.nights.night_players(night.id) if p.user_id == BEN)
    assert not [t for t in await hall.tables(night) if ben in (*t.a, *(t.b or ()))]
    await play_round(hall, night, 1, random.Random(4))
    await hall.say(f"{hall.cmd} {word}")
    shown = hall.group()[-1].split("\n")
    assert [s for s in shown if " — " in s and not s.startswith("Table")][-1].endswith(line), shown
    await hall.close()
    final = hall.group()[-1].split("\n")
    assert any(s.endswith(line) for s in final), final
    closed = await hall.db.nights.get_night(night.id)
    assert closed is not None and closed.standings is not None
    assert len(closed.standings) == 5
    players = await hall.db.nights.night_players(night.id)
    record = night_record(closed, players, await hall.tables(night))
    assert not record["as_announced"]
    assert recompute(record) == record["standings"]
