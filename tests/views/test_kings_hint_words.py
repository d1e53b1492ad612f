"""The Kings hint, and each choice of /kings best, name the rack tiles they lay turned over (a 9
laid as a 6), one by one."""

from __future__ import annotations

import pytest

from bot.drills.kings import KingsBest
from bot.engine.kings_grid import Grid, score_move
from bot.i18n import I18n
from bot.views.kings import best_question_lines
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


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", ["A. D8 A*, E8 9*, F8 10*, G8 V*", "En E8, votre 6* retourné fait un 9*."]),
        ("en", ["A. D8 A*, E8 9*, F8 10*, G8 J*", "On E8, your 6* turned over makes a 9*."]),
    ],
)
def test_a_best_move_choice_laying_a_6_as_a_9_says_so(lang: str, said: list[str]) -> None:
    """/rois meilleur showed « Vos jetons : V* A* 6* 10 10* » and « B. G4 A*, G5 9*, G6 10*,
    G7 V* »: a 9* the player does not hold, and no word of the 6* turned over (the hint says
    it). The choice is now followed by « En G5, votre 6* retourné fait un 9*. »."""
    rack = tuple(tiles("Jd Ad 6d 10 10d"))
    best = KingsBest(
        Grid(), rack, (tuple(across(7, 3, "Ad 9d 10d Jd")), tuple(across(7, 3, "10 10d")))
    )
    lines = best_question_lines(best, I18n.load().translator(lang))
    at = lines.index(said[0])
    assert lines[at : at + 3] == [*said, "B. D8 10, E8 10*"]
