"""The decisions the /ecart handler hands to the drill: the crib model a stored question
names (`known_model`) and /stats' costliest habit over the stored history
(`with_costliest`)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.drills.ecart import DEFAULT_MODEL, EXPERT, UNIFORM, known_model
from bot.drills.ecart_habits import Habit
from bot.drills.ecart_history import Summary, with_costliest


@pytest.mark.parametrize(
    ("stored", "model"),
    [
        (None, DEFAULT_MODEL),
        (UNIFORM, UNIFORM),
        (EXPERT, EXPERT),
        ("gaussian", DEFAULT_MODEL),
        (3, DEFAULT_MODEL),
        (["uniform"], DEFAULT_MODEL),
    ],
)
def test_the_model_a_question_names(stored: object, model: str) -> None:
    assert known_model(stored) == model


@dataclass(frozen=True)
class Stored:
    cards: list[str]
    role: str
    choice: list[str]
    best: list[str]
    loss: float


TOTALS = Summary(played=3, best=1, dealer_played=1, dealer_loss=0.0, pone_played=2, pone_loss=3.0)


def test_the_costliest_habit_of_the_history_joins_the_totals() -> None:
    history = [
        # a pair given to the opponent's crib, twice; a five once, for less
        Stored(["9H", "9D", "AC", "KS", "QS", "JH"], "pone", ["9H", "9D"], ["AC", "9D"], 1.0),
        Stored(["9H", "9D", "AC", "KS", "QS", "JH"], "pone", ["9H", "9D"], ["AC", "9D"], 1.5),
        Stored(["5H", "10D", "AC", "KS", "QS", "2H"], "pone", ["5H", "KS"], ["AC", "2H"], 0.5),
    ]
    summary = with_costliest(TOTALS, history)
    assert summary.costliest is not None
    assert summary.costliest.habit is Habit.PAIR_TO_OPPONENT
    assert summary.costliest.times == 2 and summary.costliest.points == pytest.approx(2.5)
    assert (summary.played, summary.best, summary.pone_loss) == (3, 1, 3.0)  # totals kept


def test_a_stored_lay_away_that_no_longer_reads_is_left_out() -> None:
    garbled = Stored(["9H", "9H", "XX"], "pone", ["9H"], ["AC"], 2.0)
    assert with_costliest(TOTALS, [garbled]) == TOTALS
    assert with_costliest(TOTALS, []).costliest is None
