"""/hand: "a four-card run" (a run of four cards, 4 points) was read as four runs (12): « a
four card run » claimed 12, "fifteen 2 and a four card run 6" a fifteen 4 and a run of 2 that
looked off; "a 3 card run and a pair 5" a pair of 0. The number said with "card" before a run
is the run's length, as before a flush ("a four-card flush")."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Call, Claims
from bot.drills.answers import parse_answer
from bot.engine.show import Kind


@pytest.mark.parametrize(
    ("typed", "claims"),
    [
        ("a four card run", Claims(runs=4)),
        ("a four-card run", Claims(runs=4)),
        ("three card run", Claims(runs=3)),
        ("fifteen 2 and a four card run 6", Claims(fifteens=2, runs=4)),
        ("fifteen two and a four-card run for six", Claims(fifteens=2, runs=4)),
        ("a 3 card run and a pair 5", Claims(pairs=2, runs=3)),
        ("fifteen 2 and a 5 card run 7", Claims(fifteens=2, runs=5)),
        ("quinze 2 pis une suite 4 cartes 6", Claims(fifteens=2, runs=4)),
    ],
)
def test_the_cards_of_a_run_are_its_length(typed: str, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert answer.claims == claims and not answer.off
    assert answer.total == claims.total


def test_the_run_is_said_back_with_its_length() -> None:
    (call,) = parse_answer("a four card run").calls
    assert call == Call(Kind.RUN, 4, None, 4)


@pytest.mark.parametrize(
    ("typed", "total"),
    [("two runs of three", 6), ("three runs of 3", 9), ("a run and a four-card flush", 7)],
)
def test_runs_counted_are_still_runs(typed: str, total: int) -> None:
    assert parse_answer(typed).total == total
