""" "15-2, 15-4, and the pair's 6" was read as a pair and a run of 6, 12 claimed (the « s »
of "pair's" taken for the short form of "runs"), "a pair of 5's 2" was told a run it never
called. "pair's" is "pair is", as "that's" is "that is", and "5's" are fives."""

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
        ("fifteen two fifteen four and a pair's six", 6, Claims(fifteens=4, pairs=2)),
        ("fifteen 2 and a pair's 4", 4, Claims(fifteens=2, pairs=2)),
        ("15-2, 15-4, and the pair\u2019s 6", 6, Claims(fifteens=4, pairs=2)),
        ("fifteen 2 and a run's 5", 5, Claims(fifteens=2, runs=3)),
        ("three of a kind's 6", 6, Claims(pairs=6)),
        ("fifteen 2 and a flush's 6", 6, Claims(fifteens=2, flush=4)),
        ("a pair of 5's 2", 2, Claims(pairs=2)),
        ("fifteen 2 and two 5's is 4", 4, Claims(fifteens=2, pairs=2)),
        ("the jack of the starter's suit 1", 1, Claims(nobs=1)),
    ],
)
def test_apostrophe_s_is_no_run(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_the_referee_finds_the_pairs_call_exact() -> None:
    cards = parse_cards("5H 5D KS 2C 9H")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    tr = I18n.load().translator("en")
    lines = referee_lines(judge(score, "15-2, 15-4, and the pair's 6"), tr, crib=False)
    assert "Exact: nothing to take, nothing to correct." in lines, lines
