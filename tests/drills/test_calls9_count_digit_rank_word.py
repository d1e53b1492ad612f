"""/score 5C 5K 5T VP 5P = « quinze 16, 4 cinq 28, le valet 29 » (the count of cards typed in
digits, their rank in a word) was read as totals said one after the other: « Vous avez dit 4,
mais les combinaisons nommées font 16. », then 5, then 28, where « quatre 5 » and « quatre
cinq » read as the four fives. Read as cards of one rank too."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 16, 4 cinq 28, le valet 29", 29, Claims(fifteens=16, pairs=12, nobs=1)),
        ("quinze 16, les 4 cinq 28, le valet 29", 29, Claims(fifteens=16, pairs=12, nobs=1)),
        ("quinze 2, 3 sept 8", 8, Claims(fifteens=2, pairs=6)),
        ("quinze 2, quinze 4, 2 huit 6", 6, Claims(fifteens=4, pairs=2)),
    ],
)
def test_cards_counted_in_digits(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_fifteens_counted_on_stay_fifteens() -> None:
    answer = parse_answer("quinze 2, 4, six")
    assert (answer.total, answer.claims) == (6, Claims(fifteens=6)), answer
