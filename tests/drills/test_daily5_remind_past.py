"""« /rappel sept heures et demie » was read, "/remind half past seven" got « I can't read
“half past seven” as a time »: the English way to say the half and the quarter."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


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


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        # « /rappel sept heures » was read, these got « Je ne peux pas lire … comme une heure »
        ("vingt heures", "20:00"),
        ("quinze heures", "15:00"),
        ("dix-neuf heures trente", "19:30"),
        ("dix-neuf heures", "19:00"),
        ("vingt et une heures", "21:00"),
        ("huit heures quinze", "08:15"),
        ("huit heures quarante-cinq", "08:45"),
        ("seven thirty pm", "19:30"),
        ("à dix-huit heures svp", "18:00"),
        # as before
        ("sept heures", "07:00"),
        ("Sept heures du soir", "19:00"),
        ("sept heures et demie", "07:30"),
        ("une heure", "01:00"),
    ],
)
def test_hours_in_words_past_noon(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


@pytest.mark.parametrize("typed", ["rien", "un jour", "vingt-cinq heures", "cinq trois"])
def test_words_that_are_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("1930", "19:30"),
        ("0730", "07:30"),
        ("730", "07:30"),
        ("19h30m", "19:30"),
        ("19 h 30 min", "19:30"),
        ("19 heures 30 minutes", "19:30"),
    ],
)
def test_a_time_in_digits_only_or_with_its_minutes_named(typed: str, stored: str) -> None:
    """« /rappel 1930 » and « /rappel 19 h 30 min » got « Je ne peux pas lire … »."""
    assert read_remind(typed) == stored


@pytest.mark.parametrize("typed", ["2460", "12345", "99"])
def test_digits_that_are_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
