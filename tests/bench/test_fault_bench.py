"""`python -m bot.bench bot --faults P`: the report's accounting (not its timings)."""

from __future__ import annotations

import re

import pytest

from bot.bench import _faults
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
    waits = re.search(r"waits\s+nearest its bound, by faults met: .*; (\d+) over", out)
    assert waits is not None, out


def test_faults_must_be_a_share() -> None:
    with pytest.raises(SystemExit):
        bot_bench.parse_args(["--faults", "1.5"])


def test_retry_after_may_be_zero_but_not_negative() -> None:
    assert bot_bench.parse_args(["--faults", "0.1", "--retry-after", "0"]).retry_after == 0
    with pytest.raises(SystemExit):
        bot_bench.parse_args(["--faults", "0.1", "--retry-after", "-1"])


@pytest.mark.parametrize(
    ("faults", "seconds"),
    [
        ((), 0.5),
        (("429",), 1.5),  # the issue's bound: the 429's retry_after + 0.5 s
        (("500",), 0.75),  # the limiter's pause before the repeat
        (("timeout",), 1.25),  # the timeout, then the pause
        (("500", "500"), 1.25),  # the pause doubles at each further fault
        (("429", "timeout"), 2.25),  # a 429 asks no pause: the timeout's is the first
        (("timeout", "429"), 2.25),
    ],
)
def test_an_update_may_wait_what_its_faults_ask_plus_half_a_second(
    faults: tuple[str, ...], seconds: float
) -> None:
    args = bot_bench.parse_args(["--faults", "0.02"])
    assert (args.retry_after, args.timeout_after) == (1, 0.5)
    assert _faults.allowed(faults, args) == pytest.approx(seconds)


def test_the_waits_line_names_each_group_nearest_its_bound_and_counts_those_over() -> None:
    args = bot_bench.parse_args(["--faults", "0.02"])
    waits = [(0.1, ()), (0.6, ()), (1.2, ("429",)), (1.4, ("timeout",)), (1.9, ("429", "500"))]
    line = _faults.waits_line(waits, args)
    assert "no fault (2) 600 of 500 ms" in line
    assert "one 429 (1) 1200 of 1500 ms" in line
    assert "one other fault (1) 1400 of 1250 ms" in line
    assert "several faults (1) 1900 of 1750 ms" in line
    assert "; 3 over " in line
