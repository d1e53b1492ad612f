"""« une suite double 8 » (the adjective after the noun, as French often puts it) was asked
back « Double quoi : une double suite (8 ou 10 points)… ? », the player having said which:
read as « une double suite 8 », and « suite triple » as « triple suite »."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("une suite double 8", 8, Claims(pairs=2, runs=6)),
        ("quinze 2 et une suite double 10", 10, Claims(fifteens=2, pairs=2, runs=6)),
        ("suite double de 4, 10", 10, Claims(pairs=2, runs=8)),
        ("une séquence double 8", 8, Claims(pairs=2, runs=6)),
        ("une suite triple 15", 15, Claims(pairs=6, runs=9)),
    ],
)
def test_the_adjective_after_the_noun(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
    usual = (  # the same claims as said the usual way
        typed.replace("suite double", "double suite")
        .replace("séquence double", "double séquence")
        .replace("suite triple", "triple suite")
    )
    assert parse_answer(usual).claims == claims
