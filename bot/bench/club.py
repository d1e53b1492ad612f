"""`python -m bot.bench club`: /top for a club of 10,000 members with 1,000,000 daily results.

The data: one club (a supergroup) of `--members` members, each with daily results on a random
share of the last `--days` local days, `--results` rows in all (one per member and day, as
`daily_results` holds them), written through the real schema, triggers included (so the
`daily_totals` behind the week, month and all-time boards are maintained on write, as in
production; the load rate is reported). No ANALYZE is run: the bot never runs it either.

Then, for each period (today, week, month, all time):
1. the board query alone (`db.clubs.board`: the top 10 and the caller's rank), one at a
   time, for random members;
2. `/top <period>` in the group through the whole bot: Update JSON decoded, the real
   Application and handlers, the SQLite file, the reply sent to the in-process Bot API.
Each is timed `--repeat` times per period (after `--warmup` untimed runs); p50, p99 and max
in milliseconds, wall time, and for /top also CPU time (every thread of the process: unlike
wall time, it hardly depends on what else the machine runs). The load average is printed.
Target: p99 < 50 ms (wall) for /top in every period. Exit code 0 when met, else 1.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sqlite3
import tempfile
import time
from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Final

from telegram import Update

from bot.bench import bench_parser, print_results
from bot.bench.discard import percentile
from bot.drills.club import BOARD_SIZE, Period, TieBreak, period_key
from bot.drills.daily_time import DEFAULT_TZ, local_day, zone
from bot.storage import Database
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import LocalBotApi, make_message_update

TARGET_P99_MS: Final = 50.0
CLUB: Final = -1_000_000_000_777
TITLE: Final = "Club"
"""The title `make_message_update` gives groups (so /top does not rename the club)."""
FIRST_USER: Final = 10_000_000
CHUNK: Final = 50_000


def results(
    members: int, count: int, days: int, today: date, rng: random.Random
) -> Iterator[tuple[int, str, int, int, int, int, str, str, str | None]]:
    """`count` daily_results rows: each member plays a random share of the last `days` days."""
    per_member, extra = divmod(count, members)
    calendar = [(today - timedelta(days=n)).isoformat() for n in range(days)]
    now = datetime.now(UTC).isoformat(timespec="milliseconds")
    for index in range(members):
        played = rng.sample(calendar, per_member + (1 if index < extra else 0))
        for day in played:
            parts = 4 if rng.random() < 0.9 else rng.randint(1, 3)
            pour = rng.randint(0, 40) if parts == 4 else rng.randint(0, 20)
            contre = rng.randint(0, 15)
            finished = int(parts == 4)
            yield (
                FIRST_USER + index,
                day,
                parts,
                finished,
                pour,
                contre,
                now,
                now,
                now if finished else None,
            )


async def build(path: Path, args: argparse.Namespace, today: date) -> dict[str, object]:
    """Create the database (migrated by `Database.open`), then load the club and its results."""
    db = await Database.open(path)
    await db.close()
    rng = random.Random(args.seed)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("BEGIN IMMEDIATE")
        now = datetime.now(UTC).isoformat(timespec="milliseconds")
        users = [FIRST_USER + i for i in range(args.members)]
        conn.executemany(
            "INSERT INTO users (tg_id, created_at, updated_at) VALUES (?, ?, ?)",
            ((u, now, now) for u in users),
        )
        conn.execute(
            "INSERT INTO clubs (chat_id, title, invite, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (CLUB, TITLE, "b" * 22, now, now),
        )
        conn.executemany(
            "INSERT INTO club_players (user_id, name, updated_at) VALUES (?, ?, ?)",
            ((u, f"Joueur {u - FIRST_USER}", now) for u in users),
        )
        conn.executemany(
            "INSERT INTO club_members (chat_id, user_id, joined_at) VALUES (?, ?, ?)",
            ((CLUB, u, now) for u in users),
        )
        conn.execute("COMMIT")
        rows = results(args.members, args.results, args.days, today, rng)
        start = time.perf_counter()
        loaded = 0
        while True:
            chunk = [row for _, row in zip(range(CHUNK), rows, strict=False)]
            if not chunk:
                break
            conn.execute("BEGIN IMMEDIATE")
            conn.executemany(
                "INSERT INTO daily_results (user_id, day, parts_done, finished, pour, contre,"
                " started_at, updated_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                chunk,
            )
            conn.execute("COMMIT")
            loaded += len(chunk)
        seconds = time.perf_counter() - start
        totals = conn.execute("SELECT COUNT(*) FROM daily_totals").fetchone()[0]
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    return {
        "members": args.members,
        "daily_results": loaded,
        "daily_totals_rows": totals,
        "load_s": round(seconds, 1),
        "load_rows_per_s": round(loaded / seconds),
        "db_mb": round((await asyncio.to_thread(path.stat)).st_size / 1e6, 1),
    }


def summary(label: str, seconds: Sequence[float]) -> dict[str, object]:
    """p50, p99 and max in milliseconds."""
    ms = [s * 1000 for s in seconds]
    return {
        f"{label}_p50_ms": round(percentile(ms, 0.50), 2),
        f"{label}_p99_ms": round(percentile(ms, 0.99), 2),
        f"{label}_max_ms": round(max(ms), 2),
    }


async def measure(path: Path, args: argparse.Namespace, today: date) -> dict[str, object]:
    """Time the board query and /top for each period."""
    rng = random.Random(args.seed + 1)
    found: dict[str, object] = {}
    api = LocalBotApi(record=False)
    application = build_app(Config(token=None, db_path=path, default_lang="fr"), request=api)
    p99s: list[float] = []
    async with running(application):
        db = application.bot_data.db
        for period in Period:
            key = period_key(period, today)
            players = (
                await db.clubs.board(CLUB, key, tiebreak=TieBreak.CONTRE, user_id=None, limit=0)
            ).players
            found[f"{period.value}_players"] = players
            queries: list[float] = []
            for n in range(args.warmup + args.repeat):
                user = FIRST_USER + rng.randrange(args.members)
                start = time.perf_counter()
                await db.clubs.board(
                    CLUB, key, tiebreak=TieBreak.CONTRE, user_id=user, limit=BOARD_SIZE
                )
                if n >= args.warmup:
                    queries.append(time.perf_counter() - start)
            found |= summary(f"{period.value}_query", queries)
            commands: list[float] = []
            cpu: list[float] = []
            for n in range(args.warmup + args.repeat):
                user = FIRST_USER + rng.randrange(args.members)
                payload = make_message_update(
                    f"/top {period.value}", user, CLUB, chat_type="supergroup"
                )
                start, start_cpu = time.perf_counter(), time.process_time()
                await application.process_update(Update.de_json(payload, application.bot))
                if n >= args.warmup:
                    commands.append(time.perf_counter() - start)
                    cpu.append(time.process_time() - start_cpu)
            found |= summary(f"{period.value}_top", commands)
            found |= summary(f"{period.value}_top_cpu", cpu)
            p99s.append(percentile(commands, 0.99) * 1000)
    found["load_average"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    found["targets_met"] = "yes" if max(p99s) < TARGET_P99_MS else "no"
    return found


async def bench(args: argparse.Namespace) -> dict[str, object]:
    """Build the club in a temporary folder (or `--db`), then measure."""
    found: dict[str, object] = {}
    today = local_day(datetime.now(UTC), zone(DEFAULT_TZ))
    if args.db is not None:
        path = Path(args.db)
        if not await asyncio.to_thread(path.exists):
            found |= await build(path, args, today)
        return found | await measure(path, args, today)
    with tempfile.TemporaryDirectory(prefix="muggins-club-bench-") as folder:
        path = Path(folder) / "club.sqlite3"
        found |= await build(path, args, today)
        return found | await measure(path, args, today)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The benchmark's options."""
    parser = bench_parser("club", __doc__, results=True)
    parser.add_argument("--members", type=int, default=10_000)
    parser.add_argument("--results", type=int, default=1_000_000, help="daily_results rows")
    parser.add_argument("--days", type=int, default=120, help="days the results spread over")
    parser.add_argument("--repeat", type=int, default=300, help="timed /top per period")
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--db", default=None, help="reuse (or create) this SQLite file")
    args = parser.parse_args(argv)
    if args.results > args.members * args.days:
        parser.error("--results cannot exceed --members x --days (one result per day)")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point for `python -m bot.bench club`."""
    args = parse_args(argv)
    return print_results(asyncio.run(bench(args)), as_json=args.json)
