"""Played: /variante muggins non, then /course said « … et les points oubliés avancent le
mien », where the verdict had just said « les 3 points oubliés sont perdus (muggins
désactivé) ». With muggins off, /course says the points missed are lost."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.practice import game_menu_lines, race_in_group

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "lost", "pegs_mine"),
    [
        ("fr", "les points oubliés sont perdus", "avancent le mien"),
        ("en", "the points you miss are lost", "peg mine"),
    ],
)
def test_muggins_off_the_race_says_the_missed_points_are_lost(
    lang: str, lost: str, pegs_mine: str
) -> None:
    tr = I18N.translator(lang)
    for text in (
        "\n".join(game_menu_lines(None, "standard", tr, muggins=False)),
        race_in_group(None, tr, name="Zoé", muggins=False),
    ):
        assert lost in text and pegs_mine not in text, text
    assert pegs_mine in "\n".join(game_menu_lines(None, "standard", tr))
