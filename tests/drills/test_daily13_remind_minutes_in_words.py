"""« /rappel 21 heures trente » got « Je ne peux pas lire « 21 heures trente » comme une heure »
while « vingt et une heures trente » and « 21 heures 30 » were read: the hour in digits with
its minutes said in words is read too."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("21 heures trente", "21:30"),
        ("21 h trente", "21:30"),
        ("21h trente", "21:30"),
        ("9 heures quinze", "09:15"),
        ("7 heures quarante-cinq du soir", "19:45"),
        ("à 8 h dix", "08:10"),
        # as before
        ("vingt et une heures trente", "21:30"),
        ("19 heures 30", "19:30"),
        ("19 h 30", "19:30"),
        ("9h", "09:00"),
    ],
)
def test_an_hour_in_digits_with_minutes_in_words_is_read(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


@pytest.mark.parametrize("typed", ["25 heures trente", "21 trente", "21 h 75"])
def test_no_hour_or_no_unit_before_the_minutes_is_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
