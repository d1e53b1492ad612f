"""Exact score histograms of the show over every (hand, starter) combination.

A hand of 4 cards and a starter from the other 48: 270,725 x 48 = 12,994,800 combinations.
Scoring them one by one is slow, and most of that work is repeated: fifteens, pairs and runs
depend on the ranks alone, and flush and nobs on the suits alone. So we walk the rank multisets
of the hand (at most 1,820) for each starter card and count, combinatorially, how many suit
choices for the hand give each flush and nobs bonus. Starters that a suit swap maps onto each
other (in the full deck: the four suits of a rank) are counted once, with their multiplicity.

Every function takes an optional `deck` (any set of distinct cards, the full deck by default) so
that the combinatorial count can be checked against `brute_force_histogram` on small decks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import combinations, combinations_with_replacement
from math import comb, prod
from typing import NamedTuple, TypeAlias

from bot.engine.cards import JACK, Card, Suit
from bot.engine.dealing import new_deck
from bot.engine.show import (
    FULL_FLUSH_POINTS,
    HAND_FLUSH_POINTS,
    HAND_SIZE,
    NOBS_POINTS,
    hand_points,
    rank_points,
)

Histogram: TypeAlias = dict[int, int]
"""Score -> number of (hand, starter) combinations with that score (scores that occur only)."""


class Summary(NamedTuple):
    """The facts of a histogram: combinations, exact mean, maximum, zeros, impossible scores."""

    combinations: int
    mean: Fraction
    maximum: int
    zeros: int
    impossible: tuple[int, ...]


# -- Counting ---------------------------------------------------------------------------------


def _deck_cards(deck: Iterable[Card] | None) -> list[Card]:
    """The cards of `deck` (the full deck if None), refusing duplicates."""
    cards = new_deck() if deck is None else list(deck)
    if len(set(cards)) != len(cards):
        raise ValueError("a deck cannot hold the same card twice")
    return cards


def _suits_by_rank(cards: Iterable[Card]) -> dict[int, frozenset[Suit]]:
    """The suits present for each rank."""
    suits: dict[int, set[Suit]] = {}
    for card in cards:
        suits.setdefault(card.rank, set()).add(card.suit)
    return {rank: frozenset(s) for rank, s in suits.items()}


def _starter_classes(cards: Sequence[Card]) -> Counter[Card]:
    """One representative starter per class of starters that a suit swap exchanges, weighted.

    Two suits holding the same ranks in the deck can be swapped without changing the deck or any
    score, so starters of one rank in such suits see the same counts.
    """
    ranks_of_suit: dict[Suit, frozenset[int]] = {
        suit: frozenset(c.rank for c in cards if c.suit == suit) for suit in {c.suit for c in cards}
    }
    classes: Counter[Card] = Counter()
    representative: dict[tuple[int, frozenset[int]], Card] = {}
    for card in sorted(cards):
        key = (card.rank, ranks_of_suit[card.suit])
        classes[representative.setdefault(key, card)] += 1
    return classes


def _hand_rank_multisets(suits: dict[int, frozenset[Suit]]) -> list[tuple[tuple[int, int], ...]]:
    """Every multiset of 4 ranks the deck can supply, as sorted (rank, multiplicity) pairs."""
    multisets = []
    for ranks in combinations_with_replacement(sorted(suits), HAND_SIZE):
        counts = Counter(ranks)
        if all(n <= len(suits[rank]) for rank, n in counts.items()):
            multisets.append(tuple(sorted(counts.items())))
    return multisets


def _add_starter(
    histogram: Counter[int],
    starter: Card,
    weight: int,
    suits: dict[int, frozenset[Suit]],
    multisets: Sequence[tuple[tuple[int, int], ...]],
    *,
    crib: bool,
) -> None:
    """Add the hands drawn from `suits` (the deck minus `starter`) with this starter, x weight."""
    four_flush = 0 if crib else HAND_FLUSH_POINTS
    nobs_jack = Card(JACK, starter.suit)
    for multiset in multisets:
        available = [len(suits.get(rank, ())) for rank, _ in multiset]
        hands = prod(comb(a, n) for a, (_, n) in zip(available, multiset, strict=True))
        if not hands:
            continue
        ranks = sorted([rank for rank, n in multiset for _ in range(n)] + [starter.rank])
        base = rank_points(tuple(ranks))
        jacks = dict(multiset).get(JACK, 0)
        # Hands holding the starter-suit jack: fix that card, choose the other jacks freely.
        nobs = hands * jacks // len(suits[JACK]) if jacks and nobs_jack.suit in suits[JACK] else 0
        flush_suits: frozenset[Suit] = frozenset()
        if len(multiset) == HAND_SIZE:  # four distinct ranks: one flush per suit they share
            flush_suits = frozenset.intersection(*(suits[rank] for rank, _ in multiset))
        starter_flush = int(starter.suit in flush_suits)
        other_flushes = len(flush_suits) - starter_flush
        # A five-card flush holding a jack holds the starter-suit jack: nobs too.
        flush_nobs = starter_flush if jacks else 0
        histogram[base + FULL_FLUSH_POINTS + NOBS_POINTS * bool(jacks)] += weight * starter_flush
        histogram[base + four_flush] += weight * other_flushes
        histogram[base + NOBS_POINTS] += weight * (nobs - flush_nobs)
        histogram[base] += weight * (hands - starter_flush - other_flushes - nobs + flush_nobs)


def _clean(histogram: Counter[int]) -> Histogram:
    """The histogram sorted by score, without the scores that never occur."""
    return {score: n for score, n in sorted(histogram.items()) if n}


def show_histogram(*, crib: bool, deck: Iterable[Card] | None = None) -> Histogram:
    """Exact score counts of every (4-card hand, starter) from the deck, by rank multisets."""
    cards = _deck_cards(deck)
    all_suits = _suits_by_rank(cards)
    multisets = _hand_rank_multisets(all_suits)
    histogram: Counter[int] = Counter()
    for starter, weight in _starter_classes(cards).items():
        suits = all_suits | {starter.rank: all_suits[starter.rank] - {starter.suit}}
        _add_starter(histogram, starter, weight, suits, multisets, crib=crib)
    return _clean(histogram)


def brute_force_histogram(*, crib: bool, deck: Iterable[Card] | None = None) -> Histogram:
    """The same counts by scoring every (hand, starter) one by one (slow; for checking)."""
    cards = sorted(_deck_cards(deck))
    histogram: Counter[int] = Counter()
    for hand in combinations(cards, HAND_SIZE):
        for starter in cards:
            if starter not in hand:
                histogram[hand_points(hand, starter, crib=crib)] += 1
    return _clean(histogram)


def combinations_count(deck_size: int = 52) -> int:
    """How many (hand, starter) pairs a deck of that size gives: C(n, 4) x (n - 4)."""
    return comb(deck_size, HAND_SIZE) * (deck_size - HAND_SIZE)


# -- Facts ------------------------------------------------------------------------------------


def histogram_mean(histogram: Histogram) -> Fraction:
    """The exact mean score."""
    return Fraction(sum(s * n for s, n in histogram.items()), sum(histogram.values()))


def impossible_scores(histogram: Histogram) -> tuple[int, ...]:
    """The scores below the maximum that no combination makes."""
    return tuple(s for s in range(max(histogram)) if not histogram.get(s))


def summarize(histogram: Histogram) -> Summary:
    """The facts of a histogram."""
    return Summary(
        combinations=sum(histogram.values()),
        mean=histogram_mean(histogram),
        maximum=max(histogram),
        zeros=histogram.get(0, 0),
        impossible=impossible_scores(histogram),
    )
