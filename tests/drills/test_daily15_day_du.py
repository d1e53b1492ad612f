"""« /defi du 29 » answered « Je ne peux pas lire « du 29 » comme un jour » where « /defi le
29 » replays 29 November, and « /defi le premier » where « /defi 1er » is read: a day of the
month said with « du » (« celui du 29 ») or « premier » ("the first") is that day."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.daily import month_day, typed_day

TODAY = date(2026, 12, 1)  # the first of a month: « le 29 » is last month's


@pytest.mark.parametrize(
    ("typed", "day"),
    [
        ("du 29", date(2026, 11, 29)),
        ("celui du 29", date(2026, 11, 29)),
        ("le premier", date(2026, 12, 1)),
        ("du premier", date(2026, 12, 1)),
        ("the first", date(2026, 12, 1)),
        ("le 29", date(2026, 11, 29)),  # as before
    ],
)
def test_a_day_of_the_month_said_with_du_or_premier(typed: str, day: date) -> None:
    assert month_day(typed, TODAY) == day
    assert typed_day(typed, TODAY, day_first=True) == day


@pytest.mark.parametrize("typed", ["premier", "du", "29"])
def test_no_day_without_its_article(typed: str) -> None:
    assert month_day(typed, TODAY) is None
