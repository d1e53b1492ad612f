"""« /soiree classement » in private, the night just closed, answered « Vous ne jouez à aucune
soirée de club en ce moment. À la salle, appuyez sur ✅ sous la soirée… » and the player's own
place, not the standings asked for. They now get the final standings of their last night, as
the group shows them; « /soiree » alone keeps its answer."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall, play_round

WORDS = {
    "fr": ("classement", "🃏 Classement final", "Vous ne jouez à aucune soirée"),
    "en": ("standings", "🃏 Final standings", "You are not in any club night"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_standings_asked_in_private_after_the_close(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    word, head, none = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(5))
    await hall.close()
    final = next(t for t in reversed(hall.group()) if head in t)
    await hall.private(f"{hall.cmd} {word}", ANN)
    told = hall.told(ANN)[-1]
    assert told.startswith(head) and told == final[final.index(head) :], told
    await hall.private(hall.cmd, BEN)
    assert hall.told(BEN)[-1].startswith(none)
