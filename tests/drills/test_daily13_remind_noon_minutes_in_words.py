"""« /rappel midi trente » got « Je ne peux pas lire « midi trente » comme une heure » while
« midi 30 » and « midi et demi » were read: the minutes after « midi » or « minuit » said in
words are read too."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("midi trente", "12:30"),
        ("midi quinze", "12:15"),
        ("à midi quarante-cinq", "12:45"),
        ("minuit trente", "00:30"),
        ("midi dix", "12:10"),
        # as before
        ("midi 30", "12:30"),
        ("midi et demi", "12:30"),
        ("midi", "12:00"),
    ],
)
def test_minutes_in_words_after_noon_or_midnight_are_read(typed: str, stored: str) -> None:
    assert read_remind(typed) == stored


@pytest.mark.parametrize("typed", ["midi soixante", "midi trente deux heures"])
def test_no_minutes_after_noon_is_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
