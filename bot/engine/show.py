"""The show: itemized scoring of a hand or crib with its starter, and the called count.

The score is a breakdown, not a number: a tuple of `Combo`s in the order players call them
(fifteens, pairs, runs, flush, nobs). Runs that share cards with pairs are one combo each
(double run, triple run, double-double run) whose `parts` are the runs and pairs inside.

Fifteens, pairs and runs depend on ranks alone, so their shape is computed once per sorted
rank tuple (`_rank_template`, cached) and mapped onto the actual cards; suits only matter for
the flush and his nobs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache
from itertools import combinations
from math import comb
from typing import Final, NamedTuple, TypeAlias, TypeVar

from bot.engine.cards import JACK, Card, card_value

FIFTEEN = 15
FIFTEEN_POINTS = 2
PAIR_POINTS = 2
RUN_MIN_LENGTH = 3
HAND_FLUSH_POINTS = 4
FULL_FLUSH_POINTS = 5
NOBS_POINTS = 1
HEELS_POINTS = 2
HAND_SIZE = 4
"""The cards of a hand once laid away: played in the play, shown with the starter."""


class Kind(StrEnum):
    """Every scoring combination, in the show and in the play."""

    FIFTEEN = "fifteen"
    PAIR = "pair"
    PAIR_ROYAL = "pair_royal"
    DOUBLE_PAIR_ROYAL = "double_pair_royal"
    RUN = "run"
    DOUBLE_RUN = "double_run"
    TRIPLE_RUN = "triple_run"
    DOUBLE_DOUBLE_RUN = "double_double_run"
    FLUSH = "flush"
    NOBS = "nobs"
    HEELS = "heels"
    THIRTY_ONE = "thirty_one"
    GO = "go"
    LAST_CARD = "last_card"


PAIR_KINDS: dict[int, Kind] = {2: Kind.PAIR, 3: Kind.PAIR_ROYAL, 4: Kind.DOUBLE_PAIR_ROYAL}
RUN_KINDS: dict[tuple[int, ...], Kind] = {
    (): Kind.RUN,
    (2,): Kind.DOUBLE_RUN,
    (3,): Kind.TRIPLE_RUN,
    (2, 2): Kind.DOUBLE_DOUBLE_RUN,
}
RUN_FAMILY = frozenset(RUN_KINDS.values())
PAIR_FAMILY = frozenset(PAIR_KINDS.values())

# The order of the called count: fifteens, then pairs, runs, flush, nobs.
CALL_ORDER: tuple[frozenset[Kind], ...] = (
    frozenset({Kind.FIFTEEN}),
    PAIR_FAMILY,
    RUN_FAMILY,
    frozenset({Kind.FLUSH}),
    frozenset({Kind.NOBS}),
)


class Combo(NamedTuple):
    """One scoring combination: its kind, the cards involved, its points and inner parts."""

    kind: Kind
    cards: tuple[Card, ...]
    points: int
    parts: tuple[Combo, ...] = ()

    @property
    def length(self) -> int:
        """For runs: the run's length (distinct ranks); otherwise the number of cards."""
        if self.kind in RUN_FAMILY:
            return len({c.rank for c in self.cards})
        return len(self.cards)


@dataclass(frozen=True, slots=True)
class Score:
    """An itemized score: the combinations, in called order."""

    combos: tuple[Combo, ...] = ()

    @property
    def total(self) -> int:
        """The points of all combinations."""
        return sum(c.points for c in self.combos)

    def by_kind(self) -> Counter[Kind]:
        """Points per combination kind."""
        points: Counter[Kind] = Counter()
        for combo in self.combos:
            points[combo.kind] += combo.points
        return points


def pair_points(n: int) -> int:
    """Points for `n` cards of one rank: 2 for each pair among them (0, 2, 6, 12)."""
    return PAIR_POINTS * comb(n, 2)


T = TypeVar("T")

# -- Rank-only part: fifteens, pairs, runs ---------------------------------------------------

# A template is a combo with card indices (into the rank-sorted cards) instead of cards.
_Template: TypeAlias = "tuple[Kind, tuple[int, ...], int, tuple[_Template, ...]]"


def _fifteens(ranks: tuple[int, ...]) -> list[_Template]:
    """Every distinct set of cards adding to 15 scores 2."""
    n = len(ranks)
    return [
        (Kind.FIFTEEN, idx, FIFTEEN_POINTS, ())
        for size in range(2, n + 1)
        for idx in combinations(range(n), size)
        if sum(card_value(ranks[i]) for i in idx) == FIFTEEN
    ]


def _pair_groups(ranks: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """Indices of the cards of each rank held two or more times."""
    groups: dict[int, list[int]] = {}
    for i, rank in enumerate(ranks):
        groups.setdefault(rank, []).append(i)
    return {rank: tuple(idx) for rank, idx in groups.items() if len(idx) >= 2}


def _pair_template(idx: tuple[int, ...]) -> _Template:
    """A pair, pair royal or double pair royal over the given indices."""
    return (PAIR_KINDS[len(idx)], idx, pair_points(len(idx)), ())


def maximal_runs(ranks: Collection[int]) -> list[tuple[int, ...]]:
    """The distinct ranks of each maximal run of three or more consecutive ranks (ace low)."""
    distinct = sorted(set(ranks))
    runs: list[tuple[int, ...]] = []
    start = 0
    for i in range(1, len(distinct) + 1):
        if i == len(distinct) or distinct[i] != distinct[i - 1] + 1:
            if i - start >= RUN_MIN_LENGTH:
                runs.append(tuple(distinct[start:i]))
            start = i
    return runs


def _run_template(ranks: tuple[int, ...], run: tuple[int, ...]) -> _Template:
    """A run with its duplicates: every single run through it, and the pairs inside it."""
    by_rank = [tuple(i for i, r in enumerate(ranks) if r == rank) for rank in run]
    singles: list[_Template] = [
        (Kind.RUN, idx, len(run), ()) for idx in sorted(_product_indices(by_rank))
    ]
    pairs = [_pair_template(idx) for idx in by_rank if len(idx) >= 2]
    repeats = tuple(sorted(len(idx) for idx in by_rank if len(idx) >= 2))
    parts = (*singles, *pairs)
    cards = tuple(sorted(i for idx in by_rank for i in idx))
    if repeats not in RUN_KINDS:  # not reachable with five cards
        raise ValueError(f"unsupported run shape {repeats} in {ranks}")
    kind = RUN_KINDS[repeats]
    if kind is Kind.RUN:
        return singles[0]
    return (kind, cards, sum(p[2] for p in parts), parts)


def _product_indices(groups: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """One index from each group, in every way."""
    result: list[tuple[int, ...]] = [()]
    for group in groups:
        result = [(*prefix, i) for prefix in result for i in group]
    return result


@cache
def _rank_shape(ranks: tuple[int, ...]) -> tuple[int, tuple[_Template, ...]]:
    """The points of sorted ranks (fifteens, pairs and runs) and their templates: fifteens,
    pairs outside runs, then runs (with their pairs). One cache for both (a second one, keyed
    by the same 6,175 shapes, held 0.6 MB more)."""
    runs = maximal_runs(ranks)
    in_runs = {rank for run in runs for rank in run}
    pairs = [
        _pair_template(idx) for rank, idx in _pair_groups(ranks).items() if rank not in in_runs
    ]
    templates = (*_fifteens(ranks), *pairs, *(_run_template(ranks, run) for run in runs))
    return sum(t[2] for t in templates), templates


def _rank_template(ranks: tuple[int, ...]) -> tuple[_Template, ...]:
    """The templates of sorted ranks (see `_rank_shape`)."""
    return _rank_shape(ranks)[1]


def rank_points(ranks: tuple[int, ...]) -> int:
    """Points from fifteens, pairs and runs, which depend on the (sorted) ranks alone."""
    return _rank_shape(ranks)[0]


def rank_combos(ranks: tuple[int, ...]) -> tuple[tuple[Kind, int], ...]:
    """The kind and number of cards of each combination sorted ranks score (fifteens, pairs,
    runs), as `score_hand` builds them from those ranks, without the cards."""
    return tuple([(kind, len(idx)) for kind, idx, _, _ in _rank_shape(ranks)[1]])


def clear_caches() -> None:
    """Forget the rank shapes scored so far (for cold-start timings)."""
    _rank_shape.cache_clear()


def _build(template: _Template, cards: Sequence[Card]) -> Combo:
    """The combo a template describes, over the rank-sorted cards."""
    kind, idx, points, parts = template
    built = tuple([_build(p, cards) for p in parts]) if parts else ()
    return Combo(kind, tuple(map(cards.__getitem__, idx)), points, built)


# -- Suit part: flush and his nobs -----------------------------------------------------------


def flush_combo(hand: Sequence[Card], starter: Card, *, crib: bool = False) -> Combo | None:
    """Four of a suit in the hand score 4, five with the starter 5; a crib needs all five."""
    suit = hand[0].suit
    if any(c.suit != suit for c in hand):
        return None
    if starter.suit == suit:
        return Combo(Kind.FLUSH, (*hand, starter), FULL_FLUSH_POINTS)
    if crib:
        return None
    return Combo(Kind.FLUSH, tuple(hand), HAND_FLUSH_POINTS)


def nobs_combo(hand: Iterable[Card], starter: Card) -> Combo | None:
    """His nobs: a jack in the hand (or crib) of the starter's suit scores 1."""
    for card in hand:
        if card.rank == JACK and card.suit == starter.suit:
            return Combo(Kind.NOBS, (card,), NOBS_POINTS)
    return None


def his_heels(starter: Card) -> Combo | None:
    """His heels: a jack turned as starter scores 2 for the dealer (not part of any hand)."""
    return Combo(Kind.HEELS, (starter,), HEELS_POINTS) if starter.rank == JACK else None


# -- The show --------------------------------------------------------------------------------


def _check_show(hand: Sequence[Card], starter: Card) -> None:
    if len(hand) != 4:
        raise ValueError(f"a hand or crib has 4 cards, not {len(hand)}")
    if len({*hand, starter}) != 5:
        raise ValueError("the hand and starter must be five distinct cards")


def score_hand(hand: Sequence[Card], starter: Card, *, crib: bool = False) -> Score:
    """The itemized show of a 4-card hand (or crib, `crib=True`) with its starter."""
    _check_show(hand, starter)
    cards = sorted((*hand, starter))
    ranks = tuple(c.rank for c in cards)
    combos = [_build(t, cards) for t in _rank_template(ranks)]
    flush = flush_combo(sorted(hand), starter, crib=crib)
    nobs = nobs_combo(hand, starter)
    combos.extend(c for c in (flush, nobs) if c is not None)
    return Score(tuple(combos))


SHOWS_KEPT: Final = 1024
"""Shows kept by `scored_show` (about a kilobyte each)."""


@lru_cache(maxsize=SHOWS_KEPT)
def scored_show(hand: tuple[Card, ...], starter: Card, crib: bool) -> Score:
    """`score_hand(hand, starter, crib=crib)`, the last `SHOWS_KEPT` shows kept (a `Score` is
    immutable): a deal is scored when it is drawn for a theme, asked, answered and recorded."""
    return score_hand(hand, starter, crib=crib)


def hand_points(hand: Sequence[Card], starter: Card, *, crib: bool = False) -> int:
    """The show's total alone, without building the breakdown (for bulk computations)."""
    points = rank_points(tuple(sorted([c.rank for c in hand] + [starter.rank])))
    suit = hand[0].suit
    if all(c.suit == suit for c in hand):
        if starter.suit == suit:
            points += FULL_FLUSH_POINTS
        elif not crib:
            points += HAND_FLUSH_POINTS
    if any(c.rank == JACK and c.suit == starter.suit for c in hand):
        points += NOBS_POINTS
    return points


# -- The called count ------------------------------------------------------------------------


class Call(NamedTuple):
    """One call of the count as said aloud: what is called, its points, the running total.

    `number` counts the calls of the same kind (fifteen 2 is number 1, fifteen 4 number 2).
    """

    kind: Kind
    points: int
    total: int
    number: int
    combo: Combo


def called_count(score: Score) -> list[Call]:
    """The ordered calls a player makes: fifteens first with the running total, then the rest."""
    calls: list[Call] = []
    total = 0
    seen: dict[Kind, int] = {}
    called = [c for c in score.combos if c.kind in _CALL_RANK]
    for combo in sorted(called, key=_call_rank):  # stable: in score order within a group
        total += combo.points
        number = seen[combo.kind] = seen.get(combo.kind, 0) + 1
        calls.append(Call(combo.kind, combo.points, total, number, combo))
    return calls


_CALL_RANK: dict[Kind, int] = {kind: i for i, group in enumerate(CALL_ORDER) for kind in group}
"""Each called kind's place in `CALL_ORDER`."""


def _call_rank(combo: Combo) -> int:
    return _CALL_RANK[combo.kind]


def run_count(combo: Combo) -> int:
    """How many single runs a run combo holds (1, 2, 3 or 4)."""
    return sum(1 for p in combo.parts if p.kind is Kind.RUN) or 1
