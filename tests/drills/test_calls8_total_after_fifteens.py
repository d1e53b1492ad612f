"""« quinze 2, quinze 4, ça fait 6 »: two fifteens called, then the total stated. It was read
as a third fifteen counted on (« Votre compte, tel que je l'ai lu : quinze 2, quinze 4,
quinze 6 », a fifteen never said) on a hand of two fifteens and a pair; the total stated is
graded and the two fifteens are what was called. Fifteens said on by twos (« quinze 2, 4,
6 », « quinze 2, quinze 4, 6 ») still count on."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    "call",
    [
        "quinze 2, quinze 4, ça fait 6",
        "15-2 15-4 pis ça fait 6",
        "fifteen 2, fifteen 4 makes 6",
        "fifteen 2, fifteen 4, that's 6",
    ],
)
def test_a_total_stated_is_no_fifteen(call: str) -> None:
    answer = parse_answer(call)
    assert answer.total == 6
    assert [(c.kind.value, c.points) for c in answer.calls] == [("fifteen", 2), ("fifteen", 2)]


@pytest.mark.parametrize("call", ["quinze 2, quinze 4, 6", "quinze 2, 4, 6", "fifteen 2, 4, 6"])
def test_fifteens_said_on_by_twos_still_count_on(call: str) -> None:
    answer = parse_answer(call)
    assert answer.total == 6
    assert [c.points for c in answer.calls] == [2, 2, 2]
