"""« /rappel à tous les soirs à 7 h » (as Québec says « à tous les jours », which was read),
« /rappel 7 h ce soir », « ce soir à 7 h », "/remind tonight at 7", "at 7 tonight" answered
« Je ne peux pas lire … comme une heure »: the evening said so is read as « 7 h du soir »,
the morning (« ce matin », "this morning") as « 7 h du matin »."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import read_remind


@pytest.mark.parametrize(
    ("typed", "at"),
    [
        ("à tous les soirs à 7 h", "19:00"),
        ("à tous les soirs 7 h", "19:00"),
        ("7 h à tous les soirs", "19:00"),
        ("à tous les matins à 9 h", "09:00"),
        ("7 h ce soir", "19:00"),
        ("à 7 h ce soir", "19:00"),
        ("ce soir à 7 h 30", "19:30"),
        ("9 h ce matin", "09:00"),
        ("tonight at 7", "19:00"),
        ("at 7 tonight", "19:00"),
        ("this evening at 8", "20:00"),
        ("8:30 this morning", "08:30"),
        ("tous les soirs à 7 h", "19:00"),  # as before
    ],
)
def test_the_evening_said_as_it_is_said(typed: str, at: str) -> None:
    assert read_remind(typed) == at
