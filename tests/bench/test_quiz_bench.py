"""`python -m bot.bench quiz`: its report (not its timings)."""

from __future__ import annotations

import pytest

from bot import bench


def test_quiz_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert "quiz" in bench.available()
    code = bench.main(["quiz", "--polls", "50", "--series", "2", "--size", "3", "--repeat", "1"])
    lines = dict(line.split(" ", 1) for line in capsys.readouterr().out.splitlines())
    assert code == (0 if lines["targets_met"] == "yes" else 1)
    assert int(lines["bank_questions"]) >= 80
    assert lines["answers"] == "6"
    for label in ("bank_load_ms", "hand_polls_per_s", "peg_polls_per_s", "answer_p99_ms"):
        assert float(lines[label]) > 0
