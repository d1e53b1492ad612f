"""/soiree feuilles after the close of a night of six rounds closed after its first: the
printed pairings listed « Ronde 2 » to « Ronde 6 », tables never drawn nor played, and a
scorecard for each, under « Classement final ». A closed night's sheets hold the rounds
drawn, as played; an open night's still plan the rounds to come."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

ROUND = {"fr": "Ronde {n}", "en": "Round {n}"}


async def pages_of(hall: Hall) -> list[str]:
    pdfium = pytest.importorskip("pypdfium2")
    calls = await hall.order("feuilles", "sheets")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    document = pdfium.PdfDocument(sent.params["document"])
    return [document[i].get_textpage().get_text_range() for i in range(len(document))]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_closed_night_prints_the_rounds_played(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    pytest.importorskip("pypdfium2")
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(4))
    planned = (await pages_of(hall))[0]
    assert ROUND[lang].format(n=6) in planned  # open: the rounds to come are planned
    await hall.close()
    pages = await pages_of(hall)
    assert ROUND[lang].format(n=1) in pages[0]
    assert ROUND[lang].format(n=2) not in pages[0], pages[0]
    assert len(pages) == 3, pages  # the pairings, round 1's two scorecards, the standings
