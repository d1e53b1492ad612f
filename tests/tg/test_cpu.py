"""`bot.tg.cpu`: the bot's threads pinned to one CPU, given back their CPUs, and a child
started meanwhile running on the CPUs from before; nothing pinned when told not to. On one
CPU, the database's thread (and it alone) yields to the event loop (`SCHED_BATCH`), unless
told not to.

Each pin happens on a thread of its own (Linux applies an affinity to the thread that asks),
so the test's own thread keeps its CPUs whatever happens."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from bot.tg import cpu
from bot.tg.renderer import child_environment

T = TypeVar("T")

several_cpus = pytest.mark.skipif(
    not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2,
    reason="pinning needs thread affinity and two CPUs to choose from",
)
batch_policy = pytest.mark.skipif(
    not hasattr(os, "SCHED_BATCH") or not hasattr(os, "sched_getaffinity"),
    reason="the SCHED_BATCH policy and thread affinity are Linux's",
)


def on_a_thread(work: Callable[[], T]) -> T:
    """`work()` on a new thread (its affinity is its own), its result or its error."""
    outcome: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(work())
        except BaseException as error:
            failure.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]
    return outcome[0]


def affinity_of_a_new_thread() -> set[int]:
    return on_a_thread(lambda: os.sched_getaffinity(0))


@pytest.fixture
def everything(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """The CPUs the test's thread may run on, with pinning wanted (`MUGGINS_ONE_CPU` unset)."""
    monkeypatch.delenv(cpu.ONE_CPU_ENV, raising=False)
    return os.sched_getaffinity(0)


@several_cpus
def test_pin_puts_the_thread_and_those_it_starts_on_one_cpu_until_unpin(
    everything: set[int],
) -> None:
    def pinned_then_unpinned() -> tuple[Any, ...]:
        before = cpu.pin()
        try:
            mine, started = os.sched_getaffinity(0), affinity_of_a_new_thread()
            environment = cpu.child_environment()
        finally:
            cpu.unpin(before)
        return before, mine, started, environment, os.sched_getaffinity(0)

    before, mine, started, environment, after = on_a_thread(pinned_then_unpinned)
    assert before == everything
    assert mine == started == {min(everything)}
    assert environment == {cpu.CHILD_CPUS_ENV: cpu.format_cpus(everything)}
    assert after == everything  # unpin gave them back
    assert os.sched_getaffinity(0) == everything  # this thread was never pinned
    assert cpu.child_environment() == {}  # nothing pinned any more


@several_cpus
def test_a_child_started_while_pinned_runs_on_the_cpus_from_before(everything: set[int]) -> None:
    script = (
        "import os, sys; from bot.tg import cpu; inherited = sorted(os.sched_getaffinity(0)); "
        "cpu.widen_child(); print(inherited, sorted(os.sched_getaffinity(0)))"
    )

    def child_while_pinned() -> tuple[str, dict[str, str]]:
        before = cpu.pin()
        try:
            environment = child_environment()
            done = subprocess.run(
                [sys.executable, "-c", script],
                env=environment,
                capture_output=True,
                text=True,
                timeout=30,
                check=True,
            )
            return done.stdout.strip(), environment
        finally:
            cpu.unpin(before)

    printed, environment = on_a_thread(child_while_pinned)
    assert environment[cpu.CHILD_CPUS_ENV] == cpu.format_cpus(everything)
    assert printed == f"{[min(everything)]} {sorted(everything)}"


@pytest.mark.parametrize("value", ["0", "off", "OFF", " false ", "no"])
def test_nothing_is_pinned_when_told_not_to(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(cpu.ONE_CPU_ENV, value)
    assert not cpu.wanted()
    assert on_a_thread(cpu.pin) is None
    assert cpu.child_environment() == {}


@pytest.mark.parametrize("value", [None, "", "1", "on", "yes"])
def test_pinning_is_the_default(value: str | None) -> None:
    environ = {} if value is None else {cpu.ONE_CPU_ENV: value}
    assert cpu.wanted(environ)


def test_cpu_lists_read_back_what_was_written() -> None:
    for cpus in ({0}, {0, 1}, {3, 1, 8}):
        assert cpu.parse_cpus(cpu.format_cpus(cpus)) == cpus
    assert cpu.format_cpus({2, 0, 1}) == "0,1,2"
    for bad in ("", "a", "0,,1", "-1", "1;2"):
        with pytest.raises(ValueError):
            cpu.parse_cpus(bad)


@pytest.mark.parametrize("value", ["", "garbage", "-3", "99999"])
def test_a_child_keeps_its_cpus_when_told_nothing_usable(value: str) -> None:
    def widened() -> tuple[frozenset[int] | None, set[int], set[int]]:
        mine = os.sched_getaffinity(0)
        return cpu.widen_child({cpu.CHILD_CPUS_ENV: value}), mine, os.sched_getaffinity(0)

    if not hasattr(os, "sched_getaffinity"):
        pytest.skip("no thread affinity here")
    result, before, after = on_a_thread(widened)
    assert result is None and after == before


@batch_policy
def test_yield_to_loop_puts_that_thread_alone_in_the_batch_policy() -> None:
    release = threading.Event()
    waiting = threading.Thread(target=release.wait)
    waiting.start()
    try:
        assert waiting.native_id is not None
        assert os.sched_getscheduler(waiting.native_id) == os.SCHED_OTHER
        assert cpu.yield_to_loop(waiting.native_id)
        assert os.sched_getscheduler(waiting.native_id) == os.SCHED_BATCH
        assert os.sched_getscheduler(0) == os.SCHED_OTHER  # the caller is left as it was
    finally:
        release.set()
        waiting.join()


@several_cpus
def test_on_one_cpu_tells_a_pinned_thread_from_a_free_one(everything: set[int]) -> None:
    def pinned() -> bool:
        os.sched_setaffinity(0, {min(everything)})
        return cpu.on_one_cpu()

    assert on_a_thread(pinned)
    assert not on_a_thread(cpu.on_one_cpu)
