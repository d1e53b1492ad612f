"""`python -m bot.bench crash`: kill -9 the real `muggins run` under load, again and again.

The loopback fake Bot API of the test suite (`tests/fakes/botapi_server.py`, so this benchmark
runs from a checkout of the repository) plays Telegram over HTTP. `--players` players each
play the same loop for as long as the benchmark lasts: `/hand`, wait until the question is
stored with its message id, type a count, wait until the verdict is stored. Meanwhile the
benchmark kills the bot process with SIGKILL `--kills` times, at random moments
(`--min-gap` to `--max-gap` seconds apart), restarting it at once each time; at the end it
stops it with SIGTERM (timed) and reads the database.

Reported, and required for exit code 0:
- `lost_updates`: updates Telegram delivered that the bot never handled (every update the
  fake holds must be in the inbox, marked done) — 0;
- `graded_twice`: answers graded more than once (each player's attempts must equal the
  answers they typed, and no question has two attempts) — 0;
- `answered_never_shown`: questions graded whose message never went out (no message id
  stored: a replayed answer must not grade the question its first handling asked) — 0;
- `unanswered_steps`: steps a player waited for in vain (`--step-timeout`) — 0;
- `verdicts_not_stored`: verdicts the players were shown (a message with the "Next hand"
  button) without a stored attempt behind them — 0 (a verdict sent again after a kill, the
  same text, counts once: `verdicts_sent_again`);
- `sigterm_seconds`: the final stop, under 8 s.
Also printed: the outbox's rows left unsent after the final stop (sent at the next start).
Also printed: kills done, updates pushed, answers graded, verdicts shown, verdicts stored
whose message never went out (a kill between the two; the replayed answer sends it), the
duplicates delivered (`verdicts_sent_again`: a verdict sent again after a kill), the
"something went wrong" replies, the bot's restarts' median start-up time.
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import random
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Protocol

from bot.bench import bench_parser, print_results
from bot.tg.local import JSON, ApiCall

REPO: Final = Path(__file__).resolve().parents[2]
FAKES: Final = REPO / "tests"
STOP_LIMIT_S: Final = 8.0
HAND_BUTTON: Final = "d:hand"
"""The callback data of the "Next hand" button under every verdict."""
DEFAULT_KILLS: Final = 40
DEFAULT_PLAYERS: Final = 50


class Exchange(Protocol):
    """One request the fake Bot API answered (`tests/fakes/botapi_server.Exchange`)."""

    @property
    def call(self) -> ApiCall:
        """The call."""
        ...

    @property
    def status(self) -> int:
        """Its HTTP status."""
        ...


class FakeServer(Protocol):
    """What the benchmark uses of the test suite's loopback fake Bot API
    (`tests/fakes/botapi_server.FakeBotApiServer`, imported at run time)."""

    @property
    def base_url(self) -> str:
        """The value for TELEGRAM_BASE_URL."""
        ...

    @property
    def exchanges(self) -> Sequence[Exchange]:
        """Every answered request, in order."""
        ...

    def mark(self) -> int:
        """A position in the call history."""
        ...

    def wait_for_call(
        self, predicate: Callable[[Exchange], bool], *, after: int = 0, timeout: float = ...
    ) -> Exchange:
        """The first exchange at index >= `after` matching `predicate`."""
        ...

    def push_message(
        self, text: str, user_id: int = 1, chat_id: int = 1, *, language_code: str | None = ...
    ) -> JSON:
        """Queue a text message from a player."""
        ...

    def __enter__(self) -> FakeServer: ...

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None: ...


@dataclass
class Player:
    """One simulated player and where it stands in its loop."""

    user_id: int
    rng: random.Random
    step: str = "start"  # start -> asked -> answering -> start ...
    since: float = 0.0
    last_question: int = 0
    answers: int = 0
    hands: int = 0
    timeouts: int = 0
    pushed: list[int] = field(default_factory=list)


class Bot:
    """The `muggins run` process: started, killed, restarted, stopped."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.env = env
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None
        self.starts: list[float] = []

    def start(self, server: FakeServer) -> None:
        """Start the bot and wait until it polls (its start-up time is recorded)."""
        mark = server.mark()
        began = time.monotonic()
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "bot", "run"],
                cwd=REPO,
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        server.wait_for_call(lambda e: e.call.method == "getUpdates", after=mark, timeout=20)
        self.starts.append(time.monotonic() - began)

    def kill(self) -> None:
        """SIGKILL, as a crash or the OOM killer would."""
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def terminate(self) -> float:
        """SIGTERM and the seconds until the process is gone."""
        assert self.process is not None
        began = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)
        return time.monotonic() - began


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The benchmark's options."""
    parser = bench_parser("crash", __doc__, results=True)
    parser.add_argument(
        "--kills", type=int, default=DEFAULT_KILLS, help=f"SIGKILLs ({DEFAULT_KILLS})"
    )
    parser.add_argument(
        "--players", type=int, default=DEFAULT_PLAYERS, help=f"players at once ({DEFAULT_PLAYERS})"
    )
    parser.add_argument("--min-gap", type=float, default=0.3, help="seconds between kills")
    parser.add_argument("--max-gap", type=float, default=2.5, help="seconds between kills")
    parser.add_argument("--step-timeout", type=float, default=120.0, help="a player's patience")
    parser.add_argument("--seed", type=int, default=26)
    args = parser.parse_args(argv)
    if args.kills < 0 or args.players < 1 or not 0 < args.min_gap <= args.max_gap:
        parser.error("need kills >= 0, players >= 1 and 0 < min-gap <= max-gap")
    return args


def _fake_server_class() -> tuple[Callable[[str], FakeServer], str]:
    """The loopback fake Bot API of the test suite (needs a checkout of the repository)."""
    if not (FAKES / "fakes" / "botapi_server.py").exists():
        raise SystemExit("python -m bot.bench crash needs the repository's tests/fakes folder")
    if str(FAKES) not in sys.path:
        sys.path.insert(0, str(FAKES))
    fakes = importlib.import_module("fakes.botapi_server")
    return fakes.FakeBotApiServer, fakes.TEST_TOKEN


def _read(db_path: Path, sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
    """A read of the bot's database (WAL: never in the bot's way); [] before it exists."""
    if not db_path.exists():
        return []
    try:
        with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=5) as conn:
            return list(conn.execute(sql, params).fetchall())
    except sqlite3.OperationalError:
        return []


def _advance(player: Player, server: FakeServer, db_path: Path, now: float, timeout: float) -> None:
    """Move one player one step if what it waits for happened."""
    uid = player.user_id
    if player.step == "start":
        update = server.push_message("/hand", user_id=uid, chat_id=uid, language_code="en")
        player.pushed.append(int(update["update_id"]))
        player.step, player.since = "asked", now
        return
    if player.step == "asked":
        rows = _read(
            db_path,
            "SELECT id FROM questions WHERE user_id = ? AND state = 'pending'"
            " AND message_id IS NOT NULL AND id > ?",
            (uid, player.last_question),
        )
        if rows:
            player.last_question = int(rows[0][0])
            player.hands += 1
            answer = str(player.rng.randint(0, 29))
            update = server.push_message(answer, user_id=uid, chat_id=uid, language_code="en")
            player.pushed.append(int(update["update_id"]))
            player.answers += 1
            player.step, player.since = "answering", now
        elif now - player.since > timeout:
            player.timeouts += 1
            player.step = "start"
        return
    rows = _read(db_path, "SELECT COUNT(*) FROM attempts WHERE user_id = ?", (uid,))
    graded = int(rows[0][0]) if rows else 0
    if graded >= player.answers:
        player.step = "start"
    elif now - player.since > timeout:
        player.timeouts += 1
        player.step = "start"


def _drive(
    players: list[Player], server: FakeServer, db_path: Path, stop: threading.Event, timeout: float
) -> None:
    """The players' loop (one thread), until `stop` and every player is between hands."""
    while True:
        now = time.monotonic()
        for player in players:
            _advance(player, server, db_path, now, timeout)
        if stop.is_set():
            # finish the hand under way: the bot must answer everything it was sent
            while any(p.step != "start" for p in players):
                now = time.monotonic()
                for player in players:
                    if player.step != "start":
                        _advance(player, server, db_path, now, timeout)
                time.sleep(0.05)
            return
        time.sleep(0.05)


def _verdicts(server: FakeServer) -> tuple[dict[int, int], int]:
    """Distinct verdicts shown per chat (successful sends carrying the "Next hand" button;
    the same verdict sent again after a kill counts once), and how many were sent again."""
    shown: dict[int, set[str]] = {}
    again = 0
    for exchange in server.exchanges:
        call = exchange.call
        if call.method not in ("sendMessage", "sendPhoto") or exchange.status != 200:
            continue
        markup = call.params.get("reply_markup")
        if isinstance(markup, str):
            markup = json.loads(markup)
        rows = (markup or {}).get("inline_keyboard", []) if isinstance(markup, dict) else []
        if any(b.get("callback_data") == HAND_BUTTON for row in rows for b in row):
            chat = int(call.params.get("chat_id", 0))
            text = str(call.params.get("caption" if call.method == "sendPhoto" else "text"))
            texts = shown.setdefault(chat, set())
            again += text in texts
            texts.add(text)
    return {chat: len(texts) for chat, texts in shown.items()}, again


def run_bench(args: argparse.Namespace) -> dict[str, object]:
    """Kill the bot `args.kills` times under load; the figures."""
    server_class, token = _fake_server_class()
    logging.getLogger("asyncio").setLevel(logging.CRITICAL)  # the fake's connections at exit
    rng = random.Random(args.seed)
    players = [Player(9_000 + i, random.Random(rng.random())) for i in range(args.players)]
    with tempfile.TemporaryDirectory(prefix="muggins-crash-") as tmp, server_class(token) as server:
        folder = Path(tmp)
        db_path = folder / "muggins.sqlite3"
        env = {
            **os.environ,
            "TELEGRAM_BOT_TOKEN": token,
            "TELEGRAM_BASE_URL": server.base_url,
            "MUGGINS_DB": str(db_path),
            "MUGGINS_DEFAULT_LANG": "en",
            "MUGGINS_LOG_LEVEL": "WARNING",
            "PYTHONPATH": str(REPO),
        }
        bot = Bot(env, folder / "bot.log")
        bot.start(server)
        stop = threading.Event()
        driver = threading.Thread(
            target=_drive, args=(players, server, db_path, stop, args.step_timeout), daemon=True
        )
        driver.start()
        began = time.monotonic()
        kills = 0
        for _ in range(args.kills):
            time.sleep(rng.uniform(args.min_gap, args.max_gap))
            bot.kill()
            kills += 1
            bot.start(server)
        time.sleep(args.max_gap)
        stop.set()
        driver.join(args.step_timeout * 3)
        loaded = time.monotonic() - began
        sigterm = bot.terminate()
        pushed = {u for p in players for u in p.pushed}
        inbox = {
            int(row[0]): row[1] for row in _read(db_path, "SELECT update_id, done_at FROM inbox")
        }
        lost = sorted(u for u in pushed if inbox.get(u) is None)
        attempts = {
            int(row[0]): int(row[1])
            for row in _read(db_path, "SELECT user_id, COUNT(*) FROM attempts GROUP BY user_id")
        }
        doubled = _read(
            db_path,
            "SELECT COUNT(*) FROM (SELECT question_id FROM attempts WHERE question_id IS NOT NULL"
            " GROUP BY question_id HAVING COUNT(*) > 1)",
        )
        unshown = _read(
            db_path,
            "SELECT COUNT(*) FROM attempts AS a JOIN questions AS q ON q.id = a.question_id"
            " WHERE q.message_id IS NULL",
        )
        answered_unshown = int(unshown[0][0]) if unshown else 0
        graded_twice = sum(max(0, attempts.get(p.user_id, 0) - p.answers) for p in players)
        graded_twice += int(doubled[0][0]) if doubled else 0
        shown, shown_again = _verdicts(server)
        not_stored = sum(
            max(0, shown.get(p.user_id, 0) - attempts.get(p.user_id, 0)) for p in players
        )
        sorry = sum(
            1
            for e in server.exchanges
            if e.call.method == "sendMessage"
            and "something went wrong" in str(e.call.params.get("text", "")).lower()
        )
        timeouts = sum(p.timeouts for p in players)
        left = _read(db_path, "SELECT COUNT(*) FROM outbox")
        outbox_left = int(left[0][0]) if left else 0
        ok = not lost and graded_twice == 0 and not_stored == 0 and timeouts == 0
        ok = ok and answered_unshown == 0
        ok = ok and sigterm < STOP_LIMIT_S and kills == args.kills
        return {
            "kills": kills,
            "players": len(players),
            "seconds_under_load": round(loaded, 1),
            "updates_pushed": len(pushed),
            "answers_typed": sum(p.answers for p in players),
            "answers_graded": sum(attempts.values()),
            "verdicts_shown": sum(shown.values()),
            "lost_updates": len(lost),
            "graded_twice": graded_twice,
            "answered_never_shown": answered_unshown,
            "unanswered_steps": timeouts,
            "verdicts_not_stored": not_stored,
            "verdicts_stored_not_shown": max(0, sum(attempts.values()) - sum(shown.values())),
            "verdicts_sent_again": shown_again,
            "outbox_left_after_sigterm": outbox_left,
            "sorry_replies": sorry,
            "start_up_median_s": round(statistics.median(bot.starts), 2),
            "sigterm_seconds": round(sigterm, 2),
            "load_average": round(os.getloadavg()[0], 2),
            "targets_met": "yes" if ok else "no",
        }


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print its figures; 0 when nothing was lost or graded twice."""
    args = parse_args(argv)
    return print_results(run_bench(args), as_json=args.json)
