"""The renderer process (`bot.tg.renderer`, `bot.pictures.worker`): the child draws the very
bytes the thread draws; a child that dies, hangs, cannot start or answers garbage costs a
player nothing (the thread draws the picture, the child is replaced within a bound); nothing
hangs after shutdown; and no child outlives its test.

The rest of the suite draws on the thread (`MUGGINS_RENDERER=thread`, tests/conftest.py);
here real children run, and the handlers' picture tests are played again through one.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import os
import pickle
import signal
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Callable
from datetime import date, timedelta
from functools import partial
from pathlib import Path
from typing import Any

import pytest
import test_pictures_handlers as shown  # the handlers' picture tests, played again below

from bot.engine.cards import parse_cards
from bot.engine.kings import Colour, Tile
from bot.i18n import I18n
from bot.pictures import worker
from bot.pictures.board import Race, board_png
from bot.pictures.cards import deal_png, rank_labels
from bot.pictures.chart import ChartData, Tally, chart_png
from bot.pictures.coach_chart import Bar, coach_png
from bot.pictures.kings import grid_png
from bot.storage import Database
from bot.tg import renderer as renderer_module
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.handlers import pictures
from bot.tg.local import Driver, LocalBotApi
from bot.tg.renderer import PROCESS, THREAD, Renderer, RendererGone
from bot.views import pictures as views

WAIT = 30.0
"""A bound on any wait here (a child's imports on a loaded machine), never a speed check."""


def gone(pid: int) -> bool:
    """Whether the process has ended and been reaped."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


async def until(condition: Callable[[], bool]) -> None:
    """Poll `condition` (a process's end has no event to wait on) for up to `WAIT` seconds."""
    async with asyncio.timeout(WAIT):
        while not condition():  # noqa: ASYNC110
            await asyncio.sleep(0.01)


@pytest.fixture
async def process() -> AsyncIterator[Renderer]:
    """A renderer with a real child, always closed; no child is left running."""
    renderer = Renderer()
    started: list[int] = []
    try:
        assert await renderer.open(PROCESS) == PROCESS
        yield renderer
    finally:
        if renderer.child is not None and renderer.child.pid is not None:
            started.append(renderer.child.pid)
        await renderer.close()
        renderer.shutdown()
    for pid in started:
        await until(lambda pid=pid: gone(pid))  # type: ignore[misc]


def translator(lang: str) -> Any:
    return I18n.load().translator(lang)


def drawings() -> list[tuple[Callable[..., bytes], tuple[Any, ...], dict[str, Any]]]:
    """Deals, boards, charts, coach charts and a Kings grid, in both languages."""
    fr, en = translator("fr"), translator("en")
    deals = ("5H 5S JD 10C 4H 6D", "AS 2S 3S 4S 5S", "KH QH JH 10H", "7C")
    cases: list[tuple[Callable[..., bytes], tuple[Any, ...], dict[str, Any]]] = []
    for text, tr in zip(deals, (fr, en, fr, en), strict=True):
        cards = parse_cards(text)
        cases.append((deal_png, (cards[:-1], cards[-1], rank_labels(tr)), {}))
        cases.append((deal_png, (cards, None, rank_labels(tr)), {"four_colours": True}))
    for race, tr in (
        (Race(121, "skunk", 0, 0), fr),
        (Race(121, "skunk", 87, 61, 80, 55), en),
        (Race(61, "skunk", 60, 12, 48, 12), fr),
    ):
        cases.append((board_png, (race, views.board_labels(tr)), {}))
    today = date(2026, 11, 24)
    days = tuple(
        (today - timedelta(days=29 - i), Tally(i % 4, min(i % 4, i % 3))) for i in range(30)
    )
    kinds = (("fifteens", Tally(5, 3)), ("runs", Tally(4, 1)), ("nobs", Tally(1, 1)))
    for tr in (fr, en):
        cases.append((chart_png, (ChartData(days, kinds), views.chart_labels(tr)), {}))
    bars = [Bar("his nobs", 0.2, "1/5"), Bar("quinze", 0.75, "3/4"), Bar("runs", 1.0, "2/2")]
    cases.append((coach_png, ("Weakest spots", bars), {}))
    tiles = {(7, 7): Tile(5, Colour.LIGHT), (7, 8): Tile(10, Colour.DARK)}
    ranks = {rank: str(rank) for rank in range(1, 14)}
    cases.append((grid_png, (tiles, 15, frozenset({(7, 8)}), ranks), {}))
    return cases


async def test_the_child_draws_the_threads_bytes(
    process: Renderer, caplog: pytest.LogCaptureFixture
) -> None:
    cases = drawings()
    child = process.child
    assert child is not None
    assert all(worker.request(f, a, k) is not None for f, a, k in cases)  # none left behind
    drawn = await asyncio.gather(*(process.render(f, *a, **k) for f, a, k in cases))  # pipelined
    assert drawn == [f(*a, **k) for f, a, k in cases]
    assert process.child is child and process.starts == 1, caplog.text  # all by the one child
    assert child.answered == len(cases), caplog.text


async def test_a_partial_is_sent_with_its_arguments(process: Renderer) -> None:
    cards = parse_cards("5H 5S JD 10C 4H")
    picture = partial(deal_png, cards[:4], cards[4], rank_labels(translator("fr")))
    assert worker.request(picture, (), {}) is not None
    assert await process.render(picture) == picture()


async def test_a_function_not_on_the_list_is_drawn_on_the_thread(process: Renderer) -> None:
    assert worker.request(len, (), {}) is None
    assert await process.render(bytes, 3) == b"\0\0\0"


async def test_a_killed_child_is_replaced_and_its_picture_still_drawn(process: Renderer) -> None:
    cards = parse_cards("5H 5S JD 10C 4H")
    ranks = rank_labels(translator("en"))
    child = process.child
    assert child is not None and child.pid is not None
    os.kill(child.pid, signal.SIGSTOP)  # it cannot answer: the request stays pending
    asked = asyncio.ensure_future(process.render(deal_png, cards[:4], cards[4], ranks))
    await until(lambda: child.in_flight == 1)
    os.kill(child.pid, signal.SIGKILL)
    async with asyncio.timeout(WAIT):
        assert await asked == deal_png(cards[:4], cards[4], ranks)  # drawn on the thread
    await until(lambda: gone(child.pid or 0))
    assert await process.render(
        board_png, Race(121, "skunk", 3, 5), views.board_labels(translator("en"))
    ) == board_png(Race(121, "skunk", 3, 5), views.board_labels(translator("en")))
    replaced = process.child
    assert replaced is not None and replaced is not child and process.starts == 2


async def test_a_child_that_does_not_answer_in_time_is_replaced() -> None:
    renderer = Renderer(timeout=0.5)
    await renderer.open(PROCESS)
    cards = parse_cards("AS 2S 3S 4S")
    ranks = rank_labels(translator("fr"))
    try:
        child = renderer.child
        assert child is not None and child.pid is not None
        os.kill(child.pid, signal.SIGSTOP)  # hung
        async with asyncio.timeout(WAIT):
            assert await renderer.render(deal_png, cards, None, ranks) == deal_png(
                cards, None, ranks
            )
        await until(lambda: gone(child.pid or 0))  # killed, reaped
        renderer.timeout = renderer_module.TIMEOUT  # the next child's imports may be slow
        assert await renderer.render(deal_png, cards, None, ranks) == deal_png(cards, None, ranks)
        assert renderer.child is not None and renderer.child is not child
    finally:
        await renderer.close()
        renderer.shutdown()


async def test_a_crash_loop_is_bounded_and_every_picture_drawn() -> None:
    dies = [sys.executable, "-c", "import sys; sys.stdin.close()"]  # starts, answers nothing
    renderer = Renderer(max_starts=2, start_window=3600, command=dies)
    cards = parse_cards("AS 2S 3S 4S")
    ranks = rank_labels(translator("en"))
    await renderer.open(PROCESS)
    try:
        for _ in range(5):
            async with asyncio.timeout(WAIT):
                assert await renderer.render(deal_png, cards, None, ranks) == deal_png(
                    cards, None, ranks
                )
        assert renderer.starts == 2 and renderer.mode == PROCESS
    finally:
        await renderer.close()
        renderer.shutdown()


async def test_a_child_that_cannot_start_leaves_the_thread_drawing() -> None:
    renderer = Renderer(command=["/nonexistent/python", "-m", "bot.pictures.worker"])
    cards = parse_cards("AS 2S 3S 4S")
    ranks = rank_labels(translator("en"))
    await renderer.open(PROCESS)
    try:
        assert renderer.child is None
        assert await renderer.render(deal_png, cards, None, ranks) == deal_png(cards, None, ranks)
    finally:
        await renderer.close()
        renderer.shutdown()


async def test_a_drawing_that_fails_in_the_child_raises_as_on_the_thread(
    process: Renderer,
) -> None:
    child = process.child
    too_many = parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H")
    with pytest.raises(ValueError, match="at most"):
        await process.render(deal_png, too_many, None, rank_labels(translator("en")))
    assert process.child is child  # a drawing's error is not the child's fault


async def test_garbage_from_the_child_fails_its_requests_and_ends_it(process: Renderer) -> None:
    child = process.child
    assert child is not None
    asked = child.draw(_deal_request())
    child.received(b"\x07garbage, not an answer")
    with pytest.raises(RendererGone):
        await asked
    assert not child.alive
    cards = parse_cards("AS 2S 3S 4S")
    ranks = rank_labels(translator("en"))
    assert await process.render(deal_png, cards, None, ranks) == deal_png(cards, None, ranks)
    assert process.child is not child


async def test_an_answer_that_is_not_a_png_ends_the_child(process: Renderer) -> None:
    child = process.child
    assert child is not None
    asked = child.draw(_deal_request())
    child.received(worker.ANSWER.pack(worker.DRAWN, 4) + b"GIF8")
    with pytest.raises(RendererGone):
        await asked
    assert not child.alive


def _deal_request() -> bytes:
    cards = parse_cards("AS 2S 3S 4S")
    frame = worker.request(deal_png, (cards, None, {1: "A", 2: "2", 3: "3", 4: "4"}), {})
    assert frame is not None
    return frame


async def test_a_picture_asked_after_shutdown_does_not_hang() -> None:
    renderer = Renderer()
    await renderer.open(PROCESS)
    child = renderer.child
    assert child is not None and child.pid is not None
    await renderer.close()
    await until(lambda: gone(child.pid or 0))
    cards = parse_cards("5H 5S JD 10C 4H")
    ranks = rank_labels(translator("fr"))
    async with asyncio.timeout(WAIT):
        assert await renderer.render(deal_png, cards, None, ranks) == deal_png(cards, None, ranks)
    assert renderer.mode == THREAD and renderer.child is None
    renderer.shutdown()


def test_a_request_holds_plain_data_only() -> None:
    for draw, args, kwargs in drawings():
        frame = worker.request(draw, args, kwargs)
        assert frame is not None
        (size,) = worker.LENGTH.unpack_from(frame)
        assert size == len(frame) - worker.LENGTH.size
        worker.RequestUnpickler(io.BytesIO(frame[worker.LENGTH.size :])).load()  # no class
    smuggled = pickle.dumps(("deal", (os.system, "true")))
    with pytest.raises(pickle.UnpicklingError, match="not plain data"):
        worker.RequestUnpickler(io.BytesIO(smuggled)).load()
    answer = worker.answer(smuggled)
    status, size = worker.ANSWER.unpack_from(answer)
    assert status == worker.FAILED and b"not plain data" in answer[-size:]
    assert worker.answer(pickle.dumps(("exec", ()))).startswith(bytes([worker.FAILED]))


def test_the_child_answers_every_request_in_order_then_ends_with_its_input() -> None:
    cases = drawings()[:6]
    requests_read, requests_written = os.pipe()
    answers_read, answers_written = os.pipe()
    frames = b"".join(worker.request(f, a, k) or b"" for f, a, k in cases)
    os.write(requests_written, frames[:-3])  # the last request arrives in two parts
    os.write(requests_written, frames[-3:])
    os.close(requests_written)

    def child() -> None:
        worker.serve(requests_read, answers_written)  # returns at the end of its input
        os.close(answers_written)

    serving = threading.Thread(target=child)  # the answers may not fit in the pipe
    serving.start()
    received = b""
    while chunk := os.read(answers_read, 1 << 16):
        received += chunk
    serving.join()
    os.close(requests_read)
    os.close(answers_read)
    pictures_sent = []
    while received:
        status, size = worker.ANSWER.unpack_from(received)
        assert status == worker.DRAWN
        end = worker.ANSWER.size + size
        pictures_sent.append(received[worker.ANSWER.size : end])
        received = received[end:]
    assert pictures_sent == [f(*a, **k) for f, a, k in cases]


def test_the_environment_chooses_the_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    for value, mode in (("thread", THREAD), ("process", PROCESS), ("", PROCESS), ("x", PROCESS)):
        monkeypatch.setenv(renderer_module.RENDERER_ENV, value)
        assert renderer_module.mode_from_env() == mode
    monkeypatch.delenv(renderer_module.RENDERER_ENV)
    assert renderer_module.mode_from_env() == PROCESS


# -- The application with its renderer process -----------------------------------------------


@pytest.fixture
async def process_app(
    tg_config: Config, local_api: LocalBotApi, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[App]:
    monkeypatch.setenv(renderer_module.RENDERER_ENV, PROCESS)
    application = build_app(tg_config, request=local_api)
    pids: list[int] = []
    async with running(application):
        child = pictures.RENDERER.child
        assert pictures.RENDERER.mode == PROCESS and child is not None
        assert child.pid is not None
        pids.append(child.pid)
        yield application
        child = pictures.RENDERER.child
        assert child is not None and child.pid == pids[0]  # the same child all along
    assert pictures.RENDERER.mode == THREAD and pictures.RENDERER.child is None
    await until(lambda: gone(pids[0]))  # post_shutdown stopped it


async def test_the_apps_pictures_come_from_its_child(
    process_app: App, local_api: LocalBotApi
) -> None:
    driver = Driver(process_app, local_api)
    database: Database = process_app.bot_data.db
    await shown.test_a_private_deal_is_one_photo_captioned_with_the_question(
        driver, database, local_api, "/hand"
    )
    await shown.test_the_board_follows_each_counted_hand(driver, database)
    await shown.test_stats_with_the_chart_of_stored_attempts(driver, database)


@pytest.mark.skipif(sys.platform != "linux", reason="pipe sizes are Linux's")
def test_the_answers_pipe_holds_many_pictures() -> None:
    read, write = os.pipe()
    try:
        most = int(Path("/proc/sys/fs/pipe-max-size").read_text())
        if most < worker.ANSWERS_PIPE_SIZE:
            pytest.skip("this machine caps pipes below the size asked")
        assert worker.widen(write) >= worker.ANSWERS_PIPE_SIZE
    finally:
        os.close(read)
        os.close(write)


PILLOW_CHECK = """
import asyncio, hashlib, sys
from bot.engine.cards import parse_cards
from bot.pictures.cards import deal_png
from bot.tg import app  # the whole application: handlers, renderer, warm-up
from bot.tg.renderer import Renderer

def drawing_modules():
    return sorted(m for m in sys.modules if m.split(".")[0] in ("PIL", "isal"))

print("before", drawing_modules())
cards = parse_cards("5H 5S JD 10C 4H")
ranks = {r: str(r) for r in range(1, 14)}
picture = asyncio.run(Renderer().render(deal_png, cards[:4], cards[4], ranks))
print("after", bool(drawing_modules()), hashlib.sha256(picture).hexdigest())
"""


def test_the_bots_process_loads_pillow_only_when_it_draws() -> None:
    # A fresh interpreter: this one has drawn already. The bot's process imports the pictures'
    # modules for their data and leaves the drawing to the child; on the thread (the child
    # gone) it then draws the very bytes drawn here.
    done = subprocess.run(
        [sys.executable, "-c", PILLOW_CHECK],
        env=renderer_module.child_environment(),
        capture_output=True,
        text=True,
        timeout=WAIT,
        check=True,
    )
    cards = parse_cards("5H 5S JD 10C 4H")
    expected = hashlib.sha256(deal_png(cards[:4], cards[4], {r: str(r) for r in range(1, 14)}))
    assert done.stdout.splitlines() == ["before []", f"after True {expected.hexdigest()}"]
