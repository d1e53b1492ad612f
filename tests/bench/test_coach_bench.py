"""`python -m bot.bench coach`: the report's shape (its timings are numbers, not assertions)."""

from __future__ import annotations

import pytest

from bot import bench
from bot.engine.themes import LAY_AWAY_THEMES, PLAY_THEMES


def test_coach_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench.main(["coach", "--deals", "3", "--peg-deals", "1"])
    lines = dict(line.split(" ", 1) for line in capsys.readouterr().out.splitlines())
    assert code == (0 if lines["targets_met"] == "yes" else 1)
    assert float(lines["precompute_ms"]) > 0
    assert "hand_nobs_mean_ms" in lines
    assert "crib_crib_flush_rule_mean_ms" in lines
    assert "hand_crib_flush_rule_mean_ms" not in lines
    assert "crib_flush_4_mean_ms" not in lines
    assert all(f"ecart_{t.value}_mean_ms" in lines for t in LAY_AWAY_THEMES)
    assert all(f"peg_{t.value}_mean_ms" in lines for t in PLAY_THEMES)


def test_coach_refuses_zero_deals(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench.main(["coach", "--deals", "0"])
    assert "--deals" in capsys.readouterr().err
