"""After start-up the young generation is collected less often; the environment can choose."""

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
