"""An ACC night (game points: 2 a win, 3 a skunk) with a late player: their game, lost by
default 0 to 121, gave the opponent 3 game points, a skunk, more than a game won at the
table. No seed gives a forfeit more than a win (seed 002: the late side loses « par défaut
cumulant ainsi « 0 » point »; seed 000's skunk is a game won before the loser passed the
line): it is a plain win, 2 game points, and the rule under the standings says so."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, NAMES, Hall


@pytest.mark.parametrize(
    ("lang", "words", "won", "said"),
    [
        ("fr", ("retard", "ronde", "fermer"),
         "2 points de match · différentiel +121 · 1 partie (1 par défaut)",
         "Un joueur ou une équipe en retard perd sa première partie 0 à 121 : c'est une simple "
         "victoire pour l'adversaire, 2 points de match, pas un skunk."),
        ("en", ("late", "round", "close"), "2 game points · spread +121 · 1 game (1 by default)",
         "A late player or team loses their first game 0 to 121: a plain win for the opponent, "
         "2 game points, not a skunk."),
    ],
)  # fmt: skip
async def test_a_game_won_by_default_is_a_plain_win_in_game_points(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: tuple[str, str, str],
    won: str,
    said: str,
) -> None:
    late, draw, close = words
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("acc")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {late} 1")  # Ann is late: Ben wins by default
    await hall.say(f"{hall.cmd} {draw}")
    (table,) = await hall.tables(night)
    assert table.confirmed and sorted(table.score or ()) == [0, 121]
    await hall.say(f"{hall.cmd} {close}")
    closed = hall.group()[-1].splitlines()
    assert f"🥇 {NAMES[BEN]} — {won}" in closed, closed
    assert said in closed[-1], closed
