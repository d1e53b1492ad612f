"""The lay-away line of /stats: its averages with one decimal, as every other average there
(« 5,18 comme donneur » stood under « Points oubliés par main, en moyenne : 1,2 »)."""

from __future__ import annotations

import pytest

from bot.drills.ecart_habits import Habit
from bot.drills.ecart_history import HabitCost, Summary
from bot.i18n import I18n
from bot.views.ecart import stats_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "dealer", "pone"),
    [("fr", "5,2 comme donneur", "0,8 comme receveur"), ("en", "5.2 as dealer", "0.8 as pone")],
)
def test_average_losses_have_one_decimal(lang: str, dealer: str, pone: str) -> None:
    summary = Summary(4, 1, 2, 10.36, 2, 1.5)
    text = "\n".join(stats_lines(summary, I18N.translator(lang)))
    assert dealer in text and pone in text, text


@pytest.mark.parametrize(("lang", "said"), [("fr", "moins de 0,1"), ("en", "less than 0.1")])
def test_a_loss_below_a_twentieth_is_not_read_as_none(lang: str, said: str) -> None:
    text = "\n".join(stats_lines(Summary(1, 0, 1, 0.01, 0, 0.0), I18N.translator(lang)))
    assert said in text and "0,0 " not in text and "0.0 " not in text, text


@pytest.mark.parametrize(
    ("lang", "average", "habit"),
    [("fr", "5,1 comme receveur", "5,1 points perdus"), ("en", "5.1 as pone", "5.1 points lost")],
)
def test_the_costliest_habit_agrees_with_the_average(lang: str, average: str, habit: str) -> None:
    """Played: « 5,1 comme receveur » stood above « (1 fois, 5,14 points perdus) », the same
    lay-away's loss."""
    summary = Summary(1, 0, 0, 0.0, 1, 5.14, HabitCost(Habit.PAIR_TO_OPPONENT, 1, 5.14))
    text = "\n".join(stats_lines(summary, I18N.translator(lang)))
    assert average in text and habit in text, text


def test_a_habit_once_is_said_once() -> None:
    """Played: "Costliest habit: giving pairs to your opponent's crib (1 time, …)"; /stats'
    other lines say "once" (« une fois »)."""
    summary = Summary(1, 0, 0, 0.0, 1, 5.14, HabitCost(Habit.PAIR_TO_OPPONENT, 1, 5.14))
    english = "\n".join(stats_lines(summary, I18N.translator("en")))
    french = "\n".join(stats_lines(summary, I18N.translator("fr")))
    assert "(once, 5.1 points lost)" in english, english
    assert "(une fois, 5,1 points perdus)" in french, french
