"""Playing to win (`bot.engine.endgame`): each lay-away's chance against a direct simulation
of the same model, the invariants, and the expert's lay-away near the end."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

import pytest

from bot.content_odds import shipped_odds
from bot.content_tables import shipped_crib_tables
from bot.drills.odds_deals import expert_deals, odds_from_deals
from bot.drills.table_bot import expert_lay_away
from bot.engine.card_parsing import parse_cards
from bot.engine.dealing import deal
from bot.engine.endgame import (
    ENDGAME_REACH,
    dealer_chance_by_show,
    lay_away_chances,
    pone_chance_by_hand,
    within_reach,
)
from bot.engine.lay_away import LayAwayOption, analyse_lay_aways
from bot.engine.odds import OddsTables, parts_from_json, parts_to_json
from bot.engine.odds_race import DealPoints

TOLERANCE = 0.012


@cache
def sample() -> tuple[tuple[DealPoints, ...], OddsTables]:
    deals = tuple(expert_deals(60, 7, shipped_crib_tables()))
    return deals, odds_from_deals(list(deals), 7)


def simulated_chance(
    option: LayAwayOption, me: int, opponent: int, draws: int, rng: random.Random
) -> float:
    """The deal played draw by draw: a starter of the option, the play, the pone's hand and
    the dealer's show drawn each from its own deal of the sample, then the table's chance."""
    deals, odds = sample()
    assert odds.parts is not None
    table = odds.tables[121]
    target = 121
    wins = 0.0
    for _ in range(draws):
        _, hand = rng.choice(option.hand_by_starter)
        race, pone, show = rng.choice(deals), rng.choice(deals), rng.choice(deals)
        crib = option.crib_ev
        if not option.dealer:
            crib -= odds.parts.crib_mean
        whole = int(crib // 1)
        crib_points = whole + (1 if rng.random() < crib - whole else 0)
        scores = {"me": me, "them": opponent}
        dealer, pone_side = ("me", "them") if option.dealer else ("them", "me")
        ended = None
        for points in race.pegging:
            side = dealer if points > 0 else pone_side
            scores[side] += abs(points)
            if scores[side] >= target:
                ended = side
                break
        if ended is None:
            pone_hand = hand if pone_side == "me" else pone.pone_hand
            scores[pone_side] += pone_hand
            if scores[pone_side] >= target:
                ended = pone_side
        if ended is None:
            if dealer == "me":
                dealer_show = hand + crib_points
            else:
                dealer_show = max(0, show.dealer_show + crib_points)
            scores[dealer] += dealer_show
            if scores[dealer] >= target:
                ended = dealer
        if ended is not None:
            wins += ended == "me"
        elif dealer == "me":
            wins += 1.0 - table[scores["them"]][scores["me"]]
        else:
            wins += table[scores["me"]][scores["them"]]
    return wins / draws


@pytest.mark.parametrize(
    ("dealer", "me", "opponent"),
    [(True, 105, 110), (True, 112, 100), (False, 104, 112), (False, 111, 95)],
)
def test_each_lay_away_s_chance_matches_a_simulation_of_its_model(
    dealer: bool, me: int, opponent: int
) -> None:
    _, odds = sample()
    assert odds.parts is not None
    cards = parse_cards("5H 5S JD 6C 7C 9H")
    options = analyse_lay_aways(
        cards, dealer=dealer, crib_model="expert", tables=shipped_crib_tables()
    )
    # Cribs a whole number of points (the dealer's) or from the sample's mean (the pone's).
    picked = [replace(o, crib_ev=float(round(o.crib_ev))) for o in options[:3]]
    if not dealer:
        shifts = (-2, 0, 3)
        picked = [
            replace(o, crib_ev=odds.parts.crib_mean + k)
            for o, k in zip(picked, shifts, strict=True)
        ]
    chances = lay_away_chances(picked, odds.parts, odds.tables[121], me, opponent)
    rng = random.Random(5)
    for option, chance in zip(picked, chances, strict=True):
        assert chance == pytest.approx(
            simulated_chance(option, me, opponent, 30_000, rng), abs=TOLERANCE
        )


def test_more_points_never_lower_the_chance() -> None:
    odds = shipped_odds()
    assert odds.parts is not None
    table = odds.tables[121]
    for me, opponent in [(90, 100), (110, 115), (118, 104), (100, 119)]:
        by_show = dealer_chance_by_show(odds.parts, table, me, opponent)
        shows = [by_show(x) for x in range(40)]
        assert shows == sorted(shows)
        by_hand = pone_chance_by_hand(odds.parts, table, me, opponent)
        hands = [by_hand(x, 0) for x in range(30)]
        assert hands == sorted(hands)
        assert all(by_hand(x, 4) <= by_hand(x, 0) + 1e-12 for x in range(30))
        assert all(by_hand(x, 0) <= by_hand(x, -3) + 1e-12 for x in range(30))


def test_a_dealer_whose_show_goes_out_loses_only_to_the_pone_going_out_first() -> None:
    odds = shipped_odds()
    assert odds.parts is not None
    assert dealer_chance_by_show(odds.parts, odds.tables[121], 118, 0)(3) == pytest.approx(1.0)
    race = odds.parts.race
    # Pone at 119 needing 2, dealer at 118 showing 3: the dealer wins if it pegs out first,
    # or if nobody pegs out and the pone's hand then falls short.
    chance = dealer_chance_by_show(odds.parts, odds.tables[121], 118, 119)(3)
    first = race.dealer_out.get((3, 2), 0) / race.deals
    neither = sum(n for (dp, pp), n in race.totals.items() if dp < 3 and pp < 2) / race.deals
    assert first < chance < first + neither


def test_parts_round_trip_and_ship() -> None:
    odds = shipped_odds()
    assert odds.parts is not None
    assert parts_from_json(parts_to_json(odds.parts)) == odds.parts
    assert sum(odds.parts.pone_hand.values()) == odds.meta["deals"]


def test_far_from_the_end_the_lay_away_is_the_expected_points_one() -> None:
    rng = random.Random(3)
    tables = shipped_crib_tables()
    for _ in range(20):
        hand = deal(rng, 6)
        dealer = rng.random() < 0.5
        scores = (rng.randrange(0, 121 - ENDGAME_REACH), rng.randrange(0, 121 - ENDGAME_REACH))
        assert not within_reach(*scores, 121)
        assert expert_lay_away(hand, dealer=dealer, tables=tables, scores=scores) == (
            analyse_lay_aways(hand, dealer=dealer, crib_model="expert", tables=tables)[0].discard
        )


def test_near_the_end_the_lay_away_wins_most_often() -> None:
    """At 111 as pone against a dealer at 115, the lay-away chosen has the best chance, and
    on some hands it is not the one with the best expected points."""
    rng = random.Random(4)
    tables = shipped_crib_tables()
    odds = shipped_odds()
    assert odds.parts is not None
    differ = 0
    for _ in range(40):
        hand = deal(rng, 6)
        options = analyse_lay_aways(hand, dealer=False, crib_model="expert", tables=tables)
        chances = lay_away_chances(options, odds.parts, odds.tables[121], 111, 115)
        chosen = expert_lay_away(hand, dealer=False, tables=tables, scores=(111, 115))
        index = next(i for i, o in enumerate(options) if o.discard == chosen)
        assert chances[index] == max(chances)
        differ += index != 0
    assert differ > 0
