"""« /rappel 9 h moins le quart » got « Je ne peux pas lire « 9 h moins le quart » comme une
heure » while « 9 h et quart » was read: a quarter before the hour, as a Québec player says
it (and "quarter to nine" in English), is read as the time it is."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("9 h moins le quart", "08:45"),
        ("9 h moins quart", "08:45"),
        ("9h moins le quart", "08:45"),
        ("neuf heures moins le quart", "08:45"),
        ("à 7 heures moins le quart du soir", "18:45"),
        ("19 h moins le quart", "18:45"),
        ("1 h moins le quart", "00:45"),
        ("quarter to nine", "08:45"),
        ("a quarter to 7 pm", "18:45"),
        ("quarter of eight in the evening", "19:45"),
        # as before
        ("9 h et quart", "09:15"),
        ("quarter past eight", "08:15"),
    ],
)
def test_a_quarter_before_the_hour_is_read(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


@pytest.mark.parametrize(
    "typed", ["0 h moins le quart", "25 h moins le quart", "moins le quart", "quarter to"]
)
def test_no_hour_before_the_quarter_is_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("midi moins le quart", "11:45"),
        ("minuit moins quart", "23:45"),
        ("à midi moins le quart", "11:45"),
    ],
)
def test_noon_and_midnight_less_a_quarter_are_read(typed: str, stored: str) -> None:
    """« /rappel midi moins le quart » got « Je ne peux pas lire … comme une heure » while
    « midi et quart » was read."""
    assert read_remind(typed) == stored
