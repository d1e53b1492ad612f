"""/soiree feuilles after Fay Comeau was added late during round 2: the printed pairings of
round 1, a round drawn before she was on the list, read « Absence à cette ronde : Fay Comeau »
(the group's round 1 said no such thing, and she lost her first game by default in round 2,
as the rules want, not for an absence). Only those on the list then, who sat it out, are said
absent under a round (Ben, absent at round 1 and back since, still is)."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

AWAY = {"fr": "Absence à cette ronde : ", "en": "Absent this round: "}
SAID = ("Absence", "Absent")  # « Absences à cette ronde : Ben Roy et Fay Comeau » too


def pairings(calls: list, pdfium: object) -> str:
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    document = pdfium.PdfDocument(sent.params["document"])  # type: ignore[attr-defined]
    pages = [document[i].get_textpage().get_text_range() for i in range(len(document))]
    return "\n".join(pages).replace("\u00a0", " ").replace("\r", "")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("words", ["fadoq", "jeux50"])
async def test_a_latecomer_is_not_absent_before_she_came(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, words: str
) -> None:
    pdfium = pytest.importorskip("pypdfium2")
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(words)
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("absent", "absent", "2")
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(2))
    await hall.order("present", "present", "2")
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Fay Comeau")
    text = pairings(await hall.order("feuilles", "sheets"), pdfium)
    away = [line for line in text.splitlines() if line.startswith(SAID)]
    assert away == [AWAY[lang] + "Ben Roy"], away
    await hall.close()
    text = pairings(await hall.order("feuilles", "sheets"), pdfium)
    away = [line for line in text.splitlines() if line.startswith(SAID)]
    assert away == [AWAY[lang] + "Ben Roy"], away
