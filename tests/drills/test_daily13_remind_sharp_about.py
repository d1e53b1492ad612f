"""« /rappel 19 h pile », « /rappel autour de 9 h » and « /rappel 9 h environ » got « Je ne
peux pas lire … comme une heure » while « vers 9 h » was read: « pile » (sharp) and the words
of « about » around a time say nothing more than the time."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("19h pile", "19:00"),
        ("à 7 h 30 pile", "07:30"),
        ("autour de 9 h", "09:00"),
        ("9 h environ", "09:00"),
        ("vers 19 h 30 environ", "19:30"),
        ("à peu près 8 h", "08:00"),
        ("7 pm sharp", "19:00"),
        ("about 9am", "09:00"),
        # as before
        ("vers 9 h", "09:00"),
    ],
)
def test_sharp_and_about_say_the_time(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


@pytest.mark.parametrize("typed", ["pile", "environ", "autour de"])
def test_those_words_alone_are_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
