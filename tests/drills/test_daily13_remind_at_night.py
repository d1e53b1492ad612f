""" "/remind 9 at night" got « I can't read “9 at night” as a time » while "9 in the evening"
and "every night at 9" were read: "at night" says pm as they do."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("9 at night", "21:00"),
        ("7:30 at night", "19:30"),
        ("quarter past 9 at night", "21:15"),
        ("nine at night", "21:00"),
        # as before
        ("9 in the evening", "21:00"),
        ("every night at 9", "21:00"),
    ],
)
def test_at_night_says_pm(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored
