"""The show: known hands, the exact breakdown, the called count and invariants."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, permutations

import pytest

from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.cards import JACK, SUITS, Card, Suit
from bot.engine.dealing import deal, new_deck
from bot.engine.show import (
    FIFTEEN,
    PAIR_FAMILY,
    RUN_FAMILY,
    Call,
    Combo,
    Kind,
    Score,
    called_count,
    hand_points,
    his_heels,
    pair_points,
    rank_points,
    run_count,
    score_hand,
)

F, P, PR, DPR = Kind.FIFTEEN, Kind.PAIR, Kind.PAIR_ROYAL, Kind.DOUBLE_PAIR_ROYAL
R, DR, TR, DDR = Kind.RUN, Kind.DOUBLE_RUN, Kind.TRIPLE_RUN, Kind.DOUBLE_DOUBLE_RUN
FL, NOBS = Kind.FLUSH, Kind.NOBS


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def c(code: str) -> Card:
    return parse_card(code)


def show(hand: str, starter: str, *, crib: bool = False) -> Score:
    return score_hand(cards(hand), c(starter), crib=crib)


# (id, hand, starter, crib, points per kind); the total is their sum.
KNOWN_HANDS = [
    # The worked examples of the rules documents.
    ("worked-8-7-7-6-2", "8H 7S 7D 6C", "2H", False, {F: 8, DR: 8}),
    ("fadoq-6-7-8-8-9", "6C 7S 8D 8H", "9S", False, {F: 6, DR: 10}),
    ("perfect-29", "5H 5D 5C JS", "5S", False, {F: 16, DPR: 12, NOBS: 1}),
    ("perfect-29-in-the-crib", "5H 5D 5C JS", "5S", True, {F: 16, DPR: 12, NOBS: 1}),
    ("four-fives-jack-starter-28-no-nobs", "5H 5D 5C 5S", "JS", False, {F: 16, DPR: 12}),
    ("nineteen-hand-A-3-7-9-Q", "AH 3S 7D 9C", "QH", False, {}),
    # Runs with their pairs.
    ("double-run-of-three", "AH AS 2D 3C", "7H", False, {DR: 8}),
    ("double-run-of-four", "AH 2S 3D 4C", "4H", False, {DR: 10}),
    ("triple-run", "AH AS AD 2C", "3H", False, {TR: 15}),
    ("double-double-run", "AH AS 2D 2C", "3H", False, {DDR: 16}),
    ("run-of-five-and-its-fifteen", "AH 2S 3D 4C", "5H", False, {F: 2, R: 5}),
    ("ace-two-three-run-pair-outside", "AH 2S 3D 8C", "8H", False, {P: 2, R: 3}),
    ("run-with-pair-outside-it", "2S 3D 4C 9H", "9S", False, {F: 4, P: 2, R: 3}),
    ("queen-king-ace-is-no-run", "QH KS AD 2C", "7D", False, {}),
    ("pair-royal-and-fifteens", "7H 7S 7D AC", "9H", False, {F: 6, PR: 6}),
    # Flush: 4 in the hand, 5 with the starter; the crib needs all five.
    ("hand-four-flush", "AH 3H 7H 9H", "QS", False, {FL: 4}),
    ("hand-five-flush", "AH 3H 7H 9H", "QH", False, {FL: 5}),
    ("crib-four-flush-without-starter-suit", "AH 3H 7H 9H", "QS", True, {}),
    ("crib-five-flush", "AH 3H 7H 9H", "QH", True, {FL: 5}),
    ("three-of-a-suit-and-starter-no-flush", "AH 3H 7H 9S", "QH", False, {}),
    # His nobs: a jack in the hand of the starter's suit, never the starter itself.
    ("nobs", "AH 3S 7D JC", "9C", False, {NOBS: 1}),
    ("nobs-in-the-crib", "AH 3S 7D JC", "9C", True, {NOBS: 1}),
    ("jack-of-another-suit-no-nobs", "AH 3S 7D JC", "9D", False, {}),
    ("starter-jack-is-not-nobs", "AH 3S 7D 9C", "JC", False, {}),
    ("five-flush-and-nobs", "AH 3H 7H JH", "9H", False, {FL: 5, NOBS: 1}),
    # Faces pair only by rank, all count ten.
    ("jack-queen-no-pair", "JH QH 5S 2D", "9C", False, {F: 4}),
    ("face-run-J-Q-K", "JH QS KD 2C", "8C", False, {R: 3}),
    ("two-fives-and-faces", "5H 5S KD QC", "AH", False, {F: 8, P: 2}),
]


@pytest.mark.parametrize(
    ("hand", "starter", "crib", "points"),
    [case[1:] for case in KNOWN_HANDS],
    ids=[case[0] for case in KNOWN_HANDS],
)
def test_known_hands(hand: str, starter: str, crib: bool, points: dict[Kind, int]) -> None:
    score = show(hand, starter, crib=crib)
    assert dict(score.by_kind()) == points
    assert score.total == sum(points.values())
    assert hand_points(cards(hand), c(starter), crib=crib) == score.total


@pytest.mark.parametrize(
    ("hand", "starter", "total"),
    [
        ("8H 7S 7D 6C", "2H", 16),
        ("6C 7S 8D 8H", "9S", 16),
        ("5H 5D 5C JS", "5S", 29),
        ("5H 5D 5C JH", "5S", 28),
        ("4H 4S 6D 6C", "5H", 24),
        ("7H 7S 8D 8C", "9H", 24),
        ("3H 3S 3D 3C", "9H", 24),
    ],
    ids=[
        "16-double-run",
        "16-fadoq",
        "29",
        "28-wrong-jack",
        "24-4-4-5-6-6",
        "24-7-7-8-8-9",
        "24-3333-9",
    ],
)
def test_famous_totals(hand: str, starter: str, total: int) -> None:
    assert show(hand, starter).total == total


# -- Exact breakdowns ------------------------------------------------------------------------


def test_breakdown_of_the_double_run_example() -> None:
    score = show("8H 7S 7D 6C", "2H")
    fifteens = [combo for combo in score.combos if combo.kind is F]
    assert [combo.cards for combo in fifteens] == [
        (c("7D"), c("8H")),
        (c("7S"), c("8H")),
        (c("2H"), c("6C"), c("7D")),
        (c("2H"), c("6C"), c("7S")),
    ]
    assert all(combo.points == 2 and combo.parts == () for combo in fifteens)
    run = score.combos[-1]
    assert run == Combo(
        DR,
        (c("6C"), c("7D"), c("7S"), c("8H")),
        8,
        (
            Combo(R, (c("6C"), c("7D"), c("8H")), 3),
            Combo(R, (c("6C"), c("7S"), c("8H")), 3),
            Combo(P, (c("7D"), c("7S")), 2),
        ),
    )
    assert len(score.combos) == 5
    assert run.length == 3
    assert run_count(run) == 2


def test_breakdown_of_29() -> None:
    score = show("5H 5D 5C JS", "5S")
    assert score.combos == (
        Combo(F, (c("5C"), c("JS")), 2),
        Combo(F, (c("5D"), c("JS")), 2),
        Combo(F, (c("5H"), c("JS")), 2),
        Combo(F, (c("5S"), c("JS")), 2),
        Combo(F, (c("5C"), c("5D"), c("5H")), 2),
        Combo(F, (c("5C"), c("5D"), c("5S")), 2),
        Combo(F, (c("5C"), c("5H"), c("5S")), 2),
        Combo(F, (c("5D"), c("5H"), c("5S")), 2),
        Combo(DPR, (c("5C"), c("5D"), c("5H"), c("5S")), 12),
        Combo(NOBS, (c("JS"),), 1),
    )


def test_breakdown_of_the_triple_run() -> None:
    (combo,) = show("AH AS AD 2C", "3H").combos
    assert combo.kind is TR
    assert combo.cards == (c("AD"), c("AH"), c("AS"), c("2C"), c("3H"))
    assert combo.parts == (
        Combo(R, (c("AD"), c("2C"), c("3H")), 3),
        Combo(R, (c("AH"), c("2C"), c("3H")), 3),
        Combo(R, (c("AS"), c("2C"), c("3H")), 3),
        Combo(PR, (c("AD"), c("AH"), c("AS")), 6),
    )
    assert combo.points == 15
    assert run_count(combo) == 3
    assert combo.length == 3


def test_breakdown_of_the_double_double_run() -> None:
    (combo,) = show("AH AS 2D 2C", "3H").combos
    assert combo.kind is DDR
    assert [p.kind for p in combo.parts] == [R, R, R, R, P, P]
    assert {p.cards for p in combo.parts if p.kind is R} == {
        (c("AH"), c("2C"), c("3H")),
        (c("AH"), c("2D"), c("3H")),
        (c("AS"), c("2C"), c("3H")),
        (c("AS"), c("2D"), c("3H")),
    }
    assert [p.cards for p in combo.parts if p.kind is P] == [
        (c("AH"), c("AS")),
        (c("2C"), c("2D")),
    ]
    assert combo.points == 16
    assert run_count(combo) == 4


def test_breakdown_of_a_double_run_of_four() -> None:
    (combo,) = show("AH 2S 3D 4C", "4H").combos
    assert combo.kind is DR
    assert combo.length == 4
    assert [(p.kind, p.points) for p in combo.parts] == [(R, 4), (R, 4), (P, 2)]
    assert combo.points == 10


def test_plain_run_has_no_parts() -> None:
    run = show("AH 2S 3D 8C", "8H").combos[-1]
    assert run == Combo(R, (c("AH"), c("2S"), c("3D")), 3)
    assert run_count(run) == 1
    assert run.length == 3


def test_flush_cards() -> None:
    assert show("9H AH 7H 3H", "QS").combos == (Combo(FL, (c("AH"), c("3H"), c("7H"), c("9H")), 4),)
    assert show("9H AH 7H 3H", "QH").combos == (
        Combo(FL, (c("AH"), c("3H"), c("7H"), c("9H"), c("QH")), 5),
    )


def test_pair_outside_the_run_is_its_own_combo() -> None:
    score = show("2S 3D 4C 9H", "9S")
    assert [combo.kind for combo in score.combos] == [F, F, P, R]
    assert score.combos[2] == Combo(P, (c("9H"), c("9S")), 2)


# -- The called count ------------------------------------------------------------------------


def test_called_count_of_the_double_run_example() -> None:
    score = show("8H 7S 7D 6C", "2H")
    calls = called_count(score)
    assert [(call.kind, call.points, call.total, call.number) for call in calls] == [
        (F, 2, 2, 1),
        (F, 2, 4, 2),
        (F, 2, 6, 3),
        (F, 2, 8, 4),
        (DR, 8, 16, 1),
    ]
    assert [call.combo for call in calls] == list(score.combos)


def test_called_count_of_29() -> None:
    calls = called_count(show("5H 5D 5C JS", "5S"))
    assert [call.total for call in calls] == [2, 4, 6, 8, 10, 12, 14, 16, 28, 29]
    assert [call.kind for call in calls[-2:]] == [DPR, NOBS]


def test_called_count_orders_fifteens_pairs_runs_flush_nobs() -> None:
    # Given out of order: the call still goes fifteens, pairs, runs, flush, nobs.
    combos = (
        Combo(NOBS, (c("JH"),), 1),
        Combo(FL, (c("2H"), c("3H"), c("4H"), c("JH")), 4),
        Combo(R, (c("2H"), c("3H"), c("4H")), 3),
        Combo(P, (c("4H"), c("4S")), 2),
        Combo(F, (c("JH"), c("4H"), c("AS")), 2),
    )
    calls = called_count(Score(combos))
    assert calls == [
        Call(F, 2, 2, 1, combos[4]),
        Call(P, 2, 4, 1, combos[3]),
        Call(R, 3, 7, 1, combos[2]),
        Call(FL, 4, 11, 1, combos[1]),
        Call(NOBS, 1, 12, 1, combos[0]),
    ]


def test_called_count_of_nothing() -> None:
    assert called_count(show("AH 3S 7D 9C", "QH")) == []


# -- His heels -------------------------------------------------------------------------------


@pytest.mark.parametrize("suit", SUITS)
def test_his_heels_for_a_starter_jack(suit: Suit) -> None:
    jack = Card(JACK, suit)
    assert his_heels(jack) == Combo(Kind.HEELS, (jack,), 2)


def test_no_heels_for_any_other_starter() -> None:
    assert [card for card in new_deck() if his_heels(card) is not None] == [
        Card(JACK, suit) for suit in SUITS
    ]


# -- Rules, point by point -------------------------------------------------------------------


@pytest.mark.parametrize(("n", "points"), [(0, 0), (1, 0), (2, 2), (3, 6), (4, 12)])
def test_pair_points(n: int, points: int) -> None:
    assert pair_points(n) == points


@pytest.mark.parametrize(
    ("ranks", "points"),
    [
        ((1, 12, 13, 2, 7), 0),  # Q-K-A no run
        ((1, 2, 3, 8, 8), 5),
        ((11, 12, 13, 1, 2), 3),
        ((5, 5, 5, 5, 10), 28),
        ((10, 11, 12, 13, 5), 4 * 2 + 4),
        ((6, 9, 6, 9, 6), 6 * 2 + 6 + 2),
    ],
    ids=["QKA", "A23-88", "JQK-A2", "5555-T", "TJQK-5", "66699"],
)
def test_rank_points(ranks: tuple[int, ...], points: int) -> None:
    assert rank_points(tuple(sorted(ranks))) == points


def test_hand_of_wrong_size_or_repeated_cards_is_refused() -> None:
    with pytest.raises(ValueError, match="4 cards"):
        score_hand(cards("AH 2H 3H"), c("4H"))
    with pytest.raises(ValueError, match="distinct"):
        score_hand(cards("AH 2H 3H 4H"), c("4H"))


def test_by_kind_adds_up_per_kind() -> None:
    score = show("5H 5S KD QC", "AH")
    assert score.by_kind() == Counter({F: 8, P: 2})


# -- Invariants over seeded random deals -----------------------------------------------------

RNG_SEED = 20240611
SAMPLE = 600


def _deals(seed: int, n: int) -> list[tuple[list[Card], Card]]:
    rng = random.Random(seed)
    return [(five[:4], five[4]) for five in (deal(rng, 5) for _ in range(n))]


def _check_combo(combo: Combo, five: set[Card]) -> None:
    """Each combo is what its kind says, over cards of the show."""
    assert set(combo.cards) <= five
    assert len(set(combo.cards)) == len(combo.cards)
    ranks = sorted(card.rank for card in combo.cards)
    if combo.kind is F:
        assert sum(card.value for card in combo.cards) == FIFTEEN
        assert combo.points == 2
    elif combo.kind in PAIR_FAMILY:
        assert len(set(ranks)) == 1
        assert combo.points == pair_points(len(ranks))
    elif combo.kind is R:
        assert ranks == list(range(ranks[0], ranks[0] + len(ranks)))
        assert combo.points == len(ranks) >= 3
    elif combo.kind in RUN_FAMILY:
        assert combo.points == sum(p.points for p in combo.parts)
        assert {card for p in combo.parts for card in p.cards} == set(combo.cards)
        for part in combo.parts:
            assert part.kind is R or part.kind in PAIR_FAMILY
            _check_combo(part, five)
    elif combo.kind is FL:
        assert len({card.suit for card in combo.cards}) == 1
        assert combo.points == len(combo.cards)
    else:
        assert combo.kind is NOBS
        assert combo.cards[0].rank == JACK


@pytest.mark.parametrize("crib", [False, True], ids=["hand", "crib"])
def test_totals_match_combos_and_hand_points(crib: bool) -> None:
    for hand, starter in _deals(RNG_SEED, SAMPLE):
        score = score_hand(hand, starter, crib=crib)
        assert score.total == sum(combo.points for combo in score.combos)
        assert score.total == hand_points(hand, starter, crib=crib)
        for combo in score.combos:
            _check_combo(combo, {*hand, starter})


def test_calls_run_up_to_the_total() -> None:
    for hand, starter in _deals(RNG_SEED + 1, SAMPLE):
        score = score_hand(hand, starter)
        calls = called_count(score)
        assert sorted(calls, key=lambda call: call.total) == calls
        assert [call.total for call in calls] == [
            sum(call.points for call in calls[: i + 1]) for i in range(len(calls))
        ]
        assert (calls[-1].total if calls else 0) == score.total
        assert Counter(call.combo for call in calls) == Counter(score.combos)


def test_permuting_the_hand_changes_nothing() -> None:
    for hand, starter in _deals(RNG_SEED + 2, SAMPLE // 6):
        expected = score_hand(hand, starter)
        for perm in permutations(hand):
            assert score_hand(list(perm), starter) == expected


@pytest.mark.parametrize("crib", [False, True], ids=["hand", "crib"])
def test_relabelling_suits_keeps_total_and_kinds(crib: bool) -> None:
    rng = random.Random(RNG_SEED + 3)
    for hand, starter in _deals(RNG_SEED + 3, SAMPLE):
        relabel = dict(zip(SUITS, rng.sample(SUITS, len(SUITS)), strict=True))
        moved = [Card(card.rank, relabel[card.suit]) for card in hand]
        score = score_hand(hand, starter, crib=crib)
        other = score_hand(moved, Card(starter.rank, relabel[starter.suit]), crib=crib)
        assert other.total == score.total
        assert other.by_kind() == score.by_kind()
        assert [combo.kind for combo in other.combos] == [combo.kind for combo in score.combos]


def test_crib_loses_only_the_four_card_flush() -> None:
    for hand, starter in _deals(RNG_SEED + 4, SAMPLE):
        difference = hand_points(hand, starter) - hand_points(hand, starter, crib=True)
        four_flush = len({card.suit for card in hand}) == 1 and starter.suit != hand[0].suit
        assert difference == (4 if four_flush else 0)


@pytest.mark.parametrize("crib", [False, True], ids=["hand", "crib"])
def test_hand_points_equals_breakdown_total_on_a_small_deck(crib: bool) -> None:
    """Exhaustively, over a 15-card deck with every suit, jacks and fives."""
    deck = [Card(rank, suit) for rank in (1, 4, 5, 6, JACK) for suit in SUITS[:3]]
    for hand in combinations(deck, 4):
        for starter in deck:
            if starter not in hand:
                assert hand_points(hand, starter, crib=crib) == (
                    score_hand(hand, starter, crib=crib).total
                )
