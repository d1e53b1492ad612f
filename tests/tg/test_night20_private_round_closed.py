"""« /soiree ronde » in private by a player whose night had closed was answered as an order
of the organizer: « Les commandes de l'organisateur se tapent dans le groupe du club, où la
soirée se tient : /soiree ronde », though the night was over and she only wanted her table.
She is now told her night is closed, with where its standings are; a member who never played
a night (an organizer, say) keeps the line on the organizer's commands."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, EVE, Hall, play_round

OVER = {
    "fr": "Vous ne jouez à aucune soirée de club en ce moment : votre dernière soirée est"
    " terminée. Son classement final : /soiree classement",
    "en": "You are not in any club night right now: your last one is over. Its final"
    " standings: /night standings",
}
IN_GROUP = {
    "fr": "Les commandes de l'organisateur se tapent dans le groupe",
    "en": "The organizer's commands are typed in the club's group",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_private_round_after_the_close_says_the_night_is_over(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(5))
    await hall.close()
    word = "ronde" if lang == "fr" else "round"
    await hall.private(f"{hall.cmd} {word}", BEN)
    told = hall.told(BEN)[-1]
    assert told.startswith(OVER[lang]) and IN_GROUP[lang] not in told, told
    await hall.private(f"{hall.cmd} {word}", EVE)  # never on a night's list
    assert hall.told(EVE)[-1].startswith(IN_GROUP[lang])
