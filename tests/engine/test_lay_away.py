"""Discard analysis: exact against brute force, symmetric in suits, signed by role."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations

import pytest

from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards
from bot.engine.cards import Card, Suit
from bot.engine.crib_tables import CribTables
from bot.engine.dealing import deal, new_deck
from bot.engine.lay_away import (
    EXCLUDED,
    RANK_PAIRS,
    LayAwayOption,
    analyse_lay_aways,
    crib_cases,
    rank_multisets,
    uniform_crib_ev,
)
from bot.engine.show import hand_points, score_hand


def brute_crib(tossed: Sequence[Card], seen: Sequence[Card]) -> Fraction:
    """Every set of other crib cards from the unseen cards, and every remaining starter."""
    unseen = [c for c in new_deck() if c not in set(seen)]
    total = cases = 0
    for others in combinations(unseen, 4 - len(tossed)):
        crib = [*tossed, *others]
        for starter in unseen:
            if starter not in others:
                total += hand_points(crib, starter, crib=True)
                cases += 1
    return Fraction(total, cases)


def brute_hand(keep: Sequence[Card], seen: Sequence[Card]) -> dict[Card, int]:
    """The kept hand's itemized show with every unseen starter."""
    return {
        starter: score_hand(keep, starter).total
        for starter in new_deck()
        if starter not in set(seen)
    }


def option_for(options: Sequence[LayAwayOption], tossed: Sequence[Card]) -> LayAwayOption:
    return next(o for o in options if set(o.discard) == set(tossed))


DEALS = {
    "mixed": "5H 5D JC KS 2S 9D",
    "suited-jacks": "JS 8S 3S JH 5H QS",
    "run-and-pair": "6C 7D 8H 8S 2C KD",
}


@pytest.mark.parametrize(
    ("text", "tossed"),
    [
        pytest.param(DEALS["mixed"], "2S 9D", id="mixed-2S9D"),
        pytest.param(DEALS["suited-jacks"], "JS 8S", id="suited-jack-toss-flush-and-nobs"),
        pytest.param(DEALS["run-and-pair"], "8H 8S", id="pair-toss"),
    ],
)
def test_uniform_crib_equals_brute_force(text: str, tossed: str) -> None:
    cards = parse_cards(text)
    toss = parse_cards(tossed)
    option = option_for(analyse_lay_aways(cards, dealer=True), toss)
    assert option.crib_exact == brute_crib(toss, cards)
    assert option.crib_ev == float(brute_crib(toss, cards))


@pytest.mark.parametrize("text", list(DEALS.values()), ids=list(DEALS))
def test_hand_by_starter_equals_itemized_show(text: str) -> None:
    cards = parse_cards(text)
    for option in analyse_lay_aways(cards, dealer=False):
        expected = brute_hand(option.keep, cards)
        assert dict(option.hand_by_starter) == expected
        assert option.hand_exact == Fraction(sum(expected.values()), 46)
        assert option.hand_min == min(expected.values())
        assert option.hand_max == max(expected.values())


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_option_equals_brute_force(seed: int) -> None:
    cards = deal(random.Random(seed), 6)
    for option in analyse_lay_aways(cards, dealer=True):
        assert option.crib_exact == brute_crib(option.discard, cards)


def test_five_card_crib_equals_brute_force() -> None:
    cards = parse_cards("5H JD 7C 8C KS")
    option = option_for(analyse_lay_aways(cards, dealer=True, players=3), parse_cards("JD"))
    assert option.crib_exact == brute_crib(option.discard, cards)


@pytest.mark.slow
def test_every_five_card_option_equals_brute_force() -> None:
    cards = deal(random.Random(7), 5)
    for option in analyse_lay_aways(cards, dealer=False, players=4):
        assert option.crib_exact == brute_crib(option.discard, cards)


def test_fifteen_lay_aways_best_first() -> None:
    options = analyse_lay_aways(parse_cards(DEALS["mixed"]), dealer=True)
    assert len(options) == 15
    assert len({frozenset(o.discard) for o in options}) == 15
    totals = [o.total_ev for o in options]
    assert totals == sorted(totals, reverse=True)
    assert all(len(o.keep) == 4 and not set(o.keep) & set(o.discard) for o in options)
    assert all(len(o.hand_by_starter) == 46 for o in options)
    assert all(o.crib_cases == crib_cases(46, 2) == 45_540 for o in options)


def test_crib_sign_follows_the_role() -> None:
    cards = parse_cards(DEALS["mixed"])
    for dealer in (True, False):
        for o in analyse_lay_aways(cards, dealer=dealer):
            exact_crib = o.crib_exact
            assert exact_crib is not None and exact_crib > 0
            sign = 1 if dealer else -1
            assert o.total_exact == o.hand_exact + sign * exact_crib
            assert o.total_ev == pytest.approx(o.hand_ev + sign * o.crib_ev, abs=1e-12)


@pytest.mark.parametrize(
    ("text", "dealer_toss", "pone_toss"),
    [
        pytest.param("2S 3H 5C 5D 9S KH", "2S 3H", "9S KH", id="salt-own-crib-2-3"),
        pytest.param("5S 5H 6C 7D KS QH", "6C 7D", "KS QH", id="keep-5-5-Q-K-as-pone"),
    ],
)
def test_same_cards_rank_differently_by_role(text: str, dealer_toss: str, pone_toss: str) -> None:
    cards = parse_cards(text)
    assert set(analyse_lay_aways(cards, dealer=True)[0].discard) == set(parse_cards(dealer_toss))
    assert set(analyse_lay_aways(cards, dealer=False)[0].discard) == set(parse_cards(pone_toss))


@pytest.mark.parametrize("dealer", [True, False], ids=["dealer", "pone"])
def test_keep_the_jack_of_the_suit_with_more_unseen_cards(dealer: bool) -> None:
    # Two jacks: 12 spades are unseen but only 10 clubs (5C, JC and 9C are held).
    cards = parse_cards("5H 5D 5C JS JC 9C")
    best, second = analyse_lay_aways(cards, dealer=dealer)[:2]
    assert set(best.keep) == set(parse_cards("5H 5D 5C JS"))
    assert set(second.keep) == set(parse_cards("5H 5D 5C JC"))
    assert best.hand_total - second.hand_total == 12 - 10  # his nobs on every cut of his suit
    assert best.hand_max == 29 and best.best_starters == (Card(5, Suit.SPADES),)
    assert second.hand_max == 28


def test_the_starters_scoring_each_show() -> None:
    cards = parse_cards("5H 5D 5C JS QH KD")
    option = option_for(analyse_lay_aways(cards, dealer=True), parse_cards("QH KD"))
    assert option.starters_scoring(29) == (Card(5, Suit.SPADES),)
    assert sum(len(option.starters_scoring(p)) for p in range(30)) == 46
    assert option.worst_starters == option.starters_scoring(option.hand_min)
    assert all(c.rank in (1, 2, 3, 4, 6, 7, 8, 9) for c in option.worst_starters)


SUIT_MAPS = [
    dict(zip(Suit, order, strict=True))
    for order in [
        (Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS),
        (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS),
        (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES),
    ]
]


@pytest.mark.parametrize("mapping", SUIT_MAPS, ids=["S>H", "S>C", "S>D"])
@pytest.mark.parametrize("text", list(DEALS.values()), ids=list(DEALS))
def test_relabelling_suits_changes_nothing(text: str, mapping: dict[Suit, Suit]) -> None:
    cards = parse_cards(text)
    moved = [Card(c.rank, mapping[c.suit]) for c in cards]
    for dealer in (True, False):
        before = analyse_lay_aways(cards, dealer=dealer)
        after = analyse_lay_aways(moved, dealer=dealer)
        for option in before:
            image = option_for(after, [Card(c.rank, mapping[c.suit]) for c in option.discard])
            assert (image.hand_total, image.crib_total) == (option.hand_total, option.crib_total)
            assert sorted(p for _, p in image.hand_by_starter) == sorted(
                p for _, p in option.hand_by_starter
            )


def test_deal_order_changes_nothing() -> None:
    cards = parse_cards(DEALS["suited-jacks"])
    shuffled = list(reversed(cards))
    a = analyse_lay_aways(cards, dealer=True)
    b = analyse_lay_aways(shuffled, dealer=True)
    assert [(frozenset(o.discard), o.total_exact) for o in a] == [
        (frozenset(o.discard), o.total_exact) for o in b
    ]


@pytest.mark.parametrize("players", [3, 4])
def test_five_card_deals_lay_away_one(players: int) -> None:
    cards = parse_cards("5H JD 7C 8C KS")
    options = analyse_lay_aways(cards, dealer=True, players=players)
    assert len(options) == 5
    assert all(len(o.discard) == 1 and len(o.keep) == 4 for o in options)
    assert all(len(o.hand_by_starter) == 47 for o in options)
    assert all(o.crib_cases == crib_cases(47, 1) == 713_460 for o in options)


def test_three_and_four_players_model_the_same_crib() -> None:
    # Your card and three unseen cards either way (two lay-aways and a deck card, or three).
    cards = parse_cards("AH 4S 9C 10D QS")
    three = analyse_lay_aways(cards, dealer=False, players=3)
    four = analyse_lay_aways(cards, dealer=False, players=4)
    assert [(o.discard, o.total_exact) for o in three] == [(o.discard, o.total_exact) for o in four]


def test_uniform_crib_ev_helper_agrees_with_the_analysis() -> None:
    cards = parse_cards(DEALS["run-and-pair"])
    for o in analyse_lay_aways(cards, dealer=True):
        assert uniform_crib_ev(o.discard, cards) == o.crib_exact


@pytest.mark.parametrize(
    ("text", "players", "reason"),
    [
        pytest.param("5H 5D JC KS 2S", 2, CardErrorReason.WRONG_COUNT, id="five-cards-two-players"),
        pytest.param("5H 5D JC KS 2S 9D 9C", 2, CardErrorReason.WRONG_COUNT, id="seven-cards"),
        pytest.param("5H 5D JC KS 2S 9D", 3, CardErrorReason.WRONG_COUNT, id="six-cards-three"),
        pytest.param("5H 5H JC KS 2S 9D", 2, CardErrorReason.DUPLICATE, id="duplicate"),
    ],
)
def test_bad_deals_raise_card_errors(text: str, players: int, reason: CardErrorReason) -> None:
    cards = _loose_parse(text)
    with pytest.raises(CardError) as info:
        analyse_lay_aways(cards, dealer=True, players=players)
    assert info.value.reason is reason


def _loose_parse(text: str) -> list[Card]:
    """Cards without the duplicate check of `parse_cards`."""
    return [parse_cards(token)[0] for token in text.split()]


@pytest.mark.parametrize(
    "kwargs",
    [
        pytest.param({"crib_model": "psychic"}, id="unknown-model"),
        pytest.param({"crib_model": "expert"}, id="expert-without-tables"),
        pytest.param({"players": 5}, id="five-players"),
    ],
)
def test_bad_arguments_raise_value_errors(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=r"crib_model|expert|players"):
        analyse_lay_aways(parse_cards(DEALS["mixed"]), dealer=True, **kwargs)  # type: ignore[arg-type]


def test_expert_model_looks_the_crib_up_by_ranks() -> None:
    cards = parse_cards(DEALS["mixed"])
    dealer_values = {p: 10.0 + i for i, p in enumerate(RANK_PAIRS)}
    pone_values = {p: 1.0 + i / 100 for i, p in enumerate(RANK_PAIRS)}
    tables = CribTables(dealer_values, pone_values)
    uniform = {frozenset(o.discard): o for o in analyse_lay_aways(cards, dealer=True)}
    for dealer, values in ((True, dealer_values), (False, pone_values)):
        options = analyse_lay_aways(cards, dealer=dealer, crib_model="expert", tables=tables)
        for o in options:
            ranks = tuple(sorted(c.rank for c in o.discard))
            assert o.crib_ev == values[ranks]
            assert o.crib_exact is None and o.total_exact is None
            assert o.hand_total == uniform[frozenset(o.discard)].hand_total
        assert [o.total_ev for o in options] == sorted((o.total_ev for o in options), reverse=True)


def test_uniform_model_ignores_tables() -> None:
    cards = parse_cards(DEALS["mixed"])
    tables = CribTables(dict.fromkeys(RANK_PAIRS, 99.0), dict.fromkeys(RANK_PAIRS, 99.0))
    plain = analyse_lay_aways(cards, dealer=False)
    given = analyse_lay_aways(cards, dealer=False, crib_model="uniform", tables=tables)
    assert [(o.discard, o.total_exact) for o in given] == [
        (o.discard, o.total_exact) for o in plain
    ]


def test_expert_model_is_for_two_player_deals() -> None:
    with pytest.raises(ValueError, match="2-player"):
        analyse_lay_aways(
            parse_cards("5H JD 7C 8C KS"),
            dealer=True,
            players=3,
            crib_model="expert",
            tables=CribTables({}, {}),
        )


def test_rank_multisets_count() -> None:
    assert len(rank_multisets(3)) == 455
    assert len(rank_multisets(4)) == 1820
    assert len(RANK_PAIRS) == 91


def test_heels_and_pegging_are_declared_excluded() -> None:
    assert set(EXCLUDED) == {"his_heels", "pegging"}
    # A jack starter adds nothing beyond the hand's own show (no his heels in the hand).
    cards = parse_cards("2H 4D 6C 8S 10H QD")
    option = option_for(analyse_lay_aways(cards, dealer=True), parse_cards("10H QD"))
    by_starter = dict(option.hand_by_starter)
    assert by_starter[Card(11, Suit.SPADES)] == hand_points(option.keep, Card(11, Suit.SPADES))
