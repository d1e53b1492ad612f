"""Deals that contain a theme: a show (hand or crib) or a deal to lay away, drawn at random
among the deals that have it.

    hand, starter = deal_show(Theme.NOBS, rng)                    # a hand with his nobs
    hand, starter = deal_show(Theme.CRIB_FLUSH_RULE, rng, crib=True)
    cards, dealer = deal_lay_away(Theme.BALKING, rng, size=6)

Themes of ranks alone (fifteens, pairs, runs, zero and high hands) are drawn by direct
construction: a rank multiset that has the theme, weighted by how many five-card sets it
stands for (so each such deal is as likely as in a random deal), then suits at random and a
random one of the five as the starter. Suit themes (flushes, the crib's flush rule, his nobs)
are built directly; lay-away themes by rejection sampling (each is common), with a direct
construction for the flush draw. Every result is checked against `show_themes` /
`lay_away_themes` before it is returned. The rank tables are built once (`precompute`), a few
tens of milliseconds; a deal then takes microseconds (`python -m bot.bench coach`).

Pure: randomness from the `random.Random` passed in.
"""

from __future__ import annotations

import random
from array import array
from bisect import bisect_right
from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import accumulate, permutations
from math import comb, prod
from typing import Final

from bot.engine.cards import DECK, JACK, RANKS, SUITS, Card
from bot.engine.lay_away import CARDS_OF_A_RANK, SHOW_SIZE, rank_multisets
from bot.engine.show import HAND_SIZE, rank_points, score_hand
from bot.engine.themes import (
    CRIB_ONLY,
    FLUSH_DRAW,
    HAND_ONLY,
    HIGH_HAND,
    LAY_AWAY_THEMES,
    SHOW_THEMES,
    Theme,
    lay_away_themes,
    show_themes,
    show_themes_and_points,
)

MAX_TRIES: Final = 10_000
"""Rejection sampling gives up after this many draws (never reached by a theme that exists)."""
SUIT_THEMES: Final = frozenset({Theme.FLUSH_4, Theme.FLUSH_5, Theme.CRIB_FLUSH_RULE, Theme.NOBS})
TOTAL_THEMES: Final = frozenset({Theme.ZERO_HAND, Theme.HIGH_HAND})
RANK_THEMES: Final = tuple(t for t in SHOW_THEMES if t not in SUIT_THEMES | TOTAL_THEMES)
TABLE_THEMES: Final = (*RANK_THEMES, *TOTAL_THEMES)
"""The themes drawn from a rank table (`theme_table`)."""


class ThemeUnavailable(ValueError):
    """No deal of that kind can contain that theme (a four-card flush in a crib)."""


def show_theme_possible(theme: Theme, *, crib: bool) -> bool:
    """Whether a hand (or a crib) can show `theme`."""
    if theme not in SHOW_THEMES:
        return False
    return theme not in (HAND_ONLY if crib else CRIB_ONLY)


# -- Rank tables -----------------------------------------------------------------------------


def _plain_cards(ranks: tuple[int, ...]) -> list[Card]:
    """Cards of these ranks in suits that make no flush and no nobs (first four: the hand)."""
    used: Counter[int] = Counter()
    cards = []
    for i, rank in enumerate(ranks):
        suit = SUITS[(i + used[rank]) % len(SUITS)]
        while Card(rank, suit) in cards:
            suit = SUITS[(SUITS.index(suit) + 1) % len(SUITS)]
        used[rank] += 1
        cards.append(Card(rank, suit))
    return cards


def rank_themes(ranks: tuple[int, ...]) -> frozenset[Theme]:
    """The themes that five ranks show whatever their suits (fifteens, pairs, runs)."""
    cards = _plain_cards(ranks)
    hand, starter = cards[:HAND_SIZE], cards[HAND_SIZE]
    themes = show_themes(score_hand(hand, starter), hand, starter)
    return frozenset(t for t in themes if t in RANK_THEMES)


def multiset_weight(ranks: tuple[int, ...]) -> int:
    """How many five-card sets have these ranks."""
    return prod(comb(CARDS_OF_A_RANK, n) for n in Counter(ranks).values())


@cache
def multiset_themes() -> tuple[tuple[tuple[int, ...], frozenset[Theme]], ...]:
    """Every five-rank multiset with the themes its ranks alone decide (the source of the
    theme tables: `precompute` drops it once they are built)."""
    table = []
    for ranks in rank_multisets(SHOW_SIZE):
        themes = set(rank_themes(ranks))
        points = rank_points(ranks)
        if points == 0:
            themes.add(Theme.ZERO_HAND)
        if points >= HIGH_HAND:
            themes.add(Theme.HIGH_HAND)
        table.append((ranks, frozenset(themes)))
    return tuple(table)


@cache
def theme_table(theme: Theme) -> tuple[tuple[tuple[int, ...], ...], Sequence[int]]:
    """The rank multisets holding `theme` and their cumulative weights (machine integers:
    an `array`, a fifth of a tuple of ints)."""
    chosen = [ranks for ranks, themes in multiset_themes() if theme in themes]
    return tuple(chosen), array("q", accumulate(multiset_weight(m) for m in chosen))


def tables_ready() -> bool:
    """Whether the rank tables are built (`precompute` takes a fraction of a second)."""
    return theme_table.cache_info().currsize >= len(TABLE_THEMES)


def precompute() -> None:
    """Build every rank table now (else they are built on the first deal that needs one),
    then drop the per-multiset themes they were built from: no deal reads them, and they
    held about 1.6 MB for as long as the bot ran."""
    for theme in TABLE_THEMES:
        theme_table(theme)
    multiset_themes.cache_clear()


# -- Show deals ------------------------------------------------------------------------------


_SUIT_ORDERS: Final = tuple(permutations(range(len(SUITS))))
"""Every order of the four suits (by index): the first n of one drawn at random are n
distinct suits, each set of n as likely as with `rng.sample(SUITS, n)`."""
_SHOW_ORDERS: Final = tuple(permutations(range(SHOW_SIZE)))
"""Every order of five cards, to draw one of them at once (`rng.shuffle` draws four times)."""
_CARDS: Final = {rank: tuple(Card(rank, suit) for suit in SUITS) for rank in RANKS}
"""Each rank's card of each suit, made once."""


def _cards_of(ranks: tuple[int, ...], rng: random.Random) -> list[Card]:
    """Random distinct suits for each rank, in a random order (`ranks` sorted: equal ranks
    side by side).

    One draw among the suits' orders for each rank, one among the five cards' orders: a
    coached deal draws six candidates, and `Counter`, `rng.sample` (its check that the
    suits are a sequence) and `rng.shuffle` were half of each one's cost."""
    cards: list[Card] = []
    start = 0
    while start < len(ranks):
        rank = ranks[start]
        end = start + 1
        while end < len(ranks) and ranks[end] == rank:
            end += 1
        of_rank = _CARDS[rank]
        suits = _SUIT_ORDERS[rng.randrange(len(_SUIT_ORDERS))]
        for i in range(end - start):
            cards.append(of_rank[suits[i]])
        start = end
    return [cards[i] for i in _SHOW_ORDERS[rng.randrange(len(_SHOW_ORDERS))]]


def _from_ranks(theme: Theme, rng: random.Random) -> list[Card]:
    multisets, cumulative = theme_table(theme)
    pick = bisect_right(cumulative, rng.randrange(cumulative[-1]))
    return _cards_of(multisets[pick], rng)


def _flush(theme: Theme, rng: random.Random) -> list[Card]:
    """Four cards of a suit, the starter in that suit (five-card flush) or another one."""
    suit = rng.choice(SUITS)
    of_suit = [c for c in DECK if c.suit == suit]
    if theme is Theme.FLUSH_5:
        return rng.sample(of_suit, SHOW_SIZE)
    others = [c for c in DECK if c.suit != suit]
    return [*rng.sample(of_suit, HAND_SIZE), rng.choice(others)]


def _nobs(rng: random.Random) -> list[Card]:
    """A starter and a hand holding the jack of its suit."""
    starter = rng.choice([c for c in DECK if c.rank != JACK])
    jack = Card(JACK, starter.suit)
    rest = rng.sample([c for c in DECK if c not in (starter, jack)], HAND_SIZE - 1)
    hand = [jack, *rest]
    rng.shuffle(hand)
    return [*hand, starter]


def _candidate(theme: Theme, rng: random.Random) -> list[Card]:
    """Five cards, the starter last, meant to hold `theme` (checked by the caller)."""
    if theme is Theme.NOBS:
        return _nobs(rng)
    if theme in SUIT_THEMES:
        return _flush(theme, rng)
    return _from_ranks(theme, rng)


def deal_show(
    theme: Theme, rng: random.Random, *, crib: bool = False
) -> tuple[tuple[Card, ...], Card]:
    """Four cards (sorted) and a starter whose show (as a crib if `crib`) holds `theme`.

    `ThemeUnavailable` when no such show exists (a lay-away theme, a hand's four-card flush in
    a crib, the crib's flush rule in a hand).
    """
    if not show_theme_possible(theme, crib=crib):
        raise ThemeUnavailable(f"no {'crib' if crib else 'hand'} shows {theme.value}")
    for _ in range(MAX_TRIES):
        cards = _candidate(theme, rng)
        hand, starter = tuple(sorted(cards[:HAND_SIZE])), cards[HAND_SIZE]
        if theme in show_themes_and_points(hand, starter, crib=crib)[0]:
            return hand, starter
    raise ThemeUnavailable(f"no show with {theme.value} found")  # pragma: no cover


# -- Lay-away deals --------------------------------------------------------------------------


def deal_lay_away(
    theme: Theme, rng: random.Random, *, size: int = 6, dealer: bool | None = None
) -> tuple[tuple[Card, ...], bool]:
    """`size` dealt cards (sorted) and the player's role (dealer?) whose lay-away holds `theme`.

    The role is random unless given; balking needs the opponent's crib, so it makes the
    player the pone (`ThemeUnavailable` if `dealer=True` is asked with it).
    """
    if theme not in LAY_AWAY_THEMES:
        raise ThemeUnavailable(f"{theme.value} is not a lay-away theme")
    if theme is Theme.BALKING:
        if dealer:
            raise ThemeUnavailable("balking is about the opponent's crib")
        dealer = False
    for _ in range(MAX_TRIES):
        role = rng.random() < 0.5 if dealer is None else dealer
        if theme is Theme.FLUSH_DRAWS:
            suit = rng.choice(SUITS)
            four = rng.sample([c for c in DECK if c.suit == suit], FLUSH_DRAW)
            cards = [*four, *rng.sample([c for c in DECK if c not in four], size - FLUSH_DRAW)]
        else:
            cards = rng.sample(DECK, size)
        if theme in lay_away_themes(cards, dealer=role):
            return tuple(sorted(cards)), role
    raise ThemeUnavailable(f"no deal with {theme.value} found")  # pragma: no cover
