"""A generated quiz's explanation opened on a line with no final period (« 3 points: a pair
and one for his nobs makes 3 », « 7♦: thirty-one for 2 »), in both languages, above
sentences that had one. Now every line of it ends as a sentence."""

from __future__ import annotations

import random

import pytest

from bot.drills.quiz_generated import hand_quiz, peg_quiz
from bot.i18n import I18n, Translator
from bot.views import quiz as view

I18N = I18n.load()


@pytest.fixture(params=("fr", "en"))
def tr(request: pytest.FixtureRequest) -> Translator:
    return I18N.translator(request.param)


def _unfinished(explanation: str) -> list[str]:
    return [line for line in explanation.split("\n") if not line.endswith((".", "!", ")"))]


def test_every_line_of_a_generated_explanation_ends_a_sentence(tr: Translator) -> None:
    for seed in range(200):
        hand = view.hand_poll(hand_quiz(random.Random(seed)), tr)
        assert _unfinished(hand.explanation) == [], (seed, hand.explanation)
        peg = view.peg_poll(peg_quiz(random.Random(seed)), tr)
        assert _unfinished(peg.explanation) == [], (seed, peg.explanation)


def test_the_count_line_reads_as_a_sentence() -> None:
    tr = I18N.translator("en")
    for seed in range(200):
        quiz = hand_quiz(random.Random(seed))
        if quiz.score.total:
            first = view.hand_poll(quiz, tr).explanation.split("\n")[0]
            assert first.endswith(f"makes {quiz.score.total}.") or first.endswith(
                f"{quiz.score.total}."
            ), first
            return
    raise AssertionError("no scoring hand in 200 seeds")
