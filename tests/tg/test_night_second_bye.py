"""A FADOQ night of five through the in-process Bot API: six rounds, so someone has two
byes. Before: round 6 was round 1 again, Ann (first on the list, round 1's bye) had the bye
again, 242 points without a card played; now the night says the rule when it opens, and round
6's bye goes to the last in the standings after round 5, in a round not played before."""

from __future__ import annotations

import random

import pytest

from bot.commands.nights import night_record
from bot.drills.night import Ranking
from bot.drills.night_standings import standings
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, NAMES, Hall, play_round


@pytest.mark.parametrize(
    ("lang", "rule", "bye"),
    [
        ("fr", "personne n'est exempt deux fois avant que chacun l'ait été", "Exempt : "),
        ("en", "nobody has a second one before everyone has had one", "Bye: "),
    ],
)
async def test_five_players_six_rounds_the_second_bye_goes_to_the_last(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, rule: str, bye: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    assert rule in hall.group()[-1]
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    rng = random.Random(5)
    word = "ronde" if lang == "fr" else "round"
    posted: list[str] = []
    for round_ in range(1, 7):
        await hall.say(f"{hall.cmd} {word}")
        posted.append(next(t for t in reversed(hall.group()) if t.startswith(word.title())))
        if round_ < 6:
            await play_round(hall, night, round_, rng)
    players = await db.nights.night_players(night.id)
    record = night_record(night, players, await hall.tables(night))
    byes = [next(t["a"] for t in r["tables"] if t["b"] is None) for r in record["rounds"]]
    assert byes[0] == [players[0].id] and players[0].user_id == ANN
    assert byes[5] != byes[0] and sorted(map(tuple, byes[:5])) == sorted((p.id,) for p in players)
    sides = [(p.id,) for p in players]
    before = [t.model for t in await hall.tables(night) if t.round < 6]
    last = standings(Ranking.POINTS, sides, before, 121)[-1].side  # the last registered, if tied
    (last_user,) = [p.user_id for p in players if (p.id,) == last]
    assert byes[5] == list(last)
    assert f"{bye}{NAMES[last_user or 0]}" in posted[5], posted[5]
    seated = [
        frozenset(frozenset([*t["a"], *(t["b"] or [])]) for t in r["tables"])
        for r in record["rounds"]
    ]
    assert len(set(seated)) == 6  # round 6 is no earlier round again
