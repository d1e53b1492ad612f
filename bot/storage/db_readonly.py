"""A read-only connection to the database, for the commands that only read it (`muggins games`,
`tournaments`, `nights`: `Database.open_read_only`): nothing written, no file created, no
migration run.

It is opened through an SQLite URI with `mode=ro` (aiosqlite's `connect(..., uri=True)`), with
`PRAGMA query_only` on besides. The bot's database is in WAL mode, and a WAL reader needs the
write-ahead log and its index (`-wal`, `-shm`):

- while the bot runs (or after it stopped without closing), both are there: `mode=ro` reads
  through them, the bot's latest commits included, and creates nothing;
- once the bot closed the database, it folded the log into the file and removed both: the
  file holds everything, and a `mode=ro` connection would create the two files again (and,
  read-only, could not remove them). The file is then opened `immutable=1` too: read as it
  is, without the log or any lock. A bot started meanwhile writes to its new log, not to
  the file (until its first checkpoint, after a thousand pages), so the listing still reads
  the database as it was when it began;
- a log copied without its index (`-shm`, SQLite's shared memory, a cache of the log): SQLite
  makes the index to read the log, and leaves it; the file and the log are not written.

A database an older Muggins wrote (its `PRAGMA user_version` behind `LATEST_VERSION`) is not
upgraded: `SchemaTooOldError`; `muggins upgrade` (or the bot's next start) brings it up to date.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Final

import aiosqlite

from bot.storage.migrations import (
    LATEST_VERSION,
    NotMugginsError,
    SchemaTooNewError,
    SchemaVersionError,
    check_sqlite_version,
    foreign_tables,
    read_user_version,
)
from bot.storage.models import StorageError
from bot.storage.sql import execute

WAL_HEADER: Final = 2
"""Byte 18 of the database header (the file format's read version): 2 in WAL mode."""


class SchemaTooOldError(SchemaVersionError):
    """The database was written by an older Muggins, and a read-only open does not upgrade
    it (`muggins upgrade` does, and the bot on its next start)."""

    TEMPLATE = (
        "database schema version {found} is older than this program's ({known}); "
        "`muggins upgrade` (or the bot's next start) brings it up to date"
    )


def read_only_uri(path: Path) -> str:
    """The SQLite URI reading `path` without writing or creating anything (see the module):
    `immutable=1` too for a WAL database without its log (closed by the bot)."""
    uri = f"{path.absolute().as_uri()}?mode=ro"
    log = path.with_name(f"{path.name}-wal")
    if not log.exists() and _in_wal_mode(path):
        uri += "&immutable=1"
    return uri


def _in_wal_mode(path: Path) -> bool:
    """Whether the header of the database file says WAL mode (False for a file too short to
    hold one: SQLite says what is wrong with it)."""
    with path.open("rb") as file:
        header = file.read(19)
    return len(header) == 19 and header[18] == WAL_HEADER


async def connect_read_only(path: Path, busy_timeout_ms: int) -> tuple[aiosqlite.Connection, int]:
    """A read-only connection to the database at `path` and its schema version; StorageError
    if there is no file there (nothing is created), `SchemaTooOldError` or `SchemaTooNewError`
    if its schema is not this program's."""
    check_sqlite_version()
    if busy_timeout_ms < 0:
        raise ValueError("busy_timeout_ms must be >= 0")
    if not await asyncio.to_thread(path.is_file):
        raise StorageError(f"no database at {path}")
    uri = await asyncio.to_thread(read_only_uri, path)
    conn = await aiosqlite.connect(uri, uri=True, isolation_level=None)
    try:
        conn.row_factory = aiosqlite.Row
        await execute(conn, f"PRAGMA busy_timeout = {int(busy_timeout_ms):d}")
        await execute(conn, "PRAGMA query_only = ON")
        version = await read_user_version(conn)
        if version > LATEST_VERSION:
            raise SchemaTooNewError(version, LATEST_VERSION)
        if version == 0 and (tables := await foreign_tables(conn)):
            raise NotMugginsError(tables)
        if version < LATEST_VERSION:
            raise SchemaTooOldError(version, LATEST_VERSION)
    except BaseException:
        await conn.close()
        raise
    return conn, version
