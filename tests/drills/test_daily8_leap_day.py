"""« /defi 29 février » (« /daily Feb 29 ») in 2026 answered « Je ne peux pas lire « 29
février » comme un jour. »: without its year a date is the latest one not after today, and
2026 and 2025 have no 29 February. Now it is 29 February 2024."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.typed_time import parse_day

TODAY = date(2026, 11, 23)


@pytest.mark.parametrize("typed", ["29 février", "Feb 29", "29/02", "le 29 fév."])
def test_a_29_february_without_its_year_is_the_last_one(typed: str) -> None:
    assert parse_day(typed, TODAY, day_first=True) == date(2024, 2, 29)


def test_other_dates_are_this_year_s_or_last_year_s() -> None:
    assert parse_day("20 novembre", TODAY) == date(2026, 11, 20)
    assert parse_day("25 décembre", TODAY) == date(2025, 12, 25)
    assert parse_day("29 février", date(2024, 3, 1)) == date(2024, 2, 29)
    assert parse_day("29 février", date(2024, 2, 28)) == date(2020, 2, 29)
