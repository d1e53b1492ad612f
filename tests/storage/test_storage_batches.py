"""Group commit (`sql.StepBatcher`): write steps that queue up while the worker is busy run as
one transaction, with the outcomes a lone step would have (a failure rolls the batch back and
runs it again around the failing step)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.storage.sql import BEGIN_READ, BEGIN_WRITE, AbandonedError, Step, StepBatcher
from bot.storage.worker import MAX_BATCH, Worker


@pytest.fixture
async def worker(tmp_path: Path) -> Any:
    conn = await Worker.open(tmp_path / "b.db", StepBatcher())
    await conn.execute("CREATE TABLE t (x INTEGER UNIQUE)")
    yield conn
    await conn.close()


class Statements:
    """The statements the worker's connection runs (its trace callback)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def __call__(self, conn: sqlite3.Connection) -> None:
        conn.set_trace_callback(self.seen.append)

    def count(self, prefix: str) -> int:
        return sum(statement.startswith(prefix) for statement in self.seen)


def insert(x: int) -> Callable[[sqlite3.Connection], int]:
    def work(conn: sqlite3.Connection) -> int:
        conn.execute("INSERT INTO t VALUES (?)", (x,))
        return x

    return work


def failing_after_insert(x: int) -> Callable[[sqlite3.Connection], int]:
    def work(conn: sqlite3.Connection) -> int:
        conn.execute("INSERT INTO t VALUES (?)", (x,))
        raise ValueError(f"step {x} fails")

    return work


async def held(conn: Worker) -> threading.Event:
    """Keep the worker's thread busy until the event is set (steps queue up behind)."""
    started, release = threading.Event(), threading.Event()

    def hold(_: sqlite3.Connection) -> None:
        started.set()
        release.wait(5)

    conn.run(hold)
    await asyncio.to_thread(started.wait, 5)
    return release


async def rows(conn: Worker) -> list[int]:
    return [row[0] for row in await conn.execute_fetchall("SELECT x FROM t ORDER BY x")]


async def test_writes_queued_together_commit_once(worker: Worker) -> None:
    trace = Statements()
    await worker.run(trace)
    release = await held(worker)
    steps = [worker.run(Step(insert(x), BEGIN_WRITE)) for x in range(10)]
    release.set()
    assert await asyncio.gather(*steps) == list(range(10))
    assert await rows(worker) == list(range(10))
    assert (trace.count("BEGIN"), trace.count("COMMIT")) == (1, 1)
    # no savepoint per step: a failure rolls the whole batch back and runs it again
    assert trace.count("SAVEPOINT") == trace.count("RELEASE") == 0


async def test_a_lone_write_runs_as_before(worker: Worker) -> None:
    trace = Statements()
    await worker.run(trace)
    assert await worker.run(Step(insert(1), BEGIN_WRITE)) == 1
    assert trace.count("SAVEPOINT") == 0 and trace.count("COMMIT") == 1


async def test_a_failing_step_is_undone_alone(worker: Worker) -> None:
    release = await held(worker)
    steps = [
        worker.run(Step(insert(1), BEGIN_WRITE)),
        worker.run(Step(failing_after_insert(2), BEGIN_WRITE)),
        worker.run(Step(insert(3), BEGIN_WRITE)),
        worker.run(Step(insert(1), BEGIN_WRITE)),  # UNIQUE: fails too
    ]
    release.set()
    outcomes = await asyncio.gather(*steps, return_exceptions=True)
    assert outcomes[0] == 1 and outcomes[2] == 3
    assert isinstance(outcomes[1], ValueError)
    assert isinstance(outcomes[3], sqlite3.IntegrityError)
    assert await rows(worker) == [1, 3]


async def test_a_failing_first_step_is_undone_alone_and_the_rest_commit(worker: Worker) -> None:
    release = await held(worker)
    steps = [
        worker.run(Step(failing_after_insert(1), BEGIN_WRITE, deferred=[insert(10)])),
        worker.run(Step(insert(2), BEGIN_WRITE)),
        worker.run(Step(failing_after_insert(3), BEGIN_WRITE)),
        worker.run(Step(insert(4), BEGIN_WRITE, deferred=[insert(40)])),
    ]
    release.set()
    outcomes = await asyncio.gather(*steps, return_exceptions=True)
    assert isinstance(outcomes[0], ValueError) and isinstance(outcomes[2], ValueError)
    assert outcomes[1] == 2 and outcomes[3] == 4
    assert await rows(worker) == [2, 4, 10, 40]  # its deferred write kept, as alone


async def test_a_batch_that_fails_commits_each_step_once(worker: Worker) -> None:
    trace = Statements()
    await worker.run(trace)
    release = await held(worker)
    steps = [
        worker.run(Step(insert(1), BEGIN_WRITE)),
        worker.run(Step(insert(2), BEGIN_WRITE)),
        worker.run(Step(insert(1), BEGIN_WRITE)),  # UNIQUE: fails after the first two
        worker.run(Step(insert(3), BEGIN_WRITE)),
    ]
    release.set()
    outcomes = await asyncio.gather(*steps, return_exceptions=True)
    assert outcomes[:2] == [1, 2] and outcomes[3] == 3
    assert isinstance(outcomes[2], sqlite3.IntegrityError)
    assert await rows(worker) == [1, 2, 3]
    # rolled back, then: the two before it as a batch, it alone, the one after it
    assert (trace.count("BEGIN"), trace.count("COMMIT"), trace.count("ROLLBACK")) == (4, 2, 2)


@pytest.mark.parametrize("failing", [0, 1, 2])
async def test_a_failing_step_anywhere_leaves_what_lone_steps_leave(
    worker: Worker, failing: int
) -> None:
    release = await held(worker)
    works = [insert(x) for x in range(3)]
    works[failing] = failing_after_insert(failing)
    steps = [
        worker.run(Step(work, BEGIN_WRITE, deferred=[insert(10 + x)]))
        for x, work in enumerate(works)
    ]
    release.set()
    outcomes = await asyncio.gather(*steps, return_exceptions=True)
    assert [isinstance(outcome, ValueError) for outcome in outcomes] == [
        x == failing for x in range(3)
    ]
    assert await rows(worker) == [x for x in range(3) if x != failing] + [10, 11, 12]


async def test_an_abandoned_first_step_writes_nothing_but_keeps_its_deferred_writes(
    worker: Worker,
) -> None:
    release = await held(worker)
    abandoned = Step(insert(1), BEGIN_WRITE, deferred=[insert(10)])
    steps = [worker.run(abandoned), worker.run(Step(insert(2), BEGIN_WRITE))]
    abandoned.abandon()
    release.set()
    outcomes = await asyncio.gather(*steps, return_exceptions=True)
    assert isinstance(outcomes[0], AbandonedError) and outcomes[1] == 2
    assert await rows(worker) == [2, 10]


async def test_an_abandoned_step_writes_nothing_but_keeps_its_deferred_writes(
    worker: Worker,
) -> None:
    release = await held(worker)
    abandoned = Step(insert(2), BEGIN_WRITE, deferred=[insert(20)])
    steps = [
        worker.run(Step(insert(1), BEGIN_WRITE)),
        worker.run(abandoned),
        worker.run(Step(insert(3), BEGIN_WRITE)),
    ]
    abandoned.abandon()
    release.set()
    outcomes = await asyncio.gather(*steps, return_exceptions=True)
    assert outcomes[0] == 1 and outcomes[2] == 3
    assert isinstance(outcomes[1], AbandonedError)
    assert await rows(worker) == [1, 3, 20]


async def test_a_step_cancelled_before_its_batch_is_skipped(worker: Worker) -> None:
    release = await held(worker)
    first = worker.run(Step(insert(1), BEGIN_WRITE))
    cancelled = worker.run(Step(insert(2), BEGIN_WRITE))
    last = worker.run(Step(insert(3), BEGIN_WRITE))
    cancelled.cancel()
    release.set()
    assert (await first, await last) == (1, 3)
    assert await rows(worker) == [1, 3]


async def test_when_the_transaction_is_lost_every_step_runs_again_alone(worker: Worker) -> None:
    def ends_the_transaction(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO t VALUES (2)")
        conn.execute("ROLLBACK")  # as SQLite does itself on a full disk or an I/O error

    trace = Statements()
    await worker.run(trace)
    release = await held(worker)
    steps = [
        worker.run(Step(insert(1), BEGIN_WRITE)),
        worker.run(Step(ends_the_transaction, BEGIN_WRITE)),
        worker.run(Step(insert(3), BEGIN_WRITE)),
    ]
    release.set()
    outcomes = await asyncio.gather(*steps, return_exceptions=True)
    assert outcomes[0] == 1 and outcomes[2] == 3
    assert isinstance(outcomes[1], sqlite3.OperationalError)  # its COMMIT, alone, fails
    assert await rows(worker) == [1, 3]  # each once: nothing of the lost batch doubled


async def test_reads_run_between_batches_in_order(worker: Worker) -> None:
    def count(conn: sqlite3.Connection) -> int:
        return int(conn.execute("SELECT COUNT(*) FROM t").fetchone()[0])

    release = await held(worker)
    first = [worker.run(Step(insert(x), BEGIN_WRITE)) for x in range(3)]
    read = worker.run(Step(count, BEGIN_READ))
    later = [worker.run(Step(insert(x), BEGIN_WRITE)) for x in range(3, 5)]
    release.set()
    await asyncio.gather(*first, *later)
    assert await read == 3


async def test_a_batch_holds_at_most_max_batch_steps(worker: Worker) -> None:
    trace = Statements()
    await worker.run(trace)
    release = await held(worker)
    steps = [worker.run(Step(insert(x), BEGIN_WRITE)) for x in range(MAX_BATCH + 5)]
    release.set()
    await asyncio.gather(*steps)
    assert trace.count("COMMIT") == 2
    assert await rows(worker) == list(range(MAX_BATCH + 5))


async def test_a_caller_hears_of_its_write_once_it_is_committed(
    worker: Worker, tmp_path: Path
) -> None:
    seen_by_another: list[list[int]] = []
    release = await held(worker)
    steps = [worker.run(Step(insert(x), BEGIN_WRITE)) for x in range(4)]

    def look(_: asyncio.Future[int]) -> None:
        with sqlite3.connect(tmp_path / "b.db") as other:
            seen_by_another.append([r[0] for r in other.execute("SELECT x FROM t ORDER BY x")])

    steps[0].add_done_callback(look)
    release.set()
    await asyncio.gather(*steps)
    assert seen_by_another == [[0, 1, 2, 3]]
