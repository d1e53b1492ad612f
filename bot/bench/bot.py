"""`python -m bot.bench bot`: many players counting hands at once, through the whole bot.

Each simulated player asks for a hand (/hand) and answers it (the right total most of the time,
else too low, which the bot claims as muggins), round after round. Updates go through the real
Application, handlers, update processor (per-player ordering, bounded concurrency) and a real
SQLite file in a temporary folder; only Telegram is replaced, by the in-process `LocalBotApi`.

Three passes over fresh players:
1. throughput: every player sends its next update as soon as the previous one is handled;
   updates per second = updates / wall time (the answers' totals are looked up in between:
   that look-up, and the fake Telegram's own work of answering each call, are the harness's,
   not the bot's, and are left out of the wall time and the CPU time);
2. latency (open loop): `--arrivals` updates arrive at random (Poisson) at `--rate` per
   second (default 300), each from a player with nothing in flight; an update's latency runs
   from its scheduled arrival (not from when the event loop got round to it, so a stalled loop
   counts: no coordinated omission) to the end of its handling, JSON decoding included (p50,
   p99, max);
3. memory: pass 1 again, smaller, under tracemalloc (peak of Python allocations), then the
   process's peak resident size (ru_maxrss).
Passes 1 and 2 run `--repeat` times (fresh players each time); the verdict takes the median
run. CPU time per update (all threads) is printed too: unlike wall time, it hardly depends on
what else the 2 shared cores are doing, and so does the load average. The garbage
collector's pauses during passes 1 and 2 are printed (`--gc-freeze off` to compare).
Targets: >= 500 updates/s, p99 < 20 ms, peak < 100 MB, every answer stored.

`--vs-echo`: the same players also drive Muggins with pictures off (each player first sends
`/pictures off`) and a bare python-telegram-bot echo bot (`bot/bench/_echo.py`), all in one
process, the three in turn within each repeat; the last lines give the ratios of the medians,
updates/s and CPU per update, Muggins / echo with pictures on and off. Targets then: >= 0.35
with pictures on, >= 0.45 with them off (instead of 500 updates/s, which depends on the
machine), p99 < 20 ms with pictures on, every answer stored, peak < 100 MB.

`--faults 0.02` runs instead against a Bot API failing 2% of the calls (429, 500, timeouts)
with the production rate limiter: see `bot/bench/_faults.py`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import math
import os
import random
import resource
import sqlite3
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import sub
from pathlib import Path
from typing import Any, Final

from telegram import Update
from telegram.request import BaseRequest, RequestData

from bot.bench._echo import echo_app
from bot.drills import Deal
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.local import LocalBotApi, make_message_update
from bot.tg.warm import GC_FREEZE_ENV

TARGET_RATE: Final = 500.0
OFFERED: Final = 300.0
"""Arrivals per second of the open loop (pass 2)."""
TARGET_P99_MS: Final = 20.0
TARGET_MB: Final = 100.0
TARGET_RATIO_ON: Final = 0.35
"""With `--vs-echo`: Muggins's updates/s over the echo bot's, pictures on (at least)."""
TARGET_RATIO_OFF: Final = 0.45
"""The same with pictures off."""
CORRECT_SHARE: Final = 0.6
"""Share of answers that give the exact total (the others are too low: muggins)."""
MESSAGES_KEPT: Final = 2
"""Bot messages the fake Bot API keeps per chat (the question and its verdict; 256 in tests)."""


class BenchBotApi(LocalBotApi):
    """`LocalBotApi` keeping only each chat's last few messages.

    The messages a chat holds are Telegram's state, not the bot's: kept by the hundred per
    chat in this process, they would grow the measured memory (and the garbage collector's
    work) with every hand. The players here only answer their latest question.
    """

    serving: float = 0.0
    """Seconds spent answering calls: Telegram's side of the work (its HTML parser, its JSON),
    which a real bot never pays; the benchmark leaves it out of the bot's figures."""
    serving_cpu: float = 0.0
    """The same in CPU seconds of the event loop's thread."""

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Any = BaseRequest.DEFAULT_NONE,
        write_timeout: Any = BaseRequest.DEFAULT_NONE,
        connect_timeout: Any = BaseRequest.DEFAULT_NONE,
        pool_timeout: Any = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        """Answer the call, timing it (it never waits, except a long poll: none here)."""
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            return await super().do_request(
                url,
                method,
                request_data,
                read_timeout,
                write_timeout,
                connect_timeout,
                pool_timeout,
            )
        finally:
            self.serving += time.perf_counter() - start
            self.serving_cpu += time.thread_time() - cpu

    def _keep(self, chat_id: int, message: dict[str, Any]) -> None:
        super()._keep(chat_id, message)
        kept = self._messages[chat_id]
        while len(kept) > MESSAGES_KEPT:
            del kept[min(kept)]


@dataclass
class Pass:
    """What one pass measured."""

    updates: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    service: list[float] = field(default_factory=list)
    answers: int = 0
    dropped: int = 0
    cpu: float = 0.0
    """Process CPU seconds (every thread) spent during the pass."""
    harness: float = 0.0
    """Seconds of the harness's own work on the event loop: the simulated players looking up
    their deals and the fake Telegram answering calls (not the bot's work: left out of the
    rate, for Muggins and the echo bot alike)."""
    harness_cpu: float = 0.0
    """The same work in CPU seconds: left out of the CPU per update."""

    @property
    def rate(self) -> float:
        """Updates handled per second of wall time (the harness's work left out)."""
        seconds = self.seconds - self.harness
        return self.updates / seconds if seconds > 0 else 0.0

    @property
    def cpu_ms(self) -> float:
        """CPU milliseconds per update (the harness's work left out)."""
        cpu = max(0.0, self.cpu - self.harness_cpu)
        return 1000 * cpu / self.updates if self.updates else 0.0


class Simulation:
    """Players driving one running application.

    `pictures` False: each new player first sends `/pictures off` (before the pass's clock
    starts). `echo` True: the application is the bare echo bot (`bot.bench._echo`), and
    each player only sends texts, with nothing to look up between them.
    """

    def __init__(
        self,
        application: App,
        seed: int,
        db_path: Path | None,
        *,
        pictures: bool = True,
        echo: bool = False,
        api: BenchBotApi | None = None,
    ) -> None:
        self.application = application
        self.rng = random.Random(seed)
        self.next_user = 1000
        self.pictures = pictures
        self.echo = echo
        # The players "read" their deal with a plain read-only connection of their own, so
        # that looking it up costs the bot's database connection nothing.
        self.reader = (
            None if db_path is None else sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        )
        self.pending: dict[int, int] = {}
        self.api = api
        self.looking_up = 0.0
        """Seconds the players spent looking up their deals (the harness, not the bot)."""
        self.looking_up_cpu = 0.0

    def harness(self) -> tuple[float, float]:
        """Seconds of the harness's own work so far, in wall time and in CPU time of the
        event loop's thread: the players' look-ups and the fake Telegram's answers."""
        api = self.api
        return (
            self.looking_up + (api.serving if api is not None else 0.0),
            self.looking_up_cpu + (api.serving_cpu if api is not None else 0.0),
        )

    def pending_total(self, user_id: int) -> int | None:
        """The total of the player's pending question, read from the SQLite file."""
        if self.reader is None:
            return None
        start, cpu = time.perf_counter(), time.thread_time()
        row = self.reader.execute(
            "SELECT deal FROM questions WHERE user_id = ? AND chat_id = ? AND state = 'pending'",
            (user_id, user_id),
        ).fetchone()
        total = None if row is None else Deal.from_dict(json.loads(row[0])).score().total
        self.looking_up += time.perf_counter() - start
        self.looking_up_cpu += time.thread_time() - cpu
        return total

    def close(self) -> None:
        """Close the players' reading connection."""
        if self.reader is not None:
            self.reader.close()

    async def enrol(self, users: range) -> range:
        """Players who turned pictures off (`/pictures off`) when `pictures` is False."""
        if not self.pictures and not self.echo:
            for user_id in users:
                update = Update.de_json(
                    make_message_update("/pictures off", user_id, user_id, language_code="en"),
                    self.application.bot,
                )
                await self.application.process_update(update)
        return users

    async def handle(
        self, payload: dict[str, object], result: Pass, arrived: float | None = None
    ) -> None:
        """Submit one update through the update processor; record its latency (from
        `arrived`, by default now) and the time its handling took once it had a slot."""
        app = self.application
        if arrived is None:
            arrived = time.perf_counter()
        update = Update.de_json(payload, app.bot)

        async def timed() -> None:
            started = time.perf_counter()
            await app.process_update(update)
            result.service.append(time.perf_counter() - started)

        await app.update_processor.process_update(update, timed())
        result.latencies.append(time.perf_counter() - arrived)
        result.updates += 1

    async def step(
        self, user_id: int, rng: random.Random, result: Pass, arrived: float | None = None
    ) -> None:
        """The player's next move: /hand when nothing is pending, else the answer (the echo
        bot gets the same texts)."""
        if self.echo:
            text = "/hand" if rng.random() < 0.5 else str(rng.randrange(30))
            payload = make_message_update(text, user_id, user_id, language_code="en")
            await self.handle(payload, result, arrived)
            return
        total = self.pending.pop(user_id, None)
        if total is None:
            await self.handle(
                make_message_update("/hand", user_id, user_id, language_code="en"),
                result,
                arrived,
            )
            pending = self.pending_total(user_id)
            if pending is not None:
                self.pending[user_id] = pending
            return
        answer = total if rng.random() < CORRECT_SHARE or total == 0 else total - 1
        await self.handle(
            make_message_update(str(answer), user_id, user_id, language_code="en"),
            result,
            arrived,
        )
        result.answers += 1

    def new_players(self, users: int) -> range:
        """Ids of `users` players never seen before."""
        first = self.next_user
        self.next_user += users
        return range(first, first + users)

    async def closed_loop(self, users: int, rounds: int) -> Pass:
        """Every player plays `rounds` hands as fast as the bot answers."""
        result = Pass()

        async def play(user_id: int) -> None:
            rng = random.Random(self.rng.random())
            for _ in range(2 * rounds):
                await self.step(user_id, rng, result)

        players = await self.enrol(self.new_players(users))
        harness = self.harness()
        start, cpu = time.perf_counter(), time.process_time()
        await asyncio.gather(*(play(uid) for uid in players))
        result.seconds = time.perf_counter() - start
        result.cpu = time.process_time() - cpu
        result.harness, result.harness_cpu = map(sub, self.harness(), harness)
        return result

    async def open_loop(self, users: int, rate: float, count: int) -> Pass:
        """`count` updates arriving at random (Poisson) at `rate` per second, each from a
        player who has nothing in flight (an arrival finding every player busy is dropped)."""
        result = Pass()
        rng = random.Random(self.rng.random())
        idle = list(await self.enrol(self.new_players(users)))
        tasks: dict[asyncio.Task[None], int] = {}

        def done(task: asyncio.Task[None]) -> None:
            idle.append(tasks.pop(task))

        harness = self.harness()
        start, cpu = time.perf_counter(), time.process_time()
        due = start
        for _ in range(count):
            due += rng.expovariate(rate)
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            if not idle:
                result.dropped += 1
                continue
            user_id = idle.pop(rng.randrange(len(idle)))
            task = asyncio.create_task(self.step(user_id, rng, result, due))
            tasks[task] = user_id
            task.add_done_callback(done)
        await asyncio.gather(*tasks)
        result.seconds = time.perf_counter() - start
        result.cpu = time.process_time() - cpu
        result.harness, result.harness_cpu = map(sub, self.harness(), harness)
        return result


def percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) of `values`, nearest-rank."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


async def graded(application: App, users: range) -> int:
    """Attempts stored for `users` (every graded answer is one)."""
    db = application.bot_data.db
    return sum([len(await db.attempts(user_id, limit=10_000)) for user_id in users])


@dataclass
class Run:
    """One throughput pass and one latency pass."""

    throughput: Pass
    latency: Pass

    def ms(self, q: float) -> float:
        """The q-quantile of the latency pass, in milliseconds."""
        return percentile(self.latency.latencies, q) * 1000

    def lines(self, args: argparse.Namespace, label: str) -> list[str]:
        """The report of this run."""
        throughput, latency = self.throughput, self.latency
        worst = max(latency.latencies, default=0.0) * 1000
        s50 = percentile(latency.service, 0.50) * 1000
        s99 = percentile(latency.service, 0.99) * 1000
        return [
            f"throughput{label}  {throughput.updates} updates in {throughput.seconds:.2f} s: "
            f"{throughput.rate:.0f} updates/s (target >= {TARGET_RATE:.0f}); "
            f"CPU {throughput.cpu_ms:.2f} ms/update",
            f"latency{label}     {latency.updates} updates arriving at {args.rate:.0f}/s "
            f"(achieved {latency.rate:.0f}/s, {latency.dropped} dropped): "
            f"p50 {self.ms(0.50):.1f} ms, p99 {self.ms(0.99):.1f} ms, max {worst:.1f} ms "
            f"(target p99 < {TARGET_P99_MS:.0f} ms); in the handlers: p50 {s50:.1f} ms, "
            f"p99 {s99:.1f} ms; CPU {latency.cpu_ms:.2f} ms/update",
        ]


def median(values: Sequence[float]) -> float:
    """The median (the lower middle one for an even count, i.e. not flattering rates)."""
    ordered = sorted(values)
    return ordered[(len(ordered) - 1) // 2] if ordered else 0.0


def load_average() -> str:
    """The 1, 5 and 15 minute load averages (2 cores, shared with other work)."""
    return ", ".join(f"{x:.1f}" for x in os.getloadavg())


@dataclass
class Subject:
    """One bot the players drive: Muggins with pictures on or off, or the echo bot."""

    label: str
    sim: Simulation
    runs: list[Run] = field(default_factory=list)
    answers: int = 0

    @property
    def rate(self) -> float:
        """The median updates/s of the throughput passes."""
        return median([run.throughput.rate for run in self.runs])

    @property
    def cpu_ms(self) -> float:
        """The median CPU milliseconds per update of the throughput passes."""
        return median([run.throughput.cpu_ms for run in self.runs])

    @property
    def p99(self) -> float:
        """The median p99 (ms) of the latency passes."""
        return median([run.ms(0.99) for run in self.runs])


class Collections:
    """The garbage collector's pauses while it is installed (`gc.callbacks`), by generation,
    in CPU time of the collecting thread (on a loaded machine the wall time of a pause also
    counts the time other processes had the core)."""

    def __init__(self) -> None:
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        """The callback: `start` and `stop` of each collection."""
        if phase == "start":
            self._started = time.thread_time()
        else:
            self.pauses[info["generation"]].append(time.thread_time() - self._started)

    def __enter__(self) -> Collections:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self)

    def line(self) -> str:
        """Full collections (generation 2): how many, the longest; the younger ones' total."""
        full = self.pauses[2]
        young = sum(self.pauses[0]) + sum(self.pauses[1])
        return (
            f"gc          {len(full)} full collections, longest (CPU) "
            f"{max(full, default=0.0) * 1000:.1f} ms, {sum(full) * 1000:.0f} ms in all; "
            f"{len(self.pauses[0]) + len(self.pauses[1])} young ones, {young * 1000:.0f} ms "
            f"(frozen at start-up: {gc.get_freeze_count()} objects)"
        )


def ratio(a: float, b: float) -> float:
    """a / b, 0 when b is 0."""
    return a / b if b else 0.0


async def bench(args: argparse.Namespace) -> int:
    """Run the passes and print the report; 0 when every target is met, else 1."""
    if args.gc_freeze is not None:
        os.environ[GC_FREEZE_ENV] = "1" if args.gc_freeze == "on" else "0"
    with tempfile.TemporaryDirectory(prefix="muggins-bench-") as folder:
        async with contextlib.AsyncExitStack() as stack:
            subjects: list[Subject] = []
            plan = [("muggins", True)] + ([("pictures off", False)] if args.vs_echo else [])
            for number, (label, pictures) in enumerate(plan):
                db_path = Path(folder) / f"muggins-{number}.sqlite3"
                config = Config(token=None, db_path=db_path, default_lang="en")
                api = BenchBotApi(record=False)
                application = build_app(
                    config, request=api, rng=random.Random(args.seed), concurrency=args.concurrency
                )
                await stack.enter_async_context(running(application))
                sim = Simulation(application, args.seed, db_path, pictures=pictures, api=api)
                stack.callback(sim.close)
                subjects.append(Subject(label, sim))
            if args.vs_echo:
                api = BenchBotApi(record=False)
                echo = echo_app(api, args.concurrency)
                await stack.enter_async_context(echo)
                sim = Simulation(echo, args.seed, None, echo=True, api=api)
                subjects.append(Subject("echo", sim))
            for subject in subjects:
                subject.answers += (await subject.sim.closed_loop(4, 1)).answers  # warm-up
            with Collections() as collections:
                for _ in range(args.repeat):
                    for subject in subjects:
                        throughput = await subject.sim.closed_loop(args.users, args.rounds)
                        latency = await subject.sim.open_loop(args.users, args.rate, args.arrivals)
                        subject.runs.append(Run(throughput, latency))
                        subject.answers += throughput.answers + latency.answers
            main = subjects[0]
            tracemalloc.start()
            memory = await main.sim.closed_loop(args.users, max(1, args.rounds // 2))
            _, traced_peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            main.answers += memory.answers
            stored = {
                subject.label: await graded(
                    subject.sim.application, range(1000, subject.sim.next_user)
                )
                for subject in subjects
                if not subject.sim.echo
            }
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    traced_mb = traced_peak / (1 << 20)
    lines = [
        f"bot benchmark: {args.users} players x {args.rounds} hands (/hand + answer), "
        f"seed {args.seed}, concurrency {args.concurrency}, {os.cpu_count()} cores, "
        f"load average {load_average()} (at the start)"
    ]
    for subject in subjects:
        label = "" if not args.vs_echo else f" [{subject.label}]"
        for number, run in enumerate(subject.runs, 1):
            lines += run.lines(args, label + (f" #{number}" if len(subject.runs) > 1 else ""))
        if len(subject.runs) > 1:
            lines.append(
                f"median{label} of {len(subject.runs)} runs: {subject.rate:.0f} updates/s, "
                f"CPU {subject.cpu_ms:.2f} ms/update, "
                f"p50 {median([run.ms(0.50) for run in subject.runs]):.1f} ms, "
                f"p99 {subject.p99:.1f} ms"
            )
    answered = [subject for subject in subjects if not subject.sim.echo]
    all_stored = all(stored[s.label] == s.answers for s in answered)
    lines += [
        f"memory      tracemalloc peak {traced_mb:.1f} MB during {memory.updates} updates; "
        f"process peak RSS {rss_mb:.1f} MB (target < {TARGET_MB:.0f} MB)",
        "answers     "
        + "; ".join(
            f"{s.answers} sent, {stored[s.label]} graded and stored"
            + (f" ({s.label})" if args.vs_echo else "")
            for s in answered
        ),
        collections.line(),
        f"load        average {load_average()} (at the end)",
    ]
    p99 = main.p99
    met = p99 < args.target_p99 and rss_mb < TARGET_MB and all_stored
    if args.vs_echo:
        on, off, echo_subject = subjects
        rate_on, rate_off = ratio(on.rate, echo_subject.rate), ratio(off.rate, echo_subject.rate)
        cpu_on = ratio(on.cpu_ms, echo_subject.cpu_ms)
        cpu_off = ratio(off.cpu_ms, echo_subject.cpu_ms)
        met = met and rate_on >= TARGET_RATIO_ON and rate_off >= TARGET_RATIO_OFF
        lines += [
            f"vs echo     updates/s muggins / echo: pictures on {rate_on:.2f} "
            f"(target >= {TARGET_RATIO_ON:.2f}), pictures off {rate_off:.2f} "
            f"(target >= {TARGET_RATIO_OFF:.2f})",
            f"vs echo     CPU per update muggins / echo: pictures on {cpu_on:.2f}, "
            f"pictures off {cpu_off:.2f} (echo {echo_subject.cpu_ms:.2f} ms/update)",
        ]
    else:
        met = met and main.rate >= TARGET_RATE
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
        "--retry-after", type=int, default=1, help="seconds a simulated 429 asks to wait"
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
    parser.add_argument(
        "--vs-echo",
        action="store_true",
        help="also drive Muggins with pictures off and a bare PTB echo bot, alternately, and "
        "print last the ratios updates/s and CPU per update Muggins / echo",
    )
    parser.add_argument(
        "--gc-freeze",
        choices=("on", "off"),
        help=f"freeze the start-up objects out of the garbage collector (default: "
        f"{GC_FREEZE_ENV}, else on), to measure its effect on p99",
    )
    parser.add_argument(
        "--target-p99",
        type=float,
        default=TARGET_P99_MS,
        help=f"p99 target in milliseconds (default {TARGET_P99_MS:.0f})",
    )
    parser.add_argument("--concurrency", type=int, default=64, help="updates handled at once")
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args(argv)
    if args.faults:
        from bot.bench import _faults  # it imports this module

        _faults.configure(args)
    for name, default in (("users", 200), ("rounds", 5), ("arrivals", 5000), ("rate", OFFERED)):
        if getattr(args, name) is None:
            setattr(args, name, default)
    if not 0 <= args.faults < 1:
        parser.error("--faults must be a share between 0 and 1")
    kinds = args.fault_kinds.split(",")
    if not kinds or any(kind not in ("429", "500", "timeout") for kind in kinds):
        parser.error("--fault-kinds takes 429, 500 and timeout, comma-separated")
    if args.retry_after < 1 or args.timeout_after < 0:
        parser.error("--retry-after must be at least 1 and --timeout-after not negative")
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
        from bot.bench import _faults

        return asyncio.run(_faults.bench_faults(args))
    return asyncio.run(bench(args))


if __name__ == "__main__":
    sys.exit(main())
