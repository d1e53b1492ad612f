""" "15 2 n 15 4 n his nobs 5", the « and » texted "n", was read as two nobs and three
fifteens (« “fifteen 4” looks off », « “5 for his nobs” looks off », a fifteen said missed),
"fifteen 2 fifteen 4 n a pair 6" a nobs never called: "n" before a word or a fifteen is
"and"; « n » as the short form of nobs (« f2 f4 p6 n7 ») still reads."""

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
        ("fifteen 2 fifteen 4 n a pair 6", 6, Claims(fifteens=4, pairs=2)),
        ("15 2 n 15 4 n his nobs 5", 5, Claims(fifteens=4, nobs=1)),
        ("fifteen two n pair four", 4, Claims(fifteens=2, pairs=2)),
        ("run of 3 n nobs 4", 4, Claims(runs=3, nobs=1)),
        ("f2 f4 p6 n7", 7, Claims(fifteens=4, pairs=2, nobs=1)),
        ("15 2 15 4 n 5", 5, Claims(fifteens=4, nobs=1)),
    ],
)
def test_n_before_a_word_is_and(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_the_referee_takes_the_pair_missed_only() -> None:
    cards = parse_cards("5H 5D JH 2C 9H")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    tr = I18n.load().translator("en")
    lines = referee_lines(judge(score, "15 2 n 15 4 n his nobs 5"), tr, crib=False)
    assert lines[-2:] == ["Muggins for 2 points!", "Missed: pair (2 points)."], lines
