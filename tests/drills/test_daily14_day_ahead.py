"""A date typed without its year that has not come yet this year (daily14): « /defi 1er
décembre » on 30 November replayed 1 December 2025 without a word. A day a month ahead at
most is the one coming: refused as not here yet; further ahead, last year's is replayed."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from bot.drills.daily import DayRefused, day_asked

LOCAL = date(2026, 11, 30)
NOW = datetime(2026, 11, 30, 17, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("typed", "day_first", "asked"),
    [
        ("1er décembre", True, DayRefused.FUTURE),
        ("December 1", False, DayRefused.FUTURE),
        ("1/12", True, DayRefused.FUTURE),
        ("12/1", False, DayRefused.FUTURE),
        ("25 décembre", True, DayRefused.FUTURE),
        ("1er décembre 2025", True, date(2025, 12, 1)),  # its year said: replayed
        ("15 mars", True, date(2026, 3, 15)),
        ("2 janvier", True, date(2026, 1, 2)),  # a month and more ahead: last one's
        ("29 novembre", True, date(2026, 11, 29)),
        ("hier", True, date(2026, 11, 29)),
    ],
)
def test_a_yearless_day_still_to_come_is_not_here_yet(
    typed: str, day_first: bool, asked: date | DayRefused
) -> None:
    assert day_asked(typed, LOCAL, NOW, day_first=day_first) == asked


def test_in_january_a_december_day_is_last_year_s() -> None:
    local = date(2027, 1, 5)
    now = datetime(2027, 1, 5, 17, 0, tzinfo=UTC)
    assert day_asked("1er décembre", local, now, day_first=True) == date(2026, 12, 1)
    assert day_asked("12 janvier", local, now, day_first=True) == DayRefused.FUTURE
