"""The error a said answer is refused with (`parse_answer`), for the tests that check how the
refusal reads: one helper instead of the same `pytest.raises` in each of them."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer


def refusal(said: str) -> AnswerError:
    """The `AnswerError` `parse_answer` raises for `said` (the test fails if it reads it)."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(said)
    return caught.value
