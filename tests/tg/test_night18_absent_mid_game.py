"""A member who left during round 2, her game not played yet, was marked absent: the reply
said only « Absence notée : les prochaines rondes se jouent sans Ben Roy. », and her table
waited unsaid until the close listed it « Pas compté, parce que pas joué ». The reply now says
that table has no score yet, that unplayed it will not count, and how the organizer sets it."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

SAID = {
    "fr": "À la ronde 2, la table {t} ({a} contre {b}) n'a pas encore de pointage : si elle ne"
    " se joue pas, elle ne comptera pas; pour l'inscrire : /soiree corriger 2 {t} 121 98.",
    "en": "At round 2, table {t} ({a} against {b}) has no score yet: if it is not played, it"
    " will not count; to set it: /night correct 2 {t} 121 98.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_absent_before_her_game_the_table_is_said(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(1))
    await hall.order("ronde", "round")
    names = {p.id: p.name for p in await hall.db.nights.night_players(night.id)}
    ben = next(p.id for p in await hall.db.nights.night_players(night.id) if p.user_id == BEN)
    t = next(t for t in await hall.tables(night) if t.round == 2 and ben in (*t.a, *(t.b or ())))
    await hall.order("absent", "absent", "Ben")
    lines = hall.group()[-1].splitlines()
    a, b = names[t.a[0]], names[(t.b or ("",))[0]]
    assert lines[-1] == SAID[lang].format(t=t.table, a=a, b=b), lines
    users = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
    at_ben = {*t.a, *(t.b or ())}
    writer = next(u for pid, u in users.items() if pid not in at_ben and u is not None)
    await hall.say(f"{hall.cmd} 121 90", writer)
    before = len(hall.group())
    number = next(
        p.number for p in await hall.db.nights.night_players(night.id) if p.user_id == writer
    )
    await hall.order("absent", "absent", str(number))  # her score written: nothing more to say
    assert len(hall.group(before)) == 1 and "121 98" not in hall.group()[-1], hall.group()[-1]
