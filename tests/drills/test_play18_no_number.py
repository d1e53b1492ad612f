"""A no with a number at « Mon compte est-il bon? » (« non, 5 », "no, 5"): refused before as
an unknown word « non », where the player says what my cards make. It is read as « oui, 5 »
is: above my count, a claim of the points I missed; below it, muggins is only for points
missed (`CountBelowMine`). A no alone is still the step's « Non? Alors touchez « Muggins! »… »."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import CountBelowMine, TypedMove, VerdictRead, says_no
from bot.drills.table_state import Step
from bot.drills.table_typed import typed_at_step, verdict_read_at
from tests.drills.test_play17_yes_number import _at_my_count, _read


@pytest.mark.parametrize("typed", ["non, {n}", "no, {n}", "Non {n}", "nan, {n}!"])
def test_a_no_with_more_than_my_count_is_the_players_count(typed: str) -> None:
    table, verdict, claimed = _at_my_count(2)
    text = typed.format(n=claimed + 2)
    assert typed_at_step(table, verdict, text, _read) == TypedMove(Step.VERDICT, 0, number=2)
    assert verdict_read_at(table, verdict, text) == (VerdictRead.COUNT, claimed + 2)


@pytest.mark.parametrize("typed", ["non, {n}", "no, {n}"])
def test_a_no_with_less_than_my_count_is_no_muggins(typed: str) -> None:
    table, verdict, claimed = _at_my_count(2)
    with pytest.raises(CountBelowMine) as below:
        typed_at_step(table, verdict, typed.format(n=claimed - 1), _read)
    assert (below.value.said, below.value.claimed) == (claimed - 1, claimed)


def test_a_no_alone_is_still_a_no() -> None:
    assert says_no("non") and says_no("No!")
    assert not says_no("non, 5")
