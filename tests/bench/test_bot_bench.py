"""`python -m bot.bench bot --vs-echo`: the report's accounting (not its timings)."""

from __future__ import annotations

import gc
import re

import pytest

from bot.bench import bot as bot_bench
from bot.engine import theme_deals
from bot.tg import warm


def test_vs_echo_prints_both_ratios_last_and_stores_every_answer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--vs-echo", "--users", "3", "--rounds", "2", "--arrivals", "20", "--rate", "200"]
    bot_bench.main([*argv, "--seed", "5", "--gc-freeze", "off"])
    out = capsys.readouterr().out
    lines = out.strip().splitlines()
    assert re.match(r"vs echo\s+updates/s muggins / echo: pictures on \d+\.\d\d", lines[-3]), out
    assert "pictures off" in lines[-3], out
    assert re.match(r"vs echo\s+CPU per update muggins / echo: pictures on", lines[-2]), out
    for label in ("muggins", "pictures off", "echo"):
        assert f"throughput [{label}]" in out and f"latency [{label}]" in out, out
    stored = re.findall(r"(\d+) sent, (\d+) graded and stored", out)
    assert len(stored) == 2 and all(sent == kept and int(sent) > 0 for sent, kept in stored), out
    # the target's peak is taken before the tracemalloc pass, whose traces come on top
    memory = re.search(
        r"peak RSS ([\d.]+) MB \(target < 100 MB\), ([\d.]+) MB with tracemalloc", out
    )
    assert memory is not None and 0 < float(memory.group(1)) <= float(memory.group(2)), out


def test_the_harness_work_is_left_out() -> None:
    # Its CPU time, not its wall time, which also holds the bot's other threads' work.
    done = bot_bench.Pass(updates=10, seconds=2.0, cpu=1.0, harness=1.0, harness_cpu=0.5)
    assert done.rate == 10 / 1.5
    assert done.cpu_ms == 50.0


def test_freezing_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(warm.GC_FREEZE_ENV, "0")
    assert not warm.freeze_start_up()
    monkeypatch.setenv(warm.GC_FREEZE_ENV, "1")
    try:
        assert warm.freeze_start_up()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_warming_builds_the_coachs_themed_deal_tables() -> None:
    theme_deals._multiset_themes.cache_clear()
    theme_deals._theme_table.cache_clear()
    assert not theme_deals.tables_ready()
    warm.warm_caches()
    assert theme_deals.tables_ready()
    themes = (*theme_deals.RANK_THEMES, *theme_deals.TOTAL_THEMES)
    assert theme_deals._theme_table.cache_info().currsize == len(themes)
