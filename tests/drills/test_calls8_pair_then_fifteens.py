"""« la paire pis deux quinze »: a pair, then two fifteens (6). It was read as a pair of 2
and then « quinze », a total of 15 (« Vous avez dit 15… »); « un flush pis deux quinze » as a
flush of 2 points, "a run and two fifteens is 7" as a run of 2 and fifteens of 5. A count
of fifteens said in words after another name is the fifteens', as it is said first (« deux
quinze pis une paire »)."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("call", "calls"),
    [
        ("la paire pis deux quinze", [("pair", 2), ("fifteen", 4)]),
        ("une paire et trois quinze", [("pair", 2), ("fifteen", 6)]),
        ("un flush pis deux quinze", [("flush", 4), ("fifteen", 4)]),
        ("une suite pis deux quinzes, ça fait 7", [("run", 3), ("fifteen", 4)]),
        ("a run and two fifteens is 7", [("run", 3), ("fifteen", 4)]),
        ("a pair and two fifteens", [("pair", 2), ("fifteen", 4)]),
    ],
)
def test_fifteens_counted_after_a_name(call: str, calls: list[tuple[str, int]]) -> None:
    answer = parse_answer(call)
    assert [(c.kind.value, c.points) for c in answer.calls] == calls
    assert not answer.off
    assert answer.total == sum(points for _, points in calls)


@pytest.mark.parametrize(
    ("call", "total"),
    [
        ("paire deux quinze quatre", 4),
        ("quinze deux quinze", 4),
        ("quinze 2, quinze 4, paire 6", 6),
        ("une paire pis un quinze 4", 4),
    ],
)
def test_the_numbers_of_a_call_stay_as_they_were(call: str, total: int) -> None:
    assert parse_answer(call).total == total
