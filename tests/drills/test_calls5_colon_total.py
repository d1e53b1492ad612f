"""« 15-2, 15-4, pis 2 pour la paire: 6 »: the total after a colon, following a part named with
its points before it (« 2 pour la paire »), got « Je ne peux pas placer « : » dans un
compte », while « paire: 6 » and « Total : 6 » were read. After a part that has its points, a
colon and a number state the total so far, as « = 6 » does."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("15-2, 15-4, pis 2 pour la paire: 6", 6, Claims(fifteens=4, pairs=2)),
        ("2 pour la paire: 2", 2, Claims(pairs=2)),
        ("fifteen 2, fifteen 4 and 2 for the pair: 6", 6, Claims(fifteens=4, pairs=2)),
        ("quinze 4, paire 2 : 6", 6, Claims(fifteens=4, pairs=2)),
        ("15:2 15:4 p:2", 6, Claims(fifteens=4, pairs=2)),  # the colon forms, as before
    ],
)
def test_a_colon_then_the_total(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


def test_a_colon_total_that_does_not_add_up_is_said_off() -> None:
    answer = parse_answer("15-2, 15-4, pis 2 pour la paire: 8")
    assert answer.total == 8 and answer.off, answer
