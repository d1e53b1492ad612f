"""The deals the win table is measured from: the expert bot against itself (`/play`'s expert).

Each deal is dealt from a shuffled pack, both seats lay away with the expert lay-away for
hand and crib (`bot.drills.table_bot.expert_lay_away`, with the shipped crib tables, without
the pegging tables, which came later), the starter is cut, the play is played by the expert
policy (`play_policy`) with the engine's rules (`bot.engine.pegging.simulate_play`, from 0 so
nobody pegs out), and the shows are scored.
What each side pegged is kept in the order pegged, the go and last-card points marked
(`bot.engine.odds_race.DealPoints`): the FADOQ rule's tables drop those from its threshold on.

The expert plays the same way at every score, so one sample of deals serves every score pair
and both targets.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.drills.table_bot import Level, expert_lay_away, play_policy
from bot.engine.cards import DECK, JACK
from bot.engine.lay_away import CribValues
from bot.engine.odds import (
    DEFAULT_TARGET,
    TARGETS,
    FadoqTable,
    OddsTables,
    deal_parts,
    win_table,
)
from bot.engine.odds_race import DealPoints
from bot.engine.pegging import Go, Play, simulate_play
from bot.engine.show import HEELS_POINTS, score_hand
from bot.engine.variants import fadoq_rule

DEALER, PONE = 1, 0
"""Seats in the engine's play: the pone leads (seat 0), the dealer is seat 1."""
DEAL_SIZE = 6


def expert_deal(rng: random.Random, tables: CribValues | None) -> DealPoints:
    """One deal between two expert seats, with its points in counting order."""
    pack = list(DECK)
    rng.shuffle(pack)
    hands = (pack[:DEAL_SIZE], pack[DEAL_SIZE : 2 * DEAL_SIZE])
    starter = pack[2 * DEAL_SIZE]
    # Hand and crib only, as when `content/odds.json` was measured (the pegging tables came
    # later): the shipped table stays what this code regenerates.
    tossed = [expert_lay_away(hands[s], dealer=s == DEALER, tables=tables) for s in (0, 1)]
    kept = [[c for c in hands[s] if c not in tossed[s]] for s in (0, 1)]
    policies = [play_policy(Level.EXPERT, rng, (starter, *tossed[s])) for s in (0, 1)]
    record = simulate_play(kept, dealer=DEALER, policies=policies)
    pegging: list[int] = [HEELS_POINTS] if starter.rank == JACK else []
    singles: set[int] = set()
    for event in record.events:
        if isinstance(event, Play | Go) and event.points:
            if isinstance(event, Go):
                singles.add(len(pegging))
            pegging.append(event.points if event.player == DEALER else -event.points)
    crib = score_hand([*tossed[PONE], *tossed[DEALER]], starter, crib=True).total
    return DealPoints(
        tuple(pegging),
        score_hand(kept[PONE], starter).total,
        score_hand(kept[DEALER], starter).total + crib,
        crib,
        frozenset(singles),
    )


def expert_deals(
    count: int,
    seed: int,
    tables: CribValues | None,
    progress: Callable[[int], None] | None = None,
) -> list[DealPoints]:
    """`count` expert deals from `seed` (the same seed gives the same deals)."""
    rng = random.Random(seed)
    deals = []
    for i in range(count):
        deals.append(expert_deal(rng, tables))
        if progress is not None and (i + 1) % 1000 == 0:
            progress(i + 1)
    return deals


DEFAULT_DEALS = 8_000
"""Deals measured for the shipped table (about seven minutes on one core)."""
DEFAULT_SEED = 4242
METHOD = (
    "expert against expert deals (lay-away with the crib tables, the play by the expert "
    "policy); dynamic programming over the score pairs, the play as a race in the order "
    "pegged, then the pone's hand, then the dealer's hand and crib; under the FADOQ rule the "
    "same deals without the go and last-card points of a side at the threshold or above"
)


def _mean(values: list[int]) -> float:
    return round(sum(values) / len(values), 3)


def odds_from_deals(deals: list[DealPoints], seed: int) -> OddsTables:
    """The win tables for both targets, standard and under the FADOQ rule (from 116 in a game
    of 121, from 56 in a game of 61: `variants.fadoq_rule`), with the sample's figures in
    `meta`: the mean points of each part of a deal and the first dealer's chance at 0-0 from
    each half of the sample (how much it moves with the sample)."""
    half = len(deals) // 2
    halves = [deals[:half], deals[half:]] if half else [deals]
    meta = {
        "deals": len(deals),
        "seed": seed,
        "method": METHOD,
        "mean_points": {
            "dealer_pegging": _mean([d.dealer_pegged for d in deals]),
            "pone_pegging": _mean([d.pone_pegged for d in deals]),
            "pone_hand": _mean([d.pone_hand for d in deals]),
            "dealer_hand_and_crib": _mean([d.dealer_show for d in deals]),
        },
        "first_dealer_by_half": [round(win_table(h, DEFAULT_TARGET)[0][0], 4) for h in halves],
    }
    fadoq = {}
    for target in TARGETS:
        rule = fadoq_rule(target)
        if rule is not None:
            fadoq[target] = FadoqTable(rule.threshold, win_table(deals, target, rule.threshold))
    tables = {t: win_table(deals, t) for t in TARGETS}
    return OddsTables(tables, meta, deal_parts(deals), fadoq)


def generate_odds(
    count: int = DEFAULT_DEALS,
    seed: int = DEFAULT_SEED,
    tables: CribValues | None = None,
    progress: Callable[[int], None] | None = None,
) -> OddsTables:
    """Measure `count` expert deals from `seed` and compute the win tables."""
    return odds_from_deals(expert_deals(count, seed, tables, progress), seed)
