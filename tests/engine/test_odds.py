"""The win table (`bot.engine.odds`): small positions worked by hand, the race of the play,
the invariants of the shipped table, and the dynamic programme against a direct simulation."""

from __future__ import annotations

import random
from functools import cache

import pytest

from bot.content_odds import ODDS, odds_text, shipped_odds
from bot.content_tables import shipped_crib_tables
from bot.drills.odds_deals import expert_deals, odds_from_deals
from bot.engine.odds import (
    OddsTables,
    odds_from_json,
    odds_to_json,
    play_deal,
    simulate_win,
    win_chance,
    win_table,
)
from bot.engine.odds_race import DealPoints

LAST_CARD_TO_DEALER = DealPoints((1,), 0, 0)


# -- Worked by hand --------------------------------------------------------------------------


def test_one_point_a_deal_to_the_dealer() -> None:
    """Each deal the dealer pegs the last card and nothing else scores: to 2, the dealer at 1
    wins at once; at 0-1 the dealer reaches 1, then the other deals from 1 and wins; at 0-0
    the dealer reaches 1, the other reaches 1 on their deal, and the first dealer wins."""
    table = win_table([LAST_CARD_TO_DEALER], target=2)
    assert table == [[1.0, 0.0], [1.0, 1.0]]


def test_who_pegs_first_wins_the_race() -> None:
    pone_first = DealPoints((-1, 1), 0, 0)
    dealer_first = DealPoints((1, -1), 0, 0)
    assert win_table([pone_first], 121)[120][120] == 0.0
    assert win_table([dealer_first], 121)[120][120] == 1.0
    assert win_table([pone_first, dealer_first], 121)[120][120] == 0.5


def test_the_play_comes_before_the_pone_hand() -> None:
    """The dealer pegs 2 in the play; the pone's 12 in hand come too late at 119-119."""
    deal = DealPoints((2,), 12, 0)
    assert win_table([deal], 121)[119][119] == 1.0
    # One short, the dealer is overtaken by the pone's hand.
    assert win_table([deal], 121)[118][119] == 0.0


def test_the_pone_hand_comes_before_the_dealer_hand_and_crib() -> None:
    deal = DealPoints((1,), 5, 30)
    assert win_table([deal], 121)[100][116] == 0.0
    assert win_table([deal], 121)[100][115] == 1.0


def test_a_deal_without_points_is_refused() -> None:
    with pytest.raises(ValueError):
        win_table([DealPoints((), 3, 4)], 121)


def test_play_deal_stops_at_the_target() -> None:
    deal = DealPoints((2, -1, 1, -2), 8, 20)
    assert play_deal(deal, 119, 100, 121) == (121, 100, True)
    assert play_deal(deal, 100, 118, 121) == (103, 121, False)
    assert play_deal(deal, 0, 0, 121) == (23, 11, None)


@pytest.mark.parametrize("me, opponent", [(-1, 0), (0, 121), (121, 5)])
def test_scores_off_the_board_are_refused(me: int, opponent: int) -> None:
    table = win_table([LAST_CARD_TO_DEALER], 121)
    with pytest.raises(ValueError):
        win_chance(table, me, opponent, dealer=True)


def test_json_round_trip() -> None:
    odds = OddsTables({2: [[1.0, 0.25], [0.12346, 1.0]]}, {"deals": 1})
    back = odds_from_json(odds_to_json(odds))
    assert back.tables[2] == [[1.0, 0.25], [0.1235, 1.0]]
    assert back.meta == {"deals": 1}


def test_json_refuses_a_table_of_the_wrong_size() -> None:
    data = odds_to_json(OddsTables({2: [[1.0, 0.0], [1.0, 1.0]]}, {}))
    data["dealer_wins"]["2"].pop()
    with pytest.raises(ValueError):
        odds_from_json(data)


# -- The shipped table -----------------------------------------------------------------------


def test_first_dealer_wins_about_five_games_in_nine() -> None:
    assert 0.54 <= shipped_odds().chance(0, 0, dealer=True) <= 0.57


@pytest.mark.parametrize("target", [121, 61])
def test_the_two_sides_of_a_position_add_up(target: int) -> None:
    odds = shipped_odds()
    for a in range(target):
        for b in range(target):
            mine = odds.chance(a, b, dealer=True, target=target)
            theirs = odds.chance(b, a, dealer=False, target=target)
            assert mine + theirs == pytest.approx(1.0)


@pytest.mark.parametrize("target", [121, 61])
@pytest.mark.parametrize("dealer", [True, False])
def test_more_points_never_lower_the_chances(target: int, dealer: bool) -> None:
    odds = shipped_odds()
    for a in range(target):
        for b in range(target):
            here = odds.chance(a, b, dealer=dealer, target=target)
            if a + 1 < target:
                assert odds.chance(a + 1, b, dealer=dealer, target=target) >= here, (a, b)
            if b + 1 < target:
                assert odds.chance(a, b + 1, dealer=dealer, target=target) <= here, (a, b)


def test_a_game_of_61_is_the_last_61_points_of_a_game_of_121() -> None:
    """The chances depend only on what each side still needs: at 60 + d against 60 + p in a
    game of 121, they are those of d against p in a game of 61, for every pair."""
    odds = shipped_odds()
    long, short = odds.tables[121], odds.tables[61]
    for d in range(61):
        for p in range(61):
            assert long[60 + d][60 + p] == short[d][p], (d, p)


@pytest.mark.parametrize("target", [121, 61])
def test_every_chance_is_a_chance(target: int) -> None:
    """Between 0 and 1; the dealer one point from home and the pone far away always wins
    (the dealer always pegs a point in the play, the last card or a go, and the pone cannot
    peg out first from there)."""
    table = shipped_odds().tables[target]
    assert all(0.0 <= x <= 1.0 for row in table for x in row)
    assert table[target - 1][: target // 2] == [1.0] * (target // 2)


def test_the_dealer_always_pegs_a_point_in_the_sample() -> None:
    """The pone leads; if the pone ever says go the dealer pegs it, otherwise the dealer plays
    the last card: no deal of the sample leaves the dealer without a point of play."""
    parts = shipped_odds().parts
    assert parts is not None
    assert all(dealer >= 1 for dealer, _ in parts.race.totals)


def test_one_point_from_home_as_pone() -> None:
    odds = shipped_odds()
    assert min(odds.chance(120, x, dealer=False) for x in range(101)) >= 0.99


def test_the_shipped_file_is_written_as_the_code_writes_it() -> None:
    odds = shipped_odds()
    assert set(odds.tables) == {121, 61}
    assert odds_text(odds) == odds_text(ODDS.read())
    assert odds.meta["deals"] >= 5_000


# -- The programme against a direct simulation -----------------------------------------------

PAIRS = [
    (0, 0, True),
    (0, 0, False),
    (30, 50, True),
    (60, 60, False),
    (80, 95, True),
    (95, 110, True),
    (95, 110, False),
    (100, 100, True),
    (105, 90, False),
    (110, 115, True),
    (112, 104, False),
    (115, 118, True),
    (116, 116, False),
    (117, 112, True),
    (118, 119, False),
    (119, 119, True),
    (119, 120, False),
    (120, 110, True),
    (120, 119, False),
    (108, 120, True),
]
TOLERANCE = 0.015


@cache
def small_sample() -> tuple[DealPoints, ...]:
    """A few expert deals (the same seed each run)."""
    return tuple(expert_deals(60, 7, shipped_crib_tables()))


def test_programme_matches_a_simulation_of_its_model() -> None:
    """Games simulated deal by deal, each deal's play and show drawn independently from a
    small sample of expert deals (the programme's model of a deal): the race of the play, the
    counting order and the change of dealer agree with the programme within 1.5 points."""
    deals = small_sample()
    odds = odds_from_deals(list(deals), 7)
    model = [DealPoints(a.pegging, b.pone_hand, b.dealer_show) for a in deals for b in deals]
    rng = random.Random(11)
    for me, opponent, dealer in PAIRS[2:]:
        simulated = simulate_win(model, me, opponent, dealer=dealer, games=10_000, rng=rng)
        assert odds.chance(me, opponent, dealer=dealer) == pytest.approx(
            simulated, abs=TOLERANCE
        ), (me, opponent, dealer)


@cache
def fresh_deals() -> tuple[DealPoints, ...]:
    """Expert deals from another seed than the table's."""
    return tuple(expert_deals(4_000, 20261128, shipped_crib_tables()))


@pytest.mark.slow
@pytest.mark.parametrize("fadoq", [None, 116])
def test_shipped_table_matches_fresh_expert_games(fadoq: int | None) -> None:
    """Fresh expert deals (another seed than the table's), whole games simulated from them at
    20 score pairs: within 1.5 percentage points of the shipped table, and under the FADOQ
    rule (the go and last-card points of a side at 116 or above dropped deal by deal) of the
    rule's table."""
    fresh = list(fresh_deals())
    odds = shipped_odds()
    rng = random.Random(3)
    for me, opponent, dealer in PAIRS:
        simulated = simulate_win(
            fresh, me, opponent, dealer=dealer, games=20_000, rng=rng, fadoq=fadoq
        )
        assert odds.chance(me, opponent, dealer=dealer, fadoq=fadoq) == pytest.approx(
            simulated, abs=TOLERANCE
        ), (me, opponent, dealer)
