"""The Kings hint names the rack tiles it lays turned over (a 9 laid as a 6), one by one."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid, score_move
from bot.i18n import I18n
from bot.views.kings_play import hint_lines
from tests.engine.kings_helpers import across, tiles


@pytest.mark.parametrize(
    ("lang", "turned"),
    [
        ("fr", ["En F8, votre 9 retourné fait un 6.", "En G8, votre 9* retourné fait un 6*."]),
        ("en", ["On F8, your 9 turned over makes a 6.", "On G8, your 9* turned over makes a 6*."]),
    ],
)
def test_a_dark_6_and_a_dark_9_laid_as_two_dark_6s(lang: str, turned: list[str]) -> None:
    """Rack K* 9* 9 6* 3*, the hint lays K* 6* 6 6* 3*: it said only « En F8, votre 9
    retourné fait un 6. », though the player holds one dark 6 and the move lays two (the
    dark 9 turned was not said, since a dark 6 is on the rack)."""
    rack = tiles("Kd 9d 9 6d 3d")
    score = score_move(Grid(), across(7, 3, "Kd 6d 6 6d 3d"), rack)
    lines = hint_lines(score, rack, I18n.load().translator(lang))
    assert lines[1:] == turned
