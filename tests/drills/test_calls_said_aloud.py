"""Calls as club players say them, found misread by calling random hands aloud: the points of
a triple run said first (« 15 pour la triple suite ») were taken for a fifteen and refused
(« Je ne sais pas où placer triple suite »), and a run named without its points before "a
four-card flush" was read as a run of 4 (8 for a hand of 7)."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.engine.show import Kind

CALLED = [
    ("15 pour la triple suite", 15, [(Kind.TRIPLE_RUN, 15)]),
    ("15 for the triple run", 15, [(Kind.TRIPLE_RUN, 15)]),
    (
        "quinze 2 et 15 pour la triple suite, 17",
        17,
        [(Kind.FIFTEEN, 2), (Kind.TRIPLE_RUN, 15)],
    ),
    ("a run and a four-card flush", 7, [(Kind.RUN, 3), (Kind.FLUSH, 4)]),
    ("run, 4 card flush, his nobs", 8, [(Kind.RUN, 3), (Kind.FLUSH, 4), (Kind.NOBS, 1)]),
    ("une suite et 5 cartes flush", 8, [(Kind.RUN, 3), (Kind.FLUSH, 5)]),
    # « double paire » (as at poker) got « Je ne sais pas où placer double », « quatre de
    # suite » (four in a row) « Je ne sais pas où placer quatre »
    ("double paire", 4, [(Kind.PAIR, 4)]),
    (
        "quinze 2, quinze 4 et une double paire, 8",
        8,
        [(Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2), (Kind.PAIR, 4)],
    ),
    ("a double pair for 4", 4, [(Kind.PAIR, 4)]),
    ("double paire royale", 12, [(Kind.DOUBLE_PAIR_ROYAL, 12)]),
    (
        "quinze 2, quinze 4 et quatre de suite, 8",
        8,
        [(Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2), (Kind.RUN, 4)],
    ),
    ("paire 2 et 3 de suite 5", 5, [(Kind.PAIR, 2), (Kind.RUN, 3)]),
    # « 15=2 15=4 » got « Je ne sais pas où placer 15 dans un compte »
    ("15=2 15=4", 4, [(Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2)]),
    ("15 = 2, 15 = 4, paire = 6", 6, [(Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2), (Kind.PAIR, 2)]),
    # "15s for 4" got "Send a number from 0 to 29…" (15s read as a rank of cards)
    ("15s for 4", 4, [(Kind.FIFTEEN, 4)]),
    ("two 15s and a pair, 6", 6, [(Kind.FIFTEEN, 4), (Kind.PAIR, 2)]),
    # unchanged: the fifteen said « 15 pour 2 », and a run's own points
    ("15 pour 2, 15 pour 4", 4, [(Kind.FIFTEEN, 2), (Kind.FIFTEEN, 2)]),
    ("run 4 and a flush 8", 8, [(Kind.RUN, 4), (Kind.FLUSH, 4)]),
]


@pytest.mark.parametrize(("text", "total", "calls"), CALLED, ids=[c[0] for c in CALLED])
def test_a_call_reads_as_said(text: str, total: int, calls: list[tuple[Kind, int]]) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert [(call.kind, call.points) for call in answer.calls] == calls
