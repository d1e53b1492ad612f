"""A night of 6 rounds closed after round 2: the group's close said « Soirée fermée après la
ronde 2 sur 6 : les rondes 3 à 6 n'ont pas été tirées. » (night19), but the printed sheets
(« /soiree feuilles ») still read « Classement final » and not a word of the rounds never
drawn, as after a whole night. The sheets now say it under the title of their standings; a
night played to its last round prints nothing more."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night19_sheets_no_standings import _pages
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

SAID = {
    "fr": "Soirée fermée après la ronde 2 sur 6 : les rondes 3 à 6 n'ont pas été tirées.",
    "en": "Closed after round 2 of 6: rounds 3 to 6 were not drawn.",
}
FINAL = {"fr": "Classement final", "en": "Final standings"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_sheets_of_a_night_closed_early_say_the_rounds_not_drawn(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    pytest.importorskip("pypdfium2")
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("6 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(2)
    for round_ in (1, 2):
        await hall.order("ronde", "round")
        await play_round(hall, night, round_, rng)
    await hall.close()
    last = (await _pages(hall))[-1].replace("\u00a0", " ").replace("\r", "")
    assert last.startswith(FINAL[lang]), last
    assert SAID[lang] in " ".join(last.split("\n")), last


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_sheets_of_a_whole_night_say_nothing_more(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    pytest.importorskip("pypdfium2")
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("2 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(2)
    for round_ in (1, 2):
        await hall.order("ronde", "round")
        await play_round(hall, night, round_, rng)
    await hall.close()
    pages = " ".join(await _pages(hall))
    assert "tirée" not in pages and "drawn" not in pages, pages
