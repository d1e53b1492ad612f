"""Fay Comeau added late once every game of round 1 was scored, before round 2: the round 1
post sent again with her game lost by default ended with « Après la partie, un des deux
joueurs inscrit le pointage… /soiree 121 98. L'autre confirme avec le bouton. », under a
round with no game left to score. A round whose every table is settled is posted without it;
a round with a game left keeps it."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

HOW = {"fr": "Après la partie, un des deux joueurs", "en": "After the game, one of the two"}
HEAD = {"fr": "Ronde 1 sur 6", "en": "Round 1 of 6"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("played", [True, False])
async def test_a_round_all_scored_is_posted_without_how_to_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, played: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    if played:
        await play_round(hall, night, 1, random.Random(1))
    start = len(hall.group())
    await hall.order("ajouter", "add", "Fay Comeau")
    (post,) = [t for t in hall.group(start) if t.startswith(HEAD[lang])]
    assert "Fay Comeau" in post
    assert (HOW[lang] in post) is not played, post
