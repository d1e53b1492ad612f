"""« Muggings! », "muggins" as a phone's spelling fixer writes it, was « Je ne connais pas le
mot « muggings » »: told what muggins is for, as « muggins » and « mugins » are."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import MUGGINS_WORD, AnswerError
from bot.drills.answer_words import AnswerErrorReason as R
from bot.drills.answers import parse_answer


@pytest.mark.parametrize("typed", ["muggings", "Muggings!", "mugging", "muggins", "mugins"])
def test_muggins_autocorrected_is_muggins(typed: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    assert caught.value.reason is R.MUGGINS
    assert MUGGINS_WORD.search(typed)


@pytest.mark.parametrize("typed", ["mug", "smuggins", "muggle"])
def test_other_words_are_no_muggins(typed: str) -> None:
    assert not MUGGINS_WORD.search(typed)
