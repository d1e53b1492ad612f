"""`python -m bot.bench discard`: how fast the lay-away analysis and the expert tables are.

1. The first analysis in the process, and the 200 deals of 2. in a fresh process state: the
   cached rank tables fill up as deals need them.
2. With every cached table filled (`precompute`, timed): the exact `uniform` analysis of
   `--deals` seeded random 6-card deals, all 15 lay-aways each (dealer and pone alternately):
   median, p95 and max per deal. Target: median <= 10 ms.
3. The same deals with the `expert` model (the shipped tables).
4. The 5-card (3 or 4 players) uniform analysis of as many deals.
5. Regenerating the expert tables with the shipped recipe (`--quick`: 5,000 deals instead).

Everything runs in this one process, on one core. Exit code 0 when the target is met.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

from bot.bench import bench_parser
from bot.content_tables import shipped_crib_tables
from bot.engine.crib_tables import CribTables, generate_tables
from bot.engine.dealing import deal
from bot.engine.lay_away import analyse_lay_aways, precompute

TARGET_MEDIAN_MS = 10.0
QUICK_SAMPLES = 5_000
A = TypeVar("A")
B = TypeVar("B")


def percentile(values: Sequence[float], q: float) -> float:
    """The `q` quantile (0..1) of `values`, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def add_deal_options(parser: argparse.ArgumentParser, *, seed: int, repeat: int) -> None:
    """`--deals`, `--seed` and `--repeat` of the lay-away benchmarks (this one and `ecart`)."""
    parser.add_argument("--deals", type=int, default=200, help="random deals (default 200)")
    parser.add_argument("--seed", type=int, default=seed, help="seed of the deals")
    repeat_help = f"passes over the deals once warm (default {repeat})"
    parser.add_argument("--repeat", type=int, default=repeat, help=repeat_help)


def time_each(
    cases: Sequence[tuple[A, B]], work: Callable[[A, B], object], repeat: int = 1
) -> list[list[float]]:
    """Milliseconds of `work(*case)` per case, for each of `repeat` passes over `cases`."""
    passes = []
    for _ in range(repeat):
        times = []
        for first, second in cases:
            start = time.perf_counter()
            work(first, second)
            times.append((time.perf_counter() - start) * 1000)
        passes.append(times)
    return passes


def report(label: str, passes: Sequence[Sequence[float]]) -> None:
    """Median, p95 and max of the first pass; with several passes, also of each deal's best
    pass (what the deal costs without the other processes of a shared machine)."""
    first = passes[0]
    print(f"{label} median ms: {statistics.median(first):.3f}")
    print(f"{label} p95 ms: {percentile(first, 0.95):.3f}")
    print(f"{label} max ms: {max(first):.3f}")
    if len(passes) > 1:
        best = [min(times) for times in zip(*passes, strict=True)]
        n = len(passes)
        print(f"{label} best of {n} median ms: {statistics.median(best):.3f}")
        print(f"{label} best of {n} p95 ms: {percentile(best, 0.95):.3f}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; 0 when the uniform median meets the target."""
    parser = bench_parser("discard", __doc__)
    add_deal_options(parser, seed=2024, repeat=5)
    parser.add_argument(
        "--quick", action="store_true", help=f"regenerate the tables from {QUICK_SAMPLES} deals"
    )
    parser.add_argument("--no-tables", action="store_true", help="skip the regeneration")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    # (cards, dealer): the dealer and the pone alternately
    deals = [(deal(rng, 6), i % 2 == 0) for i in range(args.deals)]
    small = [(deal(rng, 5), i % 2 == 0) for i in range(args.deals)]
    tables: CribTables = shipped_crib_tables()

    start = time.perf_counter()
    analyse_lay_aways(deals[0][0], dealer=True)
    print(f"first analysis (empty caches) ms: {(time.perf_counter() - start) * 1000:.1f}")
    cold = time_each(deals, lambda c, d: analyse_lay_aways(c, dealer=d))
    report("uniform 6-card, caches filling up", cold)
    start = time.perf_counter()
    precompute()
    print(f"precompute (all cached rank tables) ms: {(time.perf_counter() - start) * 1000:.1f}")

    repeat = max(1, args.repeat)
    uniform = time_each(deals, lambda c, d: analyse_lay_aways(c, dealer=d), repeat)
    report(f"uniform 6-card ({args.deals} deals, 15 lay-aways)", uniform)
    expert = time_each(
        deals,
        lambda c, d: analyse_lay_aways(c, dealer=d, crib_model="expert", tables=tables),
        repeat,
    )
    report(f"expert 6-card ({args.deals} deals)", expert)
    five = time_each(small, lambda c, d: analyse_lay_aways(c, dealer=d, players=3), repeat)
    report(f"uniform 5-card ({args.deals} deals, 5 lay-aways)", five)

    if not args.no_tables:
        meta = tables.meta
        samples = QUICK_SAMPLES if args.quick else int(meta["samples"])
        start = time.perf_counter()
        regenerated = generate_tables(
            samples=samples,
            seed=int(meta["seed"]),
            max_iterations=int(meta["max_iterations"]),
            tolerance=float(meta["tolerance"]),
        )
        elapsed = time.perf_counter() - start
        print(f"expert tables regeneration ({samples} deals) s: {elapsed:.1f}")
        print(f"expert tables iterations: {regenerated.meta['iterations']}")
        print(f"expert tables converged: {regenerated.meta['converged']}")

    median = statistics.median(uniform[0])
    met = median <= TARGET_MEDIAN_MS
    print(f"target uniform median <= {TARGET_MEDIAN_MS:g} ms: {'met' if met else 'MISSED'}")
    return 0 if met else 1
