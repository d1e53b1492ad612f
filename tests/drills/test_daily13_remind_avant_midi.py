"""« /rappel 10 h de l'avant-midi », the way Québec says « du matin », got « Je ne peux pas lire
… comme une heure » while « 10 h du matin » and « 3 h de l'après-midi » were read: the
avant-midi says am as the matin does."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("10 h de l'avant-midi", "10:00"),
        ("10 h de l\u2019avant-midi", "10:00"),
        ("9 h 30 dans l'avant-midi", "09:30"),
        ("10 h avant-midi", "10:00"),
        ("l'avant-midi à 10 h", "10:00"),
        ("10 h en avant-midi", "10:00"),
        # as before
        ("10 h du matin", "10:00"),
        ("3 h de l'après-midi", "15:00"),
    ],
)
def test_the_avant_midi_says_am(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


def test_an_hour_past_noon_is_no_avant_midi() -> None:
    assert read_remind("14 h de l'avant-midi") is Remind.UNREAD
