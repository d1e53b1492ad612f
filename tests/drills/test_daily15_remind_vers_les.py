"""« /rappel vers les 7 h du soir », « sur les 8 h », « à 19 h 30 s.v.p. » answered « Je ne
peux pas lire … comme une heure », where « vers 7 h » and « 19 h 30 svp » were read: the words
around a time as they are said and written are read as the time."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import read_remind


@pytest.mark.parametrize(
    ("typed", "at"),
    [
        ("vers les 7 h du soir", "19:00"),
        ("vers les 19 h", "19:00"),
        ("sur les 8 h", "08:00"),
        ("sur les sept heures du soir", "19:00"),
        ("à 19 h 30 s.v.p.", "19:30"),
        ("19 h s.v.p", "19:00"),
        ("à 8 h s.t.p.", "08:00"),
        ("vers 8 h", "08:00"),  # as before
    ],
)
def test_the_words_around_a_time(typed: str, at: str) -> None:
    assert read_remind(typed) == at
