"""« kinze 2 » was read as « quinze 2 », but « quinse 2 », « quinz 4 » and "fiftteen 2" were
asked back « « quinse » : vouliez-vous dire « quinze »? Renvoyez votre compte corrigé. »: a
misspelt fifteen was read or not depending on its first letter. A word that can only be
« quinze » (« quinse », « quinz », « quinzes ») or "fifteen" ("fiftteen", "fiften",
"fifteeen", "fiveteen") is now read directly, in both languages, as « kinze » is; a typo that
might be another word is still suggested."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerErrorReason as R
from bot.drills.answers import AnswerError, parse_answer


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("quinse 2 quinse 4 pis une paire 6", "quinze 2 quinze 4 pis une paire 6"),
        ("quinz 2 quinz 4", "quinze 2 quinze 4"),
        ("deux quinses pis une paire", "deux quinzes pis une paire"),
        ("Quinzz 2, quinze 4", "quinze 2, quinze 4"),
        ("fiftteen 2 fiften 4 and a pair is 6", "fifteen 2 fifteen 4 and a pair is 6"),
        ("fifteeen 2, fiveteen 4", "fifteen 2, fifteen 4"),
        ("two fifftens and a pair", "two fifteens and a pair"),
        ("fithteen 2", "fifteen 2"),
    ],
)
def test_a_misspelt_fifteen_is_read(text: str, named: str) -> None:
    answer, meant = parse_answer(text), parse_answer(named)
    assert (answer.total, answer.claims, answer.off) == (meant.total, meant.claims, meant.off)


@pytest.mark.parametrize("text", ["quinse", "Quinz!", "fiftteen"])
def test_a_misspelt_fifteen_alone_is_asked_as_fifteen_is(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.LONE_FIFTEEN


@pytest.mark.parametrize("text", ["quimze 2", "fifteem 2", "fifth 2"])
def test_a_typo_that_may_be_another_word_is_not_read(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.UNKNOWN_WORD
