"""The bot's threads on one CPU, the renderer process on the others.

The event loop and the database's thread (`bot.storage.worker`) share Python's interpreter
lock, and hand it to each other dozens of times per update: Python's `sqlite3` lets go of it
around every call into SQLite (each step, each column fetched). On two CPUs, each hand-over
wakes the other thread on the other CPU through the kernel, and the waits add up. Measured with
the bot benchmark's closed loop, pictures off (three pairs): the database's thread was busy
0.69-0.92 ms of wall time per update for 0.22-0.30 ms of CPU, and the event loop sat idle
0.20-0.28 ms per update waiting for it. With both threads on one CPU each hand-over is a plain
switch on that CPU: the database's thread is busy 0.29-0.37 ms per update for 0.17-0.19 ms of
CPU, the loop idle 0.05-0.09 ms, and the loop handles 1,800-2,050 updates/s instead of
1,300-1,730. SQLite's own work (with the lock let go) no longer runs beside the loop's, but it
is the smaller part. Over fifteen runs of `python -m bot.bench bot --vs-echo` each, Muggins's
median updates/s rose by a fifth (pictures on) and a sixth (off); an echo bot on the same
pinned thread gained as much, so the ratio of the two did not move (docs/performance.md, "What
the bot does for speed"; the runs: `git show e8a9976:README.md`, Performance, eighth pass).

The renderer process (`bot.tg.renderer`) has its own interpreter lock: it is started before
the pin, and a renderer started while the bot is pinned is told (`child_environment`) to run
on the CPUs the bot had before. With pictures drawn on the bot's own thread
(`MUGGINS_RENDERER=thread`), whose image compression does run beside the loop, nothing is
pinned.

On one CPU (pinned so, or the machine's only one), the database's thread yields to the event
loop (`yield_to_loop`: Linux's `SCHED_BATCH` policy, sched(7)). Each step the loop queues
wakes that thread, and Linux lets a thread it wakes take the CPU at once from the one that
woke it; the database's thread then finds the interpreter lock held by the loop it has just
interrupted, and goes back to sleep. Measured with the bot benchmark's throughput pass,
pictures off: per update, the loop was interrupted 1.10 times and the database's thread went
back to sleep 1.12 times, two switches of the CPU for nothing. A thread in `SCHED_BATCH` is
not given the CPU on waking: it runs when the loop waits (for Telegram, for the database, for
players) or when its fair share comes round, and then runs the steps queued meanwhile as one
batch. The switches fell to 0.05 and 0.09 per update, the CPU per update by a tenth
(docs/performance.md, "What the bot does for speed"; the runs: `git show e8a9976:README.md`,
Performance, tenth pass). Its share of the CPU stays a fair one, not a lower priority
(`SCHED_IDLE`, which runs only when nothing else would, was slower).

`pin()` in post_init, `unpin()` in post_shutdown (`bot.tg.app`), on the event loop's thread:
Linux applies an affinity to the thread that asks, and to the threads it starts afterwards
(the database's thread, the default executor's); then, once the database is open and when
the loop's thread runs on one CPU (`on_one_cpu`), `yield_to_loop` for the database's thread.
`MUGGINS_ONE_CPU=0` leaves the threads where the system puts them, as they are.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Mapping
from typing import Final

ONE_CPU_ENV: Final = "MUGGINS_ONE_CPU"
"""`0` (or off, false, no): do not pin the bot's threads; anything else, or unset: pin."""
CHILD_CPUS_ENV: Final = "MUGGINS_CHILD_CPUS"
"""Set for a child started while the bot is pinned: the CPUs it may run on (`0,1`)."""

_before: frozenset[int] | None = None
"""While the bot is pinned: the CPUs its thread had before (what a child gets)."""


def wanted(environ: Mapping[str, str] | None = None) -> bool:
    """Whether the bot should pin its threads (`MUGGINS_ONE_CPU`, default yes)."""
    env = os.environ if environ is None else environ
    return env.get(ONE_CPU_ENV, "1").strip().casefold() not in {"0", "off", "false", "no"}


def pin() -> frozenset[int] | None:
    """Pin the calling thread, and the threads it starts from now on, to the lowest of the
    CPUs it may run on; the CPUs it had before (for `unpin`), or None when nothing was done:
    `MUGGINS_ONE_CPU=0`, a single CPU, or no thread affinity on this system (not Linux)."""
    global _before
    if not wanted() or not hasattr(os, "sched_setaffinity"):
        return None
    try:
        before = frozenset(os.sched_getaffinity(0))
        if len(before) < 2:
            return None
        os.sched_setaffinity(0, {min(before)})
    except OSError:  # a sandbox that refuses it: the threads stay where they are
        return None
    _before = before
    return before


def unpin(before: frozenset[int] | None) -> None:
    """Give the calling thread back the CPUs `pin` returned (nothing for None)."""
    global _before
    if before is None:
        return
    with contextlib.suppress(OSError):
        os.sched_setaffinity(0, before)
    _before = None


def on_one_cpu() -> bool:
    """Whether the calling thread may run on one CPU only: pinned (`pin`, or `taskset`), or
    on a machine or container with one. False when the system does not say (not Linux)."""
    if not hasattr(os, "sched_getaffinity"):
        return False
    try:
        return len(os.sched_getaffinity(0)) == 1
    except OSError:
        return False


def yield_to_loop(thread_id: int) -> bool:
    """Put the thread `thread_id` (its native id, `threading.get_native_id()`) in Linux's
    `SCHED_BATCH` policy: woken, it waits for the CPU's next turn instead of taking it from
    the thread that woke it (see the module). True when done; False when this system has no
    such policy (not Linux) or refused it."""
    if not hasattr(os, "SCHED_BATCH"):
        return False
    try:
        os.sched_setscheduler(thread_id, os.SCHED_BATCH, os.sched_param(0))
    except OSError:
        return False
    return True


def child_environment() -> dict[str, str]:
    """What to add to a child's environment so that it runs on the CPUs the bot had before
    it pinned itself (nothing while it is not pinned)."""
    if _before is None:
        return {}
    return {CHILD_CPUS_ENV: format_cpus(_before)}


def format_cpus(cpus: Iterable[int]) -> str:
    """`0,1,3`."""
    return ",".join(str(cpu) for cpu in sorted(cpus))


def parse_cpus(text: str) -> frozenset[int]:
    """The CPUs of `0,1,3` (ValueError if it is not such a list)."""
    cpus = frozenset(int(part) for part in text.split(","))
    if not cpus or min(cpus) < 0:
        raise ValueError(f"not a list of CPUs: {text!r}")
    return cpus


def widen_child(environ: Mapping[str, str] | None = None) -> frozenset[int] | None:
    """In a child: run on the CPUs `MUGGINS_CHILD_CPUS` gives (the parent's before it
    pinned itself); those CPUs, or None when it gives none or they cannot be set."""
    text = (os.environ if environ is None else environ).get(CHILD_CPUS_ENV, "").strip()
    if not text or not hasattr(os, "sched_setaffinity"):
        return None
    try:
        cpus = parse_cpus(text)
        os.sched_setaffinity(0, cpus)
    except (OSError, ValueError):
        return None
    return cpus
