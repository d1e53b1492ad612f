"""A player marked absent sat at no table and the round posted in the group did not say why:
« Ronde 1 sur 6 », the tables, and Rita Cormier, on the list, nowhere (the players asked the
organizer if the bot had forgotten her). The round, as posted and as /soiree shows it, names
the absent players."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "Absence à cette ronde : Rita Cormier"), ("en", "Absent this round: Rita Cormier")],
)
async def test_the_round_names_the_absent_players(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Rita Cormier")
    await hall.say(f"{hall.cmd} absent 4")
    before = len(hall.group())
    await hall.order("ronde", "round")
    (posted,) = [text for text in hall.group(before) if text.startswith(("Ronde 1", "Round 1"))]
    assert said in posted.split("\n")
    await hall.say(hall.cmd)
    assert said in hall.group()[-1].split("\n")
    await hall.say(f"{hall.cmd} present 4")
    await hall.order("corriger", "correct", "1 1 121 90")
    before = len(hall.group())
    await hall.order("ronde", "round")
    assert not any(said.split(":")[0] in text for text in hall.group(before))
