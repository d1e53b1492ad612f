"""What the `muggins` command tests share: a database path the CLI reads, English output."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def db_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh database file named by $MUGGINS_DB; English by default; no bot token."""
    path = tmp_path / "muggins.sqlite3"
    monkeypatch.setenv("MUGGINS_DB", str(path))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    return path
