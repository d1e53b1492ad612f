"""« quinze 16 et 12 de paires 28 », « 15-2, 15-4 et 2 de paire 6 », « 8 de quinze » (the
points « de paires », as club players say them) were « Je ne sais pas où placer « de » dans
un compte »: read as « 12 pour les paires », as « 4 de flush » reads."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 16 et 12 de paires 28", 28, Claims(fifteens=16, pairs=12)),
        ("15 2, 15 4 et 2 de paire 6", 6, Claims(fifteens=4, pairs=2)),
        ("15-2, 15-4, 15-6 et 6 de paires, 12", 12, Claims(fifteens=6, pairs=6)),
        ("8 de quinze pis 2 de paire, 10", 10, Claims(fifteens=8, pairs=2)),
        ("16 de quinzes, 12 de paires, 1 pour le valet, 29", 29, Claims(16, 12, nobs=1)),
        ("huit points de quinze et deux points de paire, dix", 10, Claims(fifteens=8, pairs=2)),
    ],
)
def test_points_de_paires(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
