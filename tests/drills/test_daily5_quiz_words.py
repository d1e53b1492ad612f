"""/quiz with the number in words (« /quiz dix », « /quiz rois cinq ») or followed by the word
« questions » (« /quiz 10 questions ») got the usage, as if nothing could be read."""

from __future__ import annotations

import pytest

from bot.drills.quiz import read_quiz_args

READ = [
    ("dix", (None, 10)),
    ("Dix", (None, 10)),
    ("vingt", (None, 20)),
    ("dix-sept", (None, 17)),
    ("vingt et un", (None, 21)),
    ("10 questions", (None, 10)),
    ("cinq questions", (None, 5)),
    ("une question", (None, 1)),
    ("rois cinq", ("kings", 5)),
    ("cinq rois", ("kings", 5)),
    ("ten", (None, 10)),
    ("ten questions", (None, 10)),
    ("kings three", ("kings", 3)),
    # as before
    ("10", (None, 10)),
    ("rois", ("kings", 1)),
    ("rois 3", ("kings", 3)),
    ("", (None, 1)),
]


@pytest.mark.parametrize(("typed", "asked"), READ, ids=[r[0] or "nothing" for r in READ])
def test_quiz_sizes_as_they_are_typed(typed: str, asked: tuple[str | None, int]) -> None:
    assert read_quiz_args(typed.split()) == asked


@pytest.mark.parametrize("typed", ["bof", "cinquante", "50", "0", "rien", "fadoq", "dix onze"])
def test_what_is_not_a_size_of_1_to_30_gets_the_usage(typed: str) -> None:
    assert read_quiz_args(typed.split()) is None
