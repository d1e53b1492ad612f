"""`python -m bot.bench bot --faults P`: the report's accounting (not its timings)."""

from __future__ import annotations

import re

import pytest

from bot.bench import bot as bot_bench


def test_every_answer_is_stored_and_every_reply_delivered_despite_faults(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--faults", "0.15", "--users", "4", "--rounds", "2"]
    argv += ["--arrivals", "30", "--rate", "60", "--timeout-after", "0.01", "--seed", "3"]
    argv += ["--retry-after", "0"]  # a 429 is retried at once: no second waited per flood
    bot_bench.main(argv)
    out = capsys.readouterr().out
    injected = re.search(r"faults\s+(\d+) injected", out)
    assert injected is not None and int(injected.group(1)) > 0, out
    answers = re.search(r"answers\s+(\d+) sent, (\d+) graded and stored", out)
    assert answers is not None and answers.group(1) == answers.group(2), out
    replies = re.search(r"replies\s+(\d+) of (\d+) updates", out)
    assert replies is not None and replies.group(1) == replies.group(2), out
    assert re.search(r"errors\s+\d+ error-handler lines, 0 with a traceback", out), out


def test_faults_must_be_a_share() -> None:
    with pytest.raises(SystemExit):
        bot_bench.parse_args(["--faults", "1.5"])


def test_retry_after_may_be_zero_but_not_negative() -> None:
    assert bot_bench.parse_args(["--faults", "0.1", "--retry-after", "0"]).retry_after == 0
    with pytest.raises(SystemExit):
        bot_bench.parse_args(["--faults", "0.1", "--retry-after", "-1"])
