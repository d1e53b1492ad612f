"""« quinze 4 pis une double suite de 8, 12 », "fifteen 4 and a double run of 8 is 12": « Je
ne sais pas où placer « 8 » dans un compte », "I can't place “8” in a count", nothing
pegged. « de 8 » / "of 8" after a run's name that cannot be its length (3 to 5) is what the
run is worth, as « pour 8 », "for 8": read; « une suite de 4 » is still a run of four."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.engine.show import Kind


@pytest.mark.parametrize(
    ("call", "kind", "points", "total"),
    [
        ("quinze 4 pis une double suite de 8, 12", Kind.DOUBLE_RUN, 8, 12),
        ("fifteen 4 and a double run of 8 is 12", Kind.DOUBLE_RUN, 8, 12),
        ("fifteen 4, a double run of 10, 14", Kind.DOUBLE_RUN, 10, 14),
        ("une triple suite de 15", Kind.TRIPLE_RUN, 15, 15),
        ("quinze 8 pis une double double suite de 16, 24", Kind.DOUBLE_DOUBLE_RUN, 16, 24),
    ],
)
def test_a_run_of_its_points(call: str, kind: Kind, points: int, total: int) -> None:
    answer = parse_answer(call)
    assert (answer.calls[-1].kind, answer.calls[-1].points) == (kind, points)
    assert (answer.total, answer.off) == (total, ())


@pytest.mark.parametrize(
    ("call", "points", "length"),
    [("quinze 2, une suite de 4, 6", 4, 4), ("fifteen 2, a double run of 4, 12", 10, 4)],
)
def test_a_run_of_its_length(call: str, points: int, length: int) -> None:
    answer = parse_answer(call)
    assert (answer.calls[-1].points, answer.calls[-1].length) == (points, length)
