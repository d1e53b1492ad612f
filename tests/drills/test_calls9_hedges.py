""" "6 I believe", « 6 je suppose », « 6, il me semble »: a count hedged as players hedge it was
"I don't know the word “believe”", where "6 I think" and « 6 je crois » read as 6."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    "typed",
    [
        "6 I believe",
        "I believe 6",
        "6 I suppose",
        "6 je suppose",
        "6, il me semble",
        "je suppose 6",
    ],
)
def test_a_hedged_count_reads(typed: str) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.off) == (6, ()), answer
