"""After start-up the survivors are frozen out of the garbage collector; the environment can
leave the collector alone."""

from __future__ import annotations

import gc
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
def test_start_up_freezes_its_survivors(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(warm.GC_FREEZE_ENV, "1")
    gc.unfreeze()
    gc.set_threshold(700, 10, 10)
    kept = [[n] for n in range(100)]  # tracked objects: frozen with the rest
    assert warm.freeze_start_up()
    assert gc.get_freeze_count() >= len(kept)
    assert gc.get_threshold() == (700, 10, 10)  # the thresholds are left as they were


@pytest.mark.usefixtures("collector")
def test_without_freezing_the_collector_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(warm.GC_FREEZE_ENV, "0")
    gc.unfreeze()
    gc.set_threshold(700, 10, 10)
    assert not warm.freeze_start_up()
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == (700, 10, 10)
