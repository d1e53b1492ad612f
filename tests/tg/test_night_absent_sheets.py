"""/soiree feuilles printed a player marked absent in no round and with a standings line of 0
like anyone's, while the group's round said « Absence à cette ronde » and their line
« · absent ». The printed pairings now say it under each round, and the standings line too."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall, play_round


@pytest.mark.parametrize(
    ("lang", "away", "line"),
    [
        (
            "fr",
            "Absence à cette ronde : Ben Roy",
            "Ben Roy — 0 point, 0 contre · 0 partie · absent",
        ),
        ("en", "Absent this round: Ben Roy", "Ben Roy — 0 points, 0 against · 0 games · absent"),
    ],
)
async def test_the_sheets_mark_the_absent(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, away: str, line: str
) -> None:
    pdfium = pytest.importorskip("pypdfium2")
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("4 fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} absent 2")
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(5))
    calls = await hall.order("feuilles", "sheets")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    document = pdfium.PdfDocument(sent.params["document"])
    pages = [
        document[i].get_textpage().get_text_range().replace("\u00a0", " ").replace("\r", "")
        for i in range(len(document))
    ]
    assert pages[0].count(away) == 4, pages[0]  # four rounds, Ben in none
    assert line in pages[-1], pages[-1]
    assert pages[-1].count("absent") == 1
