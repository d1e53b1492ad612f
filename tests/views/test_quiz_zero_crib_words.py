"""The quiz's crib of 0 points: its explanation said the nought twice, « 0 point : dix-neuf!
(0 point) » ("0 points: nineteen! (no points)"); the call says it once."""

from __future__ import annotations

import pytest

from bot.drills.quiz_generated import Choice, HandQuiz, Mistake, Trap
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n, render
from bot.views import quiz as view

I18N = I18n.load()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_zero_crib_is_called_once(lang: str) -> None:
    tr = I18N.translator(lang)
    deal = parse_cards("KC 4C 9C 10C 7D")  # four clubs, a diamond starter: nothing
    score = scored_show(tuple(deal[:4]), deal[4], True)
    assert score.total == 0
    choices = (Choice(0, None), Choice(4, Mistake.CRIB_FOUR_FLUSH))
    quiz = HandQuiz(tuple(deal[:4]), deal[4], True, Trap.CRIB_FLUSH, score, choices)
    first = view.hand_poll(quiz, tr).explanation.split("\n")[0]
    assert first == render.called_count_text(score, tr), first
    assert first.count("0") <= 1, first  # « dix-neuf! (0 point) », "nineteen! (no points)"


def test_a_crib_that_scores_still_says_its_points_first() -> None:
    tr = I18N.translator("en")
    deal = parse_cards("KC 4C 9C 5C 7D")
    score = scored_show(tuple(deal[:4]), deal[4], True)
    choices = (Choice(score.total, None), Choice(score.total + 4, Mistake.CRIB_FOUR_FLUSH))
    quiz = HandQuiz(tuple(deal[:4]), deal[4], True, Trap.CRIB_FLUSH, score, choices)
    first = view.hand_poll(quiz, tr).explanation.split("\n")[0]
    assert first.startswith(render.points(score.total, tr) + ": "), first
