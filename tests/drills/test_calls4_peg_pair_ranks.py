"""/jeu compte: a pair named with its rank (« une paire de 5 », « paire de valets », "pair of
kings", « brelan de rois ») or cards of one rank counted (« deux rois », « trois valets »,
"three fives"), as /main reads them, got « Je ne connais pas le mot « valets » » or the bare
hint « Envoyez un nombre… »; the rank is named, the points are the pair family's."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.peg_calls import parse_peg_call, reads_as_peg_call
from bot.engine.show import Kind

PAIR, ROYAL, DOUBLE = Kind.PAIR, Kind.PAIR_ROYAL, Kind.DOUBLE_PAIR_ROYAL


@pytest.mark.parametrize(
    ("typed", "kind", "points"),
    [
        ("une paire de 5", PAIR, 2),
        ("paire de valets", PAIR, 2),
        ("pair of kings", PAIR, 2),
        ("a pair of 5s", PAIR, 2),
        ("un brelan de rois", ROYAL, 6),
        ("brelan de 5", ROYAL, 6),
        ("deux rois", PAIR, 2),
        ("trois valets", ROYAL, 6),
        ("three fives", ROYAL, 6),
        ("four 5s", DOUBLE, 12),
    ],
)
def test_a_pair_named_with_its_rank(typed: str, kind: Kind, points: int) -> None:
    answer = parse_peg_call(typed)
    assert [(c.kind, c.points) for c in answer.calls or ()] == [(kind, points)]
    assert parse_answer(typed).total == points  # as /main reads it


@pytest.mark.parametrize(
    ("typed", "total"),
    [
        ("quinze 2 pis une paire de 5 4", 4),
        ("fifteen 2 and a pair of kings 4", 4),
        ("quinze 2 et deux rois 4", 4),
        ("suite de 3", 3),  # « de » after a run still gives its length
    ],
)
def test_the_rank_does_not_count(typed: str, total: int) -> None:
    assert parse_peg_call(typed).total == total


@pytest.mark.parametrize(
    ("typed", "answer"),
    [("deux rois", False), ("three fives", False), ("une paire de rois", True), ("2", True)],
)
def test_cards_named_alone_are_chatter_in_a_group(typed: str, answer: bool) -> None:
    """As /main's `looks_like_answer`: « deux rois » alone is said about a game as often."""
    assert reads_as_peg_call(typed) is answer
