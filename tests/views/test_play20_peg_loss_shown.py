"""/peg play: « Q♠ costs you 1.1 points on average: the best card was 4♠. » stood above
« Playing 4♠, you come out 0.4 points ahead… » and « Playing Q♠, you fall 0.8 points
behind… »: 0.4 and 0.8 make 1.2, and a player checks it. The cost said is now the difference
of the two figures shown below it (at least 0.1 when the card is not graded as good)."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest

from bot.drills.peg_best import PlayGrade, deal_peg_play, grade_play
from bot.i18n import I18n, Translator, render
from bot.views.peg_play import play_verdict_sentences

EN = I18n.load().translator("en")
FR = I18n.load().translator("fr")


def _wrong_grades() -> list[PlayGrade]:
    rng = random.Random(72)
    found: list[PlayGrade] = []
    while len(found) < 150:
        position = deal_peg_play(rng)
        if not position.is_go:
            found += [g for c in position.legal() if not (g := grade_play(position, c)).correct]
    return found


def _shown(sentence: str, tr: Translator) -> Decimal:
    number = re.search(r"(\d+[.,]\d)", sentence)
    assert number is not None, sentence
    value = Decimal(number[1].replace(",", "."))
    behind = "behind" in sentence or "perdez" in sentence
    return -value if behind else value


@pytest.mark.parametrize("tr", [EN, FR], ids=["en", "fr"])
def test_the_cost_is_the_difference_of_the_figures_shown(tr: Translator) -> None:
    grades = _wrong_grades()
    for grade in grades:
        head, *sentences = play_verdict_sentences(grade, tr)
        worth = {}
        for option, sentence in zip(grade.options, sentences, strict=True):
            worth[option.card] = (
                Decimal(0) if "even" in sentence or "égal" in sentence else (_shown(sentence, tr))
            )
        cost = _shown(head, tr)
        difference = worth[grade.best.card] - worth[grade.chosen.card]
        assert cost == max(difference, Decimal("0.1")), (head, sentences)
        assert render.card(grade.best.card, tr) in head
