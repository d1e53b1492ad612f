"""« /defi hier soir », « celui d'hier après-midi », "/daily last night" answered « Je ne peux
pas lire « hier soir » comme un jour » where « /defi hier » is read: yesterday said with its
part of the day is yesterday (and « ce matin », "this morning", today)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.typed_time import parse_day

TODAY = date(2026, 12, 1)  # yesterday is last month's last day


@pytest.mark.parametrize(
    ("typed", "day"),
    [
        ("hier soir", date(2026, 11, 30)),
        ("hier matin", date(2026, 11, 30)),
        ("celui d'hier après-midi", date(2026, 11, 30)),
        ("last night", date(2026, 11, 30)),
        ("yesterday evening", date(2026, 11, 30)),
        ("ce matin", TODAY),
        ("this morning", TODAY),
        ("hier", date(2026, 11, 30)),  # as before
    ],
)
def test_yesterday_with_its_part_of_the_day(typed: str, day: date) -> None:
    assert parse_day(typed, TODAY) == day
