"""« pourquoi? » read after a verdict (`asks_why`), and what puts the best lay-away ahead of
the player's (`why_best`): the part, hand or crib, where the best leads most."""

from __future__ import annotations

import pytest

from bot.drills.ecart import UNIFORM, Challenge, Part, Verdict, grade, why_best
from bot.drills.ecart_talk import asks_why
from bot.engine.card_parsing import parse_cards

DEAL = Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=True)


@pytest.mark.parametrize(
    "typed",
    ["pourquoi?", "Pourquoi", "POURQUOI ?", "pourquoi ça?", "mais pourquoi", "why?", "How come?"],
)
def test_why_is_read(typed: str) -> None:
    assert asks_why(typed)


@pytest.mark.parametrize("typed", ["pourquoi pas R 5", "R 5", "comment?", "why not", ""])
def test_anything_else_is_not(typed: str) -> None:
    assert not asks_why(typed)


def test_the_best_leads_a_lay_away_short_of_it_on_the_hand() -> None:
    verdict = graded("KD 5H")
    decision = why_best(verdict)
    assert decision is not None
    assert decision.best == verdict.best and decision.runner_up == verdict.chosen
    assert decision.part is Part.HAND
    assert set(decision.gaps) == {Part.HAND, Part.CRIB}
    assert decision.gaps[Part.HAND] == pytest.approx(verdict.best.hand_ev - verdict.chosen.hand_ev)


def test_nothing_ahead_of_the_best() -> None:
    best = graded("KD 5H").best.discard
    assert why_best(grade(DEAL, best, model=UNIFORM)) is None


def graded(cards: str) -> Verdict:
    return grade(DEAL, parse_cards(cards), model=UNIFORM)
