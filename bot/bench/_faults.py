"""`python -m bot.bench bot --faults P`: the bot benchmark against a Bot API that misbehaves.

The simulated Bot API (`FaultyBotApi`) answers a share P of the calls made while handling
updates with a fault, in equal parts: a 429 (flood control, `retry_after` seconds), a 500,
or a timeout (no answer after `--timeout-after` seconds; the request is taken as never
processed). The application is built as `muggins run` builds it, with the
`RetryingRateLimiter` (Telegram's pacing: 30 messages a second overall; 429s waited out;
timeouts and 5xx repeated with backoff), so the load stays under Telegram's own limits.

Two passes over fresh players: a closed loop (updates/s, bounded by the 30 messages a second
the limiter allows) and an open loop of Poisson arrivals at `--rate` per second (latency p50,
p99, max from the scheduled arrival). Reported: updates/s, p99, answers stored versus answers
sent, updates whose reply was delivered versus updates sent, the faults injected and the
error-handler lines. Goal: every answer stored, every reply delivered, p99 under 1 s, and no
update of the open loop waiting longer than what its faults ask plus `SLACK_S` (0.5 s): a 429
asks its `retry_after`, a timeout `--timeout-after` then the limiter's pause before the
repeat, a 500 that pause (`bot.tg.delivery.BACKOFF`, doubled at each further timeout or 500
of the update). An update that met one 429 may so wait `retry_after` + 0.5 s; one that met none,
0.5 s. The `waits` line gives the longest wait against that bound, for the updates that met
no fault, one fault and several.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any, Final

from telegram.error import TimedOut
from telegram.request import RequestData

from bot.bench.bot_sim import BenchBotApi, Pass, Simulation, graded, load_average, percentile
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.delivery import BACKOFF, RetryingRateLimiter
from bot.tg.local import ApiCall, ApiError, ApiResult, too_many_requests

TARGET_P99_S: Final = 1.0
FAULT_KINDS: Final = ("429", "500", "timeout")
SPARED: Final = frozenset({"getMe", "getUpdates", "setMyCommands", "deleteWebhook", "close"})
"""Start-up and polling calls: PTB retries those on its own; faults go to the handlers' calls."""
REPLIES: Final = frozenset({"sendMessage", "sendPhoto", "editMessageText"})
SLACK_S: Final = 0.5
"""Seconds an update may wait beyond what its faults ask (the 429's retry_after, ...)."""


class FaultyBotApi(BenchBotApi):
    """`BenchBotApi` answering a share of the calls with a 429, a 500 or a timeout."""

    def __init__(
        self,
        share: float,
        rng: random.Random,
        retry_after: int,
        timeout_after: float,
        kinds: tuple[str, ...] = FAULT_KINDS,
    ) -> None:
        super().__init__(record=False)
        self.share = share
        self.kinds = kinds
        self.rng = rng
        self.retry_after = retry_after
        self.timeout_after = timeout_after
        self.injected: Counter[str] = Counter()
        self.delivered: Counter[int] = Counter()
        self.met: dict[int, list[str]] = {}
        """The faults injected into the calls to each chat, in order."""

    async def fault(self, api_method: str, request_data: RequestData | None) -> ApiError | None:
        """A fault for a share of the calls, else None (the normal answer)."""
        if api_method in SPARED or self.rng.random() >= self.share:
            return None
        kind = self.rng.choice(self.kinds)
        self.injected[kind] += 1
        chat = None if request_data is None else request_data.parameters.get("chat_id")
        if isinstance(chat, int | str):
            self.met.setdefault(int(chat), []).append(kind)
        if kind == "timeout":
            await asyncio.sleep(self.timeout_after)
            raise TimedOut("Timed out (simulated)")
        if kind == "429":
            return too_many_requests(self.retry_after)
        return ApiError(500, "Internal Server Error")

    def observe(self, call: ApiCall, result: ApiResult) -> None:
        """Count the replies Telegram accepted, per chat."""
        if call.method in REPLIES and isinstance(result, dict):
            chat = result.get("chat")
            if isinstance(chat, dict):
                self.delivered[int(chat["id"])] += 1


class FaultSimulation(Simulation):
    """Players as in the bot benchmark, also checking each update got a reply delivered."""

    def __init__(self, *args: Any, api: FaultyBotApi, **kwargs: Any) -> None:
        super().__init__(*args, api=api, **kwargs)
        self.faulty = api
        self.sent = 0
        self.replied = 0
        self.waits: list[tuple[float, tuple[str, ...]]] = []
        """Each update's latency and the faults its calls met (a player has one update in
        flight at a time, so the faults injected into its chat meanwhile are its own)."""

    async def handle(
        self, payload: dict[str, object], result: Pass, arrived: float | None = None
    ) -> None:
        """Handle the update; count it as replied if its chat got a new message."""
        chat_id = int(payload["message"]["chat"]["id"])  # type: ignore[index]
        before = self.faulty.delivered[chat_id]
        met = self.faulty.met.setdefault(chat_id, [])
        faults = len(met)
        await super().handle(payload, result, arrived)
        self.waits.append((result.latencies[-1], tuple(met[faults:])))
        self.sent += 1
        if self.faulty.delivered[chat_id] > before:
            self.replied += 1


def allowed(faults: tuple[str, ...], args: argparse.Namespace) -> float:
    """Seconds an update that met `faults` may wait: what they ask, plus `SLACK_S`."""
    wait, pause = SLACK_S, BACKOFF
    for kind in faults:
        if kind == "429":
            wait += args.retry_after
            continue
        wait += pause + (args.timeout_after if kind == "timeout" else 0.0)
        pause *= 2  # the worst case: the faults met one call in a row
    return wait


FAULT_GROUPS: Final = (
    ("no fault", lambda faults: not faults),
    ("one 429", lambda faults: faults == ("429",)),
    ("one other fault", lambda faults: len(faults) == 1 and faults != ("429",)),
    ("several faults", lambda faults: len(faults) > 1),
)
"""The updates of the `waits` line, by the faults their calls met."""


def waits_line(waits: list[tuple[float, tuple[str, ...]]], args: argparse.Namespace) -> str:
    """For each group of updates, the one nearest (or furthest over) its bound; how many
    waited longer than their bound."""
    parts = []
    for label, belongs in FAULT_GROUPS:
        chosen = [(seconds, faults) for seconds, faults in waits if belongs(faults)]
        if chosen:
            seconds, faults = max(chosen, key=lambda wait: wait[0] - allowed(wait[1], args))
            parts.append(
                f"{label} ({len(chosen)}) {seconds * 1000:.0f} of "
                f"{allowed(faults, args) * 1000:.0f} ms"
            )
    over = sum(1 for seconds, faults in waits if seconds > allowed(faults, args))
    return (
        f"waits       nearest its bound, by faults met: {'; '.join(parts)}; {over} over "
        f"(bound: what the faults ask + {SLACK_S:.1f} s; one 429: retry_after + "
        f"{SLACK_S:.1f} s)"
    )


class Counting(logging.Handler):
    """Counts the records of the error handler (muggins.app), and those with a traceback."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines = 0
        self.tracebacks = 0

    def emit(self, record: logging.LogRecord) -> None:
        """Count one record."""
        self.lines += 1
        self.tracebacks += record.exc_info is not None


async def bench_faults(args: argparse.Namespace) -> int:
    """Run the two passes against the faulty Bot API and print the report."""
    counting = Counting()
    app_logger = logging.getLogger("muggins.app")
    app_logger.addHandler(counting)
    quiet = [logging.getLogger(n) for n in ("muggins.delivery", "telegram.ext.AIORateLimiter")]
    levels = [logger.level for logger in quiet]
    for logger in quiet:
        logger.setLevel(logging.ERROR)  # one line per repeat otherwise
    try:
        return await _bench_faults(args, counting)
    finally:
        app_logger.removeHandler(counting)
        for logger, level in zip(quiet, levels, strict=True):
            logger.setLevel(level)


async def _bench_faults(args: argparse.Namespace, counting: Counting) -> int:
    """The passes and the report of `bench_faults`."""
    with tempfile.TemporaryDirectory(prefix="muggins-bench-faults-") as folder:
        db_path = Path(folder) / "muggins.sqlite3"
        config = Config(token=None, db_path=db_path, default_lang="en")
        api = FaultyBotApi(
            args.faults,
            random.Random(args.seed),
            args.retry_after,
            args.timeout_after,
            tuple(args.fault_kinds.split(",")),
        )
        limiter = RetryingRateLimiter()
        application = build_app(
            config,
            request=api,
            rng=random.Random(args.seed),
            concurrency=args.concurrency,
            rate_limiter=limiter,
        )
        async with running(application):
            sim = FaultSimulation(application, args.seed, db_path, api=api)
            throughput = await sim.closed_loop(args.users, args.rounds)
            sim.waits.clear()  # the closed loop queues behind the limiter's pacing on purpose
            latency = await sim.open_loop(args.users, args.rate, args.arrivals)
            answers = throughput.answers + latency.answers
            stored = await graded(application, range(1000, sim.next_user))
            sim.close()

    p50 = percentile(latency.latencies, 0.50)
    p99 = percentile(latency.latencies, 0.99)
    worst = max(latency.latencies, default=0.0)
    slow = sum(1 for x in latency.latencies if x >= TARGET_P99_S)
    faults = sum(api.injected.values())
    over = sum(1 for seconds, met_faults in sim.waits if seconds > allowed(met_faults, args))
    met = stored == answers and sim.replied == sim.sent and p99 < TARGET_P99_S and not over
    lines = [
        f"bot benchmark with faults: {args.faults:.1%} of the handlers' Bot API calls fail "
        f"({args.fault_kinds}; 429 retry_after {args.retry_after} s, timeout after "
        f"{args.timeout_after} s), "
        f"seed {args.seed}, load average {load_average()}",
        f"throughput  {throughput.updates} updates in {throughput.seconds:.2f} s: "
        f"{throughput.rate:.1f} updates/s (the limiter allows 30 messages/s)",
        f"latency     {latency.updates} updates arriving at {args.rate:.0f}/s "
        f"({latency.dropped} dropped): p50 {p50 * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, "
        f"max {worst * 1000:.0f} ms, {slow} at or over {TARGET_P99_S:.0f} s "
        f"(target p99 < {TARGET_P99_S * 1000:.0f} ms)",
        f"faults      {faults} injected: "
        + ", ".join(f"{api.injected[k]} x {k}" for k in FAULT_KINDS)
        + f"; {limiter.repeats} calls repeated after a timeout or 5xx",
        f"answers     {answers} sent, {stored} graded and stored",
        f"replies     {sim.replied} of {sim.sent} updates got their reply delivered",
        waits_line(sim.waits, args),
        f"errors      {counting.lines} error-handler lines, {counting.tracebacks} with a traceback",
        "targets     " + ("all met" if met else "NOT met"),
    ]
    print("\n".join(lines))
    return 0 if met else 1


def configure(args: argparse.Namespace) -> None:
    """Defaults for the fault mode: a load Telegram itself would allow."""
    if args.rate is None:
        args.rate = 20.0
    if args.arrivals is None:
        args.arrivals = 600
    if args.users is None:
        args.users = 60
    if args.rounds is None:
        args.rounds = 2
