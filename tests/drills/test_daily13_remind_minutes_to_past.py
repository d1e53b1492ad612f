"""« /rappel 9 h moins dix » and "/remind ten past nine" got « Je ne peux pas lire … comme une
heure » while « 9 h moins le quart » and "quarter past nine" were read: minutes before or
after the hour, in words or in digits, are read as said."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("9 h moins dix", "08:50"),
        ("neuf heures moins vingt", "08:40"),
        ("7 h moins 5 du soir", "18:55"),
        ("midi moins dix", "11:50"),
        ("ten past nine", "09:10"),
        ("twenty to eight", "07:40"),
        ("twenty-five past 7 pm", "19:25"),
        ("5 to 9 in the evening", "20:55"),
        ("ten minutes to nine", "08:50"),
        # as before
        ("9 h moins le quart", "08:45"),
        ("quarter past eight", "08:15"),
        ("half past seven", "07:30"),
    ],
)
def test_minutes_before_or_after_the_hour_are_read(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


@pytest.mark.parametrize(
    "typed", ["9 h moins soixante", "sixty past nine", "ten past", "0 h moins dix"]
)
def test_minutes_out_of_the_hour_are_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
