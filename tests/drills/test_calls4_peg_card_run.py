"""/jeu compte: "a three-card run", « une suite 4 cartes » (as /main reads them) got "“card”:
did you mean “cards”?"; the number said with "card" before a run is its length."""

from __future__ import annotations

import pytest

from bot.drills.peg_calls import parse_peg_call
from bot.engine.show import Kind


@pytest.mark.parametrize(
    ("typed", "calls"),
    [
        ("a three card run", [(Kind.RUN, 3)]),
        ("a four-card run", [(Kind.RUN, 4)]),
        ("fifteen 2 and a three card run 5", [(Kind.FIFTEEN, 2), (Kind.RUN, 3)]),
        ("une suite de 3 cartes", [(Kind.RUN, 3)]),
    ],
)
def test_the_cards_of_a_run_are_its_length(typed: str, calls: list[tuple[Kind, int]]) -> None:
    answer = parse_peg_call(typed)
    assert [(c.kind, c.points) for c in answer.calls or ()] == calls
