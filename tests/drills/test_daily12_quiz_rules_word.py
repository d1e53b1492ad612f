"""« /quiz règles » (the quiz is « Quiz des règles », and /regles its other name) answered
« Je ne comprends pas « règles » » with the usage: the word now asks for the rules quiz it
names, alone or with a number."""

from __future__ import annotations

import pytest

from bot.drills.quiz import read_quiz_args, series_too_long


@pytest.mark.parametrize(
    ("args", "asked"),
    [
        (["règles"], (None, 1)),
        (["Règles", "10"], (None, 10)),
        (["10", "règles"], (None, 10)),
        (["rules"], (None, 1)),
        (["dix", "questions", "sur", "les", "règles"], None),
        (["rois", "règles"], ("kings", 1)),  # the Kings Cribbage rules
    ],
)
def test_the_rules_word_asks_for_the_rules_quiz(
    args: list[str], asked: tuple[str | None, int] | None
) -> None:
    assert read_quiz_args(args) == asked


def test_too_many_is_still_read_with_the_word() -> None:
    assert series_too_long(["règles", "50"]) == 50
