"""The referee names what a short call left out, and the parts add up to the muggins."""

from __future__ import annotations

import pytest

from bot.drills.referee import RefereeVerdict, judge
from bot.engine.card_parsing import parse_cards
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


PLAIN = [
    # cards, the number called, what « Missed » names: (kind, points of it missed)
    ("4H 5D 6C 9S KS", "7", [(Kind.FIFTEEN, 2)]),  # 9: one fifteen of three left out
    ("4H 5D 6C 9S KS", "3", [(Kind.FIFTEEN, 2)] * 3),  # only the run called
    ("6H 7D 7C 8S 2D", "13", [(Kind.DOUBLE_RUN, 3)]),  # 16: one run of the double run
    ("6H 7D 7C 8S 2D", "14", []),  # 2 short: a fifteen or the pair, nobody can say
    ("8H 7D 7C 6S 2S", "0", None),  # everything (checked by the sum below)
]


@pytest.mark.parametrize(("cards", "call", "parts"), PLAIN)
def test_a_plain_number_names_only_the_points_it_left_out(
    cards: str, call: str, parts: list[tuple[Kind, int]] | None
) -> None:
    judgement = judge(_score(cards), call)
    named = list(zip((c.kind for c in judgement.missed), judgement.missed_points, strict=True))
    if parts is not None:
        assert named == parts
    if named:
        assert sum(judgement.missed_points) == judgement.muggins


@pytest.mark.parametrize(
    "cards",
    ["4H 5D 6C 9S KS", "6H 7D 7C 8S 2D", "5H 5D 5C JS 5S", "JH 2H 3H 4H 9H", "3H 4D 5C 5S 6S"],
)
def test_what_a_plain_number_names_never_exceeds_what_it_missed(cards: str) -> None:
    """Every shortfall of a plain number: named parts add up to the muggins, or none is named."""
    score = _score(cards)
    for called in range(score.total):
        judgement = judge(score, str(called))
        if judgement.missed:
            assert sum(judgement.missed_points) == judgement.muggins, called
