"""Win probability: the chance that each side wins from any score pair, who deals, to 121 or 61.

A deal's points are counted in a fixed order, and a game ends the moment a side reaches the
target, so the order matters near the end:

1. the starter: a jack pegs his heels (2) for the dealer;
2. the play: the pone leads, and the two sides peg card by card (`DealPoints.pegging` in
   `bot.engine.odds_race`, in the order pegged: positive points for the dealer, negative for
   the pone), so either side can peg out first;
3. the show: the pone's hand, then the dealer's hand and crib (nothing is counted between
   the dealer's hand and crib, so only their sum matters).

`win_table` computes, by dynamic programming over the score pairs, `D[d][p]`: the chance that
the dealer, at `d`, wins against the pone at `p` (both below the target). From `(d, p)` a deal
either ends the game or leads to `(d', p')` where the old pone now deals, so
`D[d][p] = P(dealer pegs out) + Σ P(nobody out in the play, totals) · V[d + dp][p + pp]` and
`V[d][p] = Σ P(hands) · (1 if the dealer's hand and crib reach the target, 0 if the pone's hand
does, else 1 - D[p'][d'])`. The play is measured as a race (who reaches what they need first,
from each deal's pegging order, `bot.engine.odds_race`); the play and the show are taken as
independent of each other. Every deal scores at least one point (the last card or 31), so the
states are solved in decreasing order of the two scores' sum.

The chance for the pone is one minus the dealer's chance from the other side, so one table per
target holds both (`win_chance`). Scores are whole points.

The FADOQ rule (no go or last-card point for a side at 116 or above, at 56 in a game of 61)
has its own tables, from the same deals: each deal marks its go and last-card points
(`DealPoints.singles`), and the race of the play and its totals are measured again with those
points dropped for a side past the threshold (`odds_race.fadoq_race`). The threshold is five points
from the target in both games, so the race still depends only on what each side needs; the
play's totals depend on how far each side is from the threshold. Under the rule a deal can
score nothing at all (both sides past the threshold, only single points in the play, two
shows of 0): the other side then deals at the same scores (`_pass_scoreless_deals`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from bot.engine.odds_race import DealPoints, FadoqPlay, PlayRace, fadoq_play, fadoq_race, play_race
from bot.engine.variants import FADOQ_FROM_END

FORMAT_VERSION: Final = 2
"""2: with the FADOQ rule's tables (`fadoq_thresholds`, `fadoq_dealer_wins`)."""
TARGETS: Final = (121, 61)
DEFAULT_TARGET: Final = 121
SCALE: Final = 10_000
"""Chances are stored as whole parts of `SCALE` (basis points) in the shipped table."""


# -- The dynamic programme -------------------------------------------------------------------

WinTable = list[list[float]]
"""`table[d][p]`: the dealer's chance of winning, dealer at `d`, pone at `p` (below target)."""


def win_table(
    deals: Sequence[DealPoints], target: int = DEFAULT_TARGET, fadoq: int | None = None
) -> WinTable:
    """The dealer's chance of winning from every score pair, from a sample of deals; with
    `fadoq`, under the FADOQ rule from that threshold (no go or last-card point for a side at
    the threshold or above, `fadoq_race`)."""
    if not deals:
        raise ValueError("no deals to measure from")
    if target < 1:
        raise ValueError(f"target must be positive, not {target}")
    if any(sum(abs(p) for p in d.pegging) == 0 for d in deals):
        raise ValueError("every deal pegs at least one point (the last card)")
    n = len(deals)
    barred = None if fadoq is None else fadoq_race(deals, target - fadoq)
    race = play_race(deals) if barred is None else barred.race
    totals = sorted(race.totals.items())
    totals_by_free = (
        {}
        if barred is None
        else {free: sorted(counts.items()) for free, counts in barred.totals.items()}
    )
    shows = sorted(Counter((d.pone_hand, d.dealer_show) for d in deals).items())
    dealer = [[0.0] * target for _ in range(target)]
    show = [[0.0] * target for _ in range(target)]

    def show_value(d: int, p: int, *, scoreless: bool = True) -> float:
        """The dealer's chance from the show at (d, p); without the shows worth nothing to
        either side when not `scoreless`."""
        value = 0.0
        for (ph, dc), ways in shows:
            if p + ph >= target or (not scoreless and ph == dc == 0):
                continue
            if d + dc >= target:
                value += ways
            else:
                value += ways * (1.0 - dealer[p + ph][d + dc])
        return value / n

    for total in range(2 * target - 2, -1, -1):
        pairs = [(d, total - d) for d in range(max(0, total - target + 1), min(target, total + 1))]
        stalled: dict[tuple[int, int], float] = {}
        for d, p in pairs:
            nd = min(target - d, race.dealer_cap)
            np = min(target - p, race.pone_cap)
            value = float(race.dealer_out.get((nd, np), 0))
            if fadoq is not None:
                free = (
                    min(max(0, fadoq - d), race.dealer_cap),
                    min(max(0, fadoq - p), race.pone_cap),
                )
                totals = totals_by_free[free]
            for (dp, pp), ways in totals:
                if dp == pp == 0:  # only under the FADOQ rule: every point of the play barred
                    stalled[d, p] = ways / n
                elif dp < target - d and pp < target - p:
                    value += ways * show[d + dp][p + pp]
            dealer[d][p] = value / n
        if stalled:
            _pass_scoreless_deals(dealer, stalled, show_value, shows, n)
        for d, p in pairs:
            show[d][p] = show_value(d, p)
    return dealer


def _pass_scoreless_deals(
    dealer: WinTable,
    stalled: Mapping[tuple[int, int], float],
    show_value: Callable[..., float],
    shows: Sequence[tuple[tuple[int, int], int]],
    n: int,
) -> None:
    """Under the FADOQ rule a deal can score nothing at all (both sides at the threshold, the
    play's only points go and last-card points, both shows worth nothing): the other side then
    deals at the same scores. `dealer[d][p]` holds the chance without those deals, `stalled`
    the share of plays worth nothing at (d, p). With `w` the share of scoreless deals and `A`
    the chance from the others, `D(d, p) = A(d, p) + w(d, p) (1 - D(p, d))`: two equations in
    `D(d, p)` and `D(p, d)`, solved here."""
    nothing = sum(ways for (ph, dc), ways in shows if ph == dc == 0) / n
    rest: dict[tuple[int, int], float] = {}
    share: dict[tuple[int, int], float] = {}
    for (d, p), played in stalled.items():
        rest[d, p] = dealer[d][p] + played * show_value(d, p, scoreless=False)
        share[d, p] = played * nothing
    for (d, p), w1 in share.items():
        a1 = rest[d, p]
        a2, w2 = rest.get((p, d), dealer[p][d]), share.get((p, d), 0.0)
        if w1 * w2 >= 1.0:
            raise ValueError("no deal of the sample scores a point")
        dealer[d][p] = (a1 + w1 - w1 * a2 - w1 * w2) / (1.0 - w1 * w2)


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
    the counts of each pone hand and each dealer show (hand and crib) in the sample, the
    sample's mean crib, and the play under the FADOQ rule (`fadoq_play`, None when not
    measured)."""

    race: PlayRace
    pone_hand: Mapping[int, int]
    dealer_show: Mapping[int, int]
    crib_mean: float
    fadoq: FadoqPlay | None = None

    def fadoq_play(self, target: int, threshold: int) -> FadoqPlay | None:
        """The play under the FADOQ rule from `threshold` in a game of `target`, when
        measured for that distance from the target."""
        found = self.fadoq
        return found if found is not None and found.margin == target - threshold else None


def deal_parts(deals: Sequence[DealPoints], fadoq_margin: int | None = FADOQ_FROM_END) -> DealParts:
    """The parts of a sample of deals, with the play under the FADOQ rule `fadoq_margin`
    points from the target (five in both games, `variants.fadoq_rule`) unless None."""
    if not deals:
        raise ValueError("no deals to measure from")
    return DealParts(
        play_race(deals),
        Counter(d.pone_hand for d in deals),
        Counter(d.dealer_show for d in deals),
        round(sum(d.crib for d in deals) / len(deals), 3),
        None if fadoq_margin is None else fadoq_play(deals, fadoq_margin),
    )


def _pairs(counts: Mapping[tuple[int, int], int]) -> list[list[int]]:
    return [[a, b, n] for (a, b), n in sorted(counts.items())]


def parts_to_json(parts: DealParts) -> dict[str, object]:
    """The parts' JSON form: lists of [value, count] and [need or total, need or total, count];
    under the FADOQ rule, its margin, its race, and [dealer's pegs, pone's pegs, count]."""
    race = parts.race
    data: dict[str, object] = {
        "deals": race.deals,
        "dealer_cap": race.dealer_cap,
        "pone_cap": race.pone_cap,
        "dealer_out": _pairs(race.dealer_out),
        "play_totals": _pairs(race.totals),
        "pone_hand": [[v, n] for v, n in sorted(parts.pone_hand.items())],
        "dealer_show": [[v, n] for v, n in sorted(parts.dealer_show.items())],
        "crib_mean": parts.crib_mean,
    }
    fadoq = parts.fadoq
    if fadoq is not None:
        data |= {
            "fadoq_margin": fadoq.margin,
            "fadoq_dealer_out": _pairs(fadoq.dealer_out),
            "fadoq_pegs": [[list(d), list(p), n] for (d, p), n in sorted(fadoq.pegs.items())],
        }
    return data


def _fadoq_from_json(data: Mapping[str, Any], race: PlayRace) -> FadoqPlay | None:
    """The FADOQ rule's play from the parts' JSON form (None when not there)."""
    if "fadoq_margin" not in data:
        return None
    dealer_out = {(int(a), int(b)): int(n) for a, b, n in data["fadoq_dealer_out"]}
    pegs = {
        (tuple(int(x) for x in d), tuple(int(x) for x in p)): int(n)
        for d, p, n in data["fadoq_pegs"]
    }
    if sum(pegs.values()) != race.deals:
        raise ValueError("the FADOQ rule's play does not add up to the sample")
    return FadoqPlay(int(data["fadoq_margin"]), dealer_out, pegs)


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
    fadoq = _fadoq_from_json(data, race)
    return DealParts(race, pone_hand, dealer_show, float(data["crib_mean"]), fadoq)


# -- A direct simulation (to check the programme) --------------------------------------------


def play_deal(
    deal: DealPoints, dealer: int, pone: int, target: int, fadoq: int | None = None
) -> tuple[int, int, bool | None]:
    """Count one deal from (dealer, pone) scores: the new scores, and True when the dealer
    reached the target, False when the pone did, None when the game goes on. With `fadoq`, a
    side at that threshold or above scores no go or last-card point (the FADOQ rule)."""
    for index, points in enumerate(deal.pegging):
        barred = fadoq is not None and (dealer if points > 0 else pone) >= fadoq
        if barred and index in deal.singles:
            continue
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
    fadoq: int | None = None,
) -> float:
    """My share of `games` games won from the position, each deal drawn from `deals` (under the
    FADOQ rule from `fadoq`, when given)."""
    wins = 0
    for _ in range(games):
        scores = [me, opponent]
        deals_me = dealer
        while True:
            deal = rng.choice(deals)
            d_side, p_side = (0, 1) if deals_me else (1, 0)
            d_score, p_score, dealer_won = play_deal(
                deal, scores[d_side], scores[p_side], target, fadoq
            )
            scores[d_side], scores[p_side] = d_score, p_score
            if dealer_won is not None:
                wins += (d_side == 0) == dealer_won
                break
            deals_me = not deals_me
    return wins / games


# -- The shipped form ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FadoqTable:
    """The dealer's chance under the FADOQ rule from `threshold` (`table[d][p]`)."""

    threshold: int
    table: WinTable


@dataclass(frozen=True, slots=True)
class OddsTables:
    """The dealer's chance by target (`tables[target][d][p]`), the same under the FADOQ rule
    (`fadoq[target]`, with its threshold), and how they were measured."""

    tables: Mapping[int, WinTable]
    meta: Mapping[str, Any]
    parts: DealParts | None = None
    fadoq: Mapping[int, FadoqTable] = field(default_factory=dict)

    def has(self, target: int, fadoq: int | None = None) -> bool:
        """Whether there is a table for a game of `target`, under the FADOQ rule from `fadoq`
        when given."""
        if fadoq is None:
            return target in self.tables
        found = self.fadoq.get(target)
        return found is not None and found.threshold == fadoq

    def table(self, target: int, fadoq: int | None = None) -> WinTable:
        """The dealer's chances in a game of `target` (under the FADOQ rule from `fadoq`);
        ValueError when there is no such table."""
        if not self.has(target, fadoq):
            rule = "" if fadoq is None else f" under the FADOQ rule from {fadoq}"
            raise ValueError(f"no table for a game of {target}{rule}")
        return self.tables[target] if fadoq is None else self.fadoq[target].table

    def chance(
        self,
        me: int,
        opponent: int,
        *,
        dealer: bool,
        target: int = DEFAULT_TARGET,
        fadoq: int | None = None,
    ) -> float:
        """My chance of winning (under the FADOQ rule from `fadoq`, when given); ValueError
        for a table it does not have or a score off the board."""
        return win_chance(self.table(target, fadoq), me, opponent, dealer=dealer)


def scaled(chance: float) -> int:
    """A chance in whole parts of `SCALE`."""
    return round(chance * SCALE)


def _rows_to_json(tables: Mapping[int, WinTable]) -> dict[str, list[list[int]]]:
    return {
        str(target): [[scaled(x) for x in row] for row in table]
        for target, table in sorted(tables.items(), reverse=True)
    }


def odds_to_json(odds: OddsTables) -> dict[str, Any]:
    """The compact JSON form: each table's rows of basis points, the dealer's score by row;
    the FADOQ rule's tables after the standard ones, their thresholds by target."""
    data: dict[str, Any] = {"format": FORMAT_VERSION, "meta": dict(odds.meta)}
    if odds.parts is not None:
        data["parts"] = parts_to_json(odds.parts)
    fadoq = dict(sorted(odds.fadoq.items(), reverse=True))
    return data | {
        "scale": SCALE,
        "fadoq_thresholds": {str(target): found.threshold for target, found in fadoq.items()},
        "dealer_wins": _rows_to_json(odds.tables),
        "fadoq_dealer_wins": _rows_to_json({t: found.table for t, found in fadoq.items()}),
    }


def _tables_from_json(rows_by_target: Mapping[str, Any], scale: int) -> dict[int, WinTable]:
    tables: dict[int, WinTable] = {}
    for key, rows in rows_by_target.items():
        target = int(key)
        if len(rows) != target or any(len(row) != target for row in rows):
            raise ValueError(f"the table for {target} is not {target} by {target}")
        table = [[int(x) / scale for x in row] for row in rows]
        if any(not 0.0 <= x <= 1.0 for row in table for x in row):
            raise ValueError(f"the table for {target} holds a chance outside 0..1")
        tables[target] = table
    return tables


def odds_from_json(data: Mapping[str, Any]) -> OddsTables:
    """Read the JSON form back; ValueError if it does not hold square tables of chances, or a
    FADOQ table without its threshold (below the target)."""
    if data.get("format") != FORMAT_VERSION:
        raise ValueError(f"unknown odds format {data.get('format')!r}")
    scale = int(data["scale"])
    tables = _tables_from_json(data["dealer_wins"], scale)
    thresholds = {int(t): int(x) for t, x in data.get("fadoq_thresholds", {}).items()}
    fadoq_tables = _tables_from_json(data.get("fadoq_dealer_wins", {}), scale)
    if set(thresholds) != set(fadoq_tables):
        raise ValueError("the FADOQ tables and their thresholds do not match")
    if any(not 0 < thresholds[t] < t for t in thresholds):
        raise ValueError("a FADOQ threshold is not below its target")
    fadoq = {t: FadoqTable(thresholds[t], fadoq_tables[t]) for t in sorted(thresholds)}
    parts = parts_from_json(data["parts"]) if "parts" in data else None
    return OddsTables(tables, dict(data.get("meta", {})), parts, fadoq)
