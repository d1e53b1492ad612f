"""A night closed with a round drawn but not played (time ran out: seed 002 lets the table
official play fewer games). Its games and its bye do not count; before, the close said nothing
of them, and the player told « Ronde 3 — vous êtes exempt » found that bye's 121 points gone
from the final standings without a word."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall

WORDS = {"fr": ("ronde", "corriger"), "en": ("round", "correct")}


@pytest.mark.parametrize(
    ("lang", "heading", "table", "bye"),
    [
        ("fr", "Pas compté, parce que pas joué :", "Ronde 2, table 1 : {a} contre {b}",
         "Ronde 2 : aucune partie confirmée, donc l'exemption ne compte pas pour {name}."),
        ("en", "Not counted, because not played:", "Round 2, table 1: {a} against {b}",
         "Round 2: no game confirmed, so the bye of {name} does not count."),
    ],
)  # fmt: skip
async def test_the_close_names_what_was_drawn_but_not_played(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, heading: str, table: str, bye: str
) -> None:
    draw, fix = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {draw}")
    await hall.say(f"{hall.cmd} {fix} 1 1 121 95")
    await hall.say(f"{hall.cmd} {draw}")
    names = {p.id: p.name for p in await hall.db.nights.night_players(night.id)}
    second = [t for t in await hall.tables(night) if t.round == 2]
    game = next(t for t in second if t.b is not None)
    rested = next(t for t in second if t.b is None)
    assert game.b is not None
    await hall.close()  # « Close anyway »: round 2 is not played
    shown = hall.group()[-1].splitlines()
    a, b = names[game.a[0]], names[game.b[0]]
    assert shown[-4:] == [heading, table.format(a=a, b=b), "", bye.format(name=names[rested.a[0]])]


async def test_a_night_played_to_its_end_names_nothing_unplayed(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("1 fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} round")
    await hall.say(f"{hall.cmd} correct 1 1 121 95")  # the last score closes the night
    closed = hall.group()[-1]
    assert "Final standings" in closed
    assert "not played" not in closed and "does not count" not in closed
