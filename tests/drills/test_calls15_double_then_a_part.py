"""« 15-8, la double 16, le valet 17 » (4♥ 5♥ 6♣ V♥ 5♠) was asked « Double quoi… », though
only a double run (8) makes 16 after fifteen 8, and the jack's 17 after it: a part called
after the double, with the count so far, settles it as a total said after it does."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Kind
from bot.drills.answers import AnswerError, parse_answer


@pytest.mark.parametrize(
    ("text", "calls", "total"),
    [
        ("15-8, la double 16, le valet 17", ((Kind.FIFTEEN, 8), (Kind.DOUBLE_RUN, 8)), 17),
        ("fifteen 8, the double 16 and nobs 17", ((Kind.FIFTEEN, 8), (Kind.DOUBLE_RUN, 8)), 17),
    ],
)
def test_a_part_after_the_double_settles_it(
    text: str, calls: tuple[tuple[Kind, int], ...], total: int
) -> None:
    answer = parse_answer(text)
    assert tuple((c.kind, c.points) for c in answer.calls)[:2] == calls
    assert answer.calls[-1].kind is Kind.NOBS
    assert answer.total == total
    assert not answer.off
    assert answer.lone_double


@pytest.mark.parametrize("text", ["15-8 double 16", "15-2 15-4 double 12", "double 8"])
def test_the_double_last_is_still_asked(text: str) -> None:
    with pytest.raises(AnswerError):
        parse_answer(text)
