"""« quinze 8 pis deux doubles suites 16, 24 » on 5♥ 6♥ 4♦ 4♣ + 5♠ (a double double run):
« Vous avez dit 2, mais les combinaisons nommées font 8 », « « double suite 16 » ne tient
pas », « Vous avez dit 24, mais les combinaisons nommées font 16 », three lines about words
the player never said so; "two double runs" alone was « unexpected: 'two' ». Two double runs
are the double double run (16), as players name it: read."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind, score_hand


@pytest.mark.parametrize(
    ("call", "total"),
    [
        ("quinze 8 pis deux doubles suites 16, 24", 24),
        ("fifteen 8 and two double runs for 16 makes 24", 24),
        ("deux doubles suites 16", 16),
        ("two double runs", 16),
        ("15-8, deux doubles suites, 24", 24),
    ],
)
def test_two_double_runs_are_a_double_double_run(call: str, total: int) -> None:
    answer = parse_answer(call)
    assert (answer.calls[-1].kind, answer.calls[-1].points) == (Kind.DOUBLE_DOUBLE_RUN, 16)
    assert (answer.total, answer.off) == (total, ())


def test_a_fifteen_s_2_before_a_double_run_is_still_its_own() -> None:
    # « 15-2 double run 12 »: the 2 is the fifteen's, not two double runs
    answer = parse_answer("15-2 double run 12")
    assert [(c.kind, c.points) for c in answer.calls] == [(Kind.FIFTEEN, 2), (Kind.DOUBLE_RUN, 10)]


def test_graded_exact() -> None:
    dealt = parse_cards("5H 6H 4D 4C 5S")
    score = score_hand(dealt[:4], dealt[4])
    assert judge(score, "quinze 8 pis deux doubles suites 16, 24").verdict == "exact"
