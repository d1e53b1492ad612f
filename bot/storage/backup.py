"""`muggins backup FILE`: a consistent copy of the live database with SQLite's backup API.

The copy is made by aiosqlite's `Connection.backup` in one step from a connection of its own: it
reads one snapshot of the database (in WAL mode the bot keeps writing meanwhile, and its
writes after the snapshot are simply not in the copy). That connection only reads, as the
listings' does (`bot.storage.db_readonly.read_only_uri`, `mode=ro`): the database being copied
is left as it was, byte for byte, with no `-wal`/`-shm` made beside it and a log left by a
stopped bot neither folded into it nor removed; an older or newer schema is copied as it is
(a copy is what to take before an upgrade). The copy is written next to FILE under
a temporary name, switched to a plain rollback journal (one self-contained file), checked with
`PRAGMA integrity_check`, and only then renamed to FILE, so FILE is never half written.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

import aiosqlite

from bot.storage.db_readonly import read_only_uri
from bot.storage.migrations import read_user_version
from bot.storage.models import StorageError
from bot.storage.repo_ops import integrity_problems
from bot.storage.sql import execute, fetch_one

BUSY_TIMEOUT_MS = 10_000


@dataclass(frozen=True)
class BackupResult:
    """What `backup_database` wrote."""

    target: Path
    pages: int
    size: int
    schema_version: int


async def backup_database(source: Path, target: Path, *, overwrite: bool = False) -> BackupResult:
    """Copy the database `source` to `target`; StorageError if it cannot be done safely."""
    partial = await asyncio.to_thread(_prepare, source, target, overwrite=overwrite)
    try:
        uri = await asyncio.to_thread(read_only_uri, source)
        async with (
            aiosqlite.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000) as src,
            aiosqlite.connect(partial, isolation_level=None) as dst,
        ):
            await src.backup(dst)  # all pages in one step: one consistent snapshot
            await execute(dst, "PRAGMA journal_mode = DELETE")
            problems = await integrity_problems(dst)
            if problems:
                raise StorageError(f"the copy failed its integrity check: {problems[0]}")
            row = await fetch_one(dst, "PRAGMA page_count")
            pages = 0 if row is None else int(row[0])
            version = await read_user_version(dst)
        await asyncio.to_thread(os.replace, partial, target)
    except BaseException:
        await asyncio.to_thread(_remove, partial)
        raise
    size = (await asyncio.to_thread(target.stat)).st_size
    return BackupResult(target, pages, size, version)


def _prepare(source: Path, target: Path, *, overwrite: bool) -> Path:
    """Check the two paths; the temporary file to copy to (none there yet)."""
    if not source.is_file():
        raise StorageError(f"no database at {source}")
    if target.exists() and not overwrite:
        raise StorageError(f"{target} already exists")
    if target.resolve() == source.resolve():
        raise StorageError("the backup cannot overwrite the database itself")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.partial")
    _remove(partial)
    return partial


def _remove(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
