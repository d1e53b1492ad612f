"""/jeu jouer's verdict said « En jouant A♠, vous gagnez en moyenne 4,9 points… », then
« Vous marquez 0 point, je marque 0 point. »: a member of 72 read a contradiction. The line
under the averages now says what this card pegs now, and that the averages count what may come
by the end of the round."""

from __future__ import annotations

import random

import pytest

from bot.drills.peg_best import PlayGrade, deal_peg_play, grade_play
from bot.i18n import I18n, Translator, render
from bot.views import peg_replies
from bot.views.show import pegged_line

FR = I18n.load().translator("fr")
EN = I18n.load().translator("en")


def _grades() -> list[PlayGrade]:
    rng = random.Random(2026)
    found: list[PlayGrade] = []
    while len(found) < 30:
        position = deal_peg_play(rng)
        if not position.is_go:
            found += [grade_play(position, card) for card in position.legal()]
    return found


@pytest.mark.parametrize("tr", [FR, EN], ids=["fr", "en"])
def test_the_play_verdict_says_what_the_card_pegs_now(tr: Translator) -> None:
    grades = _grades()
    assert any(g.player_points == 0 for g in grades) and any(g.player_points for g in grades)
    for grade in grades:
        lines, details, _ = peg_replies.play_reply(grade, tr)
        text = peg_replies.verdict_html(
            lines, (grade.player_points, 0), None, tr, name=None, details=details, play=grade
        )
        assert pegged_line(grade.player_points, 0, tr) not in text
        line = peg_replies.play_race_line(grade, tr)
        assert line in text.split("\n")
        assert render.card(grade.chosen.card, tr) in line
        assert render.points(grade.player_points, tr) in line
        now, later = {
            "fr": ("maintenant", "d'ici la fin du tour"),
            "en": ("now", "by the end of the round"),
        }[tr.lang]
        assert now in line and later in line, line


def test_the_french_line() -> None:
    grade = next(g for g in _grades() if g.player_points == 0)
    card = render.card(grade.chosen.card, FR)
    assert peg_replies.play_race_line(grade, FR) == (
        f"Cette carte ({card}) vous fait marquer 0 point maintenant; les moyennes ci-dessus "
        "comptent aussi ce qui peut venir d'ici la fin du tour."
    )
