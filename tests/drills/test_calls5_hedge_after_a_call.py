"""« quinze 2, quinze 4 et la paire, ça fait 6, je crois »: a hedge after a called count got
« Je ne connais pas le mot « crois » », though « 6 je crois » was read. Said after the call,
the hedge is dropped; inside it or before it, it is still an unknown word."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import AnswerError, AnswerErrorReason, parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 2 quinze 4 et la paire ça fait 6 je crois", 6, Claims(fifteens=4, pairs=2)),
        ("quinze 2, quinze 4, une paire 6, je pense", 6, Claims(fifteens=4, pairs=2)),
        ("fifteen 2, fifteen 4 and a pair makes 6 I think", 6, Claims(fifteens=4, pairs=2)),
        ("fifteen 2 and a run of 3, 5 probably", 5, Claims(fifteens=2, runs=3)),
    ],
)
def test_a_hedge_after_the_call_is_dropped(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


@pytest.mark.parametrize("typed", ["quinze 2 je crois quinze 4", "je crois quinze 2 quinze 4"])
def test_a_hedge_inside_the_call_is_still_unknown(typed: str) -> None:
    with pytest.raises(AnswerError) as raised:
        parse_answer(typed)
    assert raised.value.reason is AnswerErrorReason.UNKNOWN_WORD


def test_a_hedged_number_is_read_as_before() -> None:
    assert parse_answer("6 je crois").total == 6
