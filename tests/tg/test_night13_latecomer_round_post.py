"""A latecomer added during a round (« /soiree ajouter Fay Comeau ») was seated in the round's
tables (against the side that had the bye), but the group's round post still showed that side
« Exempt » and Fay nowhere: the players at the hall read a round without her. The round is now
posted again, her table in it, before the reply that says she joins late."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall


@pytest.mark.parametrize(
    ("lang", "head", "bye"), [("fr", "Ronde 1 sur 6", "Exempt"), ("en", "Round 1 of 6", "Bye")]
)
@pytest.mark.parametrize("players", [(ANN, BEN, CAT), (ANN, BEN, CAT, DAN)])
async def test_the_round_is_posted_again_with_the_latecomer(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    head: str,
    bye: str,
    players: tuple[int, ...],
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in players:
        await hall.join(night, user)
    await hall.order("ronde", "round")
    before = len(hall.group())
    await hall.order("ajouter", "add", "Fay Comeau")
    posts = [t for t in hall.group(before) if t.startswith(head)]
    assert len(posts) == 1 and "Fay Comeau" in posts[0]
    byes = [line for line in posts[0].splitlines() if line.startswith(bye)]
    assert byes == []  # no bye, and Fay, with none to meet, late (night16: « Exempt : Fay »)
    late = "Fay Comeau en retard : partie perdue par défaut." if lang == "fr" else ""
    late = late or "Fay Comeau late: game lost by default."
    assert late in posts[0].splitlines()
    assert hall.group()[-1].startswith(("Fay Comeau arrive en retard", "Fay Comeau joins late"))
