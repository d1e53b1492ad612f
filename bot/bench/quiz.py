"""`python -m bot.bench quiz`: the rules quiz, from the bank file to the next poll.

Measured in this order:
1. reading and checking the bank (`content/quiz_bank.json`), best of `--repeat`;
2. engine questions rendered as French polls per second ("how many points?" and "what does
   this card peg?"), seeded, best of `--repeat`;
3. through the whole bot (real Application, handlers, SQLite file in a temporary folder, the
   in-process `LocalBotApi`): `--series` series of `--size` questions, each answer handled
   (recorded, next poll built, sent and remembered) one after the other; the latency of each
   answer (p50, p99, max) and answers per second.
Targets: bank < 100 ms, >= 1,000 engine polls per second of each kind, answer p99 < 50 ms.
Exit code 0 when every target is met, else 1.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from bot.bench import bench_parser
from bot.bench.discard import percentile
from bot.content_quiz import read_quiz_bank
from bot.drills.quiz_generated import hand_quiz, peg_quiz
from bot.i18n import I18n, Translator
from bot.tg.config import Config
from bot.tg.local import Driver, LocalBotApi
from bot.views import quiz as view

BANK_TARGET_MS = 100.0
POLLS_TARGET_PER_S = 1_000.0
ANSWER_P99_TARGET_MS = 50.0
PLAYER_ID = 7


def _best_ms(function: Callable[[], object], repeat: int) -> float:
    """The best wall time of `repeat` calls, in milliseconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def _polls_per_s(render: Callable[[random.Random], object], n: int, repeat: int) -> float:
    """Best rate of `n` seeded engine polls built and rendered."""
    best = 0.0
    for run in range(repeat):
        rng = random.Random(run)
        start = time.perf_counter()
        for _ in range(n):
            render(rng)
        best = max(best, n / (time.perf_counter() - start))
    return best


async def _answer_latencies(series: int, size: int) -> list[float]:
    """Milliseconds to handle each answer of `series` series of `size` questions."""
    from bot.tg.app import build_app, running

    with tempfile.TemporaryDirectory() as folder:
        config = Config(token=None, db_path=Path(folder) / "bench.sqlite3", default_lang="fr")
        api = LocalBotApi(record=False)
        application = build_app(config, request=api, rng=random.Random(1))
        latencies: list[float] = []
        async with running(application):
            driver = Driver(application, api)
            for _ in range(series):
                await driver.send(f"/quiz {size}", user_id=PLAYER_ID)
                for _ in range(size):
                    poll = api.sent_polls(PLAYER_ID)[-1]
                    start = time.perf_counter()
                    await driver.answer_poll(poll["id"], 0, user_id=PLAYER_ID)
                    latencies.append((time.perf_counter() - start) * 1000)
        return latencies


def main(argv: Sequence[str] | None = None) -> int:
    """Run the quiz benchmark and print one labelled number per line."""
    parser = bench_parser("quiz", __doc__)
    parser.add_argument("--polls", type=int, default=2_000, help="engine polls per pass")
    parser.add_argument("--series", type=int, default=20, help="series played through the bot")
    parser.add_argument("--size", type=int, default=10, help="questions per series")
    parser.add_argument("--repeat", type=int, default=3, help="passes (the best is kept)")
    args = parser.parse_args(argv)
    tr: Translator = I18n.load().translator("fr")
    bank_ms = _best_ms(read_quiz_bank, args.repeat)
    hands = _polls_per_s(lambda rng: view.hand_poll(hand_quiz(rng), tr), args.polls, args.repeat)
    pegs = _polls_per_s(lambda rng: view.peg_poll(peg_quiz(rng), tr), args.polls, args.repeat)
    latencies = asyncio.run(_answer_latencies(args.series, args.size))
    p99 = percentile(latencies, 0.99)
    met = (
        bank_ms < BANK_TARGET_MS
        and min(hands, pegs) >= POLLS_TARGET_PER_S
        and p99 < ANSWER_P99_TARGET_MS
    )
    print(f"bank_questions {len(read_quiz_bank())}")
    print(f"bank_load_ms {bank_ms:.2f}")
    print(f"hand_polls_per_s {hands:.0f}")
    print(f"peg_polls_per_s {pegs:.0f}")
    print(f"answers {len(latencies)}")
    print(f"answers_per_s {len(latencies) / (sum(latencies) / 1000):.0f}")
    print(f"answer_p50_ms {statistics.median(latencies):.2f}")
    print(f"answer_p99_ms {p99:.2f}")
    print(f"answer_max_ms {max(latencies):.2f}")
    print(f"targets_met {'yes' if met else 'no'}")
    return 0 if met else 1
