"""`python -m bot.bench`: the dispatcher and the score benchmark's report (not its timings)."""

from __future__ import annotations

import json

import pytest

from bot import bench
from bot.bench import score


def test_available_lists_the_benchmark_modules() -> None:
    names = bench.available()
    assert "score" in names
    assert all(not name.startswith("_") for name in names)


@pytest.mark.parametrize("argv", [[], ["nope"]], ids=["no-name", "unknown-name"])
def test_bad_name_exits_2_and_lists_the_names(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench.main(argv) == 2
    err = capsys.readouterr().err
    assert "available:" in err
    assert "score" in err.split("available:")[1].split()


def test_help_lists_the_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--help"]) == 0
    assert "score" in capsys.readouterr().out


def test_score_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench.main(["score", "--hands", "300", "--repeat", "1"])
    lines = dict(line.split(" ", 1) for line in capsys.readouterr().out.splitlines())
    assert code == (0 if lines["targets_met"] == "yes" else 1)
    assert lines["hand_combinations"] == lines["crib_combinations"] == "12994800"
    assert lines["hand_mean"] == "60759/12740"
    assert lines["crib_mean"] == "1025467/216580"
    assert lines["hand_zeros"] == "1009008"
    assert lines["crib_zeros"] == "1022208"
    assert lines["hand_impossible"] == lines["crib_impossible"] == "19 25 26 27"
    assert lines["hand_max"] == lines["crib_max"] == "29"
    assert lines["hands"] == "300"
    for label in ("enumeration_s", "breakdowns_per_s", "totals_per_s"):
        assert float(lines[label]) > 0


def test_score_json(capsys: pytest.CaptureFixture[str]) -> None:
    score.main(["--hands", "100", "--repeat", "1", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["hand_mean_decimal"] == 4.769152
    assert report["crib_mean_decimal"] == 4.734819
    assert report["targets_met"] in {"yes", "no"}


def test_club_report_on_a_small_club(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["club", "--members", "40", "--results", "600", "--days", "30"]
    code = bench.main([*args, "--repeat", "3", "--warmup", "1"])
    lines = dict(line.split(" ", 1) for line in capsys.readouterr().out.splitlines())
    assert code == (0 if lines["targets_met"] == "yes" else 1)
    assert lines["members"] == "40" and lines["daily_results"] == "600"
    assert lines["all_players"] == "40"
    for period in ("today", "week", "month", "all"):
        assert float(lines[f"{period}_top_p99_ms"]) >= float(lines[f"{period}_top_p50_ms"]) > 0
