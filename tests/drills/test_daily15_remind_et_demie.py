"""« /rappel sept et demie », « /rappel 7 et demie du soir », « /rappel huit et quart » (the
hour said without « heures », as it is said aloud) answered « Je ne peux pas lire « sept et
demie » comme une heure »: they are read as « sept heures et demie »."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "at"),
    [
        ("sept et demie", "07:30"),
        ("7 et demie", "07:30"),
        ("à sept et demie du soir", "19:30"),
        ("7 et demie le soir", "19:30"),
        ("huit et quart", "08:15"),
        ("8 et quart du soir", "20:15"),
        ("sept heures et demie", "07:30"),  # as before
    ],
)
def test_the_hour_and_a_half_said_without_heures(typed: str, at: str) -> None:
    assert read_remind(typed) == at


@pytest.mark.parametrize("typed", ["et demie", "quarante et demie", "25 et demie"])
def test_no_hour_is_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
