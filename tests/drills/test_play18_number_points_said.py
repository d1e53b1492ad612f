"""« non, 12 points » / « oui, 9 points » at « Mon compte est-il bon? » was refused with the
generic « Tapez « exact »… », where « non, 12 » and « oui, 9 » read: the word « points » after
the number is read as said, the player's count of my cards."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import TypedMove, VerdictRead
from bot.drills.table_state import Step
from bot.drills.table_typed import typed_at_step, verdict_read_at
from tests.drills.test_play17_yes_number import _at_my_count, _read


@pytest.mark.parametrize(
    "typed",
    [
        "non, {n} points",
        "oui, {n} points",
        "no, {n} points",
        "yes {n} pts",
        "{n} points, c'est bon",
    ],
)
def test_a_count_with_points_said_is_the_players_count(typed: str) -> None:
    table, verdict, claimed = _at_my_count(2)
    text = typed.format(n=claimed + 2)
    assert typed_at_step(table, verdict, text, _read) == TypedMove(Step.VERDICT, 0, number=2)
    assert verdict_read_at(table, verdict, text) == (VerdictRead.COUNT, claimed + 2)


def test_my_count_with_points_said_back_accepts_it() -> None:
    table, verdict, claimed = _at_my_count(2)
    yes = TypedMove(Step.VERDICT, 0, agreed=True)
    assert typed_at_step(table, verdict, f"oui, {claimed} points", _read) == yes
