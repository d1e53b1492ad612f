"""A team marked absent before the first round, then « present 3 » for one of its players
after it: that player alone was marked back (the team was no side any more), so the next
round had them at no table and not said absent either, their partner still absent. Now the
order marks the team, as before the first round, and the team plays the next round."""

from __future__ import annotations

import random

import pytest

from bot.storage.repo_night import Night
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall, play_round


async def three_teams(hall: Hall) -> Night:
    """A doubles night of six: five members on the list, Rita Cormier added by name (the
    teams as drawn: 1 and 2, 3 and 4, 5 and 6)."""
    night = await hall.open("3 doubles")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Rita Cormier")
    return night


@pytest.mark.parametrize(
    ("lang", "back"),
    [
        ("fr", "Cat Poirier et Dan Cyr : de retour à partir de la prochaine ronde."),
        ("en", "Cat Poirier and Dan Cyr: present again from the next round."),
    ],
)
async def test_a_team_absent_from_the_start_comes_back_whole(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, back: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await three_teams(hall)
    await hall.say(f"{hall.cmd} absent 3")
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(6))
    await hall.say(f"{hall.cmd} present 3")
    assert hall.group()[-1] == back
    players = await hall.db.nights.night_players(night.id)
    assert not any(p.absent for p in players)
    await hall.order("ronde", "round")
    seated = {p for t in await hall.tables(night) if t.round == 2 for p in (*t.a, *(t.b or ()))}
    assert {p.id for p in players if p.user_id in (CAT, DAN)} <= seated
