"""`python -m bot.bench bot --vs-echo`: the report's accounting (not its timings)."""

from __future__ import annotations

import asyncio
import gc
import random
import re
from collections import Counter
from collections.abc import Iterable
from typing import cast

import pytest

from bot.bench import bot as bot_bench
from bot.bench.bot_sim import BenchBotApi, Simulation
from bot.bench.bot_statements import Statements
from bot.engine import theme_deals
from bot.tg import warm
from bot.tg.app import build_app, running
from bot.tg.config import Config


def test_vs_echo_prints_both_ratios_last_and_stores_every_answer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--vs-echo", "--users", "3", "--rounds", "2", "--arrivals", "20", "--rate", "200"]
    bot_bench.main([*argv, "--seed", "5", "--gc-freeze", "off"])
    out = capsys.readouterr().out
    lines = out.strip().splitlines()
    assert re.match(
        r"vs echo\s+updates/s muggins / durable echo: pictures on \d+\.\d\d \(target >= 0\.50\),"
        r" pictures off \d+\.\d\d$",
        lines[-6],
    ), out
    assert re.match(
        r"vs echo\s+updates/s muggins / echo: pictures on \d+\.\d\d, pictures off \d+\.\d\d$",
        lines[-5],
    ), out
    assert re.match(r"p99\s+\d+\.\d ms at 200 updates/s offered \(target < 50 ms\)$", lines[-4]), (
        out
    )
    assert re.match(r"peak RSS\s+\d+\.\d MB \(target < 120 MB\)$", lines[-3]), out
    assert re.match(r"start-up\s+\d+\.\d\d s \(target < 2 s\)$", lines[-2]), out
    assert lines[-1] in ("targets     all met", "targets     NOT met"), out
    for label in ("muggins", "pictures off", "echo", "durable echo"):
        assert f"throughput [{label}]" in out and f"latency [{label}]" in out, out
    stored = re.findall(r"(\d+) sent, (\d+) graded and stored", out)
    assert len(stored) == 2 and all(sent == kept and int(sent) > 0 for sent, kept in stored), out
    # the target's peak is taken before the tracemalloc pass, whose traces come on top
    memory = re.search(
        r"peak RSS ([\d.]+) MB \(target < 120 MB\), ([\d.]+) MB with tracemalloc", out
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
    theme_deals.multiset_themes.cache_clear()
    theme_deals.theme_table.cache_clear()
    assert not theme_deals.tables_ready()
    warm.warm_caches()
    assert theme_deals.tables_ready()
    themes = (*theme_deals.RANK_THEMES, *theme_deals.TOTAL_THEMES)
    assert theme_deals.theme_table.cache_info().currsize == len(themes)


class _Slices:
    """A stand-in simulation recording which bot played when (`join`, then `play`)."""

    def __init__(self, label: str, order: list[str]) -> None:
        self.label, self.order = label, order

    async def join(self, users: int) -> dict[int, random.Random]:
        return {user_id: random.Random(user_id) for user_id in range(users)}

    async def play(self, players: dict[int, random.Random], rounds: int) -> bot_bench.Pass:
        self.order.append(self.label)
        updates = 2 * rounds * len(players)
        return bot_bench.Pass(updates=updates, seconds=0.5, cpu=0.25, answers=updates // 2)

    def done(self, players: Iterable[int]) -> None:
        self.order.append(f"{self.label} done with {sorted(players)}")


def test_pass_one_is_taken_in_turn_a_hand_at_a_time() -> None:
    order: list[str] = []
    subjects = [
        bot_bench.Subject(label, cast(Simulation, _Slices(label, order)))
        for label in ("on", "off", "echo")
    ]
    passes = asyncio.run(bot_bench.interleaved(subjects, users=3, rounds=4))
    assert order == ["on", "off", "echo"] * 4 + [
        f"{label} done with [0, 1, 2]" for label in ("on", "off", "echo")
    ]
    for done in passes:
        assert (done.updates, done.seconds, done.cpu, done.answers) == (24, 2.0, 1.0, 12)
        assert done.rate == 12.0


def test_history_is_played_in_turn_first_and_not_measured() -> None:
    order: list[str] = []
    subjects = [
        bot_bench.Subject(label, cast(Simulation, _Slices(label, order)))
        for label in ("on", "off", "echo")
    ]
    passes = asyncio.run(bot_bench.interleaved(subjects, users=3, rounds=4, history=2))
    assert order[:18] == ["on", "off", "echo"] * 6
    for subject, done in zip(subjects, passes, strict=True):
        assert (done.updates, done.answers) == (24, 12)  # the four measured rounds alone
        assert subject.answers == 6  # the history's answers, to be found stored too


def test_a_pass_adds_up_its_slices() -> None:
    total = bot_bench.Pass()
    for slice_ in (
        bot_bench.Pass(
            updates=4, seconds=1.0, latencies=[0.1], answers=2, cpu=0.5, harness_cpu=0.2
        ),
        bot_bench.Pass(
            updates=6, seconds=2.0, latencies=[0.3], answers=3, cpu=1.5, harness_cpu=0.4
        ),
    ):
        total.add(slice_)
    assert (total.updates, total.seconds, total.latencies, total.answers) == (
        10,
        3.0,
        [0.1, 0.3],
        5,
    )
    assert total.rate == pytest.approx(10 / 2.4) and total.cpu_ms == pytest.approx(140.0)


async def test_the_fake_telegram_forgets_the_chats_of_players_done_with(tg_config: Config) -> None:
    # Kept, they grew the measured memory with every pass (13 MB of the peak at --repeat 3).
    api = BenchBotApi(record=False)
    application = build_app(tg_config, request=api, rng=random.Random(3))
    async with running(application):
        sim = Simulation(application, 3, tg_config.db_path, pictures=False, api=api)
        try:
            players = await sim.join(3)
            await sim.play(players, 1)
            assert all(api.messages(user) for user in players)  # Telegram holds them meanwhile
            sim.done(players)
            assert not any(api.messages(user) for user in players)
            first = sim.next_user
            await sim.closed_loop(2, 1)
            await sim.open_loop(2, 200.0, 4)
            assert sim.next_user == first + 4
            assert not any(api.messages(user) for user in range(first, sim.next_user))
        finally:
            sim.close()


def test_statements_are_counted_per_update_one_transaction_each(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert bot_bench.main(["--statements", "--users", "3", "--rounds", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    head = re.match(
        r"statements  (\d+\.\d) per update \((\d+) statements, 12 updates: 3 players x 2 hands",
        out,
    )
    assert head is not None, out
    assert float(head.group(1)) == pytest.approx(int(head.group(2)) / 12, abs=0.051)
    kinds = {
        sql: float(share)
        for share, sql in re.findall(r"^ +(\d+\.\d\d)  (.+)$", out, flags=re.MULTILINE)
    }
    # every update: stored in the inbox (one statement for the updates stored together), then
    # one transaction with its done mark and its reply in the outbox, whose row the sender
    # marks once sent (with the question's message id), one statement for the rows sent
    # meanwhile
    for sql in ("BEGIN IMMEDIATE", "COMMIT", "INSERT INTO outbox"):
        assert kinds[sql] == 1.0, out
    for sql in ("INSERT INTO inbox", "INSERT INTO outbox_sent"):
        assert 0 < kinds[sql] <= 1.0, out
    assert not any(sql.startswith(("DELETE FROM outbox", "UPDATE questions")) for sql in kinds)
    assert sum(kinds.values()) == pytest.approx(float(head.group(1)), abs=0.1), out


def test_a_trigger_run_traced_again_is_one_statement() -> None:
    traced = Statements()
    for sql in ["BEGIN", "INSERT INTO a VALUES (1)", "INSERT INTO a VALUES (1)", "COMMIT"]:
        traced(sql)
    traced("INSERT INTO a VALUES (2, 'it''s 3')")
    assert traced.run == ["BEGIN", "INSERT INTO a VALUES (1)", "COMMIT", traced.run[-1]]
    assert traced.kinds() == Counter({"BEGIN": 1, "INSERT INTO a VALUES": 2, "COMMIT": 1})
