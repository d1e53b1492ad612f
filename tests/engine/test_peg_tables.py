"""The pegging tables (`bot.engine.peg_tables`, shipped in `content/peg_tables.json`)."""

from __future__ import annotations

import statistics

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import SUITS, Card
from bot.engine.lay_away import analyse_lay_aways
from bot.engine.peg_tables import (
    KEPT_RANKS,
    PegTables,
    kept_code,
    kept_ranks,
    peg_tables_from_json,
    peg_tables_to_json,
)


@pytest.fixture(scope="module")
def tables() -> PegTables:
    return shipped_peg_tables()


def test_every_kept_four_once() -> None:
    assert len(KEPT_RANKS) == 1820 == len(set(KEPT_RANKS))
    assert all(list(k) == sorted(k) for k in KEPT_RANKS)
    assert all(max(k.count(r) for r in k) <= 4 for k in KEPT_RANKS)
    codes = [kept_code(k) for k in KEPT_RANKS]
    assert len(set(codes)) == len(codes)
    assert kept_code((1, 5, 5, 13)) == "A-5-5-K" and kept_code((10, 10, 11, 12)) == "10-10-J-Q"


def test_shipped_tables_cover_every_kept_four(tables: PegTables) -> None:
    for table in (tables.dealer, tables.pone):
        assert set(table) == set(KEPT_RANKS)
        assert all(-6.0 < v < 6.0 for v in table.values())
    assert tables.meta["opponent_fours"] == 194_580  # C(48, 4): every four, no sample


def test_json_round_trip_and_bad_shapes(tables: PegTables) -> None:
    data = peg_tables_to_json(tables)
    again = peg_tables_from_json(data)
    assert peg_tables_to_json(again) == data
    with pytest.raises(ValueError, match="format"):
        peg_tables_from_json({**data, "format": 99})
    short = dict(data["dealer"])
    short.pop("A-A-A-A")
    with pytest.raises(ValueError, match="1820"):
        peg_tables_from_json({**data, "dealer": short})


def test_suits_do_not_matter(tables: PegTables) -> None:
    for ranks in ((5, 5, 10, 11), (1, 2, 3, 4), (7, 7, 8, 8)):
        for shift in range(4):
            seen: dict[int, int] = {}
            cards = []
            for r in ranks:
                cards.append(Card(r, SUITS[(shift + seen.get(r, 0)) % 4]))
                seen[r] = seen.get(r, 0) + 1
            assert kept_ranks(cards) == ranks
            for dealer in (True, False):
                table = tables.dealer if dealer else tables.pone
                assert tables.peg_value(cards, dealer=dealer) == table[ranks]


def test_the_dealer_pegs_more(tables: PegTables) -> None:
    """The pone leads into the dealer: whatever it keeps, the dealer nets more on average."""
    assert statistics.fmean(tables.dealer.values()) > 0.5
    assert statistics.fmean(tables.pone.values()) < -0.5
    ahead = sum(tables.dealer[k] > tables.pone[k] for k in KEPT_RANKS)
    assert ahead > 0.95 * len(KEPT_RANKS)


def test_known_kept_fours(tables: PegTables) -> None:
    # Four fives are the pone's worst keep: every lead is a 5 the dealer makes fifteen on.
    assert min(tables.pone, key=lambda k: tables.pone[k]) == (5, 5, 5, 5)
    assert tables.pone[(5, 5, 5, 5)] < -3
    # Low pairs peg well for the pone (pairs and runs under the 31 count), a pair of fives
    # with tens does not.
    assert tables.pone[(2, 2, 3, 3)] > 1 > 0 > tables.pone[(5, 5, 10, 10)]
    # The dealer keeping a pair of fives with tens still nets more than the pone would.
    assert tables.dealer[(5, 5, 10, 10)] > 1 > 0 > tables.pone[(5, 5, 10, 10)]
    # A small run pegs better for the dealer than four ten-cards.
    assert tables.dealer[(1, 2, 3, 4)] > tables.dealer[(10, 11, 12, 13)] + 1


def test_analysis_carries_the_play_apart(tables: PegTables) -> None:
    cards = parse_cards("AH 2S 3D 4C QH KS")
    crib = shipped_crib_tables()
    plain = analyse_lay_aways(cards, dealer=True, crib_model="expert", tables=crib)
    options = analyse_lay_aways(
        cards, dealer=True, crib_model="expert", tables=crib, pegging=tables
    )
    # The order and the totals stay those of hand and crib.
    assert [o.discard for o in options] == [o.discard for o in plain]
    assert [o.total_ev for o in options] == [o.total_ev for o in plain]
    assert all(o.peg_ev is None and o.full_ev == o.total_ev for o in plain)
    for o in options:
        assert o.peg_ev == tables.dealer[kept_ranks(o.keep)]
        assert o.full_ev == pytest.approx(o.total_ev + tables.dealer[kept_ranks(o.keep)])
    # The example: dealer A-2-3-4-Q-K. Keeping A-2-3-4 pegs better than A-4-Q-K,
    # but laying away 2-3 stays best once the play is counted.
    by_toss = {frozenset(c.rank for c in o.discard): o for o in options}
    two_three, queen_king = by_toss[frozenset({2, 3})], by_toss[frozenset({12, 13})]
    assert queen_king.peg_ev is not None and two_three.peg_ev is not None
    assert queen_king.peg_ev > two_three.peg_ev + 0.5
    assert max(options, key=lambda o: o.full_ev) is two_three


def test_no_play_beyond_two_players(tables: PegTables) -> None:
    cards = parse_cards("AH 2S 3D 4C QH")
    options = analyse_lay_aways(cards, dealer=True, players=3, pegging=tables)
    assert all(o.peg_ev is None for o in options)
