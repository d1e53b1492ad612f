"""Measuring the pegging tables (`bot.drills.peg_tables`) against the shipped file."""

from __future__ import annotations

import pytest

from bot.content_tables import shipped_peg_tables
from bot.drills.peg_tables import (
    PONE,
    dealer_value,
    expert_lead,
    generate_peg_tables,
    hands_with,
    sample_cards,
)
from bot.drills.table_bot import playout
from bot.engine.peg_tables import KEPT_RANKS, KeptRanks, peg_tables_to_json

SOME: tuple[KeptRanks, ...] = ((1, 2, 3, 4), (5, 5, 10, 10), (2, 2, 3, 3), (7, 8, 12, 13))


def test_sample_cards_are_distinct() -> None:
    for ranks in ((5, 5, 5, 5), (1, 2, 2, 13)):
        cards = sample_cards(ranks)
        assert len(set(cards)) == 4 and tuple(c.rank for c in cards) == ranks


def test_opponent_fours_are_every_four_of_the_48() -> None:
    for ranks in SOME:
        assert sum(w for _, w in hands_with(ranks)) == 194_580  # C(48, 4)
    # Beside four fives, the opponent holds no five.
    assert all(5 not in other for other, _ in hands_with((5, 5, 5, 5)))


def test_pone_value_played_out_hand_by_hand() -> None:
    """The pone's value comes from the look-ahead tree; playing the same lead out against each
    dealer four, one by one, gives the same number."""
    table = shipped_peg_tables()
    for ranks in SOME:
        lead, value = expert_lead(ranks)
        rest = list(ranks)
        rest.remove(lead)
        total = weight = 0
        for other, ways in hands_with(ranks):
            total += ways * playout((list(rest), list(other)), [lead], PONE)
            weight += ways
        assert total / weight == pytest.approx(value, abs=1e-9)
        assert table.pone[ranks] == pytest.approx(value, abs=5e-5)


def test_expert_never_leads_a_five_when_it_need_not() -> None:
    for ranks in ((5, 5, 10, 10), (2, 5, 9, 13), (4, 5, 6, 12)):
        assert expert_lead(ranks)[0] != 5


@pytest.mark.slow
def test_shipped_dealer_values_match_the_measure() -> None:
    """Every pone four's lead is weighed (about a minute)."""
    table = shipped_peg_tables()
    leads = {other: expert_lead(other)[0] for other in KEPT_RANKS}
    for ranks in SOME:
        assert table.dealer[ranks] == pytest.approx(dealer_value(ranks, leads), abs=5e-5)


@pytest.mark.slow
def test_shipped_tables_are_what_the_command_writes() -> None:
    """`muggins peg-tables` (about two minutes): the shipped file is its output."""
    fresh = generate_peg_tables()
    assert peg_tables_to_json(fresh) == peg_tables_to_json(shipped_peg_tables())
