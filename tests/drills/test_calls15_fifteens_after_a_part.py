"""Fifteens called after another part, with their own points: « brelan 6 pis 15-6, 12 » read
the 6 as a count so far (no fifteen: « « quinze 6 » ne tient pas »), « une suite pis 15-6,
9 » and "a pair and fifteen 4 is 6" likewise, the total said then « does not add up ». Where
no count so far can be what the fifteens make, or only their own points make the total said,
the number is their points; « paire 2, 15-4 » is still one fifteen counted on."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Kind
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("text", "calls", "total"),
    [
        ("brelan 6 pis 15-6, 12", ((Kind.PAIR_ROYAL, 6), (Kind.FIFTEEN, 6)), 12),
        ("une suite pis 15-6, 9", ((Kind.RUN, 3), (Kind.FIFTEEN, 6)), 9),
        ("a pair and fifteen 4 is 6", ((Kind.PAIR, 2), (Kind.FIFTEEN, 4)), 6),
        ("une paire, quinze 4, ça fait 6", ((Kind.PAIR, 2), (Kind.FIFTEEN, 4)), 6),
        ("la triple pis 15-6, 21", ((Kind.TRIPLE_RUN, 15), (Kind.FIFTEEN, 6)), 21),
        # counted on from the count so far, as before
        ("paire 2, 15-4", ((Kind.PAIR, 2), (Kind.FIFTEEN, 2)), 4),
        ("paire 2, 15-4, 4", ((Kind.PAIR, 2), (Kind.FIFTEEN, 2)), 4),
        (
            "double suite 8, quinze 2, quinze 4",
            ((Kind.DOUBLE_RUN, 8), (Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2)),
            12,
        ),
    ],
)
def test_fifteens_after_a_part(text: str, calls: tuple[tuple[Kind, int], ...], total: int) -> None:
    answer = parse_answer(text)
    assert tuple((c.kind, c.points) for c in answer.calls) == calls
    assert answer.total == total
    assert not answer.off
