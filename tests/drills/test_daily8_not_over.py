"""`drills.daily.not_over`: a day refused as still played somewhere, its opening for replays
on the player's clock (it was converted in the handler, `not_over_at`, which read the bot's
clock and the player's zone itself)."""

from __future__ import annotations

from datetime import UTC, date, datetime, time
from zoneinfo import ZoneInfo

from bot.drills.daily import DayRefused, NotOver, day_asked, not_over

TORONTO = ZoneInfo("America/Toronto")
PARIS = ZoneInfo("Europe/Paris")
NOW = datetime(2026, 11, 24, 5, 30, tzinfo=UTC)  # 0:30 on Tuesday in Toronto
LOCAL = date(2026, 11, 24)


def test_yesterday_opens_at_seven_in_toronto() -> None:
    assert day_asked("hier", LOCAL, NOW, day_first=True) is DayRefused.NOT_OVER
    late = not_over("hier", LOCAL, NOW, TORONTO, day_first=True)
    assert late == NotOver(
        date(2026, 11, 23), datetime(2026, 11, 24, 7, 0, tzinfo=TORONTO), date(2026, 11, 22)
    )
    assert late is not None and late.opens.tzinfo == TORONTO


def test_the_same_day_opens_at_one_in_paris() -> None:
    late = not_over("lundi", LOCAL, NOW, PARIS, day_first=True)
    assert late is not None and late.day == date(2026, 11, 23)
    assert late.opens.date() == LOCAL and late.opens.time() == time(13, 0)


def test_words_that_name_no_day_have_no_opening() -> None:
    assert not_over("bof", LOCAL, NOW, TORONTO, day_first=True) is None
