"""What the `muggins` command tests share: a database the CLI reads, English output."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.storage import Database


@pytest.fixture(autouse=True)
def _terminal_in_the_c_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal's language says nothing (a French machine's LANG would make the default
    language French: see test_terminal_lang), and $MUGGINS_DEFAULT_LANG says English: the
    commands' default language once neither says one is French, the bot's."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")


async def make_database(path: Path) -> None:
    """An empty database at `path`, as the bot leaves it on its first start."""
    db = await Database.open(path)
    await db.close()


@pytest.fixture
def db_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh database file named by $MUGGINS_DB; English by default; no bot token."""
    path = tmp_path / "muggins.sqlite3"
    asyncio.run(make_database(path))
    monkeypatch.setenv("MUGGINS_DB", str(path))
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")
    monkeypatch.delenv("TELEGRAM_BOT_TOKEN", raising=False)
    return path
