"""Win probability: the chance that each side wins from any score pair, who deals, to 121 or 61.

A deal's points are counted in a fixed order, and a game ends the moment a side reaches the
target, so the order matters near the end:

1. the starter: a jack pegs his heels (2) for the dealer;
2. the play: the pone leads, and the two sides peg card by card (`DealPoints.pegging`, in the
   order pegged: positive points for the dealer, negative for the pone), so either side can
   peg out first;
3. the show: the pone's hand, then the dealer's hand and crib (nothing is counted between
   the dealer's hand and crib, so only their sum matters).

`win_table` computes, by dynamic programming over the score pairs, `D[d][p]`: the chance that
the dealer, at `d`, wins against the pone at `p` (both below the target). From `(d, p)` a deal
either ends the game or leads to `(d', p')` where the old pone now deals, so
`D[d][p] = P(dealer pegs out) + Σ P(nobody out in the play, totals) · V[d + dp][p + pp]` and
`V[d][p] = Σ P(hands) · (1 if the dealer's hand and crib reach the target, 0 if the pone's hand
does, else 1 - D[p'][d'])`. The play is measured as a race (who reaches what they need first,
from each deal's pegging order); the play and the show are taken as independent of each
other. Every deal scores at least one point (the last card or 31), so the states are solved
in decreasing order of the two scores' sum.

The chance for the pone is one minus the dealer's chance from the other side, so one table per
target holds both (`win_chance`). Scores are whole points; the FADOQ rule (no go or
last-card point from 116, from 56 in a game of 61) is not modelled: it changes single points,
which near the end decide games (docs/odds.md); /odds says so to a player of the rule.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

FORMAT_VERSION: Final = 1
TARGETS: Final = (121, 61)
DEFAULT_TARGET: Final = 121
SCALE: Final = 10_000
"""Chances are stored as whole parts of `SCALE` (basis points) in the shipped table."""


class DealPoints(NamedTuple):
    """What one deal scored, in counting order (from the dealer's and the pone's side).

    `pegging`: his heels and every point of the play in the order pegged, positive for the
    dealer, negative for the pone. `dealer_show` is the dealer's hand plus the crib, of which
    `crib` is the crib.
    """

    pegging: tuple[int, ...]
    pone_hand: int
    dealer_show: int
    crib: int = 0

    @property
    def dealer_pegged(self) -> int:
        """The dealer's points before the show (his heels included)."""
        return sum(p for p in self.pegging if p > 0)

    @property
    def pone_pegged(self) -> int:
        """The pone's points in the play."""
        return -sum(p for p in self.pegging if p < 0)


# -- The play as a race ----------------------------------------------------------------------


def _first_reach(pegging: Sequence[int], sign: int) -> list[int]:
    """`reach[k]`: the index of the event at which the side (sign +1 dealer, -1 pone) has
    pegged `k` points or more (k from 1 to its total; `reach[0]` is unused)."""
    reach = [0]
    total = 0
    for index, points in enumerate(pegging):
        if points * sign > 0:
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
    dealer_cap = 1 + max((d.dealer_pegged for d in deals), default=0)
    pone_cap = 1 + max((d.pone_pegged for d in deals), default=0)
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


# -- The dynamic programme -------------------------------------------------------------------

WinTable = list[list[float]]
"""`table[d][p]`: the dealer's chance of winning, dealer at `d`, pone at `p` (below target)."""


def win_table(deals: Sequence[DealPoints], target: int = DEFAULT_TARGET) -> WinTable:
    """The dealer's chance of winning from every score pair, from a sample of deals."""
    if not deals:
        raise ValueError("no deals to measure from")
    if target < 1:
        raise ValueError(f"target must be positive, not {target}")
    if any(sum(abs(p) for p in d.pegging) == 0 for d in deals):
        raise ValueError("every deal pegs at least one point (the last card)")
    n = len(deals)
    race = play_race(deals)
    totals = sorted(race.totals.items())
    shows = sorted(Counter((d.pone_hand, d.dealer_show) for d in deals).items())
    dealer = [[0.0] * target for _ in range(target)]
    show = [[0.0] * target for _ in range(target)]
    for total in range(2 * target - 2, -1, -1):
        pairs = [(d, total - d) for d in range(max(0, total - target + 1), min(target, total + 1))]
        for d, p in pairs:
            nd = min(target - d, race.dealer_cap)
            np = min(target - p, race.pone_cap)
            value = float(race.dealer_out.get((nd, np), 0))
            for (dp, pp), ways in totals:
                if dp < target - d and pp < target - p:
                    value += ways * show[d + dp][p + pp]
            dealer[d][p] = value / n
        for d, p in pairs:
            value = 0.0
            for (ph, dc), ways in shows:
                if p + ph >= target:
                    continue
                if d + dc >= target:
                    value += ways
                else:
                    value += ways * (1.0 - dealer[p + ph][d + dc])
            show[d][p] = value / n
    return dealer


def win_chance(table: WinTable, me: int, opponent: int, *, dealer: bool) -> float:
    """My chance of winning at `me` against `opponent`, dealing or not (scores below target)."""
    target = len(table)
    for score in (me, opponent):
        if not 0 <= score < target:
            raise ValueError(f"score {score} out of 0..{target - 1}")
    if dealer:
        return table[me][opponent]
    return 1.0 - table[opponent][me]


# -- A deal's parts, for the expert's lay-away near the end (`bot.engine.endgame`) ------------


@dataclass(frozen=True, slots=True)
class DealParts:
    """What the win table is made of, kept for deciding within a deal: the play as a race,
    the counts of each pone hand and each dealer show (hand and crib) in the sample, and the
    sample's mean crib."""

    race: PlayRace
    pone_hand: Mapping[int, int]
    dealer_show: Mapping[int, int]
    crib_mean: float


def deal_parts(deals: Sequence[DealPoints]) -> DealParts:
    """The parts of a sample of deals."""
    if not deals:
        raise ValueError("no deals to measure from")
    return DealParts(
        play_race(deals),
        Counter(d.pone_hand for d in deals),
        Counter(d.dealer_show for d in deals),
        round(sum(d.crib for d in deals) / len(deals), 3),
    )


def _pairs(counts: Mapping[tuple[int, int], int]) -> list[list[int]]:
    return [[a, b, n] for (a, b), n in sorted(counts.items())]


def parts_to_json(parts: DealParts) -> dict[str, object]:
    """The parts' JSON form: lists of [value, count] and [need or total, need or total, count]."""
    race = parts.race
    return {
        "deals": race.deals,
        "dealer_cap": race.dealer_cap,
        "pone_cap": race.pone_cap,
        "dealer_out": _pairs(race.dealer_out),
        "play_totals": _pairs(race.totals),
        "pone_hand": [[v, n] for v, n in sorted(parts.pone_hand.items())],
        "dealer_show": [[v, n] for v, n in sorted(parts.dealer_show.items())],
        "crib_mean": parts.crib_mean,
    }


def parts_from_json(data: Mapping[str, Any]) -> DealParts:
    """Read the parts back; ValueError when a count is not a whole number of deals."""
    deals = int(data["deals"])
    race = PlayRace(
        deals,
        int(data["dealer_cap"]),
        int(data["pone_cap"]),
        {(int(a), int(b)): int(n) for a, b, n in data["dealer_out"]},
        {(int(a), int(b)): int(n) for a, b, n in data["play_totals"]},
    )
    pone_hand = {int(v): int(n) for v, n in data["pone_hand"]}
    dealer_show = {int(v): int(n) for v, n in data["dealer_show"]}
    for counts in (pone_hand, dealer_show, race.totals):
        if sum(counts.values()) != deals:
            raise ValueError("the deal parts do not add up to the sample")
    return DealParts(race, pone_hand, dealer_show, float(data["crib_mean"]))


# -- A direct simulation (to check the programme) --------------------------------------------


def play_deal(
    deal: DealPoints, dealer: int, pone: int, target: int
) -> tuple[int, int, bool | None]:
    """Count one deal from (dealer, pone) scores: the new scores, and True when the dealer
    reached the target, False when the pone did, None when the game goes on."""
    for points in deal.pegging:
        if points > 0:
            dealer += points
            if dealer >= target:
                return dealer, pone, True
        else:
            pone -= points
            if pone >= target:
                return dealer, pone, False
    pone += deal.pone_hand
    if pone >= target:
        return dealer, pone, False
    dealer += deal.dealer_show
    if dealer >= target:
        return dealer, pone, True
    return dealer, pone, None


def simulate_win(
    deals: Sequence[DealPoints],
    me: int,
    opponent: int,
    *,
    dealer: bool,
    games: int,
    rng: random.Random,
    target: int = DEFAULT_TARGET,
) -> float:
    """My share of `games` games won from the position, each deal drawn from `deals`."""
    wins = 0
    for _ in range(games):
        scores = [me, opponent]
        deals_me = dealer
        while True:
            deal = rng.choice(deals)
            d_side, p_side = (0, 1) if deals_me else (1, 0)
            d_score, p_score, dealer_won = play_deal(deal, scores[d_side], scores[p_side], target)
            scores[d_side], scores[p_side] = d_score, p_score
            if dealer_won is not None:
                wins += (d_side == 0) == dealer_won
                break
            deals_me = not deals_me
    return wins / games


# -- The shipped form ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OddsTables:
    """The dealer's chance by target (`tables[target][d][p]`) and how it was measured."""

    tables: Mapping[int, WinTable]
    meta: Mapping[str, Any]
    parts: DealParts | None = None

    def chance(
        self, me: int, opponent: int, *, dealer: bool, target: int = DEFAULT_TARGET
    ) -> float:
        """My chance of winning; ValueError for an unknown target or a score off the board."""
        if target not in self.tables:
            raise ValueError(f"no table for a game of {target}")
        return win_chance(self.tables[target], me, opponent, dealer=dealer)


def scaled(chance: float) -> int:
    """A chance in whole parts of `SCALE`."""
    return round(chance * SCALE)


def odds_to_json(odds: OddsTables) -> dict[str, Any]:
    """The compact JSON form: each table's rows of basis points, the dealer's score by row."""
    data: dict[str, Any] = {"format": FORMAT_VERSION, "meta": dict(odds.meta)}
    if odds.parts is not None:
        data["parts"] = parts_to_json(odds.parts)
    return data | {
        "scale": SCALE,
        "dealer_wins": {
            str(target): [[scaled(x) for x in row] for row in table]
            for target, table in sorted(odds.tables.items(), reverse=True)
        },
    }


def odds_from_json(data: Mapping[str, Any]) -> OddsTables:
    """Read the JSON form back; ValueError if it does not hold square tables of chances."""
    if data.get("format") != FORMAT_VERSION:
        raise ValueError(f"unknown odds format {data.get('format')!r}")
    scale = int(data["scale"])
    tables: dict[int, WinTable] = {}
    for key, rows in data["dealer_wins"].items():
        target = int(key)
        if len(rows) != target or any(len(row) != target for row in rows):
            raise ValueError(f"the table for {target} is not {target} by {target}")
        table = [[int(x) / scale for x in row] for row in rows]
        if any(not 0.0 <= x <= 1.0 for row in table for x in row):
            raise ValueError(f"the table for {target} holds a chance outside 0..1")
        tables[target] = table
    parts = parts_from_json(data["parts"]) if "parts" in data else None
    return OddsTables(tables, dict(data.get("meta", {})), parts)
