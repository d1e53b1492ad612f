"""A yes with a number at « Mon compte est-il bon? » (« oui, 5 », "yes, 5", « 5, c'est bon »):
the player says what my cards make, as « oui, 4 » at my 4 says my count back. At my 4,
« oui, 5 » was refused (« Tapez « exact »… ») where a player means « it makes 5 »: it is
their count of my cards now, as « quinze 5 » is, a claim of the 1 point I missed; below my
count, muggins is only for points missed (`CountBelowMine`). A number alone (« 5 ») is still
the points I missed, a yes alone still accepts my count."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import CountBelowMine, TypedMove, VerdictRead
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_typed import typed_at_step, verdict_read_at
from tests.drills.test_table_typed import _at_verdict, _read


def _at_my_count(least: int) -> tuple[Table, Waiting, int]:
    """A game at my count of `least` points or more (the player counted right before it)."""
    for seed in range(200):
        at = _at_verdict(seed)
        call = None if at is None else at[0].deal.call
        if at is not None and call is not None and call.claimed >= least:
            return at[0], at[1], call.claimed
    raise AssertionError(f"no deal where I count {least} or more")


@pytest.mark.parametrize("typed", ["oui, {n}", "yes, {n}", "{n}, c'est bon", "Exact, {n}!"])
def test_a_yes_with_more_than_my_count_is_the_players_count(typed: str) -> None:
    table, verdict, claimed = _at_my_count(2)
    text = typed.format(n=claimed + 1)
    assert typed_at_step(table, verdict, text, _read) == TypedMove(Step.VERDICT, 0, number=1)
    assert verdict_read_at(table, verdict, text) == (VerdictRead.COUNT, claimed + 1)


@pytest.mark.parametrize("typed", ["oui, {n}", "yes, {n}"])
def test_a_yes_with_less_than_my_count_is_no_muggins(typed: str) -> None:
    table, verdict, claimed = _at_my_count(2)
    with pytest.raises(CountBelowMine) as below:
        typed_at_step(table, verdict, typed.format(n=claimed - 1), _read)
    assert (below.value.said, below.value.claimed) == (claimed - 1, claimed)


def test_a_number_alone_and_a_yes_alone_read_as_before() -> None:
    table, verdict, claimed = _at_my_count(2)
    more = str(claimed + 1)
    assert typed_at_step(table, verdict, more, _read) == TypedMove(
        Step.VERDICT, 0, number=claimed + 1
    )
    assert verdict_read_at(table, verdict, more) == (VerdictRead.MISSED, claimed + 1)
    yes = TypedMove(Step.VERDICT, 0, agreed=True)
    assert typed_at_step(table, verdict, "oui", _read) == yes
    assert typed_at_step(table, verdict, f"oui, {claimed}", _read) == yes
