"""`python -m bot.bench bot --statements`: the SQL statements an update costs.

Every statement is one round trip to aiosqlite's thread, and one update's statements hold the
database for all the others (one transaction per update): their count per update is the
runtime's first figure after the CPU time. The players of pass 1 (`--users`, `--rounds`) play
as `muggins run` runs them (the inbox, one transaction per update, the sender), while a trace
callback on the connection (`Database.trace`) collects each statement; nothing is timed (the
callback itself slows every statement).

Printed: the statements per update, then those of each kind per update, most frequent first
(values replaced by `?`). SQLite reports each trigger a statement fires with the statement's
text again: consecutive equal texts are one statement (two updates never run the same text
back to back: each carries its own ids and times).
"""

from __future__ import annotations

import argparse
import contextlib
import random
import re
import tempfile
from collections import Counter
from pathlib import Path
from typing import Final

from bot.bench.bot_sim import BenchBotApi, Simulation
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.runner import attach

KINDS_SHOWN: Final = 40
_VALUE: Final = re.compile(r"'(?:[^']|'')*'|\b\d+(?:\.\d+)?\b")
"""A string or number literal of a traced statement (aiosqlite's trace gives them bound)."""


class Statements:
    """The statements traced, one per statement run (a trigger's run not counted again)."""

    def __init__(self) -> None:
        self.run: list[str] = []

    def __call__(self, sql: str) -> None:
        if not self.run or self.run[-1] != sql:
            self.run.append(sql)

    def kinds(self) -> Counter[str]:
        """How many of each statement, values replaced by `?` and cut at its first bracket."""
        return Counter(
            " ".join(_VALUE.sub("?", sql.split("(")[0]).split())[:90] for sql in self.run
        )


async def count_statements(args: argparse.Namespace) -> int:
    """Play pass 1 under a trace and print the statements per update; 0."""
    with tempfile.TemporaryDirectory(prefix="muggins-bench-") as folder:
        db_path = Path(folder) / "muggins.sqlite3"
        api = BenchBotApi(record=False)
        config = Config(token=None, db_path=db_path, default_lang="en")
        application = build_app(
            config, request=api, rng=random.Random(args.seed), concurrency=args.concurrency
        )
        async with contextlib.AsyncExitStack() as stack:
            await stack.enter_async_context(running(application))
            runtime = attach(application)  # the inbox and the sender, as `muggins run`
            if runtime[1] is not None:
                stack.push_async_callback(runtime[1].stop)
            sim = Simulation(application, args.seed, db_path, api=api, runtime=runtime)
            stack.callback(sim.close)
            await sim.closed_loop(4, 1)  # warm-up
            db = application.bot_data.db
            traced = Statements()
            await db.trace(traced)
            played = await sim.closed_loop(args.users, args.rounds)
            await db.trace(None)
    updates = played.updates
    lines = [
        f"statements  {len(traced.run) / updates:.1f} per update ({len(traced.run)} statements,"
        f" {updates} updates: {args.users} players x {args.rounds} hands, /hand + answer)"
    ]
    lines += [f"{n / updates:10.2f}  {sql}" for sql, n in traced.kinds().most_common(KINDS_SHOWN)]
    print("\n".join(lines))
    return 0
