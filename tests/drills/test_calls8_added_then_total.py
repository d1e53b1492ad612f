""" "fifteen 2 and 3 is 5": a fifteen, 3 more points left unnamed (the run's), and the total
they make. It was read as two totals that do not add up (« Vous avez dit 3, mais les
combinaisons nommées font 2 », then 5 against 3); a number the total said next adds up
with is points added, as « quinze 8 et 2, c'est 10 » was read already."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    "call", ["15 2 and 3 is 5", "fifteen 2 and 3 makes 5", "quinze 2 pis 3 ça fait 5"]
)
def test_points_added_then_the_total(call: str) -> None:
    answer = parse_answer(call)
    assert answer.total == 5
    assert answer.unnamed == 3
    assert not answer.off


@pytest.mark.parametrize(
    ("call", "points"),
    [("fifteen 2, 4, 6", [2, 2, 2]), ("quinze 8 et 2, c'est 10", [8])],
)
def test_fifteens_counted_on_stay(call: str, points: list[int]) -> None:
    assert [c.points for c in parse_answer(call).calls] == points
