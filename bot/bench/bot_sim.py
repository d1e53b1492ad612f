"""The simulation shared by the bot benchmarks (`bot.bench.bot`, `bot.bench._faults`): the
in-process Bot API they run against, simulated players, their passes and the statistics."""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import sqlite3
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import sub
from pathlib import Path
from typing import Final

from telegram import Update
from telegram.request import RequestData

from bot.drills.deals import Deal
from bot.tg.context import App
from bot.tg.inbox import Inbox
from bot.tg.local import JSON, ApiError, LocalBotApi, make_message_update
from bot.tg.sender import Sender

TARGET_RATE: Final = 500.0
OFFERED: Final = 300.0
"""Arrivals per second of the open loop (pass 2)."""
TARGET_P99_MS: Final = 50.0
TARGET_MB: Final = 120.0
TARGET_RATIO_ON: Final = 0.5
"""With `--vs-echo`: Muggins's updates/s over the durable echo bot's, pictures on (at least)."""
TARGET_START_S: Final = 2.0
"""Start-up (post_init: database, catalogs, warm caches, first pictures) at most."""
CORRECT_SHARE: Final = 0.6
"""Share of answers that give the exact total (the others are too low: muggins)."""
MESSAGES_KEPT: Final = 2
"""Bot messages the fake Bot API keeps per chat (the question and its verdict; 256 in tests)."""


def cpu_time() -> float:
    """CPU seconds of the bot so far: this process (every thread, the pictures' included)."""
    return time.process_time()


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

    async def serve(self, api_method: str, request_data: RequestData | None) -> tuple[int, bytes]:
        """Answer the call, timing it (it never waits, except a long poll: none here); a
        fault `fault` gives is the answer instead, not timed."""
        if (error := await self.fault(api_method, request_data)) is not None:
            return error.code, error.encoded()
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            return await super().serve(api_method, request_data)
        finally:
            self.serving += time.perf_counter() - start
            self.serving_cpu += time.thread_time() - cpu

    async def fault(self, api_method: str, request_data: RequestData | None) -> ApiError | None:
        """Called before every call: an error to answer instead (`bot.bench._faults`'s 429s
        and 500s; its timeouts wait, then raise `TimedOut`). None here: every call is served."""
        return None

    def _keep(self, chat_id: int, message: JSON) -> None:
        super()._keep(chat_id, message)
        kept = self._messages[chat_id]
        while len(kept) > MESSAGES_KEPT:
            del kept[min(kept)]

    def forget(self, chat_ids: Iterable[int]) -> None:
        """Drop the chats of players who will send nothing more (their pass is over): kept,
        they grew the process's memory with every pass (2.5 MB per 200 players: with
        `--repeat 3`, 13 MB of the peak was this fake Telegram's, not the bot's)."""
        for chat_id in chat_ids:
            self._messages.pop(chat_id, None)
            self._last_message_id.pop(chat_id, None)


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
    """CPU seconds spent during the pass: the process, every thread (`cpu_time`)."""
    harness: float = 0.0
    """Wall seconds the event loop spent in the harness: the simulated players looking up
    their deals and the fake Telegram answering calls (shown, not used: see `rate`)."""
    harness_cpu: float = 0.0
    """The harness's own work in CPU seconds of the event loop's thread: not the bot's work,
    left out of the rate and of the CPU per update, for Muggins and the echo bot alike."""

    def add(self, other: Pass) -> None:
        """Count `other`'s updates, times and answers in this pass too (the slices of one
        throughput pass, see `bot.bench.bot.interleaved`)."""
        self.updates += other.updates
        self.seconds += other.seconds
        self.latencies += other.latencies
        self.service += other.service
        self.answers += other.answers
        self.dropped += other.dropped
        self.cpu += other.cpu
        self.harness += other.harness
        self.harness_cpu += other.harness_cpu

    @property
    def rate(self) -> float:
        """Updates handled per second of wall time, the harness's own work left out.

        Its CPU time is left out, not its wall time: while the harness waits (the players'
        look-up lets go of the interpreter lock inside SQLite, then waits to get it back),
        the bot's other threads (the database worker, the pictures) go on with the bot's
        work, and leaving out that wall time would hide it (measured at main 07bd1e0: 0.30
        ms of wall per update for 0.10 ms of the harness's CPU)."""
        seconds = self.seconds - self.harness_cpu
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
        runtime: tuple[Inbox, Sender | None] | None = None,
    ) -> None:
        self.application = application
        self.inbox: Inbox | None = None
        self.sender: Sender | None = None
        if runtime is not None:
            self.inbox, self.sender = runtime
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
        `arrived`, by default now, to its replies sent) and the time its handling took once
        it had a slot. With a `runtime` (`muggins run`'s inbox and sender), the update is
        first stored in the inbox, handled in one transaction, and its replies sent by the
        sender."""
        app = self.application
        if arrived is None:
            arrived = time.perf_counter()
        update = Update.de_json(payload, app.bot)

        async def timed() -> None:
            started = time.perf_counter()
            await app.process_update(update)
            result.service.append(time.perf_counter() - started)

        if self.inbox is not None:  # as `muggins run`'s webhook: stored as posted, handled, sent
            await self.inbox.store([update], [json.dumps(payload)])
        await app.update_processor.process_update(update, timed())
        if self.sender is not None and update.effective_chat is not None:
            await self.sender.settled(update.effective_chat.id)
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
        """`users` new players each play `rounds` hands as fast as the bot answers."""
        players = await self.join(users)
        result = await self.play(players, rounds)
        self.done(players)
        return result

    def done(self, players: Iterable[int]) -> None:
        """These players will send nothing more: the fake Telegram forgets their chats."""
        if self.api is not None:
            self.api.forget(players)

    async def join(self, users: int) -> dict[int, random.Random]:
        """`users` new players (enrolled), each with its own random stream: they can play
        several passes (`play`) and go on where they left off."""
        return {
            user_id: random.Random(self.rng.random())
            for user_id in await self.enrol(self.new_players(users))
        }

    async def play(self, players: Mapping[int, random.Random], rounds: int) -> Pass:
        """Every one of `players` plays `rounds` hands as fast as the bot answers."""
        result = Pass()

        async def play(user_id: int, rng: random.Random) -> None:
            for _ in range(2 * rounds):
                await self.step(user_id, rng, result)

        harness = self.harness()
        start, cpu = time.perf_counter(), cpu_time()
        await asyncio.gather(*(play(user_id, rng) for user_id, rng in players.items()))
        result.seconds = time.perf_counter() - start
        result.cpu = cpu_time() - cpu
        result.harness, result.harness_cpu = map(sub, self.harness(), harness)
        return result

    async def open_loop(self, users: int, rate: float, count: int) -> Pass:
        """`count` updates arriving at random (Poisson) at `rate` per second, each from a
        player who has nothing in flight (an arrival finding every player busy is dropped)."""
        result = Pass()
        rng = random.Random(self.rng.random())
        players = await self.enrol(self.new_players(users))
        idle = list(players)
        tasks: dict[asyncio.Task[None], int] = {}

        def done(task: asyncio.Task[None]) -> None:
            idle.append(tasks.pop(task))

        harness = self.harness()
        start, cpu = time.perf_counter(), cpu_time()
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
        result.cpu = cpu_time() - cpu
        result.harness, result.harness_cpu = map(sub, self.harness(), harness)
        self.done(players)
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
    return sum([len(await db.stats.attempts(user_id, limit=10_000)) for user_id in users])


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
