"""« /soiree feuilles » before any game had ended printed a last page « Classement à ce
moment-ci », everyone at 0 point, while the group said « Pas encore de classement : aucun
pointage n'a été confirmé. » (night18). The sheets now agree: no standings page until a game
has ended at a table; then « Classement à ce moment-ci » as before. A night closed with no
score confirmed (« aucun pointage n'a été confirmé, il n'y a donc pas de classement »)
prints no « Classement final » of zeros either."""

from __future__ import annotations

import random

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

HEADS = {
    "fr": ("Classement à ce moment-ci", "Classement final"),
    "en": ("Standings so far", "Final standings"),
}


async def _pages(hall: Hall) -> list[str]:
    pdfium = pytest.importorskip("pypdfium2")
    calls = await hall.order("feuilles", "sheets")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    document = pdfium.PdfDocument(sent.params["document"])
    return [document[i].get_textpage().get_text_range() for i in range(len(document))]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_no_standings_on_paper_before_a_game_has_ended(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    pytest.importorskip("pypdfium2")
    so_far, final = HEADS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("classement", "standings")
    assert hall.group()[-1].startswith(("Pas encore de classement", "No standings yet"))
    pages = await _pages(hall)
    assert not any(so_far in page or final in page for page in pages), pages[-1]
    await play_round(hall, night, 1, random.Random(3))
    assert (await _pages(hall))[-1].startswith(so_far)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_no_final_standings_on_paper_of_a_night_closed_unscored(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    pytest.importorskip("pypdfium2")
    so_far, final = HEADS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.close()
    pages = await _pages(hall)
    assert not any(so_far in page or final in page for page in pages), pages[-1]
