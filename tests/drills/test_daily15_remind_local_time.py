"""« /rappel 19 h heure locale », « 19 h à mon heure », « 7 h du soir, heure de chez nous »,
"/remind 7pm local time" answered « Je ne peux pas lire … comme une heure »: a reminder is at
the player's own time, the words saying so are read as nothing more."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "at"),
    [
        ("19 h heure locale", "19:00"),
        ("19 h, heure locale", "19:00"),
        ("19 h à l'heure locale", "19:00"),
        ("19 h à mon heure", "19:00"),
        ("7 h du soir, heure de chez nous", "19:00"),
        ("19 h 30 chez moi", "19:30"),
        ("7pm local time", "19:00"),
        ("7:30 pm my time", "19:30"),
    ],
)
def test_the_players_own_time_said(typed: str, at: str) -> None:
    assert read_remind(typed) == at


def test_the_words_alone_are_no_time() -> None:
    assert read_remind("heure locale") is Remind.UNREAD
