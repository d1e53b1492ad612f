"""/main: « quinze 4 pis rien d'autre », "fifteen 4 and nothing else" (said as « c'est tout »,
"that's all") got « Je ne connais pas le mot « autre » », "I don't know the word “else”"; they
end the call: its total is the count so far."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    "typed",
    [
        "quinze 4 pis rien d'autre",
        "quinze 2 quinze 4, rien de plus",
        "fifteen 4 and nothing else",
        "fifteen 2, fifteen 4, nothing more",
    ],
)
def test_nothing_else_ends_the_call(typed: str) -> None:
    answer = parse_answer(typed)
    assert answer.total == 4 and answer.claims == Claims(fifteens=4)
    assert answer.total_said


@pytest.mark.parametrize(("typed", "total"), [("rien", 0), ("nothing", 0), ("rien du tout", 0)])
def test_nothing_alone_is_still_zero(typed: str, total: int) -> None:
    assert parse_answer(typed).total == total
