"""« /rappel à tous les jours à 9 h » and « /rappel 19 h 30 à tous les jours », the way many
Québec players say « every day », got « Je ne peux pas lire … comme une heure » while
« tous les jours à 9 h » was read: the « à » before the days is read too."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("à tous les jours à 9 h", "09:00"),
        ("a tous les jours a 9h", "09:00"),
        ("19 h 30 à tous les jours", "19:30"),
        ("à chaque jour à 8 h", "08:00"),
        ("7 h du soir à tous les jours", "19:00"),
        # as before
        ("tous les jours à 9 h", "09:00"),
        ("19 h 30 tous les jours", "19:30"),
    ],
)
def test_a_tous_les_jours_is_read(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


def test_the_days_alone_are_still_no_time() -> None:
    assert read_remind("à tous les jours") is Remind.UNREAD
