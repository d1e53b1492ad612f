"""« /soiree échanger 1 et 3 », as it is said, answered « Dites les deux joueurs par leur
numéro : /soiree echanger 2 5 », though the two numbers were there. What joins them (« et »,
"and", a comma) is left out now and the two players change places."""

from __future__ import annotations

import pytest

from bot.drills.night_args import swap_words
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("2 et 5", ["2", "5"]),
        ("2, 5", ["2", "5"]),
        ("2 AND 5", ["2", "5"]),
        ("2 5 6", ["2", "5", "6"]),
    ],
)
def test_the_two_players_of_a_swap(typed: str, words: list[str]) -> None:
    assert swap_words(typed.split()) == words


@pytest.mark.parametrize(("lang", "joined"), [("fr", "1 et 3"), ("en", "1 and 3")])
async def test_a_swap_said_with_et_is_made(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, joined: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    before = await hall.tables(night)
    await hall.order("echanger", "swap", joined)
    assert await hall.tables(night) != before, hall.group()[-1]
