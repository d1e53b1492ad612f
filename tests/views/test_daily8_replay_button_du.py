"""« /defi 2026-11-20 » in a club's group: the note read « …y distribue le défi du vendredi 20
novembre » over a button « Jouer le défi de vendredi 20 novembre », the same day named two
ways in one message (« du » is what the note, /defi's refusals and the set-aside lines say
before a dated day) → « Jouer le défi du vendredi 20 novembre »."""

from __future__ import annotations

from datetime import date

import pytest

from bot.i18n import I18n
from bot.views.daily import replay_button, replay_in_private

I18N = I18n.load()
LOCAL = date(2026, 11, 23)


@pytest.mark.parametrize(
    ("day", "named"),
    [
        (date(2026, 11, 20), "vendredi 20 novembre"),
        (date(2026, 11, 1), "dimanche 1er novembre"),
        (date(2025, 11, 20), "jeudi 20 novembre 2025"),
    ],
)
def test_the_button_names_the_day_as_the_note_above_it(day: date, named: str) -> None:
    tr = I18N.translator("fr")
    assert f"le défi du {named}" in replay_in_private(day, LOCAL, tr)
    assert replay_button(day, LOCAL, tr) == f"Jouer le défi du {named}"


def test_english_is_unchanged() -> None:
    tr = I18N.translator("en")
    button = replay_button(date(2026, 11, 21), LOCAL, tr)
    assert button == "Play the challenge of Saturday, November 21"
