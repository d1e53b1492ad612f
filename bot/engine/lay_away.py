"""Discard analysis: which cards to lay away to the crib, exactly.

For each way to lay away (15 two-card tosses from six cards, or 5 one-card tosses from five),
`analyse_lay_aways` gives the expected show of the kept hand over every unseen starter (with its
distribution) and the expected crib, added for the dealer and subtracted for the pone. His heels
and pegging are not counted.

The `uniform` crib model is exact: the other crib cards are every possible set of unseen cards,
the starter every remaining card. It is counted, not enumerated. The crib's fifteens, pairs and
runs depend on its five ranks only, so they are a dot product between a cached row of
`rank_points` over every multiset of unseen ranks and the number of ways to draw that multiset
from the unseen cards (products of binomials of the unseen rank counts). Flushes and his nobs
depend on suit counts alone and have closed forms. Everything is an integer count of cases
divided at the end, so the averages are exact rationals.

The `expert` crib model looks the crib up in tables by tossed ranks (see `crib_tables`); they
are passed in, the engine does no I/O.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb
from operator import mul
from typing import NamedTuple, Protocol, TypeAlias

from bot.engine.card_parsing import CardError, CardErrorReason
from bot.engine.cards import JACK, RANKS, SUITS, Card, Suit
from bot.engine.dealing import new_deck
from bot.engine.show import (
    FULL_FLUSH_POINTS,
    HAND_FLUSH_POINTS,
    HAND_SIZE,
    NOBS_POINTS,
    rank_points,
)
from bot.engine.variants import CRIB_SIZE

RankPair: TypeAlias = tuple[int, int]

SHOW_SIZE = 5
CARDS_OF_A_RANK = 4
PLAYERS: tuple[int, ...] = (2, 3, 4)
CARDS_DEALT: dict[int, int] = {2: 6, 3: 5, 4: 5}
CRIB_MODELS: tuple[str, ...] = ("uniform", "expert")
EXCLUDED: tuple[str, ...] = ("his_heels", "pegging")
"""What `total_ev` leaves out: his heels (a jack starter, 2 for the dealer) and pegging (given
apart as `peg_ev` when pegging tables are passed)."""
RANK_PAIRS: tuple[RankPair, ...] = tuple(combinations_with_replacement(RANKS, 2))
"""The 91 rank pairs that can be laid away, in table order (A-A, A-2, ..., K-K)."""


def rank_pair(a: int, b: int) -> RankPair:
    """A tossed rank pair, lower rank first."""
    return (a, b) if a <= b else (b, a)


class CribValues(Protocol):
    """What the `expert` model needs: the crib's value by tossed ranks and role.

    `bot.engine.crib_tables.CribTables` is one; this module does not import it, since that
    module builds its tables from this one's counting functions.
    """

    def crib_value(self, ranks: tuple[int, int], *, dealer: bool) -> float:
        """The crib's expected points when `ranks` are laid away by the dealer or the pone."""
        ...


class PegValues(Protocol):
    """The expected net pegging of a kept four: `bot.engine.peg_tables.PegTables` is one."""

    def peg_value(self, keep: Sequence[Card], *, dealer: bool) -> float:
        """The kept cards' expected points in the play minus the opponent's."""
        ...


@dataclass(frozen=True, slots=True)
class LayAwayOption:
    """One way to lay away: the kept hand's show over every starter, and the crib's value.

    `hand_total` is the sum of the hand's points over the starters of `hand_by_starter`;
    for the exact model `crib_total` is the crib's points summed over its `crib_cases`.
    """

    discard: tuple[Card, ...]
    keep: tuple[Card, ...]
    dealer: bool
    hand_by_starter: tuple[tuple[Card, int], ...]
    hand_total: int
    hand_min: int
    hand_max: int
    crib_ev: float
    crib_total: int | None = None
    crib_cases: int | None = None
    peg_ev: float | None = None
    """The kept four's expected net pegging (own minus the opponent's), when tables are given."""

    @property
    def hand_ev(self) -> float:
        """The expected show of the kept cards over every unseen starter."""
        return self.hand_total / len(self.hand_by_starter)

    @property
    def total_ev(self) -> float:
        """Hand plus crib for the dealer, hand minus crib for the pone."""
        return self.hand_ev + self.crib_ev if self.dealer else self.hand_ev - self.crib_ev

    @property
    def full_ev(self) -> float:
        """`total_ev` plus the expected net pegging (`total_ev` when it is not known)."""
        return self.total_ev + (self.peg_ev or 0.0)

    @property
    def hand_exact(self) -> Fraction:
        """The expected hand as an exact fraction."""
        return Fraction(self.hand_total, len(self.hand_by_starter))

    @property
    def crib_exact(self) -> Fraction | None:
        """The expected crib as an exact fraction (exact models only)."""
        if self.crib_total is None or self.crib_cases is None:
            return None
        return Fraction(self.crib_total, self.crib_cases)

    @property
    def total_exact(self) -> Fraction | None:
        """`total_ev` as an exact fraction (exact models only)."""
        crib = self.crib_exact
        if crib is None:
            return None
        return self.hand_exact + crib if self.dealer else self.hand_exact - crib

    def starters_scoring(self, points: int) -> tuple[Card, ...]:
        """The starters with which the kept hand shows exactly `points`."""
        return tuple(card for card, p in self.hand_by_starter if p == points)

    @property
    def best_starters(self) -> tuple[Card, ...]:
        """The starters giving the best show."""
        return self.starters_scoring(self.hand_max)

    @property
    def worst_starters(self) -> tuple[Card, ...]:
        """The starters giving the worst show."""
        return self.starters_scoring(self.hand_min)


# -- The unseen cards ------------------------------------------------------------------------


class Pool(NamedTuple):
    """The cards the player has not seen, with their counts by rank and by suit."""

    cards: tuple[Card, ...]
    rank_counts: tuple[int, ...]
    suit_counts: Mapping[Suit, int]
    jack_suits: tuple[Suit, ...]


def unseen_pool(seen: Sequence[Card]) -> Pool:
    """The pool of cards outside `seen`."""
    excluded = set(seen)
    cards = tuple(c for c in new_deck() if c not in excluded)
    rank_counts = [0] * len(RANKS)
    suit_counts = dict.fromkeys(SUITS, 0)
    for card in cards:
        rank_counts[card.rank - 1] += 1
        suit_counts[card.suit] += 1
    jacks = tuple(c.suit for c in cards if c.rank == JACK)
    return Pool(cards, tuple(rank_counts), suit_counts, jacks)


# -- Rank tables, cached: they do not depend on the deal -------------------------------------


def five_rank_points(ranks: tuple[int, ...]) -> int:
    """`rank_points` of five ranks, 0 for an impossible five of a kind."""
    ranks = tuple(sorted(ranks))
    if any(ranks.count(r) > CARDS_OF_A_RANK for r in set(ranks)):
        return 0
    return rank_points(ranks)


@cache
def rank_multisets(size: int) -> tuple[tuple[int, ...], ...]:
    """Every sorted multiset of `size` ranks (no rank more than four times)."""
    return tuple(
        m
        for m in combinations_with_replacement(RANKS, size)
        if all(m.count(r) <= CARDS_OF_A_RANK for r in set(m))
    )


@cache
def _multiset_specs(size: int) -> tuple[tuple[int, ...], ...]:
    """Each multiset as flat (rank index, multiplicity) pairs, padded to `size` pairs."""
    specs = []
    for m in rank_multisets(size):
        pairs = [(r - 1, m.count(r)) for r in sorted(set(m))]
        pairs += [(0, 0)] * (size - len(pairs))
        specs.append(tuple(x for pair in pairs for x in pair))
    return tuple(specs)


_BINOMIALS: tuple[tuple[int, ...], ...] = tuple(
    tuple(comb(n, k) for k in range(CARDS_OF_A_RANK + 1)) for n in range(CARDS_OF_A_RANK + 1)
)


def multiset_weights(size: int, rank_counts: Sequence[int]) -> list[int]:
    """For each rank multiset of `size`, the number of ways to draw it from the pool."""
    rows = [_BINOMIALS[n] for n in rank_counts]
    specs = _multiset_specs(size)
    if size == 3:
        return [rows[i][a] * rows[j][b] * rows[k][c] for i, a, j, b, k, c in specs]
    if size == 4:
        return [
            rows[i][a] * rows[j][b] * rows[k][c] * rows[m][d] for i, a, j, b, k, c, m, d in specs
        ]
    weights = []
    for spec in specs:
        w = 1
        for i in range(0, len(spec), 2):
            w *= rows[spec[i]][spec[i + 1]]
        weights.append(w)
    return weights


ROW_TYPECODE = "B"
"""The rank tables' rows are arrays of bytes (a show's fifteens, pairs and runs make at most
29 points): an eighth of the memory of a tuple of ints (0.6 MB less), and the dot products
over them run as fast or faster."""


@cache
def crib_rank_row(tossed: tuple[int, ...]) -> Sequence[int]:
    """`rank_points` of the tossed ranks with each multiset of the other crib ranks."""
    return array(
        ROW_TYPECODE,
        [five_rank_points(tossed + m) for m in rank_multisets(SHOW_SIZE - len(tossed))],
    )


@cache
def hand_rank_row(kept: tuple[int, ...]) -> Sequence[int]:
    """`rank_points` of the four kept ranks with each starter rank (ace first)."""
    return array(ROW_TYPECODE, [five_rank_points((*kept, r)) for r in RANKS])


def precompute() -> None:
    """Fill every cached rank table now (about a second) instead of on first use.

    The five-rank shapes are scored first, as `rank_multisets` holds them: the shapes'
    caches then keep those tuples as their keys, not 6,175 equal copies (0.5 MB)."""
    for shape in rank_multisets(SHOW_SIZE):
        rank_points(shape)
    for size in (1, 2):
        for tossed in combinations_with_replacement(RANKS, size):
            crib_rank_row(tossed)
    for kept in rank_multisets(HAND_SIZE):
        hand_rank_row(kept)


# -- The hand --------------------------------------------------------------------------------


def hand_suit_bonus(keep: Sequence[Card]) -> dict[Suit, int]:
    """Flush and nobs points of a kept hand, by the starter's suit."""
    bonus = dict.fromkeys(SUITS, 0)
    suit = keep[0].suit
    if all(c.suit == suit for c in keep):
        for s in SUITS:
            bonus[s] += FULL_FLUSH_POINTS if s == suit else HAND_FLUSH_POINTS
    for card in keep:
        if card.rank == JACK:
            bonus[card.suit] += NOBS_POINTS
    return bonus


def hand_points_total(
    keep: Sequence[Card], rank_counts: Sequence[int], suit_counts: Mapping[Suit, int]
) -> int:
    """The kept hand's points summed over every starter (given the starters' counts)."""
    row = hand_rank_row(tuple(sorted(c.rank for c in keep)))
    total: int = sum(map(mul, rank_counts, row))
    bonus = hand_suit_bonus(keep)
    return total + sum(bonus[s] * suit_counts[s] for s in SUITS)


def hand_by_starter(keep: Sequence[Card], pool: Pool) -> tuple[tuple[Card, int], ...]:
    """The kept hand's points with each starter of the pool."""
    row = hand_rank_row(tuple(sorted(c.rank for c in keep)))
    bonus = hand_suit_bonus(keep)
    return tuple((c, row[c.rank - 1] + bonus[c.suit]) for c in pool.cards)


# -- The crib, exact over every opponent lay-away and starter --------------------------------


def crib_cases(pool_size: int, tossed: int) -> int:
    """How many (other crib cards, starter) cases there are when `tossed` cards are laid away."""
    others = CRIB_SIZE - tossed
    return comb(pool_size, others) * (pool_size - others)


def crib_rank_total(tossed_ranks: tuple[int, ...], weights: Sequence[int]) -> int:
    """Fifteens, pairs and runs of the crib summed over every case."""
    drawn = SHOW_SIZE - len(tossed_ranks)  # the other crib cards and the starter
    total: int = sum(map(mul, weights, crib_rank_row(tossed_ranks)))
    return drawn * total


def crib_flush_total(tossed: Sequence[Card], pool: Pool) -> int:
    """Crib flushes (all five cards of one suit) summed over every case."""
    suit = tossed[0].suit
    if any(c.suit != suit for c in tossed):
        return 0
    drawn = SHOW_SIZE - len(tossed)
    return FULL_FLUSH_POINTS * drawn * comb(pool.suit_counts[suit], drawn)


def crib_nobs_total(tossed: Sequence[Card], pool: Pool) -> int:
    """His nobs in the crib summed over every case: a tossed jack, or one drawn from the pool."""
    others = CRIB_SIZE - len(tossed)
    size = len(pool.cards)
    own = sum(pool.suit_counts[c.suit] for c in tossed if c.rank == JACK) * comb(size - 1, others)
    drawn = sum(pool.suit_counts[s] - 1 for s in pool.jack_suits) * comb(size - 2, others - 1)
    return NOBS_POINTS * (own + drawn)


def crib_points_total(tossed: Sequence[Card], pool: Pool, weights: Sequence[int]) -> int:
    """The crib's points summed over every case (`weights` from `multiset_weights`)."""
    ranks = tuple(sorted(c.rank for c in tossed))
    return (
        crib_rank_total(ranks, weights)
        + crib_flush_total(tossed, pool)
        + crib_nobs_total(tossed, pool)
    )


def uniform_crib_ev(tossed: Sequence[Card], seen: Sequence[Card]) -> Fraction:
    """The exact expected crib when the rest of it and the starter are drawn from the unseen."""
    pool = unseen_pool(seen)
    weights = multiset_weights(SHOW_SIZE - len(tossed), pool.rank_counts)
    total = crib_points_total(tossed, pool, weights)
    return Fraction(total, crib_cases(len(pool.cards), len(tossed)))


# -- The analysis ----------------------------------------------------------------------------


def lay_away_size(players: int) -> int:
    """Cards each player lays away: two in the 2-player game, one with 3 or 4 players."""
    if players not in CARDS_DEALT:
        raise ValueError(f"players must be one of {PLAYERS}, not {players!r}")
    return CARDS_DEALT[players] - HAND_SIZE


def check_deal(cards: Sequence[Card], players: int) -> None:
    """Raise `CardError` unless `cards` are distinct and as many as `players` are dealt."""
    if players not in CARDS_DEALT:
        raise ValueError(f"players must be one of {PLAYERS}, not {players!r}")
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise CardError(CardErrorReason.DUPLICATE, str(card), held=(card,))
        seen.add(card)
    wanted = CARDS_DEALT[players]
    if len(cards) != wanted:
        raise CardError(CardErrorReason.WRONG_COUNT, expected=(wanted,), got=len(cards))


def analyse_lay_aways(
    cards: Sequence[Card],
    *,
    dealer: bool,
    crib_model: str = "uniform",
    players: int = 2,
    tables: CribValues | None = None,
    pegging: PegValues | None = None,
) -> list[LayAwayOption]:
    """Every way to lay away from a deal, best total first (hand and crib: `total_ev`).

    Six cards for 2 players (two laid away), five for 3 or 4 (one laid away). With 3 players
    the crib is the three lay-aways plus one card from the deck, with 4 the four lay-aways:
    either way your card plus three unseen cards, which the exact model draws uniformly.
    `dealer` means the crib is yours (in the 4-player game, your side's). The `expert` model
    needs `tables` (2-player deals only). With `pegging` (2-player deals), each option also
    carries its kept four's expected net pegging (`peg_ev`); the order stays by `total_ev`.
    """
    check_deal(cards, players)
    if crib_model not in CRIB_MODELS:
        raise ValueError(f"crib_model must be one of {CRIB_MODELS}, not {crib_model!r}")
    if crib_model == "expert" and (tables is None or players != 2):
        raise ValueError("the expert crib model needs crib tables and a 2-player deal")
    tossed_size = lay_away_size(players)
    pool = unseen_pool(cards)
    exact = crib_model == "uniform"
    weights = multiset_weights(SHOW_SIZE - tossed_size, pool.rank_counts) if exact else []
    cases = crib_cases(len(pool.cards), tossed_size)
    options = []
    for tossed in combinations(cards, tossed_size):
        keep = tuple(c for c in cards if c not in tossed)
        by_starter = hand_by_starter(keep, pool)
        points = [p for _, p in by_starter]
        crib_total: int | None = None
        if tables is not None and not exact:
            crib_ev = tables.crib_value((tossed[0].rank, tossed[1].rank), dealer=dealer)
        else:
            crib_total = crib_points_total(tossed, pool, weights)
            crib_ev = crib_total / cases
        options.append(
            LayAwayOption(
                discard=tossed,
                keep=keep,
                dealer=dealer,
                hand_by_starter=by_starter,
                hand_total=sum(points),
                hand_min=min(points),
                hand_max=max(points),
                crib_ev=crib_ev,
                crib_total=crib_total,
                crib_cases=cases if crib_total is not None else None,
                peg_ev=(
                    pegging.peg_value(keep, dealer=dealer)
                    if pegging is not None and players == 2
                    else None
                ),
            )
        )
    return sorted(options, key=lambda o: (-o.total_ev, -o.hand_ev))
