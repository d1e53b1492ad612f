"""The win table under the FADOQ rule (`bot.engine.odds`, `win_table(..., fadoq=...)`): no go
or last-card point for a side at the threshold or above. The programme against an exact
solution of small games, the rule's race, and the shipped tables."""

from __future__ import annotations

import pytest

from bot.content_odds import shipped_odds
from bot.content_tables import shipped_crib_tables
from bot.drills.odds_deals import expert_deals
from bot.engine.odds import (
    FadoqTable,
    OddsTables,
    WinTable,
    odds_from_json,
    odds_to_json,
    play_deal,
    win_table,
)
from bot.engine.odds_race import DealPoints, fadoq_race, play_race

# -- Against an exact solution ---------------------------------------------------------------

PLAYS = [
    ((1,), frozenset({0})),  # the dealer's last card, nothing else
    ((-1, 1), frozenset({0, 1})),  # the pone's go, the dealer's last card
    ((2, -1, 1), frozenset({1, 2})),  # his heels, then a go each
    ((-2, 1, -2, 1), frozenset({1, 3})),  # the pone's pairs, the dealer's go and last card
    ((3, -1, 1), frozenset({2})),  # a real point for the pone, a last card for the dealer
]
SHOWS = [(0, 0), (3, 5), (0, 8), (6, 0), (2, 2)]


def product_sample() -> list[DealPoints]:
    """Every play with every show: the play and the show independent, as the programme takes
    them, so the programme is exact for this sample. Some deals score nothing under the rule
    once both sides are at the threshold (a last card alone, shows of 0 and 0)."""
    return [
        DealPoints(pegging, pone, dealer, singles=singles)
        for pegging, singles in PLAYS
        for pone, dealer in SHOWS
    ]


def exact_table(deals: list[DealPoints], target: int, fadoq: int | None) -> WinTable:
    """The dealer's chance at every score pair, from whole deals counted one by one
    (`play_deal`), iterated to a fixed point (a scoreless deal passes the deal back)."""
    chance = [[0.5] * target for _ in range(target)]
    for _ in range(500):
        moved = 0.0
        for d in range(target - 1, -1, -1):
            for p in range(target - 1, -1, -1):
                value = 0.0
                for deal in deals:
                    new_d, new_p, dealer_won = play_deal(deal, d, p, target, fadoq)
                    if dealer_won is None:
                        value += 1.0 - chance[new_p][new_d]
                    else:
                        value += dealer_won
                value /= len(deals)
                moved = max(moved, abs(value - chance[d][p]))
                chance[d][p] = value
        if moved < 1e-14:
            return chance
    raise AssertionError("the exact solution did not settle")


@pytest.mark.parametrize("fadoq", [None, 10, 13])
def test_programme_is_exact_on_a_product_sample(fadoq: int | None) -> None:
    deals = product_sample()
    exact = exact_table(deals, 15, fadoq)
    table = win_table(deals, 15, fadoq)
    for d in range(15):
        for p in range(15):
            assert table[d][p] == pytest.approx(exact[d][p], abs=1e-9), (d, p)


def test_a_scoreless_deal_is_counted() -> None:
    """At 13-13 in a game of 15 under the rule from 10, the last card alone with shows of 0
    and 0 scores nothing: the pone deals next at 13-13. Without it the table would miss
    those games."""
    deals = product_sample()
    assert any(
        play_deal(deal, 13, 13, 15, 10) == (13, 13, None) for deal in deals
    )  # the case exists
    assert win_table(deals, 15, 10)[13][13] == pytest.approx(
        exact_table(deals, 15, 10)[13][13], abs=1e-9
    )


def test_play_deal_drops_the_single_points_from_the_threshold() -> None:
    deal = DealPoints((-1, 2, 1), 0, 0, singles=frozenset({0, 2}))
    # The dealer at 115 pegs 2 (117), then his last card is barred; the pone's go at 116 too.
    assert play_deal(deal, 115, 116, 121, 116) == (117, 116, None)
    assert play_deal(deal, 115, 116, 121) == (118, 117, None)
    # At 113 the last card takes the dealer to 116; at 114 the 2 do, and the last card after
    # them is barred.
    assert play_deal(deal, 113, 0, 121, 116) == (116, 1, None)
    assert play_deal(deal, 114, 0, 121, 116) == (116, 1, None)


def test_a_sample_without_go_or_last_card_is_the_standard_game() -> None:
    """When no point of the sample is a go or a last card, the rule changes nothing."""
    deals = [DealPoints((2, -2, 1), 4, 9), DealPoints((-3, 2), 7, 5), DealPoints((1, -1), 2, 12)]
    assert win_table(deals, 61, 56) == win_table(deals, 61)


# -- The race of the play under the rule -----------------------------------------------------


def test_the_race_drops_the_dealer_last_card_near_home() -> None:
    """The pone's go, then the dealer's last card: one point from home, the dealer pegs out
    in the standard game, not under the rule (at 120 he is past 116); nine from home (at
    112) the last card still counts, and with four to go (at 117) it does not."""
    deal = DealPoints((-1, 1), 0, 0, singles=frozenset({0, 1}))
    standard = play_race([deal])
    barred = fadoq_race([deal], 5)
    assert standard.dealer_out[1, 2] == 1
    assert barred.race.dealer_out.get((1, 2), 0) == 0
    # Totals by each side's distance to the threshold: at it, nothing; one away, the point.
    assert barred.totals[0, 0] == {(0, 0): 1}
    assert barred.totals[1, 1] == {(1, 1): 1}
    assert barred.totals[1, 0] == {(1, 0): 1}


def test_the_rule_needs_a_threshold_below_the_target() -> None:
    with pytest.raises(ValueError):
        win_table([DealPoints((1,), 0, 0, singles=frozenset({0}))], 121, 121)


# -- Expert deals ----------------------------------------------------------------------------


def test_expert_deals_mark_their_go_and_last_card_points() -> None:
    """Every deal has its last card or a 31: its go and last-card points are single points
    of the play, each of one point."""
    deals = expert_deals(60, 7, shipped_crib_tables())
    assert sum(len(d.singles) for d in deals) >= 60
    for deal in deals:
        assert all(abs(deal.pegging[i]) == 1 for i in deal.singles)


# -- The shipped tables ----------------------------------------------------------------------


def fadoq_tables() -> tuple[OddsTables, int, int]:
    odds = shipped_odds()
    return odds, odds.fadoq[121].threshold, odds.fadoq[61].threshold


def test_the_shipped_thresholds_are_the_rule() -> None:
    _, long, short = fadoq_tables()
    assert (long, short) == (116, 56)


@pytest.mark.parametrize("target", [121, 61])
def test_the_two_sides_add_up_under_the_rule(target: int) -> None:
    odds = shipped_odds()
    fadoq = odds.fadoq[target].threshold
    for a in range(target):
        for b in range(target):
            mine = odds.chance(a, b, dealer=True, target=target, fadoq=fadoq)
            theirs = odds.chance(b, a, dealer=False, target=target, fadoq=fadoq)
            assert mine + theirs == pytest.approx(1.0)


@pytest.mark.parametrize("target", [121, 61])
@pytest.mark.parametrize("dealer", [True, False])
def test_more_points_never_lower_the_chances_under_the_rule(target: int, dealer: bool) -> None:
    """Under the rule too: a side at 115 that pegs a go reaches 116, where it would have been
    without the go."""
    odds = shipped_odds()
    fadoq = odds.fadoq[target].threshold
    for a in range(target):
        for b in range(target):
            here = odds.chance(a, b, dealer=dealer, target=target, fadoq=fadoq)
            if a + 1 < target:
                up = odds.chance(a + 1, b, dealer=dealer, target=target, fadoq=fadoq)
                assert up >= here, (a, b)


def test_a_game_of_61_is_the_last_61_points_of_a_game_of_121_under_the_rule() -> None:
    """From 56 in a game of 61 is five points from the end, as 116 in a game of 121."""
    odds = shipped_odds()
    long, short = odds.fadoq[121].table, odds.fadoq[61].table
    for d in range(61):
        for p in range(61):
            assert long[60 + d][60 + p] == short[d][p], (d, p)


def test_the_dealer_at_120_no_longer_pegs_out_for_sure() -> None:
    """In the standard game the dealer one point from home always wins against a pone who
    cannot catch up: the last card or a go is his. Under the rule he is past 116 and needs a
    real point in the play, or his show after the pone's hand."""
    odds = shipped_odds()
    assert odds.chance(120, 100, dealer=True) == 1.0
    assert odds.chance(120, 100, dealer=True, fadoq=116) < 1.0


def test_both_at_118_the_dealer_loses_twenty_points() -> None:
    """Both at 118, the dealer needs three points before the pone's hand counts: in the
    standard game the last card or a go often makes up the third; under the rule it does not
    (measured: 48 % against 28 %)."""
    odds = shipped_odds()
    standard = odds.chance(118, 118, dealer=True)
    fadoq = odds.chance(118, 118, dealer=True, fadoq=116)
    assert fadoq < standard - 0.15
    assert odds.chance(118, 118, dealer=False, fadoq=116) == pytest.approx(1.0 - fadoq)


def test_the_dealer_loses_by_the_rule_at_the_end() -> None:
    """The dealer pegs most go and last-card points (he lays the last card when the pone
    has not said go): with both sides between 116 and 120, his chance is lower under the
    rule, and the pone's higher."""
    odds = shipped_odds()
    for d in range(116, 121):
        for p in range(116, 121):
            standard = odds.chance(d, p, dealer=True)
            assert odds.chance(d, p, dealer=True, fadoq=116) < standard, (d, p)


def test_far_from_the_threshold_the_rule_moves_the_chances_little() -> None:
    """Where neither side can reach 116 in the deal (both below it by more than anyone
    pegged in a deal of the sample), the deal is counted as in the standard game: only the
    deals after it differ. So the chances move less the farther the board is from 116, and
    at the start of a game of 121 by less than a tenth of a point."""
    odds = shipped_odds()
    parts = odds.parts
    assert parts is not None
    reach = 116 - max(parts.race.dealer_cap, parts.race.pone_cap)

    def mean_gap(scores: range) -> float:
        gaps = [
            abs(odds.chance(d, p, dealer=True, fadoq=116) - odds.chance(d, p, dealer=True))
            for d in scores
            for p in scores
        ]
        return sum(gaps) / len(gaps)

    assert mean_gap(range(60)) < mean_gap(range(60, reach)) < mean_gap(range(reach, 121))
    assert odds.chance(0, 0, dealer=True, fadoq=116) == pytest.approx(
        odds.chance(0, 0, dealer=True), abs=0.001
    )


def test_json_round_trip_with_the_rule() -> None:
    odds = OddsTables(
        {2: [[1.0, 0.25], [0.12346, 1.0]]},
        {"deals": 1},
        fadoq={2: FadoqTable(1, [[0.5, 0.25], [0.1, 0.75]])},
    )
    back = odds_from_json(odds_to_json(odds))
    assert back.tables[2] == [[1.0, 0.25], [0.1235, 1.0]]
    assert back.fadoq == {2: FadoqTable(1, [[0.5, 0.25], [0.1, 0.75]])}
    assert back.chance(1, 0, dealer=True, target=2, fadoq=1) == 0.1
    with pytest.raises(ValueError):
        back.chance(1, 0, dealer=True, target=2, fadoq=0)


def test_json_refuses_a_fadoq_table_without_its_threshold() -> None:
    data = odds_to_json(OddsTables({2: [[1.0, 0.0], [1.0, 1.0]]}, {}))
    data["fadoq_dealer_wins"] = {"2": [[1, 0], [1, 1]]}
    with pytest.raises(ValueError):
        odds_from_json(data)
    data["fadoq_thresholds"] = {"2": 2}
    with pytest.raises(ValueError):
        odds_from_json(data)
