"""« /rappel voir » and « /rappel ? » (to see the reminder set) got « Je ne peux pas lire
« voir » comme une heure », not the reminder: the words asking to see it show it, as /rappel
alone and « /rappel oui » do."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind


@pytest.mark.parametrize(
    "typed",
    ["voir", "Voir", "?", "quand", "quand?", "état", "show", "status", "when", "mon rappel"],
)
def test_asking_to_see_the_reminder_shows_it(typed: str) -> None:
    assert read_remind(typed) is Remind.SHOW


@pytest.mark.parametrize("typed", ["voir 9 h", "quand ça"])
def test_other_words_are_still_no_time(typed: str) -> None:
    assert read_remind(typed) is Remind.UNREAD
