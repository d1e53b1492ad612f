"""« /defi le 29 » on 1 December got « Ce jour n'est pas encore arrivé chez vous : pas de
triche! »: the 29th was read as December's, four weeks to come, not November's, two days
ago. A day of the month alone is now the nearer of this month's and last month's (a day to
come tomorrow is still tomorrow's: not dealt yet)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from bot.drills.daily import DayRefused, day_asked

DEC_1 = date(2026, 12, 1)
EVENING = datetime(2026, 12, 1, 23, 0, tzinfo=UTC)  # 18:00 in Québec, the 29th over everywhere


@pytest.mark.parametrize(
    ("typed", "day_first", "asked"),
    [
        ("le 29", True, date(2026, 11, 29)),
        ("le 28", True, date(2026, 11, 28)),
        ("the 29th", False, date(2026, 11, 29)),
        ("le 1er", True, DEC_1),  # today
        ("le 2", True, DayRefused.FUTURE),  # tomorrow: not dealt yet
        ("le 31", True, DayRefused.FUTURE),  # December's, nearer than October's
    ],
)
def test_a_day_of_the_month_is_the_nearer_one(
    typed: str, day_first: bool, asked: date | DayRefused
) -> None:
    assert day_asked(typed, DEC_1, EVENING, day_first=day_first) == asked


def test_january_reaches_back_to_december() -> None:
    new_year = datetime(2027, 1, 2, 23, 0, tzinfo=UTC)
    assert day_asked("le 30", date(2027, 1, 2), new_year, day_first=True) == date(2026, 12, 30)
