"""kings11: a count below zero read in a Kings game step, alone or after a move's « = »."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import negative_in_step
from bot.drills.kings_questions import asks_score


@pytest.mark.parametrize(
    "text", ["-3", "moins 3", "minus 3", "- 3", "H8 → 5 = -3", "H8 → 5 6 4 = moins 12"]
)
def test_a_count_below_zero_is_read(text: str) -> None:
    assert negative_in_step(text)


@pytest.mark.parametrize(
    "text", ["H8 - 5 6 4", "H-8 → 5 6 4", "H8 → 5 = 3", "3", "H8 → 5", "passe", "h8 - 5 = 5"]
)
def test_a_move_or_a_count_is_no_negative_count(text: str) -> None:
    assert not negative_in_step(text)


@pytest.mark.parametrize(
    "text",
    [
        "combien j'ai de points?",
        "Quel est le pointage",
        "qui gagne?",
        "What's the score?",
        "how many points do I have",
        "on en est où?",
    ],
)
def test_the_score_asked_is_read(text: str) -> None:
    assert asks_score(text)


@pytest.mark.parametrize(
    "text",
    ["quoi?", "bonjour", "H8 → 5 6 4 = 12 points", "combien pour 5 6 4?", "10 points", "points"],
)
def test_no_score_asked(text: str) -> None:
    assert not asks_score(text)
