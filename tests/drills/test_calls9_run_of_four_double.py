"""« quinze 2 quinze 4 et une suite de 4 double 14 »: a double run of four called with its
length before « double » was asked back « Double quoi : une double suite (8 ou 10 points)… ? »,
the player having said which. Read as « une suite double de 4 »: 10 points."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer
from bot.drills.referee import RefereeVerdict, judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 2 quinze 4 et une suite de 4 double 14", 14, Claims(fifteens=4, pairs=2, runs=8)),
        ("une suite de quatre double 10", 10, Claims(pairs=2, runs=8)),
        ("une suite de 3 double, 8", 8, Claims(pairs=2, runs=6)),
        ("une séquence de trois double 8", 8, Claims(pairs=2, runs=6)),
    ],
)
def test_the_length_before_double(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_the_referee_finds_it_exact() -> None:
    cards = parse_cards("4S 5H 5D 6S 7C")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    judgement = judge(score, "quinze 2 quinze 4 et une suite de 4 double 14")
    assert judgement.verdict is RefereeVerdict.EXACT, judgement
