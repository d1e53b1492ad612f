"""« /defi aujourdhui » (the apostrophe left out, as many type it) got the usage, where
« /defi aujourd'hui » plays today's challenge."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.typed_time import parse_day

TODAY = date(2026, 12, 1)


@pytest.mark.parametrize("typed", ["aujourdhui", "Aujourdhui", "aujourd'hui", "aujourd\u2019hui"])
def test_today_however_the_apostrophe_is_typed(typed: str) -> None:
    assert parse_day(typed, TODAY) == TODAY
