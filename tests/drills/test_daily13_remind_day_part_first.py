"""« /rappel le soir à 7 h » and « /rappel tous les soirs à 19 h » got « Je ne peux pas lire …
comme une heure » while « 7 h le soir » and « 7 h tous les soirs » were read: the part of the
day said before the time is read as when it is said after."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("le soir à 7 h", "19:00"),
        ("tous les soirs à 7 h 30", "19:30"),
        ("chaque soir vers 19 h", "19:00"),
        ("le matin à 9 h", "09:00"),
        ("tous les matins, 8 h", "08:00"),
        ("l'après-midi à 3 h", "15:00"),
        ("every evening at 7", "19:00"),
        ("in the morning at 9", "09:00"),
        # as before
        ("7 h le soir", "19:00"),
        ("7 h tous les soirs", "19:00"),
    ],
)
def test_the_part_of_the_day_said_first_is_read(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


@pytest.mark.parametrize("typed", ["le soir", "tous les soirs", "le matin à midi et demi"])
def test_no_time_after_the_part_of_the_day_is_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
