"""Fifteens counted on without « quinze » repeated, then a flush: « quinze 2 4 6 et un flush
10 » was refused (« Je ne peux pas placer « 6 » dans un compte »), the 6 read as the cards of a
flush ("a four flush"), which no flush has; « quinze 2, 4 et un flush 8 » was read as one
fifteen and a flush of four cards « 8 » that « ne tient pas ». A number said before « et un »
/ "and a" adds on, and one that no flush has is the count so far, as before a pair."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 2 4 6 et un flush 10", 10, Claims(fifteens=6, flush=4)),
        ("fifteen 2 4 6 and a flush 10", 10, Claims(fifteens=6, flush=4)),
        ("fifteen 2, 4, 6 and flush 10", 10, Claims(fifteens=6, flush=4)),
        ("quinze 2 4 6 flush 10", 10, Claims(fifteens=6, flush=4)),
        ("quinze 2, 4 et un flush 8", 8, Claims(fifteens=4, flush=4)),
        ("fifteen 2, 4 and a flush 8", 8, Claims(fifteens=4, flush=4)),
        ("quinze 2 4 6 8 et un flush de 5, 13", 13, Claims(fifteens=8, flush=5)),
    ],
)
def test_the_count_so_far_before_a_flush(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


@pytest.mark.parametrize(
    ("typed", "claims"),
    [
        ("a four flush", Claims(flush=4)),
        ("fifteen 2, 4 flush 6", Claims(fifteens=2, flush=4)),  # as it was: a four flush
        ("fifteen 2 and a five card flush 7", Claims(fifteens=2, flush=5)),
    ],
)
def test_the_cards_of_a_flush_are_still_read(typed: str, claims: Claims) -> None:
    assert parse_answer(typed).claims == claims
