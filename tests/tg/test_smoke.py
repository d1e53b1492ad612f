"""Smoke test: the real `muggins run` process against a loopback Bot API fake.

Three runs of `python -m bot run` share one fake server and one SQLite file:
1. /start, `/score 5H 5D 5C JS 5S` (29), a /hand answered too low (muggins); SIGTERM -> 0;
2. a /hand left pending; SIGTERM -> 0; the answer is sent while the bot is down;
3. the queued answer is graded after the restart; SIGTERM -> 0.
The token never appears in what the processes print.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest
from fakes.botapi_server import MAX_WAIT, TEST_TOKEN, FakeBotApiServer

from bot.drills.deals import Deal

REPO = Path(__file__).resolve().parents[2]
PLAYER = 4242_0001
TOKEN_SECRET = TEST_TOKEN.split(":", 1)[1]


class BotProcess:
    """One `python -m bot run` process, its output captured to files."""

    def __init__(self, fake: FakeBotApiServer, workdir: Path, db_path: Path, name: str) -> None:
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("TELEGRAM_", "MUGGINS_"))
        }
        env.update(
            TELEGRAM_BOT_TOKEN=TEST_TOKEN,
            TELEGRAM_BASE_URL=fake.base_url,
            MUGGINS_DB=str(db_path),
            MUGGINS_DEFAULT_LANG="en",
            PYTHONPATH=str(REPO) + os.pathsep + env.get("PYTHONPATH", ""),
            PYTHONUNBUFFERED="1",
        )
        self.stdout_path = workdir / f"{name}.out"
        self.stderr_path = workdir / f"{name}.err"
        self._stdout: IO[bytes] = self.stdout_path.open("wb")
        self._stderr: IO[bytes] = self.stderr_path.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot", "run"],
            cwd=workdir,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self._stdout,
            stderr=self._stderr,
        )

    def terminate(self) -> int:
        """SIGTERM, then the exit code (killed after MAX_WAIT s)."""
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(MAX_WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise
        finally:
            self._stdout.close()
            self._stderr.close()

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self._stdout.close()
        self._stderr.close()

    def output(self) -> str:
        return self.stdout_path.read_text(errors="replace") + self.stderr_path.read_text(
            errors="replace"
        )


@pytest.fixture
def processes() -> Iterator[list[BotProcess]]:
    started: list[BotProcess] = []
    yield started
    for process in started:
        process.kill()


def pending_question(db_path: Path, chat_id: int) -> tuple[int, int]:
    """(question id, expected total) of the pending question in `chat_id`, read from SQLite
    once it is shown (its message id stored by the sender, just after Telegram took it): a
    typed answer answers only a question shown before it, as a player's does."""
    deadline = time.monotonic() + MAX_WAIT
    while True:
        with sqlite3.connect(db_path) as db:
            row = db.execute(
                "SELECT id, deal, message_id FROM questions"
                " WHERE chat_id = ? AND state = 'pending'",
                (chat_id,),
            ).fetchone()
        assert row is not None, "no pending question"
        if row[2] is not None:
            return row[0], Deal.from_dict(json.loads(row[1])).score().total
        assert time.monotonic() < deadline, "the question was never marked shown"
        time.sleep(0.02)


def question_state(db_path: Path, question_id: int) -> tuple[str, list[dict[str, Any]]]:
    """The question's state and the results of the attempts stored for its player."""
    with sqlite3.connect(db_path) as db:
        (state,) = db.execute("SELECT state FROM questions WHERE id = ?", (question_id,)).fetchone()
        results = [
            json.loads(r[0])
            for r in db.execute(
                "SELECT result FROM attempts WHERE user_id = ? ORDER BY id", (PLAYER,)
            )
        ]
    return state, results


def ask_hand(fake: FakeBotApiServer, db_path: Path, *, nonzero: bool) -> tuple[int, int]:
    """Send /hand until a deal is shown (worth points if `nonzero`); (question id, total)."""
    for _ in range(10):
        mark = fake.mark()
        fake.push_message("/hand", PLAYER, PLAYER, language_code="en")
        fake.wait_for_text(chat_id=PLAYER, after=mark)
        question_id, total = pending_question(db_path, PLAYER)
        if total > 0 or not nonzero:
            return question_id, total
    raise AssertionError("ten zero hands in a row")


def say(fake: FakeBotApiServer, text: str) -> str:
    """Send `text` as the player; the bot's first reply (HTML)."""
    mark = fake.mark()
    fake.push_message(text, PLAYER, PLAYER, language_code="en")
    params = fake.wait_for_text(chat_id=PLAYER, after=mark).call.params
    return str(params["caption"] if "photo" in params else params["text"])


def test_muggins_run_end_to_end(
    fake_botapi: FakeBotApiServer, tmp_path: Path, processes: list[BotProcess]
) -> None:
    fake = fake_botapi
    db_path = tmp_path / "data" / "muggins.sqlite3"

    # Run 1: start, score the 29 hand, get muggins'd.
    first = BotProcess(fake, tmp_path, db_path, "run1")
    processes.append(first)
    assert say(fake, "/start").strip()
    assert "29" in say(fake, "/score 5H 5D 5C JS 5S")
    low_id, total = ask_hand(fake, db_path, nonzero=True)
    uploads = [e.call.params.get("photo") for e in fake.exchanges if e.call.method == "sendPhoto"]
    assert uploads and all(isinstance(p, bytes) and p[:4] == b"\x89PNG" for p in uploads)
    assert "muggins" in say(fake, str(total - 1)).lower()
    assert question_state(db_path, low_id)[0] == "answered"
    menus = {
        e.call.params.get("language_code")
        for e in fake.exchanges
        if e.call.method == "setMyCommands"
    }
    assert {"fr", "en"} <= menus
    assert first.terminate() == 0

    # Run 2: a question left pending when the bot stops.
    second = BotProcess(fake, tmp_path, db_path, "run2")
    processes.append(second)
    mark = fake.mark()
    pending_id, total = ask_hand(fake, db_path, nonzero=False)
    replies = [e for e in fake.exchanges[mark:] if e.call.method in ("sendMessage", "sendPhoto")]
    assert len(replies) == 1, "old updates were handled again after the restart"
    assert second.terminate() == 0
    assert question_state(db_path, pending_id)[0] == "pending"

    # While the bot is down, the player answers; run 3 grades it.
    mark = fake.mark()
    fake.push_message(str(total), PLAYER, PLAYER, language_code="en")
    third = BotProcess(fake, tmp_path, db_path, "run3")
    processes.append(third)
    fake.wait_for_text(chat_id=PLAYER, after=mark)
    state, results = question_state(db_path, pending_id)
    assert state == "answered"
    assert [r.get("verdict") for r in results] == ["low", "exact"]
    assert third.terminate() == 0

    for process in (first, second, third):
        output = process.output()
        assert TEST_TOKEN not in output
        assert TOKEN_SECRET not in output
