"""`python -m bot.bench bot`: many players counting hands at once, through the whole bot.

Each simulated player asks for a hand (/hand) and answers it (the right total most of the time,
else too low, which the bot claims as muggins), round after round. Updates go through the real
Application, handlers, update processor (per-player ordering, bounded concurrency) and a real
SQLite file in a temporary folder; only Telegram is replaced, by the in-process `LocalBotApi`.

Three passes over fresh players:
1. throughput: every player sends its next update as soon as the previous one is handled;
   updates per second = updates / wall time (the answers' totals are looked up in between);
2. latency (open loop): `--arrivals` updates arrive at random (Poisson) at `--rate` per
   second, each from a player with nothing in flight; an update's latency runs from its
   scheduled arrival (not from when the event loop got round to it, so a stalled loop counts:
   no coordinated omission) to the end of its handling, JSON decoding included (p50, p99, max);
3. memory: pass 1 again, smaller, under tracemalloc (peak of Python allocations), then the
   process's peak resident size (ru_maxrss).
Passes 1 and 2 run `--repeat` times (fresh players each time); the verdict takes the median
run. CPU time per update (all threads) is printed too: unlike wall time, it hardly depends on
what else the 2 shared cores are doing, and so does the load average.
Targets: >= 500 updates/s, p99 < 50 ms, peak < 100 MB.

`--faults 0.02` runs instead against a Bot API failing 2% of the calls (429, 500, timeouts)
with the production rate limiter: see `bot/bench/_faults.py`.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import sys
import tempfile
import tracemalloc
from collections.abc import Sequence
from pathlib import Path

from bot.bench import _faults
from bot.bench.bot_sim import (
    TARGET_MB,
    TARGET_P99_MS,
    TARGET_RATE,
    BenchBotApi,
    Run,
    Simulation,
    graded,
    load_average,
    median,
)
from bot.tg.app import build_app, running
from bot.tg.config import Config


async def bench(args: argparse.Namespace) -> int:
    """Run the passes and print the report; 0 when every target is met, else 1."""
    runs: list[Run] = []
    with tempfile.TemporaryDirectory(prefix="muggins-bench-") as folder:
        db_path = Path(folder) / "muggins.sqlite3"
        config = Config(token=None, db_path=db_path, default_lang="en")
        api = BenchBotApi(record=False)
        application = build_app(
            config, request=api, rng=random.Random(args.seed), concurrency=args.concurrency
        )
        async with running(application):
            sim = Simulation(application, args.seed, db_path)
            warm_up = await sim.closed_loop(4, 1)  # first queries, caches
            answers = warm_up.answers
            for _ in range(args.repeat):
                throughput = await sim.closed_loop(args.users, args.rounds)
                latency = await sim.open_loop(args.users, args.rate, args.arrivals)
                runs.append(Run(throughput, latency))
                answers += throughput.answers + latency.answers
            tracemalloc.start()
            memory = await sim.closed_loop(args.users, max(1, args.rounds // 2))
            _, traced_peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            answers += memory.answers
            stored = await graded(application, range(1000, sim.next_user))
            sim.reader.close()
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    traced_mb = traced_peak / (1 << 20)
    lines = [
        f"bot benchmark: {args.users} players x {args.rounds} hands (/hand + answer), "
        f"seed {args.seed}, concurrency {args.concurrency}, {os.cpu_count()} cores, "
        f"load average {load_average()} (at the start)"
    ]
    for number, run in enumerate(runs, 1):
        lines += run.lines(args, f" #{number}" if len(runs) > 1 else "")
    rate = median([run.throughput.rate for run in runs])
    p99 = median([run.ms(0.99) for run in runs])
    if len(runs) > 1:
        lines.append(
            f"median      of {len(runs)} runs: {rate:.0f} updates/s, "
            f"p50 {median([run.ms(0.50) for run in runs]):.1f} ms, p99 {p99:.1f} ms"
        )
    lines += [
        f"memory      tracemalloc peak {traced_mb:.1f} MB during {memory.updates} updates; "
        f"process peak RSS {rss_mb:.1f} MB (target < {TARGET_MB:.0f} MB)",
        f"answers     {answers} sent, {stored} graded and stored",
        f"load        average {load_average()} (at the end)",
    ]
    met = rate >= TARGET_RATE and p99 < TARGET_P99_MS and rss_mb < TARGET_MB and stored == answers
    lines.append("targets     " + ("all met" if met else "NOT met"))
    print("\n".join(lines))
    return 0 if met else 1


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Options of the bot benchmark."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench bot", description=__doc__)
    parser.add_argument(
        "--users", type=int, help="simulated players per pass (default 200; 60 with --faults)"
    )
    parser.add_argument(
        "--rounds", type=int, help="hands per player in pass 1 (default 5; 2 with --faults)"
    )
    parser.add_argument(
        "--rate", type=float, help="arrivals per second in pass 2 (default 500; 20 with --faults)"
    )
    parser.add_argument(
        "--arrivals", type=int, help="updates offered in pass 2 (default 5000; 600 with --faults)"
    )
    parser.add_argument(
        "--faults",
        type=float,
        default=0.0,
        help="share of Bot API calls answered with a 429, a 500 or a timeout (e.g. 0.02); "
        "runs with the production rate limiter (see bot/bench/_faults.py)",
    )
    parser.add_argument(
        "--retry-after",
        type=int,
        default=1,
        help="seconds a simulated 429 asks to wait (0: retry at once, for the tests)",
    )
    parser.add_argument(
        "--fault-kinds",
        default="429,500,timeout",
        help="the faults drawn, in equal parts (comma-separated among 429, 500, timeout)",
    )
    parser.add_argument(
        "--timeout-after", type=float, default=0.5, help="seconds before a simulated timeout"
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs of passes 1 and 2")
    parser.add_argument("--concurrency", type=int, default=64, help="updates handled at once")
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args(argv)
    if args.faults:
        _faults.configure(args)
    for name, default in (("users", 200), ("rounds", 5), ("arrivals", 5000), ("rate", TARGET_RATE)):
        if getattr(args, name) is None:
            setattr(args, name, default)
    if not 0 <= args.faults < 1:
        parser.error("--faults must be a share between 0 and 1")
    kinds = args.fault_kinds.split(",")
    if not kinds or any(kind not in ("429", "500", "timeout") for kind in kinds):
        parser.error("--fault-kinds takes 429, 500 and timeout, comma-separated")
    if args.retry_after < 0 or args.timeout_after < 0:
        parser.error("--retry-after and --timeout-after must not be negative")
    for name in ("users", "rounds", "arrivals", "repeat", "concurrency"):
        if getattr(args, name) < 1:
            parser.error(f"--{name} must be at least 1")
    if args.rate <= 0:
        parser.error("--rate must be positive")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point for `python -m bot.bench bot`."""
    args = parse_args(argv)
    if args.faults:
        return asyncio.run(_faults.bench_faults(args))
    return asyncio.run(bench(args))


if __name__ == "__main__":
    sys.exit(main())
