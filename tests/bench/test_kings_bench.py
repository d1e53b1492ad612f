"""`python -m bot.bench kings`: its report (not its timings)."""

from __future__ import annotations

import pytest

from bot import bench


def test_kings_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench.main(["kings", "--games", "1", "--seed", "2"])
    lines = dict(line.split(" ", 1) for line in capsys.readouterr().out.splitlines())
    assert code == (0 if lines["targets_met"] == "yes" else 1)
    assert lines["games"] == "1"
    assert int(lines["moves_per_game"].split(".")[0]) > 5
    assert 2 <= int(lines["widest_played_area"]) <= 15
    assert float(lines["move_pick_cpu_p99_ms"]) > 0
