"""The organizer, running an open night without playing in it, typed « /soiree » (or « /soiree
classement ») in private to follow it: « Vous ne jouez à aucune soirée de club en ce moment.
À la salle, appuyez sur ✅ sous la soirée » — told to join the night they run. They now read
the night as the group shows it, under a line saying that they run it and that its orders
are typed in the group."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, CAT, Hall, play_round

RUN = {
    "fr": "Vous organisez cette soirée : ses commandes se tapent dans le groupe du club.",
    "en": "You are running this night: its orders are typed in the club's group.",
}
JOIN = {"fr": "appuyez sur ✅", "en": "press ✅"}
HEAD = {"fr": ("Ronde 1 sur 6", "Classement pendant la ronde 2"), "en": ("Round 1 of 6", "")}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_organizer_follows_the_night_in_private(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.private(hall.cmd, ADMIN)
    told = hall.told(ADMIN)[-1]
    assert told.startswith(RUN[lang]) and "Ann Leblanc" in told and JOIN[lang] not in told, told
    await hall.order("ronde", "round")
    await hall.private(hall.cmd, ADMIN)
    told = hall.told(ADMIN)[-1]
    assert told.startswith(RUN[lang]) and HEAD[lang][0] in told, told
    await play_round(hall, night, 1, random.Random(1))
    await hall.order("ronde", "round")
    word = "classement" if lang == "fr" else "standings"
    await hall.private(f"{hall.cmd} {word}", ADMIN)
    told = hall.told(ADMIN)[-1]
    assert told.startswith(RUN[lang]) and ("Ann Leblanc —" in told), told
    await hall.close()
    await hall.private(hall.cmd, ADMIN)  # closed: as before
    assert RUN[lang] not in hall.told(ADMIN)[-1]
