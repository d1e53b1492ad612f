"""Pierrette came in during round 1: « /soiree ajouter Pierrette Lavoie » lost her the game of
round 1 by default, as the rule says. The organizer, unsure it was noted, then typed
« /soiree retard 9 » too and read « en retard, la prochaine partie est perdue par défaut »:
round 2 was lost by default as well, 0 to 121, two games for one lateness. A late player loses
their first game only: the order now says it is done already, and round 2 is played."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall

SAID = {
    "fr": "Pierrette Lavoie : déjà en retard, la partie de la ronde 1 est perdue par défaut.",
    "en": "Pierrette Lavoie: late already, the game of round 1 was lost by default.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("added", [True, False])
async def test_a_player_late_once_loses_one_game(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, added: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    if not added:  # on the list, marked late when round 1 is under way
        await hall.order("ajouter", "add", "Pierrette Lavoie")
    await hall.order("ronde", "round")
    if added:  # comes in during round 1
        await hall.order("ajouter", "add", "Pierrette Lavoie")
    else:
        await hall.order("retard", "late", "4")
    await hall.order("retard", "late", "4")
    assert hall.group()[-1] == SAID[lang], hall.group()[-1]
    await hall.order("ronde", "round")
    players = {p.number: p.id for p in await hall.db.nights.night_players(night.id)}
    late = players[4]
    (game,) = [t for t in await hall.tables(night) if t.round == 2 and late in (*t.a, *(t.b or ()))]
    assert game.score is None and not game.confirmed, game
