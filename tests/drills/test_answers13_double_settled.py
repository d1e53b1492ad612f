"""« double » alone, then the total said (calls13): « 15-6 double 10, 16 » was asked « Double
quoi… », though only a double run of four (10) makes 16 after fifteen 6; the total said settles
which double when one reading alone adds up, else the player is still asked."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Kind
from bot.drills.answers import AnswerError, AnswerErrorReason, parse_answer


@pytest.mark.parametrize(
    ("text", "kind", "total"),
    [
        ("15-6 double 10, 16", Kind.DOUBLE_RUN, 16),
        ("quinze 6, double 10, ça fait 16", Kind.DOUBLE_RUN, 16),
        ("fifteen 6 and a double 10 makes 16", Kind.DOUBLE_RUN, 16),
        ("15-4 double 12, 16", Kind.DOUBLE_PAIR_ROYAL, 16),
        ("15-2 15-4 double 12 = 12", Kind.DOUBLE_RUN, 12),
    ],
)
def test_the_total_said_settles_which_double(text: str, kind: Kind, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert answer.calls[-1].kind is kind
    assert not answer.off


@pytest.mark.parametrize("text", ["15-2 15-4 double 12", "double 8", "15-6 double 10"])
def test_no_total_after_it_is_still_asked(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is AnswerErrorReason.UNEXPECTED
