"""`python -m bot.bench coach`: how fast the coach deals a show or a lay-away holding a theme.

Measured on one core, in this order:
1. building the rank tables from cold caches (`bot.engine.theme_deals.precompute`);
2. for every show theme (as a hand, and as a crib where a crib can hold it) and every lay-away
   theme: `--deals` seeded deals, the mean and the slowest in milliseconds;
3. for the play (simulated rounds, no direct construction): the same for the count question.
Target: every show and lay-away theme under 5 ms a deal on average. Exit code 0 when met.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence

from bot.bench import bench_parser, print_results
from bot.coach.deals import deal_count_with
from bot.engine.theme_deals import (
    deal_lay_away,
    deal_show,
    multiset_themes,
    precompute,
    show_theme_possible,
    theme_table,
)
from bot.engine.themes import LAY_AWAY_THEMES, PLAY_THEMES, SHOW_THEMES, Theme

TARGET_MS = 5.0


def _timings(make: Callable[[random.Random], object], n: int, seed: int) -> tuple[float, float]:
    """Mean and slowest milliseconds of `n` calls."""
    rng = random.Random(seed)
    times = []
    for _ in range(n):
        start = time.perf_counter()
        make(rng)
        times.append((time.perf_counter() - start) * 1000)
    return sum(times) / n, max(times)


def _show(theme: Theme, crib: bool) -> Callable[[random.Random], object]:
    return lambda rng: deal_show(theme, rng, crib=crib)


def _lay_away(theme: Theme) -> Callable[[random.Random], object]:
    return lambda rng: deal_lay_away(theme, rng)


def _count(theme: Theme) -> Callable[[random.Random], object]:
    return lambda rng: deal_count_with(theme, rng)


def measure(args: argparse.Namespace) -> dict[str, object]:
    """Every measurement, labelled, in print order."""
    multiset_themes.cache_clear()
    theme_table.cache_clear()
    start = time.perf_counter()
    precompute()
    results: dict[str, object] = {"precompute_ms": round((time.perf_counter() - start) * 1000, 1)}
    worst = 0.0
    for theme in SHOW_THEMES:
        for crib in (False, True):
            if not show_theme_possible(theme, crib=crib):
                continue
            mean, slowest = _timings(_show(theme, crib), args.deals, args.seed)
            worst = max(worst, mean)
            label = f"{'crib' if crib else 'hand'}_{theme.value}"
            results[f"{label}_mean_ms"] = round(mean, 3)
            results[f"{label}_max_ms"] = round(slowest, 3)
    for theme in LAY_AWAY_THEMES:
        mean, slowest = _timings(_lay_away(theme), args.deals, args.seed)
        worst = max(worst, mean)
        results[f"ecart_{theme.value}_mean_ms"] = round(mean, 3)
        results[f"ecart_{theme.value}_max_ms"] = round(slowest, 3)
    results["worst_mean_ms"] = round(worst, 3)
    for theme in PLAY_THEMES:
        mean, slowest = _timings(_count(theme), args.peg_deals, args.seed)
        results[f"peg_{theme.value}_mean_ms"] = round(mean, 3)
        results[f"peg_{theme.value}_max_ms"] = round(slowest, 3)
    results["target_ms"] = TARGET_MS
    results["targets_met"] = "yes" if worst < TARGET_MS else "no"
    return results


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; exit code 0 when the target is met."""
    parser = bench_parser("coach", __doc__, results=True)
    parser.add_argument("--deals", type=int, default=300, help="deals per show/lay-away theme")
    parser.add_argument("--peg-deals", type=int, default=30, help="deals per play theme")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.deals < 1 or args.peg_deals < 1:
        parser.error("--deals and --peg-deals must be at least 1")
    return print_results(measure(args), as_json=args.json)
