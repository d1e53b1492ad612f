"""The referee names what a short call left out, and the parts add up to the muggins."""

from __future__ import annotations

import pytest

from bot.drills.referee import RefereeVerdict, judge
from bot.engine.cards import parse_cards
from bot.engine.show import Kind, Score, score_hand


def _score(text: str) -> Score:
    *hand, starter = parse_cards(text, count=5)
    return score_hand(hand, starter)


@pytest.mark.parametrize(
    ("cards", "call", "muggins"),
    [
        ("5H 5D 5C JS 5S", "fifteen 2, 4, 6, 8 and a pair royal for 14", 15),
        ("5H 5D 5C JS 5S", "fifteen 2, 4, 6, 8, 10, 12, 14, 16 and a double pair royal 28", 1),
        ("8H 7D 7C 6S 2S", "fifteen 8 and a pair for 10", 6),
        ("8H 7D 7C 6S 2S", "0", 16),
        ("3H 4D 5C 5S 6S", "fifteen 2, 4 and a pair 6", 8),
    ],
)
def test_missed_parts_add_up_to_the_muggins(cards: str, call: str, muggins: int) -> None:
    judgement = judge(_score(cards), call)
    assert judgement.verdict is RefereeVerdict.SHORT
    assert judgement.muggins == muggins
    assert sum(judgement.missed_points) == muggins
    assert len(judgement.missed_points) == len(judgement.missed)
    for combo, points in zip(judgement.missed, judgement.missed_points, strict=True):
        assert 0 < points <= combo.points


def test_a_pair_royal_called_for_a_double_pair_royal_leaves_half_of_it() -> None:
    judgement = judge(_score("5H 5D 5C JS 5S"), "fifteen 2, 4, 6, 8 and a pair royal for 14")
    parts = {c.kind: p for c, p in zip(judgement.missed, judgement.missed_points, strict=True)}
    assert parts[Kind.DOUBLE_PAIR_ROYAL] == 6
    assert parts[Kind.NOBS] == 1
