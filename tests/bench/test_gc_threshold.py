"""After start-up the young generation is collected less often; the environment can choose."""

from __future__ import annotations

import gc
import logging
from collections.abc import Iterator

import pytest

from bot.tg import warm


@pytest.fixture
def collector() -> Iterator[None]:
    threshold = gc.get_threshold()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


@pytest.mark.usefixtures("collector")
@pytest.mark.parametrize(
    ("chosen", "young"),
    [(None, warm.YOUNG_THRESHOLD), ("2500", 2500), ("0", warm.YOUNG_THRESHOLD), ("x", 10_000)],
)
def test_start_up_raises_the_young_threshold(
    monkeypatch: pytest.MonkeyPatch, chosen: str | None, young: int
) -> None:
    monkeypatch.setenv(warm.GC_FREEZE_ENV, "1")
    if chosen is None:
        monkeypatch.delenv(warm.GC_YOUNG_ENV, raising=False)
    else:
        monkeypatch.setenv(warm.GC_YOUNG_ENV, chosen)
    gc.set_threshold(700, 10, 10)
    assert warm.freeze_start_up()
    assert gc.get_threshold() == (young, 10, 10)


@pytest.mark.usefixtures("collector")
def test_without_freezing_the_collector_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(warm.GC_FREEZE_ENV, "0")
    monkeypatch.setenv(warm.GC_YOUNG_ENV, "5000")
    gc.set_threshold(700, 10, 10)
    assert not warm.freeze_start_up()
    assert gc.get_threshold() == (700, 10, 10)


@pytest.fixture
def quiet_collector(collector: None) -> Iterator[None]:
    """No automatic collection during the test: only the idle collector's."""
    gc.set_threshold(1_000_000, 3, 10)
    gc.collect()
    yield


@pytest.mark.usefixtures("quiet_collector")
def test_an_idle_moment_collects_the_young_generation_once_it_holds_enough() -> None:
    idle = warm.IdleCollector(minimum=500)
    kept = [[] for _ in range(100)]
    assert idle() is None  # fewer than 500 young objects: nothing to walk yet
    assert idle.collections == 0
    kept += [[] for _ in range(600)]
    assert gc.get_count()[0] >= 500
    assert idle() == 0
    assert gc.get_count()[0] < 500 and idle.collections == 1
    assert len(kept) == 700


@pytest.mark.usefixtures("quiet_collector")
def test_an_idle_moment_collects_the_generation_python_would() -> None:
    idle = warm.IdleCollector(minimum=10)
    kept = []

    def moments(count: int) -> list[int | None]:
        generations = []
        for _ in range(count):
            kept.append([[] for _ in range(20)])
            generations.append(idle())
        return generations

    # thresholds (…, 3, 10): the middle generation once three young collections are
    # counted, the old one once ten middle ones are (it grew: nothing was counted before)
    assert moments(41) == [0, 0, 0, 1] * 10 + [2]
    assert gc.get_count()[1:] == (0, 0)
    assert idle.long_lived > 41 * 21  # what it kept, now old, among the rest
    # its turn comes round again, but it grew by far less than a quarter: no full collection
    assert moments(41) == [0, 0, 0, 1] * 10 + [0]
    # once it has grown by more than a quarter, it is collected
    idle.long_lived = 10
    assert moments(3) == [2, 0, 0]


@pytest.mark.usefixtures("quiet_collector")
def test_a_cycle_left_at_idle_is_freed_there() -> None:
    freed: list[str] = []

    class Node:
        def __init__(self) -> None:
            self.me = self

        def __del__(self) -> None:
            freed.append("node")

    Node()
    filler = [[] for _ in range(10)]
    assert freed == []
    assert warm.IdleCollector(minimum=1)() == 0
    assert freed == ["node"] and len(filler) == 10


def test_a_minimum_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        warm.IdleCollector(0)


@pytest.mark.parametrize(
    ("freeze", "chosen", "minimum"),
    [
        ("1", None, warm.IDLE_MINIMUM),
        ("1", "250", 250),
        ("1", "0", None),
        ("0", "250", None),
    ],
)
def test_the_idle_collector_follows_the_environment(
    monkeypatch: pytest.MonkeyPatch, freeze: str, chosen: str | None, minimum: int | None
) -> None:
    monkeypatch.setenv(warm.GC_FREEZE_ENV, freeze)
    if chosen is None:
        monkeypatch.delenv(warm.GC_IDLE_ENV, raising=False)
    else:
        monkeypatch.setenv(warm.GC_IDLE_ENV, chosen)
    idle = warm.idle_collector()
    assert (idle.minimum if idle is not None else None) == minimum


@pytest.mark.parametrize("chosen", ["many", "-5", "1e3"])
def test_a_bad_idle_minimum_is_logged_and_ignored(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, chosen: str
) -> None:
    monkeypatch.setenv(warm.GC_FREEZE_ENV, "1")
    monkeypatch.setenv(warm.GC_IDLE_ENV, chosen)
    with caplog.at_level(logging.WARNING, logger="muggins.warm"):
        idle = warm.idle_collector()
    assert idle is not None and idle.minimum == warm.IDLE_MINIMUM
    assert warm.GC_IDLE_ENV in caplog.text and repr(chosen) in caplog.text
