"""A deal's points in counting order, and the play measured as a race over a sample of deals:
what the win table (`bot.engine.odds`) is computed from.

A deal's points are counted in a fixed order (`DealPoints`): his heels, the play card by card
(either side can peg out first), then the shows. `play_race` counts, for every pair of what
the dealer and the pone need, the deals where the dealer reaches his first, and the play's
totals.

Under the FADOQ rule (no go or last-card point for a side at 116 or above, at 56 in a game of
61) each deal marks its go and last-card points (`DealPoints.singles`), and `fadoq_race`
measures the race and the play's totals again with those points dropped for a side past the
threshold; `fadoq_play` keeps each side's points in the order pegged, for the expert's
lay-away near the end (`bot.engine.endgame`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple


class DealPoints(NamedTuple):
    """What one deal scored, in counting order (from the dealer's and the pone's side).

    `pegging`: his heels and every point of the play in the order pegged, positive for the
    dealer, negative for the pone. `dealer_show` is the dealer's hand plus the crib, of which
    `crib` is the crib. `singles`: the indexes in `pegging` of the go and last-card points
    (one point each), the points the FADOQ rule bars from its threshold on.
    """

    pegging: tuple[int, ...]
    pone_hand: int
    dealer_show: int
    crib: int = 0
    singles: frozenset[int] = frozenset()

    @property
    def dealer_pegged(self) -> int:
        """The dealer's points before the show (his heels included)."""
        return sum(p for p in self.pegging if p > 0)

    @property
    def pone_pegged(self) -> int:
        """The pone's points in the play."""
        return -sum(p for p in self.pegging if p < 0)


# -- The play as a race ----------------------------------------------------------------------


def _first_reach(
    pegging: Sequence[int],
    sign: int,
    singles: frozenset[int] = frozenset(),
    free: int | None = None,
) -> list[int]:
    """`reach[k]`: the index of the event at which the side (sign +1 dealer, -1 pone) has
    pegged `k` points or more (k from 1 to its total; `reach[0]` is unused).

    Under the FADOQ rule `free` is how many points the side has still to peg to reach the
    threshold: once it has pegged that many, its go and last-card points (`singles`) are not
    scored (the threshold is checked before the point, `variants.single_point_barred`)."""
    reach = [0]
    total = 0
    for index, points in enumerate(pegging):
        if points * sign > 0:
            if free is not None and total >= free and index in singles:
                continue
            total += points * sign
            while len(reach) <= total:
                reach.append(index)
    return reach


@dataclass(frozen=True, slots=True)
class PlayRace:
    """The play's outcomes over a sample of deals, as counts out of `deals`.

    `dealer_out[(nd, np)]` counts deals where the dealer pegs `nd` points before the pone pegs
    `np` (needs capped at one more than the most either side pegged: never reached);
    `totals[(dp, pp)]` counts the play's totals (heels in dp).
    """

    deals: int
    dealer_cap: int
    pone_cap: int
    dealer_out: Mapping[tuple[int, int], int]
    totals: Mapping[tuple[int, int], int]


def play_race(deals: Sequence[DealPoints]) -> PlayRace:
    """Count when the dealer pegs out first, for every pair of needs, and the play's totals."""
    dealer_cap, pone_cap = _caps(deals)
    dealer_out: Counter[tuple[int, int]] = Counter()
    totals: Counter[tuple[int, int]] = Counter()
    for deal in deals:
        d_reach = _first_reach(deal.pegging, 1)
        p_reach = _first_reach(deal.pegging, -1)
        totals[len(d_reach) - 1, len(p_reach) - 1] += 1
        for nd in range(1, len(d_reach)):
            for np in range(1, pone_cap + 1):
                if np >= len(p_reach) or d_reach[nd] < p_reach[np]:
                    dealer_out[nd, np] += 1
    return PlayRace(len(deals), dealer_cap, pone_cap, dealer_out, totals)


def _caps(deals: Sequence[DealPoints]) -> tuple[int, int]:
    """One more than the most the dealer, and the pone, pegged in a deal: a need never met."""
    dealer_cap = 1 + max((d.dealer_pegged for d in deals), default=0)
    pone_cap = 1 + max((d.pone_pegged for d in deals), default=0)
    return dealer_cap, pone_cap


def free_points(need: int, margin: int) -> int:
    """Under the FADOQ rule, the points a side that needs `need` to win pegs before its go
    and last-card points stop counting: the threshold is `margin` points below the target."""
    return max(0, need - margin)


@dataclass(frozen=True, slots=True)
class FadoqRace:
    """The play's outcomes under the FADOQ rule, whose threshold is `margin` points below the
    target (5: from 116 in a game of 121, from 56 in a game of 61).

    `race.dealer_out` counts, as in `PlayRace`, the deals where the dealer pegs `nd` before the
    pone pegs `np`, each side's go and last-card points dropped once it is `margin` points or
    less from home (`free_points`); `race.totals` are the standard game's. The play's totals
    depend on how far each side is from the threshold: `totals[(a, b)]` counts them when the
    dealer has `a` points to peg before the threshold and the pone `b` (each capped at its
    cap, from which no point is barred).
    """

    margin: int
    race: PlayRace
    totals: Mapping[tuple[int, int], Mapping[tuple[int, int], int]]


def fadoq_race(deals: Sequence[DealPoints], margin: int) -> FadoqRace:
    """The race and the play's totals when no go or last-card point counts for a side
    `margin` points or less from home (the FADOQ rule)."""
    if margin < 1:
        raise ValueError(f"the FADOQ threshold must be below the target, not {margin} from it")
    dealer_cap, pone_cap = _caps(deals)
    dealer_out: Counter[tuple[int, int]] = Counter()
    by_free: dict[tuple[int, int], Counter[tuple[int, int]]] = {
        (a, b): Counter() for a in range(dealer_cap + 1) for b in range(pone_cap + 1)
    }
    for deal in deals:
        pegging, singles = deal.pegging, deal.singles
        # The totals for each distance to the threshold (a side's total no longer moves
        # once the distance is above it).
        d_totals = [len(_first_reach(pegging, 1, singles, a)) - 1 for a in range(dealer_cap + 1)]
        p_totals = [len(_first_reach(pegging, -1, singles, b)) - 1 for b in range(pone_cap + 1)]
        for a, dp in enumerate(d_totals):
            for b, pp in enumerate(p_totals):
                by_free[a, b][dp, pp] += 1
        p_reach = [
            _first_reach(pegging, -1, singles, free_points(np, margin))
            for np in range(pone_cap + 1)
        ]
        for nd in range(1, dealer_cap):
            d_reach = _first_reach(pegging, 1, singles, free_points(nd, margin))
            if nd >= len(d_reach):
                continue
            for np in range(1, pone_cap + 1):
                if np >= len(p_reach[np]) or d_reach[nd] < p_reach[np][np]:
                    dealer_out[nd, np] += 1
    standard = play_race(deals)
    race = PlayRace(len(deals), dealer_cap, pone_cap, dealer_out, standard.totals)
    return FadoqRace(margin, race, by_free)


Pegs = tuple[int, ...]
"""One side's points in a deal's play, in the order pegged, a go or last-card point as -1."""


def _pegs(deal: DealPoints, sign: int) -> Pegs:
    return tuple(
        -1 if index in deal.singles else points * sign
        for index, points in enumerate(deal.pegging)
        if points * sign > 0
    )


def _pegged(pegs: Pegs, free: int) -> int:
    """What a side pegs when its go and last-card points stop counting once it has pegged
    `free` points (as `_first_reach`)."""
    total = 0
    for points in pegs:
        if points > 0:
            total += points
        elif total < free:
            total += 1
    return total


@dataclass(frozen=True, slots=True)
class FadoqPlay:
    """The play under the FADOQ rule `margin` points from the target, kept for the expert's
    lay-away near the end: `dealer_out` as in `FadoqRace`, and `pegs[(dealer's, pone's)]`
    counts the deals by what each side pegged in order (`Pegs`), from which the play's
    totals at any distance to the threshold are counted (`totals`)."""

    margin: int
    dealer_out: Mapping[tuple[int, int], int]
    pegs: Mapping[tuple[Pegs, Pegs], int]

    def totals(self, dealer: int, pone: int, threshold: int) -> Counter[tuple[int, int]]:
        """The play's totals, the dealer at `dealer` and the pone at `pone` before it, with no
        go or last-card point for a side from `threshold`."""
        free = (threshold - dealer, threshold - pone)
        found: Counter[tuple[int, int]] = Counter()
        for (mine, theirs), ways in self.pegs.items():
            found[_pegged(mine, free[0]), _pegged(theirs, free[1])] += ways
        return found


def fadoq_play(deals: Sequence[DealPoints], margin: int) -> FadoqPlay:
    """The play of a sample of deals under the FADOQ rule `margin` points from the target."""
    pegs = Counter((_pegs(d, 1), _pegs(d, -1)) for d in deals)
    return FadoqPlay(margin, fadoq_race(deals, margin).race.dealer_out, pegs)
