"""Where pictures are drawn: a renderer process (`bot.pictures.worker`), else a thread.

Drawing is pure Python: on a thread of the bot's process it holds the interpreter lock about
0.4 ms per update and the event loop waits for it. `Renderer.render(draw, *args)` sends the
drawing to one long-lived child process instead, over its standard input and output, from
the event loop itself (no feeder or manager thread in the bot: the pipes are the loop's, as
its sockets are); requests are pipelined, several in flight, answered in order.

A club's bot must never show a player a traceback nor hang on a picture, so the child is
never trusted to be there:

- a drawing the child does not know (not in `bot.pictures.worker.DRAWINGS`), a child that
  could not start, died, answered garbage or did not answer within `timeout` seconds: the
  picture is drawn on the thread, as before (same bytes), and the request is never lost;
- a child lost is replaced at the next picture, at most `MAX_STARTS` times in
  `START_WINDOW` seconds (a crash loop does not spin: the thread draws meanwhile);
- the child lives as long as the application: `open` in post_init, `close` in
  post_shutdown (it ends when its input closes, also if the bot is killed); pictures asked
  outside of that, or from another event loop, are drawn on the thread.

`MUGGINS_RENDERER` chooses: `process` (the default) or `thread` (the tests' default: hundreds
of applications start there).
"""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any, Final, Literal, ParamSpec, TypeVar, cast

import bot
from bot.pictures import worker
from bot.pictures.png import SIGNATURE
from bot.tg import cpu

logger = logging.getLogger("muggins.renderer")

P = ParamSpec("P")
T = TypeVar("T")

Mode = Literal["process", "thread"]
PROCESS: Final = "process"
THREAD: Final = "thread"
MODES: Final = (PROCESS, THREAD)
RENDERER_ENV: Final = "MUGGINS_RENDERER"
"""`process` (default) or `thread`: where pictures are drawn."""

TIMEOUT: Final = 10.0
"""Seconds a picture may wait for the child before it is drawn on the thread (a deal takes
about a millisecond; the first one after a start waits for the child's imports)."""
MAX_STARTS: Final = 3
START_WINDOW: Final = 60.0
"""At most `MAX_STARTS` children started in `START_WINDOW` seconds; past it, the thread."""
STOP_WAIT: Final = 2.0
"""Seconds a closing child has to end on its own before it is killed."""


def mode_from_env() -> Mode:
    """`MUGGINS_RENDERER` (`process` or `thread`), `process` when unset or unknown (logged)."""
    chosen = os.environ.get(RENDERER_ENV, "").strip().casefold()
    if chosen == THREAD:
        return THREAD
    if chosen not in {"", PROCESS}:
        logger.warning("%s=%r: expected process or thread; using process", RENDERER_ENV, chosen)
    return PROCESS


def child_command() -> list[str]:
    """The child's command line: this interpreter, no script folder on its path (`-P`)."""
    return [sys.executable, "-P", "-m", "bot.pictures.worker"]


def child_environment() -> dict[str, str]:
    """The bot's environment with the folder this `bot` package comes from first on the
    path, so the child draws with the very code the bot runs (a checkout, a snapshot), and,
    while the bot's threads are pinned to one CPU, the CPUs it had before (`bot.tg.cpu`)."""
    root = str(Path(bot.__file__).resolve().parent.parent)
    path = os.environ.get("PYTHONPATH", "")
    return {
        **os.environ,
        "PYTHONPATH": root + (os.pathsep + path if path else ""),
        **cpu.child_environment(),
    }


class RendererGone(Exception):
    """The child cannot answer this request: not started, died, broke the stream, timed out."""


class DrawingFailed(Exception):
    """The child's drawing raised (its text in the message)."""


class _Pipes(asyncio.SubprocessProtocol):
    """The child's pipes and exit, reported to its `Child`."""

    def __init__(self, child: Child) -> None:
        self.child = child

    def pipe_data_received(self, fd: int, data: bytes | str) -> None:
        if isinstance(data, bytes):
            self.child.received(data)

    def pipe_connection_lost(self, fd: int, exc: Exception | None) -> None:
        self.child.lost("its pipes closed" if exc is None else f"its pipes broke ({exc})")

    def process_exited(self) -> None:
        self.child.exited()


class Child:
    """One running renderer process and the requests it has yet to answer, oldest first."""

    def __init__(self, answer_within: float) -> None:
        self.answer_within = answer_within
        self.alive = False
        self.pid: int | None = None
        self._loop = asyncio.get_running_loop()
        self._transport: asyncio.SubprocessTransport | None = None
        self._input: asyncio.WriteTransport | None = None
        self._pending: deque[tuple[asyncio.Future[bytes], float]] = deque()
        self._buffer = bytearray()
        self._timer: asyncio.TimerHandle | None = None
        self._exited: asyncio.Future[None] = self._loop.create_future()
        self.answered = 0
        """Pictures it drew and sent back."""

    @classmethod
    async def start(cls, command: Sequence[str], answer_within: float = TIMEOUT) -> Child:
        """Start the child and connect its pipes to the running loop (OSError if it cannot)."""
        child = cls(answer_within)
        transport, _ = await child._loop.subprocess_exec(
            lambda: _Pipes(child),
            *command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=None,  # the bot's: a crash's traceback goes to its log, never to a player
            env=child_environment(),
        )
        child._transport = transport
        child.pid = transport.get_pid()
        child._input = cast(asyncio.WriteTransport, transport.get_pipe_transport(0))
        child.alive = True
        return child

    @property
    def in_flight(self) -> int:
        """Requests sent and not answered yet."""
        return len(self._pending)

    def draw(self, frame: bytes) -> asyncio.Future[bytes]:
        """Send one framed request; its future gets the PNG bytes, or `RendererGone` /
        `DrawingFailed`."""
        future: asyncio.Future[bytes] = self._loop.create_future()
        if not self.alive or self._input is None:
            future.set_exception(RendererGone("the renderer is not running"))
            return future
        self._pending.append((future, self._loop.time() + self.answer_within))
        self._input.write(frame)  # now: deferred to the loop's next turn, a picture waited
        if self._timer is None:
            self._timer = self._loop.call_at(self._pending[0][1], self._check_time)
        return future

    def received(self, data: bytes) -> None:
        """Answers arrive: hand each complete one to the oldest request."""
        buffer = self._buffer
        buffer += data
        header = worker.ANSWER.size
        while len(buffer) >= header:
            status, size = worker.ANSWER.unpack_from(buffer)
            if status not in (worker.DRAWN, worker.FAILED) or size > worker.MAX_FRAME:
                self.lost(f"it sent a bad answer header ({status}, {size})")
                return
            end = header + size
            if len(buffer) < end:
                return
            with memoryview(buffer) as view:  # one copy of the picture, not two
                payload = bytes(view[header:end])
            del buffer[:end]
            if not self._pending:
                self.lost("it answered a request never sent")
                return
            if status == worker.DRAWN and not payload.startswith(SIGNATURE):
                self.lost("it answered something that is not a PNG")
                return
            future, _ = self._pending.popleft()
            if future.done():  # the update waiting for it was cancelled
                continue
            if status == worker.DRAWN:
                self.answered += 1
                future.set_result(payload)
            else:
                future.set_exception(DrawingFailed(payload.decode(errors="replace")))

    def _check_time(self) -> None:
        """The oldest request's deadline: past it the child is stuck (killed, replaced);
        else wait for the new oldest one's."""
        self._timer = None
        if not self._pending:
            return
        deadline = self._pending[0][1]
        if self._loop.time() >= deadline:
            self.lost(f"no answer within {self.answer_within:g} s")
        else:
            self._timer = self._loop.call_at(deadline, self._check_time)

    def lost(self, why: str) -> None:
        """The child is of no more use: every request waiting gets `RendererGone` (and is
        drawn on the thread), the process is killed (and reaped by the loop)."""
        if not self.alive:
            return
        self.alive = False
        logger.warning("picture renderer (pid %s) lost: %s", self.pid, why)
        self._fail_pending(why)
        if self._transport is not None:
            self._transport.close()  # kills the process if it still runs

    def exited(self) -> None:
        """The process ended (reaped)."""
        self.lost("it ended")
        if not self._exited.done():
            self._exited.set_result(None)

    def _fail_pending(self, why: str) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        pending, self._pending = self._pending, deque()
        for future, _ in pending:
            if not future.done():
                future.set_exception(RendererGone(why))

    def kill(self) -> None:
        """Kill the process now (a test's crash, or its loop gone)."""
        if self._transport is not None and self._transport.get_returncode() is None:
            self._transport.kill()

    async def stop(self, wait: float = STOP_WAIT) -> None:
        """Close the child's input (it ends once it has answered what it was sent) and wait
        for it; kill it if it does not end within `wait` seconds."""
        if self.alive:
            self.alive = False
            if self._input is not None:
                self._input.close()  # sends what was written, then end of file
            self._fail_pending("the renderer is closing")
        if self._transport is None:
            return
        try:
            async with asyncio.timeout(wait):
                await asyncio.shield(self._exited)
        except TimeoutError:
            logger.warning("picture renderer (pid %s) did not stop: killed", self.pid)
        self._transport.close()  # kills it if it still runs


class Renderer:
    """Draws pictures off the event loop: in the renderer process while one is open on the
    running loop, else on the pictures thread (one thread: the font engine is not
    thread-safe)."""

    def __init__(
        self,
        *,
        timeout: float = TIMEOUT,
        max_starts: int = MAX_STARTS,
        start_window: float = START_WINDOW,
        command: Sequence[str] | None = None,
    ) -> None:
        self.timeout = timeout
        self.command = list(command) if command is not None else child_command()
        """The child's command line (`child_command`; a test can give a failing one)."""
        self.starts = 0
        """Children started since `open`."""
        self.max_starts = max_starts
        self.start_window = start_window
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="muggins-pictures")
        self._mode: Mode = THREAD
        self._users = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._child: Child | None = None
        self._starting: asyncio.Future[Child | None] | None = None
        self._starts: deque[float] = deque()
        self._gave_up = False

    @property
    def mode(self) -> Mode:
        """Where pictures go now: `process` while open in that mode, else `thread`."""
        return self._mode

    @property
    def child(self) -> Child | None:
        """The running child, if any."""
        return self._child if self._child is not None and self._child.alive else None

    async def open(self, mode: Mode | None = None) -> Mode:
        """Start drawing in `mode` (default `MUGGINS_RENDERER`) on the running loop; each
        `open` wants one `close`. A child that cannot start is logged: the thread draws
        until one starts."""
        self._users += 1
        if self._users > 1:
            return self._mode
        self._mode = mode if mode is not None else mode_from_env()
        if self._mode == PROCESS:
            self._loop = asyncio.get_running_loop()
            self._starts.clear()
            self.starts = 0
            self._gave_up = False
            await self._replace()
        return self._mode

    async def close(self) -> None:
        """The last `close` stops the child; pictures are then drawn on the thread."""
        self._users = max(self._users - 1, 0)
        if self._users:
            return
        child, self._child = self._child, None
        self._mode = THREAD
        loop, self._loop = self._loop, None
        if child is None:
            return
        if loop is asyncio.get_running_loop():
            await child.stop()
        else:  # its loop is gone: nothing can be awaited there
            child.kill()

    async def render(self, draw: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """`draw(*args, **kwargs)`: by the child when it can, else on the thread."""
        loop = asyncio.get_running_loop()
        if self._mode == PROCESS and loop is self._loop:
            frame = self._request(draw, args, kwargs)
            if frame is not None:
                child = self.child or await self._replace()
                if child is not None:
                    try:
                        return cast(T, await child.draw(frame))
                    except RendererGone as gone:
                        logger.debug("picture drawn on the thread: %s", gone)
                    except DrawingFailed as failed:
                        logger.warning("the renderer could not draw %s: %s", draw, failed)
        return await loop.run_in_executor(self._thread, partial(draw, *args, **kwargs))

    @staticmethod
    def _request(draw: Callable[..., Any], args: Any, kwargs: Any) -> bytes | None:
        try:
            return worker.request(draw, args, kwargs)
        except Exception as error:  # an argument pickle cannot take: the thread draws it
            logger.warning("picture %s not sent to the renderer: %r", draw, error)
            return None

    async def _replace(self) -> Child | None:
        """A new child (one start at a time), or None when it cannot start or too many
        started lately."""
        if self._starting is not None:
            return await asyncio.shield(self._starting)
        now = time.monotonic()
        while self._starts and now - self._starts[0] > self.start_window:
            self._starts.popleft()
        if len(self._starts) >= self.max_starts:
            if not self._gave_up:
                self._gave_up = True
                logger.error(
                    "picture renderer restarted %d times in %g s: drawing on the thread",
                    len(self._starts),
                    self.start_window,
                )
            return None
        self._gave_up = False
        self._starts.append(now)
        self.starts += 1
        self._starting = asyncio.get_running_loop().create_future()
        child: Child | None = None
        try:
            child = await Child.start(self.command, self.timeout)
            logger.info("picture renderer started (pid %s)", child.pid)
        except OSError as error:
            logger.error("picture renderer could not start: %s", error)
        finally:
            starting, self._starting = self._starting, None
            starting.set_result(child)
        if self._mode != PROCESS or self._users == 0:  # closed meanwhile
            if child is not None:
                await child.stop()
            return None
        self._child = child
        return child

    def shutdown(self) -> None:
        """Free the thread (at interpreter exit: the child has ended with its loop)."""
        self._thread.shutdown(wait=False)
