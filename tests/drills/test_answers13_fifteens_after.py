"""Fifteens counted from 2 after the other parts (calls13): « double suite de 3 pour 8, quinze 2
quinze 4, 12 » was told « « quinze 4 » ne tient pas : les quinze se comptent de deux en deux.
Vous avez dit 12, mais les combinaisons nommées font 4. »; the fifteens' own tally, then the
total, read as said."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("text", "fifteens", "total"),
    [
        ("double suite de 3 pour 8, quinze 2 quinze 4, 12", 4, 12),
        ("double run 8, fifteen 2 fifteen 4, 12", 4, 12),
        ("paire 2, quinze 2 quinze 4, 6", 4, 6),
        ("suite de 3 3, quinze 2, quinze 4, quinze 6, 9", 6, 9),
    ],
)
def test_fifteens_tallied_apart_then_the_total(text: str, fifteens: int, total: int) -> None:
    answer = parse_answer(text)
    assert not answer.off, answer.off
    assert answer.total == total
    assert answer.claims is not None and answer.claims.fifteens == fifteens


@pytest.mark.parametrize(
    ("text", "total"), [("paire 2, quinze 4, quinze 6", 6), ("paire 2 quinze 4", 4)]
)
def test_fifteens_on_the_running_count_still_read(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert not answer.off
    assert answer.total == total
