"""/soiree feuilles after Ben, absent at round 1, came back: the printed « Ronde 1 » no longer
said « Absence à cette ronde : Ben Roy » (the sheets read who is absent now, not who sat each
round out), while the group's round 1 had said it. A round drawn now says who sat it out
then; the rounds to come, who is marked absent now."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall, play_round

AWAY = {"fr": "Absence à cette ronde : Ben Roy", "en": "Absent this round: Ben Roy"}
ROUND = {"fr": "Ronde {}", "en": "Round {}"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_sheets_keep_a_past_absence(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    pdfium = pytest.importorskip("pypdfium2")
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("4 fadoq")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} absent 2")
    await hall.order("ronde", "round")
    assert any(AWAY[lang] in t for t in hall.group()[-2:]), hall.group()[-2:]
    await play_round(hall, night, 1, random.Random(5))
    await hall.order("present", "present", "2")
    await hall.order("ronde", "round")
    await play_round(hall, night, 2, random.Random(6))
    calls = await hall.order("feuilles", "sheets")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    document = pdfium.PdfDocument(sent.params["document"])
    text = "".join(
        document[i].get_textpage().get_text_range().replace("\u00a0", " ").replace("\r", "")
        for i in range(len(document))
    )
    first = text.split(ROUND[lang].format(2))[0]
    assert AWAY[lang] in first, first
    assert text.count(AWAY[lang]) == 1, text
