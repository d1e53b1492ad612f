"""The exhaustive show histogram: exact against brute force and the published tables."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from bot.engine.cards import JACK, Card, Suit
from bot.engine.dealing import new_deck
from bot.engine.enumerate import (
    Summary,
    brute_force_histogram,
    combinations_count,
    histogram_mean,
    impossible_scores,
    show_histogram,
    summarize,
)

ALL_COMBINATIONS = 12_994_800

# Steven S. Lumetta, "Amusing Cribbage Facts" (hand rules): score -> combinations.
PUBLISHED_HAND_HISTOGRAM = {
    0: 1_009_008,
    1: 99_792,
    2: 2_813_796,
    3: 505_008,
    4: 2_855_676,
    5: 697_508,
    6: 1_800_268,
    7: 751_324,
    8: 1_137_236,
    9: 361_224,
    10: 388_740,
    11: 51_680,
    12: 317_340,
    13: 19_656,
    14: 90_100,
    15: 9_168,
    16: 58_248,
    17: 11_196,
    18: 2_708,
    20: 8_068,
    21: 2_496,
    22: 444,
    23: 356,
    24: 3_680,
    28: 76,
    29: 4,
}
# Wikipedia, "Cribbage statistics": zero-point combinations under crib rules.
PUBLISHED_CRIB_ZEROS = 1_022_208


def _deck(spec: dict[Suit, set[int]]) -> list[Card]:
    """The cards with the given ranks in each suit."""
    return [Card(rank, suit) for suit, ranks in spec.items() for rank in sorted(ranks)]


SUB_DECKS = {
    # All four suits of A, 3, 4, 5 and J: 29 (5-5-5-J), pair royals, runs, flushes, nobs.
    "low-cards-and-jacks": [c for c in new_deck() if c.rank in {1, 3, 4, 5, JACK}],
    # Three full suits of 4-5-6 and the tens and faces: many fifteens, runs, flushes.
    "three-suits-high": [c for c in new_deck() if c.rank in {4, 5, 6, 10, 11, 12, 13}][:21],
    # Suits with different ranks: only spades and hearts can be swapped.
    "uneven-suits": _deck(
        {
            Suit.SPADES: {1, 2, 3, 4, 5, JACK},
            Suit.HEARTS: {1, 2, 3, 4, 5, JACK},
            Suit.DIAMONDS: {3, 4, 5, 6, 10, JACK},
            Suit.CLUBS: {5, JACK, 13},
        }
    ),
    # No symmetry at all.
    "random-20": random.Random(7).sample(new_deck(), 20),
}


@pytest.fixture(scope="module")
def hand_histogram() -> dict[int, int]:
    return show_histogram(crib=False)


@pytest.fixture(scope="module")
def crib_histogram() -> dict[int, int]:
    return show_histogram(crib=True)


@pytest.mark.parametrize("crib", [False, True], ids=["hand", "crib"])
@pytest.mark.parametrize("deck", SUB_DECKS.values(), ids=SUB_DECKS.keys())
def test_sub_deck_matches_brute_force(deck: list[Card], crib: bool) -> None:
    histogram = show_histogram(crib=crib, deck=deck)
    assert histogram == brute_force_histogram(crib=crib, deck=deck)
    assert sum(histogram.values()) == combinations_count(len(deck))


def test_sub_decks_exercise_every_bonus() -> None:
    """The sub-decks hold what the suit counting must get right: flushes and nobs."""
    deck = SUB_DECKS["low-cards-and-jacks"]
    hand = show_histogram(crib=False, deck=deck)
    crib = show_histogram(crib=True, deck=deck)
    assert hand != crib  # four-card flushes score in the hand only
    assert max(hand) == 29  # needs nobs


def test_full_deck_hand_histogram_is_the_published_table(hand_histogram: dict[int, int]) -> None:
    assert hand_histogram == PUBLISHED_HAND_HISTOGRAM


def test_full_deck_facts(hand_histogram: dict[int, int], crib_histogram: dict[int, int]) -> None:
    assert summarize(hand_histogram) == Summary(
        combinations=ALL_COMBINATIONS,
        mean=Fraction(60759, 12740),
        maximum=29,
        zeros=1_009_008,
        impossible=(19, 25, 26, 27),
    )
    assert summarize(crib_histogram) == Summary(
        combinations=ALL_COMBINATIONS,
        mean=Fraction(1025467, 216580),
        maximum=29,
        zeros=PUBLISHED_CRIB_ZEROS,
        impossible=(19, 25, 26, 27),
    )
    assert f"{float(histogram_mean(hand_histogram)):.4f}" == "4.7692"


def test_crib_rules_only_move_four_card_flushes(
    hand_histogram: dict[int, int], crib_histogram: dict[int, int]
) -> None:
    """A four-card flush not in the starter's suit is worth 4 in a hand and 0 in a crib."""
    # Four distinct ranks in one suit (4 x C(13, 4) hands), any of the 39 other-suit starters.
    four_flushes = 4 * 715 * 39
    moved = sum(s * n for s, n in hand_histogram.items()) - sum(
        s * n for s, n in crib_histogram.items()
    )
    assert moved == 4 * four_flushes
    # Pairs, runs and fifteens never involve a flush's suit: scores at 28-29 and 1 are unmoved.
    for score in (1, 28, 29):
        assert hand_histogram[score] == crib_histogram[score]


@pytest.mark.parametrize("suit", list(Suit))
def test_perfect_29_needs_the_fifth_five_of_the_jacks_suit(suit: Suit) -> None:
    """From the four 5s and one jack: 5-5-5-5 with the jack up is 28 (no nobs for the
    starter), 5-5-5-J is 28 with three of the starters and 29 with the 5 of the jack's suit."""
    deck = [Card(5, s) for s in Suit] + [Card(JACK, suit)]
    assert show_histogram(crib=False, deck=deck) == {28: 4, 29: 1}
    assert show_histogram(crib=True, deck=deck) == {28: 4, 29: 1}


def test_perfect_29_is_four_combinations(hand_histogram: dict[int, int]) -> None:
    assert hand_histogram[29] == 4  # one per suit


def test_impossible_scores_and_mean_helpers() -> None:
    histogram = {0: 2, 2: 1, 5: 1}
    assert impossible_scores(histogram) == (1, 3, 4)
    assert histogram_mean(histogram) == Fraction(7, 4)


def test_duplicate_cards_in_a_deck_are_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        show_histogram(crib=False, deck=[Card(5, Suit.HEARTS)] * 5)


def test_combinations_count() -> None:
    assert combinations_count() == ALL_COMBINATIONS == 270_725 * 48


@pytest.mark.slow
@pytest.mark.parametrize("crib", [False, True], ids=["hand", "crib"])
def test_full_deck_matches_brute_force(crib: bool) -> None:
    """Every one of the 12,994,800 combinations scored one by one (about 30 s per rule set)."""
    assert show_histogram(crib=crib) == brute_force_histogram(crib=crib)
