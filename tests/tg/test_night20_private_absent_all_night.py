"""Dan, on the list of a night but marked absent before round 1 and never back: once it
closed, his private « /soiree » said « Vous ne jouez à aucune soirée de club en ce moment. À
la salle, appuyez sur ✅ sous la soirée… », as to a member who never was on a list (no night
open, no ✅ to press), while « /soiree classement » showed him that night's final standings
and a score « Votre soirée de club est fermée ». He is now told his last night is over, and
where its final standings are (no line of his own under it: he played none of it)."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

OVER = {
    "fr": "Vous ne jouez à aucune soirée de club en ce moment : votre dernière soirée est"
    " terminée. Son classement final : /soiree classement",
    "en": "You are not in any club night right now: your last one is over. Its final"
    " standings: /night standings",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_player_absent_all_night_is_told_it_is_over(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("absent", "absent", "4")  # Dan
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(5))
    await hall.close()
    await hall.private(hall.cmd, DAN)
    assert hall.told(DAN)[-1] == OVER[lang], hall.told(DAN)[-1]
