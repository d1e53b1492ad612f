"""« /rappel sept heures et demie » was read, "/remind half past seven" got « I can't read
“half past seven” as a time »: the English way to say the half and the quarter."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("half past seven", "07:30"),
        ("half past seven pm", "19:30"),
        ("half past 7 in the evening", "19:30"),
        ("quarter past eight", "08:15"),
        ("a quarter past eight pm", "20:15"),
        ("at half past six", "06:30"),
        ("half past twelve", "12:30"),
    ],
)
def test_half_and_quarter_past_read_as_said(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored
