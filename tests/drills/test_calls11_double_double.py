"""« 15 2 15 4 double double 20 », the double double run said as players shorten it (the
hand 3-4-4-5-5), was « « double » : vouliez-vous dire « doubles »? »: the word typed offered
back with an s. "A double double" is read as the double double run (16), as « double double
suite » is."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("double double 16", 16, Claims(pairs=4, runs=12)),
        ("15 2 15 4 double double 20", 20, Claims(fifteens=4, pairs=4, runs=12)),
        ("une double double, seize", 16, Claims(pairs=4, runs=12)),
        ("fifteen 2 and a double double is 18", 18, Claims(fifteens=2, pairs=4, runs=12)),
        ("double double suite 16", 16, Claims(pairs=4, runs=12)),
    ],
)
def test_double_double_is_the_double_double_run(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_the_referee_finds_a_double_double_exact() -> None:
    cards = parse_cards("3H 4D 4C 5S 5H")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    tr = I18n.load().translator("fr")
    lines = referee_lines(judge(score, "double double 16"), tr, crib=False)
    assert "Exact\u00a0: rien à prendre, rien à corriger." in lines, lines
