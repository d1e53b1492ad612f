"""/jeu compte: « paire royal » (the gender slipped, as many type it, and /main reads it) got
« « royal » : vouliez-vous dire « royale »? »; the play reads it as /main does: a pair royal
(6), and « double paire royal » a double pair royal (12)."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.peg_calls import parse_peg_call
from bot.engine.show import Kind


@pytest.mark.parametrize(
    ("typed", "kind", "points"),
    [
        ("paire royal", Kind.PAIR_ROYAL, 6),
        ("une paire royal 6", Kind.PAIR_ROYAL, 6),
        ("pair royale", Kind.PAIR_ROYAL, 6),
        ("double paire royal", Kind.DOUBLE_PAIR_ROYAL, 12),
        ("double pair royale 12", Kind.DOUBLE_PAIR_ROYAL, 12),
    ],
)
def test_a_pair_royal_whatever_its_gender(typed: str, kind: Kind, points: int) -> None:
    answer = parse_peg_call(typed)
    assert answer.total == points
    assert [(call.kind, call.points) for call in answer.calls or ()] == [(kind, points)]
    assert parse_answer(typed).total == points  # as /main reads it
