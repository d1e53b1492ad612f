"""`muggins backup FILE`: a consistent copy of the live database with SQLite's backup API.

The copy is made by `sqlite3.Connection.backup` in one step from a connection of its own: it
reads one snapshot of the database (in WAL mode the bot keeps writing meanwhile, and its
writes after the snapshot are simply not in the copy). The copy is written next to FILE under
a temporary name, switched to a plain rollback journal (one self-contained file), checked with
`PRAGMA integrity_check`, and only then renamed to FILE, so FILE is never half written.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from bot.storage.migrations import read_user_version
from bot.storage.models import StorageError
from bot.storage.repo_ops import integrity_problems

BUSY_TIMEOUT_MS = 10_000


@dataclass(frozen=True)
class BackupResult:
    """What `backup_database` wrote."""

    target: Path
    pages: int
    size: int
    schema_version: int


def backup_database(source: Path, target: Path, *, overwrite: bool = False) -> BackupResult:
    """Copy the database `source` to `target`; StorageError if it cannot be done safely."""
    if not source.is_file():
        raise StorageError(f"no database at {source}")
    if target.exists() and not overwrite:
        raise StorageError(f"{target} already exists")
    if target.resolve() == source.resolve():
        raise StorageError("the backup cannot overwrite the database itself")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.partial")
    with contextlib.suppress(FileNotFoundError):
        partial.unlink()
    src = sqlite3.connect(source, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        dst = sqlite3.connect(partial, isolation_level=None)
        try:
            src.backup(dst)  # all pages in one step: one consistent snapshot
            dst.execute("PRAGMA journal_mode = DELETE").fetchall()
            problems = integrity_problems(dst)
            if problems:
                raise StorageError(f"the copy failed its integrity check: {problems[0]}")
            pages = int(dst.execute("PRAGMA page_count").fetchone()[0])
            version = read_user_version(dst)
        finally:
            dst.close()
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            partial.unlink()
        raise
    finally:
        src.close()
    os.replace(partial, target)
    return BackupResult(target, pages, target.stat().st_size, version)
