"""`python -m bot.bench score`: speed of the show engine and of the exhaustive histogram.

Measured on one core (plain single-threaded Python), in this order:
1. the full enumeration of the 12,994,800 (hand, starter) combinations under hand rules, then
   under crib rules, from cold caches, with the histogram facts (exact mean, maximum, zeros,
   impossible scores);
2. full breakdowns (`score_hand`) per second over seeded random deals: the first pass (cold
   rank cache) and the best of `--repeat` warm passes;
3. totals alone (`hand_points`) per second, the same way.
Targets: enumeration (both rule sets) < 10 s, breakdowns >= 50,000 per second.
Exit code 0 when both targets are met, else 1.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence
from typing import TypeAlias

from bot.bench import bench_parser, print_results
from bot.engine.cards import Card
from bot.engine.dealing import deal
from bot.engine.enumerate import Summary, show_histogram, summarize
from bot.engine.show import clear_caches, hand_points, score_hand

ENUMERATION_TARGET_S = 10.0
BREAKDOWNS_TARGET_PER_S = 50_000

Deal: TypeAlias = tuple[list[Card], Card]


def _deals(seed: int, n: int) -> list[Deal]:
    """`n` seeded random (hand, starter) deals."""
    rng = random.Random(seed)
    return [(five[:4], five[4]) for five in (deal(rng, 5) for _ in range(n))]


def _rate(function: Callable[[list[Card], Card], object], deals: Sequence[Deal]) -> float:
    """Calls per second of `function` over the deals, one pass."""
    start = time.perf_counter()
    for hand, starter in deals:
        function(hand, starter)
    return len(deals) / (time.perf_counter() - start)


def _rates(
    function: Callable[[list[Card], Card], object], deals: Sequence[Deal], repeat: int
) -> tuple[float, float]:
    """The cold first pass and the best of `repeat` warm passes, in calls per second."""
    clear_caches()
    cold = _rate(function, deals)
    return cold, max(_rate(function, deals) for _ in range(repeat))


def _timed_histogram(*, crib: bool) -> tuple[float, Summary]:
    """Seconds for one cold full enumeration, and its facts."""
    clear_caches()
    start = time.perf_counter()
    histogram = show_histogram(crib=crib)
    seconds = time.perf_counter() - start
    return seconds, summarize(histogram)


def _facts(prefix: str, summary: Summary) -> dict[str, object]:
    """The histogram facts, labelled."""
    return {
        f"{prefix}_combinations": summary.combinations,
        f"{prefix}_mean": f"{summary.mean.numerator}/{summary.mean.denominator}",
        f"{prefix}_mean_decimal": round(float(summary.mean), 6),
        f"{prefix}_max": summary.maximum,
        f"{prefix}_zeros": summary.zeros,
        f"{prefix}_impossible": " ".join(map(str, summary.impossible)),
    }


def measure(args: argparse.Namespace) -> dict[str, object]:
    """Run every measurement; labelled results in print order."""
    results: dict[str, object] = {}
    hand_s, hand = _timed_histogram(crib=False)
    crib_s, crib = _timed_histogram(crib=True)
    results |= {
        "enumeration_s": round(hand_s + crib_s, 3),
        "enumeration_hand_s": round(hand_s, 3),
        "enumeration_crib_s": round(crib_s, 3),
    }
    results |= _facts("hand", hand) | _facts("crib", crib)
    deals = _deals(args.seed, args.hands)
    cold, breakdowns = _rates(score_hand, deals, args.repeat)
    results |= {
        "hands": args.hands,
        "breakdowns_per_s": round(breakdowns),
        "breakdowns_per_s_cold": round(cold),
    }
    cold, best = _rates(hand_points, deals, args.repeat)
    results |= {"totals_per_s": round(best), "totals_per_s_cold": round(cold)}
    met = hand_s + crib_s < ENUMERATION_TARGET_S and breakdowns >= BREAKDOWNS_TARGET_PER_S
    results["targets_met"] = "yes" if met else "no"
    return results


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point for `python -m bot.bench score`."""
    parser = bench_parser("score", __doc__, results=True)
    parser.add_argument("--hands", type=int, default=100_000, help="random deals per pass")
    parser.add_argument("--repeat", type=int, default=3, help="warm passes (best is kept)")
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args(argv)
    return print_results(measure(args), as_json=args.json)
