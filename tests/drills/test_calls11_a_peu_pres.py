"""« à peu près 12 » was « Je ne connais pas le mot « peu » », where « environ 12 » and
« je dirais 12 » read as 12: read as the hedged 12 too; in a called count it still asks."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerError
from bot.drills.answers import parse_answer


@pytest.mark.parametrize("typed", ["à peu près 12", "a peu pres 12", "12 à peu près", "près de 12"])
def test_about_12_is_12(typed: str) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims) == (12, None)


def test_a_hedge_inside_a_call_still_asks() -> None:
    with pytest.raises(AnswerError):
        parse_answer("quinze 2 à peu près quinze 4")
