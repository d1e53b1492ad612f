"""Fixtures for the storage tests: a fake clock and a fresh database in a temporary folder."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from storage_helpers import FakeClock

from bot.storage import Database


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "muggins.sqlite3"


@pytest.fixture
async def db(db_path: Path, clock: FakeClock) -> AsyncIterator[Database]:
    database = await Database.open(db_path, clock=clock)
    yield database
    await database.close()
