"""An organiser giving the tournament a month, « /tournoi fadoq 1 mois » ("/tournament fadoq 1
month"), was told « 1 serait le nombre de points de chaque partie, mais une partie se joue à 61
ou à 121 points. » and got no tournament. A month now lasts to the same day of the next month
(its last day when it has none); past 90 days, the usual refusal."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.night_args import BadWords
from bot.drills.tournament_args import read_wanted
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import create, group_texts


@pytest.mark.parametrize(
    ("words", "today", "closes"),
    [
        ("fadoq 1 mois", date(2026, 12, 3), date(2027, 1, 3)),
        ("fadoq un mois 61", date(2026, 12, 3), date(2027, 1, 3)),
        ("jeux50 2 months", date(2026, 12, 3), date(2027, 2, 3)),
        ("fadoq a month", date(2027, 1, 31), date(2027, 2, 28)),
    ],
)
def test_a_month(words: str, today: date, closes: date) -> None:
    assert read_wanted(words.split(), today).closes == closes


def test_past_ninety_days_is_refused() -> None:
    with pytest.raises(BadWords):
        read_wanted(["fadoq", "4", "mois"], date(2026, 12, 3))


@pytest.mark.parametrize(("lang", "words"), [("fr", "fadoq 1 mois"), ("en", "fadoq 1 month")])
async def test_a_month_long_tournament_is_made(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, words: str
) -> None:
    await create(bot_driver, local_api, db, words, lang)
    tournament = await db.tournaments.open_tournament(-100_700)
    assert tournament is not None and tournament.target == 121
    presented = group_texts(local_api)[-1]
    assert "2027" in presented and "serait" not in presented and "would be" not in presented
