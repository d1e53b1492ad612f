"""« quinze deux pis quinze pour la triple suite, dix-sept » (2♣ 3♣ 4♣ 4♥ 4♦) got « Je ne sais
pas où placer « triple suite » dans un compte »: after a fifteen, « quinze » was read as one
more fifteen even when « pour la … » said it is the points of what follows, as « 15 pour la
triple suite » is read."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Kind
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("text", "calls", "total"),
    [
        (
            "quinze deux pis quinze pour la triple suite, dix-sept",
            ((Kind.FIFTEEN, 2), (Kind.TRIPLE_RUN, 15)),
            17,
        ),
        (
            "quinze deux pis quinze pour la triple dix-sept",
            ((Kind.FIFTEEN, 2), (Kind.TRIPLE_RUN, 15)),
            17,
        ),
        # « quinze » said again with its points is still a second fifteen
        ("quinze 2, quinze 4", ((Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2)), 4),
        ("quinze 2, quinze pour 4", ((Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2)), 4),
    ],
)
def test_quinze_for_a_named_part_is_its_points(
    text: str, calls: tuple[tuple[Kind, int], ...], total: int
) -> None:
    answer = parse_answer(text)
    assert tuple((c.kind, c.points) for c in answer.calls) == calls
    assert answer.total == total
    assert not answer.off
