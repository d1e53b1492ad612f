"""`python -m bot.bench daily`: thousands of daily reminders due at the same instant.

`--reminders` players (10,000 by default) have a reminder at the same time of day. They are
written to a real SQLite file, then the real Application starts: `post_init` rebuilds one
JobQueue job per player from SQLite (timed: "rebuild"). The jobs are scheduled at their HH:MM
as in production; the benchmark then moves every job's next run to one instant two seconds
ahead, so it need not wait for the clock, and APScheduler fires them all at once.

Every reminder goes out through PTB's `AIORateLimiter` (`--rate` messages a second overall,
`--retries` after a 429) to a simulated Bot API (`LimitedBotApi`) that answers 429 "Too Many
Requests" with `retry_after` whenever more than `--limit` messages arrive within one second,
as Telegram does. Reported: the rebuild time, the time from the due instant to the last
delivery, the delivery rate, the 429s received, and whether every reminder arrived once.
Targets: every reminder delivered once, and 429s under 1% of the reminders (no 429 storm).

`--burst` is how many messages the limiter lets through at once: `AIORateLimiter`'s leaky
bucket holds `overall_max_rate` messages, so PTB's default (30 a second) sends 30 at once and
then 30 a second, up to 60 within one second; a Bot API that counts per second answers the
excess with 429s, and every 429 pauses all sends, after which the bucket is full again. A
bucket of 1 (`overall_max_rate=1, overall_time_period=1/30`) spaces the messages evenly.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import sys
import tempfile
import time
from collections import Counter, deque
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Final

from telegram.ext import AIORateLimiter

from bot.bench import bench_parser
from bot.storage import Database
from bot.storage.repo_daily import SETTING_REMIND
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import JSON, ApiCall, ApiError, ApiResult, LocalBotApi, too_many_requests
from bot.tg.remind_jobs import JOB_PREFIX

TELEGRAM_LIMIT: Final = 30
"""Messages a second Telegram accepts from one bot (its documented broadcast limit)."""
RETRY_AFTER: Final = 1
STORM_SHARE: Final = 0.01
"""More 429s than this share of the reminders is a storm."""
FIRE_DELAY: Final = timedelta(seconds=2)
USER_BASE: Final = 10_000_000


class LimitedBotApi(LocalBotApi):
    """`LocalBotApi` that refuses sendMessage beyond `limit` a second (sliding window) with
    Telegram's 429 and `retry_after`, and counts deliveries per chat."""

    def __init__(self, limit: int, retry_after: int = RETRY_AFTER, expected: int = 0) -> None:
        super().__init__(record=False)
        self.limit = limit
        self.expected = expected
        self.all_delivered = asyncio.Event()
        self.retry_after = retry_after
        self.window: deque[float] = deque()
        self.too_many = 0
        self.delivered: Counter[int] = Counter()
        self.last_delivery = 0.0

    def refuse(self, method: str) -> ApiError | None:
        """A 429 past the limit for sendMessage."""
        if method != "sendMessage":
            return None
        now = time.monotonic()
        while self.window and now - self.window[0] >= 1.0:
            self.window.popleft()
        if len(self.window) >= self.limit:
            self.too_many += 1
            return too_many_requests(self.retry_after)
        self.window.append(now)
        return None

    def observe(self, call: ApiCall, result: ApiResult) -> None:
        """Count the messages delivered, per chat."""
        if call.method == "sendMessage":
            self.delivered[int(str(call.params["chat_id"]))] += 1
            self.last_delivery = time.monotonic()
            if len(self.delivered) >= self.expected:
                self.all_delivered.set()

    def _keep(self, chat_id: int, message: JSON) -> None:
        """Keep no message: the players only need to receive theirs."""


async def write_reminders(db_path: Path, count: int, at: str) -> None:
    """`count` players with a reminder at `at`, in one transaction."""
    db = await Database.open(db_path)
    try:
        now = db.now()
        settings = json.dumps({SETTING_REMIND: at})
        rows = [(USER_BASE + n, settings, now, now) for n in range(count)]
        async with db.transaction() as conn:
            await conn.executemany(
                "INSERT INTO users (tg_id, settings, created_at, updated_at) VALUES (?, ?, ?, ?)",
                rows,
            )
    finally:
        await db.close()


async def bench(args: argparse.Namespace) -> int:
    """Run once and print `name value` lines; 0 when the targets are met."""
    logging.getLogger("telegram.ext.AIORateLimiter").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory(prefix="muggins-bench-daily-") as folder:
        db_path = Path(folder) / "muggins.sqlite3"
        await write_reminders(db_path, args.reminders, "19:30")
        config = Config(token=None, db_path=db_path, default_lang="en", default_tz="UTC")
        api = LimitedBotApi(args.limit, expected=args.reminders)
        limiter = AIORateLimiter(
            overall_max_rate=args.burst,
            overall_time_period=args.burst / args.rate,
            max_retries=args.retries,
        )
        application = build_app(config, request=api, rate_limiter=limiter)
        started = time.monotonic()
        async with running(application):
            rebuild = time.monotonic() - started
            queue = application.job_queue
            assert queue is not None
            jobs = [job for job in queue.jobs() if (job.name or "").startswith(JOB_PREFIX)]
            due = datetime.now(UTC) + FIRE_DELAY
            for job in jobs:
                job.job.modify(next_run_time=due)
            due_at = time.monotonic() + FIRE_DELAY.total_seconds()
            patience = FIRE_DELAY.total_seconds() + args.reminders / min(args.rate, args.limit)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(api.all_delivered.wait(), patience * 3 + 30)
            elapsed = max(0.0, api.last_delivery - due_at)
    delivered = len(api.delivered)
    duplicates = sum(n - 1 for n in api.delivered.values())
    met = (
        len(jobs) == args.reminders
        and delivered == args.reminders
        and duplicates == 0
        and api.too_many <= STORM_SHARE * args.reminders
    )
    lines = [
        f"reminders {args.reminders}",
        f"jobs_rebuilt {len(jobs)}",
        f"rebuild_seconds {rebuild:.2f}",
        f"limiter_rate_per_second {args.rate:g}",
        f"limiter_burst {args.burst}",
        f"api_limit_per_second {args.limit}",
        f"send_seconds {elapsed:.1f}",
        f"delivery_rate_per_second {delivered / elapsed if elapsed else 0.0:.1f}",
        f"too_many_requests {api.too_many}",
        f"delivered {delivered}",
        f"duplicates {duplicates}",
        f"targets_met {'yes' if met else 'no'}",
    ]
    print("\n".join(lines))
    return 0 if met else 1


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Options of the daily reminders benchmark."""
    parser = bench_parser("daily", __doc__)
    parser.add_argument("--reminders", type=int, default=10_000, help="players reminded")
    parser.add_argument(
        "--limit", type=int, default=TELEGRAM_LIMIT, help="messages a second the API accepts"
    )
    parser.add_argument(
        "--rate", type=float, default=TELEGRAM_LIMIT, help="AIORateLimiter's messages a second"
    )
    parser.add_argument(
        "--burst",
        type=int,
        default=1,
        help="messages the limiter lets through at once (PTB's default is the rate: 30)",
    )
    parser.add_argument("--retries", type=int, default=3, help="AIORateLimiter retries after 429")
    args = parser.parse_args(argv)
    if min(args.reminders, args.limit, args.burst) < 1 or args.rate <= 0 or args.retries < 0:
        parser.error("--reminders, --limit, --burst and --rate must be positive, --retries >= 0")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point for `python -m bot.bench daily`."""
    return asyncio.run(bench(parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
