"""An organiser typing « /tournoi fadoq » (a creation) in private was told « Vous ne
participez à aucun tournoi en cours… », as if they had asked for their games. Now they read
that tournaments are created in the club's group, with the command to type there."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ADMIN, private_texts

SAID = {
    "fr": (
        "/tournoi fadoq 61",
        "Les tournois se créent dans le groupe du club, pas ici : un administrateur du groupe"
        " y tape /tournoi fadoq 61",
        "Vous ne participez",
    ),
    "en": (
        "/tournament fadoq 61",
        "Tournaments are created in the club's group, not here: an administrator of the group"
        " types /tournament fadoq 61 there.",
        "You are not in any",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_creation_typed_in_private_says_where(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    typed, where, none = SAID[lang]
    await bot_driver.send("/start", user_id=ADMIN, language_code=lang)
    await bot_driver.send(typed, user_id=ADMIN, language_code=lang)
    told = private_texts(local_api, ADMIN)[-1]
    assert where in told, told
    assert none not in told, told
    await bot_driver.send(typed.split()[0], user_id=ADMIN, language_code=lang)
    assert none in private_texts(local_api, ADMIN)[-1]  # alone: their tournaments, as before
