"""« 12 pour les quatre 5 », "12 for the four fives", « 6 pour trois 5 »: the points said
before the cards of one rank that make them were « Je ne sais pas où placer « pour » dans un
compte » / "I can't place “for” in a count", where « 12 pour le carré » and "four fives 28"
read. Read as the points of that pair family."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        (
            "quinze 16 et 12 pour les quatre 5, 28, et le valet 29",
            29,
            Claims(fifteens=16, pairs=12, nobs=1),
        ),
        (
            "fifteen 16, and 12 for the four fives is 28, and one for his nobs 29",
            29,
            Claims(fifteens=16, pairs=12, nobs=1),
        ),
        ("quinze 4 et 6 pour trois 5, 10", 10, Claims(fifteens=4, pairs=6)),
        ("fifteen 4 and 2 for the two kings 6", 6, Claims(fifteens=4, pairs=2)),
        ("quinze 2, quinze 4, 6 pour les deux rois", 6, Claims(fifteens=4, pairs=2)),
    ],
)
def test_points_for_cards_of_one_rank(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
