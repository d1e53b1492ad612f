"""« /rappel 3 h de l après-midi », typed without its apostrophe (as a phone's keyboard or a
hurried thumb leaves it), got « Je ne peux pas lire … comme une heure » while « 3 h de
l'après-midi » was read: « l » alone before the part of the day is read as « l' »."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("3 h de l après-midi", "15:00"),
        ("3 h de l apres midi", "15:00"),
        ("10 h de l avant-midi", "10:00"),
        ("l après-midi à 2 h", "14:00"),
        # as before
        ("3 h de l'après-midi", "15:00"),
    ],
)
def test_the_part_of_the_day_without_its_apostrophe_is_read(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored
