"""`full_disk`: aiosqlite refusing every write statement, as SQLite does on a full disk."""

from __future__ import annotations

import sqlite3
import threading
from typing import Any

import aiosqlite
import pytest

WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


def full_disk(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """Make aiosqlite refuse every write statement ("database or disk is full") while the
    returned event is set; reads go on."""
    full = threading.Event()

    def refusing(name: str) -> Any:
        """aiosqlite's `name`, refusing every write statement while the disk is full."""
        method = getattr(aiosqlite.Connection, name)

        def maybe_full(self: aiosqlite.Connection, sql: str, *args: Any) -> Any:
            if full.is_set() and sql.lstrip().upper().startswith(WRITES):
                raise sqlite3.OperationalError("database or disk is full")
            return method(self, sql, *args)

        return maybe_full

    for name in ("execute", "execute_fetchall", "executemany"):
        monkeypatch.setattr(aiosqlite.Connection, name, refusing(name))
    return full
