"""« ça fait 29 avec le valet »: the total said with « ça fait », then what is in it. « 29
avec le valet » read 29, but with « ça fait » before it the referee said « Je ne sais pas où
placer « fait » dans un compte » (« ça va faire 29 avec le valet », "that's 29 with his
nobs", « quinze 2, quinze 4, ça fait 6 avec la paire » likewise)."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("call", "total"),
    [
        ("ça fait 29 avec le valet", 29),
        ("ça va faire 29 avec le valet", 29),
        ("that's 29 with his nobs", 29),
        ("my count is 12 with the jack", 12),
        ("ça fait 12 avec la paire et le valet", 12),
        ("quinze 2, quinze 4, ça fait 6 avec la paire", 6),
        ("fifteen 2, fifteen 4, that's 6 with the pair", 6),
        ("29 avec le valet", 29),
    ],
)
def test_a_total_said_with_what_is_in_it(call: str, total: int) -> None:
    assert parse_answer(call).total == total


def test_the_pair_said_with_the_total_is_read() -> None:
    answer = parse_answer("quinze 2, quinze 4, ça fait 6 avec la paire")
    assert [(c.kind.value, c.points) for c in answer.calls] == [
        ("fifteen", 2),
        ("fifteen", 2),
        ("pair", 2),
    ]
    assert not answer.off
