"""/jeu jouer at a go: « Exact : go… L'adversaire joue toutes les cartes qu'il peut; le
dernier à jouer une carte marque 1 pour le go » then « Vous marquez 0 point, je marque 0
point. »: the « je » of the race read as the opponent who was just told to peg 1. The line
under a go now says that saying go pegs nothing in the race, for either side."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import GoGrade
from bot.i18n import I18n, Translator
from bot.views import peg_replies
from bot.views.show import pegged_line

FR = I18n.load().translator("fr")
EN = I18n.load().translator("en")


@pytest.mark.parametrize(
    ("tr", "line"),
    [
        (FR, "Dans la course, dire go ne marque rien\u00a0: aucun point pour vous ni pour moi."),
        (EN, "In the race, saying go pegs nothing: no point for you or for me."),
    ],
    ids=["fr", "en"],
)
def test_the_go_verdict_says_the_race_is_unchanged(tr: Translator, line: str) -> None:
    grade = GoGrade()
    lines, _details, _ = peg_replies.play_reply(grade, tr)
    text = peg_replies.verdict_html(lines, (0, 0), None, tr, name=None, play=grade)
    assert pegged_line(0, 0, tr) not in text
    assert text.split("\n")[-1] == line
