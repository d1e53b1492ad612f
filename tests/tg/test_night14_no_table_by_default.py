"""A bye turned into a game won by default against a latecomer (« /soiree ajouter Fay
Comeau » during a round with a bye) is played at no table: the round posted again said
« Table 3 : Dan Cyr contre Fay Comeau » then « Table 3 : Fay Comeau en retard, partie perdue
par défaut » at a hall of two tables. Now without a table number, in the round posted again
and in the round under way (« /soiree » alone)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall

WORDS = {
    "fr": ("Ronde 2 sur 6", "Par défaut, sans table : ", "Fay Comeau en retard : partie perdue"),
    "en": ("Round 2 of 6", "By default, no table: ", "Fay Comeau late: game lost by default."),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_game_won_by_default_has_no_table(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    head, no_table, lost = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    for t in await hall.tables(night):  # round 1 played
        if t.b is not None:
            await hall.order("corriger", "correct", f"1 {t.table} 121 90")
    await hall.order("ronde", "round")
    before = len(hall.group())
    await hall.order("ajouter", "add", "Fay Comeau")
    (post,) = [t for t in hall.group(before) if t.startswith(head)]
    lines = post.splitlines()
    assert not any(line.startswith("Table 3") for line in lines), post
    (game,) = [line for line in lines if line.startswith(no_table)]
    assert "Fay Comeau" in game and "121" in game
    assert any(line.startswith(lost) for line in lines), post
    await hall.say(hall.cmd)
    shown = hall.group()[-1].splitlines()
    assert not any(line.startswith("Table 3") for line in shown)
    assert any(line.startswith(no_table) for line in shown)
