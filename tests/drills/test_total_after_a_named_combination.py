"""A count called as the bot calls it, « quinze 2, quinze 4 et une paire, ça fait 6 », with the
total added wrong: « …et une paire, ça fait 8 ». The 8 said after « ça fait » was read as the
pair's own points, and /jouer (and the drills) answered « Points pour paire : 2, pas 8 » to a
player who named a pair of 2 and a total that does not add up. It is read as that total now:
« Vous avez dit 8, mais vos combinaisons font 6 »."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import OffReason
from bot.drills.answers import parse_answer
from bot.engine.show import Kind

CASES = [
    ("quinze 2, quinze 4 et une paire, ça fait 8", 8, 6),
    ("fifteen 2, fifteen 4 and a pair makes 8", 8, 6),
    ("quinze 2, quinze 4 et une suite de 3, ça fait 8", 8, 7),
    ("fifteen 2, fifteen 4 and a run of 3 makes 8", 8, 7),
    ("fifteen 2 and a double run of 3 makes 12", 12, 10),
    ("quinze 2 et un flush de 4, ça fait 7", 7, 6),
    ("a run of 3 makes 8", 8, 3),
]


@pytest.mark.parametrize(("text", "said", "named"), CASES, ids=[t for t, _, _ in CASES])
def test_a_total_that_does_not_add_up_is_a_total_not_the_last_combinations_points(
    text: str, said: int, named: int
) -> None:
    answer = parse_answer(text)
    assert answer.total == said
    assert [(o.reason, o.kind, o.said, o.computed) for o in answer.off] == [
        (OffReason.TOTAL_MISMATCH, None, said, named)
    ]


@pytest.mark.parametrize(
    ("text", "total", "kind"),
    [
        ("quinze 2, quinze 4 et une paire, ça fait 6", 6, None),  # adds up: no off
        ("15-2, 15-4, pair 8", 8, Kind.PAIR),  # no « makes »: the pair's 8, as before
    ],
)
def test_a_total_that_adds_up_and_points_said_plainly_read_as_before(
    text: str, total: int, kind: Kind | None
) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert [o.kind for o in answer.off] == ([] if kind is None else [kind])
