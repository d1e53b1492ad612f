"""A laugh after a count (answers5): « 12 mdr » is 12; « lol 5 » stays group chatter."""

import pytest

from bot.drills.answers import AnswerError, looks_like_answer, parse_answer


@pytest.mark.parametrize(
    ("text", "total"),
    [
        *(("Nineteen lol", 0), ("12 mdr", 12), ("12 haha", 12), ("8 hihi", 8), ("12 😂", 12)),
        *(("quinze 2 paire 4 lol", 4), ("10 hahaha", 10), ("6 ptdr", 6)),
    ],
)
def test_laugh_after_a_count_is_skipped(text: str, total: int) -> None:
    """« Nineteen lol », « 12 mdr » were « I don't know the word “lol” »."""
    assert parse_answer(text).total == total


def test_laugh_first_is_chatter() -> None:
    assert not looks_like_answer("lol 5")
    with pytest.raises(AnswerError):
        parse_answer("mdr 12")
