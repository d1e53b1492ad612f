"""Expert crib tables: the crib's value by tossed ranks, for the dealer and for the pone.

The method of Hessel and Colvert. `dealer[p]` is the dealer's crib when the dealer lays away
ranks `p` and the pone lays away as an expert; `pone[p]` is the dealer's crib when the pone lays
away `p` and the dealer lays away as an expert. Start from the uniform tables (the other lay-away
random). Then, on a fixed sample of random 6-card deals, the dealer keeps the option with the
best hand plus `dealer[p]` and the pone the best hand minus `pone[p]` (hands exact over the 46
starters); the tables are recomputed from the distribution of those lay-aways; repeat until no
choice changes, which is a fixed point: the choices and the tables agree. A choice only changes
for a gain over `tolerance` (0.001 points), so that exact near-ties cannot cycle forever.

Given an expert's six cards and lay-away, the crib is averaged exactly over every pair of the
other player's cards (any four other cards kept) and every remaining starter, grouped by the
other pair's ranks. Rank-pair values are those sums over all sample deals divided by the number
of cases, so each sample counts in proportion to how often it allows that pair. Everything is
integer counting, so a seed and a sample size reproduce the tables bit for bit.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from itertools import combinations, product
from operator import mul
from typing import Any

from bot.engine.cards import JACK, RANK_CODES, RANKS, SUITS, Card, Suit
from bot.engine.dealing import new_deck
from bot.engine.lay_away import (
    CARDS_DEALT,
    CARDS_OF_A_RANK,
    RANK_PAIRS,
    SHOW_SIZE,
    RankPair,
    crib_cases,
    crib_points_total,
    five_rank_points,
    hand_points_total,
    multiset_weights,
    rank_pair,
    unseen_pool,
)
from bot.engine.role_tables import roles_from_json, roles_to_json
from bot.engine.show import FULL_FLUSH_POINTS, NOBS_POINTS

FORMAT_VERSION = 1
DEFAULT_SAMPLES = 100_000
DEFAULT_SEED = 121
DEFAULT_MAX_ITERATIONS = 40
DEFAULT_TOLERANCE = 0.001
DEAL_SIZE = CARDS_DEALT[2]
TOSS_SIZE = 2
STARTERS_LEFT = len(new_deck()) - DEAL_SIZE - TOSS_SIZE
"""Starters left once a player's six cards and the other player's two tossed cards are out."""
METHOD = (
    "Hessel/Colvert fixed point: from the uniform tables, each side lays away from random "
    "6-card deals maximising hand + own crib (dealer) or hand - opponent's crib (pone) with the "
    "current tables (a choice changes only for a gain over the tolerance); the crib values are "
    "recomputed exactly from the opponent's lay-aways; repeated until no lay-away changes"
)
PAIR_INDEX: dict[RankPair, int] = {p: i for i, p in enumerate(RANK_PAIRS)}
Progress = Callable[[int, int, int], None]
"""Called after each iteration with (iteration, dealer choices changed, pone choices changed)."""


@dataclass(frozen=True)
class CribTables:
    """Crib values by tossed rank pair, into the dealer's own crib and from the pone."""

    dealer: Mapping[RankPair, float]
    pone: Mapping[RankPair, float]
    meta: Mapping[str, Any] = field(default_factory=dict)

    def crib_value(self, ranks: tuple[int, int], *, dealer: bool) -> float:
        """The crib's expected points when `ranks` are laid away by the dealer or the pone."""
        table = self.dealer if dealer else self.pone
        return table[rank_pair(*ranks)]


def pair_code(pair: RankPair) -> str:
    """A rank pair's key in the tables file: `5-5`, `10-K`, `A-J`."""
    return f"{RANK_CODES[pair[0]]}-{RANK_CODES[pair[1]]}"


_CODE_RANKS: dict[str, int] = {code: rank for rank, code in RANK_CODES.items()}


def parse_pair_code(code: str) -> RankPair:
    """The rank pair of a key such as `10-K`."""
    low, _, high = code.partition("-")
    return rank_pair(_CODE_RANKS[low], _CODE_RANKS[high])


def tables_to_json(tables: CribTables, *, digits: int = 4) -> dict[str, object]:
    """A JSON-ready dict: format, metadata, and both tables by pair code, rounded."""
    roles = (tables.dealer, tables.pone)
    return roles_to_json(FORMAT_VERSION, roles, tables.meta, RANK_PAIRS, pair_code, digits)


def tables_from_json(data: Mapping[str, Any]) -> CribTables:
    """Tables from `tables_to_json` output; ValueError if the shape is wrong."""
    names = ("crib tables", "rank pairs")
    return CribTables(*roles_from_json(data, FORMAT_VERSION, RANK_PAIRS, parse_pair_code, names))


# -- Start: the uniform tables ---------------------------------------------------------------


def _pair_cards(pair: RankPair) -> list[tuple[Card, Card]]:
    """Every two distinct cards with the pair's ranks."""
    a, b = pair
    if a == b:
        return [(Card(a, s), Card(a, t)) for s, t in combinations(SUITS, 2)]
    return [(Card(a, s), Card(b, t)) for s, t in product(SUITS, SUITS)]


def uniform_value(pair: RankPair) -> Fraction:
    """The exact crib when `pair` is laid away and the rest is random (any suits)."""
    total = Fraction(0)
    choices = _pair_cards(pair)
    for tossed in choices:
        pool = unseen_pool(tossed)
        weights = multiset_weights(SHOW_SIZE - TOSS_SIZE, pool.rank_counts)
        cases = crib_cases(len(pool.cards), TOSS_SIZE)
        total += Fraction(crib_points_total(tossed, pool, weights), cases)
    return total / len(choices)


@cache
def uniform_values() -> tuple[Fraction, ...]:
    """`uniform_value` of every rank pair, in `RANK_PAIRS` order."""
    return tuple(uniform_value(p) for p in RANK_PAIRS)


# -- One expert lay-away: the crib over the other player's pairs -----------------------------


@cache
def _pair_rank_rows(tossed: RankPair) -> tuple[tuple[int, ...], ...]:
    """For each other rank pair, `rank_points` of the four crib ranks with each starter rank."""
    return tuple(
        tuple(five_rank_points((*tossed, *other, r)) for r in RANKS) for other in RANK_PAIRS
    )


_PAIR_INDICES: tuple[tuple[int, int], ...] = tuple((a - 1, b - 1) for a, b in RANK_PAIRS)
_JACK = JACK - 1


def _free_counts(deal: Sequence[Card]) -> list[int]:
    """Cards of each rank outside the deal."""
    free = [CARDS_OF_A_RANK] * len(RANKS)
    for card in deal:
        free[card.rank - 1] -= 1
    return free


def pair_cases(deal: Sequence[Card]) -> list[int]:
    """For each rank pair, the (other player's pair, starter) cases outside the deal."""
    free = _free_counts(deal)
    return [
        (free[a] * (free[a] - 1) // 2 if a == b else free[a] * free[b]) * STARTERS_LEFT
        for a, b in _PAIR_INDICES
    ]


def toss_totals(deal: Sequence[Card], tossed: Sequence[Card]) -> list[int]:
    """Crib points summed by the other player's tossed rank pair, over their cards and starters.

    The player holds the six `deal` cards and lays away `tossed`; the other player lays away
    any two other cards, the starter is any of the 44 cards left (the other player's four kept
    cards are random, so the starter is uniform over the cards outside both lay-aways and the
    deal). Divide by `pair_cases(deal)` for the average crib.
    """
    free = _free_counts(deal)
    held = set(deal)
    suit_held = dict.fromkeys(SUITS, 0)
    for card in deal:
        suit_held[card.suit] += 1
    has = {s: [Card(r, s) not in held for r in RANKS] for s in SUITS}
    rows = _pair_rank_rows(rank_pair(tossed[0].rank, tossed[1].rank))
    totals = []
    for (a, b), row in zip(_PAIR_INDICES, rows, strict=True):
        ways = free[a] * (free[a] - 1) // 2 if a == b else free[a] * free[b]
        totals.append(ways * (sum(map(mul, free, row)) - row[a] - row[b]) if ways else 0)
    if tossed[0].suit == tossed[1].suit:
        _add_flushes(totals, tossed[0].suit, has, suit_held)
    for card in tossed:
        if card.rank == JACK:
            _add_tossed_nobs(totals, card.suit, free, has, suit_held)
    _add_other_nobs(totals, free, has, suit_held)
    return totals


def _add_flushes(
    totals: list[int], suit: Suit, has: Mapping[Suit, list[bool]], held: Mapping[Suit, int]
) -> None:
    """Five of `suit`: the other pair both of it, and a starter of it."""
    starters = len(RANKS) - held[suit] - TOSS_SIZE
    out = has[suit]
    for j, (a, b) in enumerate(_PAIR_INDICES):
        if a != b and out[a] and out[b]:
            totals[j] += FULL_FLUSH_POINTS * starters


def _add_tossed_nobs(
    totals: list[int],
    suit: Suit,
    free: Sequence[int],
    has: Mapping[Suit, list[bool]],
    held: Mapping[Suit, int],
) -> None:
    """The player's tossed jack of `suit`: a starter of its suit, not one of the other pair."""
    left = len(RANKS) - held[suit]
    own = has[suit]
    for j, (a, b) in enumerate(_PAIR_INDICES):
        if a == b:
            ways = free[a] * (free[a] - 1) // 2
            of_suit = own[a] * (free[a] - 1)
        else:
            ways = free[a] * free[b]
            of_suit = own[a] * free[b] + free[a] * own[b]
        totals[j] += NOBS_POINTS * (ways * left - of_suit)


def _add_other_nobs(
    totals: list[int],
    free: Sequence[int],
    has: Mapping[Suit, list[bool]],
    held: Mapping[Suit, int],
) -> None:
    """The other player's jack: a starter of its suit (not the jack, not their other card)."""
    jack_suits = [s for s in SUITS if has[s][_JACK]]
    for j, (a, b) in enumerate(_PAIR_INDICES):
        if a != _JACK and b != _JACK:
            continue
        if a == b:
            points = sum(len(RANKS) - 1 - held[s] for s in jack_suits) * (free[a] - 1)
        else:
            other = b if a == _JACK else a
            points = sum(
                free[other] * (len(RANKS) - 1 - held[s]) - has[s][other] for s in jack_suits
            )
        totals[j] += NOBS_POINTS * points


# -- The fixed point -------------------------------------------------------------------------

_TOSSES: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a, b in combinations(range(DEAL_SIZE), TOSS_SIZE)
)
STARTERS = len(new_deck()) - DEAL_SIZE
_SAFETY = 1e-9  # float slack when deciding that a choice cannot have changed


def deal_options(deal: Sequence[Card]) -> tuple[list[int], list[int]]:
    """The 15 lay-aways of a 6-card deal (in `_TOSSES` order): the kept hand's points summed
    over the 46 starters, and the tossed rank pair's index."""
    free = _free_counts(deal)
    suits = dict.fromkeys(SUITS, len(RANKS))
    for card in deal:
        suits[card.suit] -= 1
    hands, pairs = [], []
    for a, b in _TOSSES:
        keep = [c for i, c in enumerate(deal) if i != a and i != b]
        hands.append(hand_points_total(keep, free, suits))
        pairs.append(PAIR_INDEX[rank_pair(deal[a].rank, deal[b].rank)])
    return hands, pairs


def choose(
    hands: Sequence[int],
    pairs: Sequence[int],
    table: Sequence[float],
    *,
    dealer: bool,
    current: int | None = None,
    tolerance: float = 0.0,
) -> tuple[int, float]:
    """The best lay-away (hand plus the crib for the dealer, minus for the pone) and its lead.

    The `current` choice is kept unless another beats it by more than `tolerance` points, so
    that near-ties cannot flip back and forth. The lead is the chosen value minus the best
    other one (negative, down to -tolerance, for a kept near-tie).
    """
    sign = 1.0 if dealer else -1.0
    values = [h / STARTERS + sign * table[p] for h, p in zip(hands, pairs, strict=True)]
    best = max(range(len(values)), key=values.__getitem__)
    if current is not None and values[best] - values[current] <= tolerance:
        best = current
    chosen = values[best]
    values[best] = float("-inf")
    return best, chosen - max(values)


def sample_deals(rng: random.Random, samples: int) -> list[tuple[Card, ...]]:
    """`samples` random 6-card deals from a full deck."""
    deck = new_deck()
    return [tuple(rng.sample(deck, DEAL_SIZE)) for _ in range(samples)]


@dataclass
class _Side:
    """One role's lay-aways over the sample: choices, their leads, and the drift of its table
    (the sum of the largest change of any entry) when each was made."""

    dealer: bool
    choices: list[int]
    leads: list[float]
    drift_at: list[float]
    drift: float = 0.0

    def update(
        self,
        options: Sequence[tuple[list[int], list[int]]],
        table: Sequence[float],
        tolerance: float,
    ) -> list[tuple[int, int, int]]:
        """Re-choose where the table moved enough to matter; the (deal, old, new) changes.

        A choice with lead g made when the drift was d cannot change while
        g - 2 * (drift - d) >= -tolerance: every value moved by at most drift - d.
        """
        changes = []
        for i, (hands, pairs) in enumerate(options):
            old = self.choices[i]
            if (
                old >= 0
                and self.leads[i] - 2 * (self.drift - self.drift_at[i]) > _SAFETY - tolerance
            ):
                continue
            current = old if old >= 0 else None
            new, lead = choose(
                hands, pairs, table, dealer=self.dealer, current=current, tolerance=tolerance
            )
            self.leads[i], self.drift_at[i] = lead, self.drift
            if new != old:
                self.choices[i] = new
                changes.append((i, old, new))
        return changes


def _add_toss(totals: list[int], deal: Sequence[Card], option: int, sign: int) -> None:
    """Add (or remove, sign -1) one lay-away's crib totals by the other player's pair."""
    a, b = _TOSSES[option]
    for j, t in enumerate(toss_totals(deal, (deal[a], deal[b]))):
        totals[j] += sign * t


def generate_tables(
    *,
    samples: int = DEFAULT_SAMPLES,
    seed: int = DEFAULT_SEED,
    max_iterations: int = DEFAULT_MAX_ITERATIONS,
    tolerance: float = DEFAULT_TOLERANCE,
    progress: Progress | None = None,
) -> CribTables:
    """The expert tables from `samples` seeded deals, iterated to the fixed point."""
    rng = random.Random(seed)
    deals = sample_deals(rng, samples)
    options = [deal_options(d) for d in deals]
    cases = [0] * len(RANK_PAIRS)
    for d in deals:
        for j, n in enumerate(pair_cases(d)):
            cases[j] += n
    start = [float(v) for v in uniform_values()]
    tables = {True: start, False: start}
    sides = {
        role: _Side(role, [-1] * samples, [0.0] * samples, [0.0] * samples)
        for role in (True, False)
    }
    # The dealer's lay-aways make the pone's table (crib totals) and the other way round.
    crib_totals = {True: [0] * len(RANK_PAIRS), False: [0] * len(RANK_PAIRS)}
    history: list[list[int]] = []
    converged = False
    for iteration in range(1, max_iterations + 1):
        changed = {}
        for role, side in sides.items():
            changes = side.update(options, tables[role], tolerance)
            target = crib_totals[not role]
            for i, old, new in changes:
                if old >= 0:
                    _add_toss(target, deals[i], old, -1)
                _add_toss(target, deals[i], new, 1)
            changed[role] = len(changes)
        if iteration > 1 and not changed[True] and not changed[False]:
            converged = True
            break
        history.append([changed[True], changed[False]])
        new_tables = {
            role: [t / n for t, n in zip(crib_totals[role], cases, strict=True)]
            for role in (True, False)
        }
        for role, side in sides.items():
            side.drift += max(
                abs(a - b) for a, b in zip(new_tables[role], tables[role], strict=True)
            )
        tables = new_tables
        if progress is not None:
            progress(iteration, changed[True], changed[False])
    meta = {
        "method": METHOD,
        "start": "uniform",
        "samples": samples,
        "seed": seed,
        "max_iterations": max_iterations,
        "tolerance": tolerance,
        "iterations": len(history),
        "converged": converged,
        "changed_choices": history,
        "starter_cases_per_pair": STARTERS_LEFT,
        "scoring": "crib rules: fifteens, pairs, runs, 5-card flush, his nobs; no his heels",
    }
    return CribTables(
        dict(zip(RANK_PAIRS, tables[True], strict=True)),
        dict(zip(RANK_PAIRS, tables[False], strict=True)),
        meta,
    )


def uniform_tables() -> CribTables:
    """The starting point: both tables with the other lay-away uniformly random."""
    values = {p: float(v) for p, v in zip(RANK_PAIRS, uniform_values(), strict=True)}
    return CribTables(values, dict(values), {"method": "uniform", "exact": True})
