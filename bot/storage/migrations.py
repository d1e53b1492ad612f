"""Schema migrations keyed by `PRAGMA user_version`.

`MIGRATIONS` (the scripts, append-only, in `bot.storage.schema`): migration N (1-based) takes
the schema from version N-1 to N. Each migration runs with its version bump in one
`BEGIN IMMEDIATE ... COMMIT` transaction (statements executed one by one, since
`executescript` would commit on its own), so a crash leaves the database at a whole version,
and two processes opening the same file at once migrate it once.
"""

from __future__ import annotations

import sqlite3
from typing import ClassVar, Final

import aiosqlite

from bot.storage.models import StorageError
from bot.storage.schema import MIGRATIONS as MIGRATIONS
from bot.storage.sql import execute, fetch_one

# SQLite 3.37 brought STRICT tables; RETURNING (3.35) and partial indexes are older.
MIN_SQLITE_VERSION: Final = (3, 37, 0)

LATEST_VERSION: Final = len(MIGRATIONS)


class SchemaVersionError(StorageError):
    """The database's schema version, `found`, is not the one this program knows, `known`
    (`SchemaTooNewError`, `bot.storage.db_readonly.SchemaTooOldError`): its message is the
    class's `TEMPLATE` with both filled in."""

    TEMPLATE: ClassVar[str] = "database schema version {found} is not this program's ({known})"

    def __init__(self, found: int, known: int) -> None:
        super().__init__(self.TEMPLATE.format(found=found, known=known))
        self.found = found
        self.known = known


class SchemaTooNewError(SchemaVersionError):
    """The database was written by a newer Muggins than this one."""

    TEMPLATE = (
        "database schema version {found} is newer than this program knows ({known}); "
        "upgrade Muggins or use another database file"
    )


class NotMugginsError(StorageError):
    """The file is an SQLite database of something else: tables, and no Muggins version."""

    def __init__(self, tables: tuple[str, ...]) -> None:
        super().__init__(
            f"the database holds other tables ({', '.join(tables)}) and no Muggins schema; "
            "set MUGGINS_DB to the bot's own file, or to a new file"
        )
        self.tables = tables


async def foreign_tables(conn: aiosqlite.Connection) -> tuple[str, ...]:
    """The tables of a database at version 0 (none in a new file: Muggins's first migration
    creates its tables and sets version 1 in one transaction, so a file at version 0 with
    tables is another program's)."""
    rows = await conn.execute_fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'"
        " ORDER BY name"
    )
    return tuple(str(row[0]) for row in rows)


async def refuse_foreign(conn: aiosqlite.Connection) -> None:
    """`NotMugginsError` for another program's database (before anything is written to it:
    its journal mode included)."""
    if await read_user_version(conn) == 0:
        tables = await foreign_tables(conn)
        if tables:
            raise NotMugginsError(tables)


def split_statements(script: str) -> list[str]:
    """Split an SQL script into complete statements (semicolons inside strings are kept)."""
    statements: list[str] = []
    buffer = ""
    for chunk in script.split(";"):
        buffer += chunk + ";"
        if sqlite3.complete_statement(buffer):
            statement = buffer.strip()
            if statement != ";":
                statements.append(statement)
            buffer = ""
    if buffer.strip(" \n\t;"):
        raise ValueError(f"incomplete SQL statement: {buffer.strip()[:60]!r}")
    return statements


def check_sqlite_version(version: str = sqlite3.sqlite_version) -> None:
    """Refuse an SQLite library too old for the schema."""
    found = tuple(int(part) for part in version.split(".")[:3])
    if found < MIN_SQLITE_VERSION:
        wanted = ".".join(map(str, MIN_SQLITE_VERSION))
        raise StorageError(f"SQLite {version} is too old; Muggins needs {wanted} or newer")


async def read_user_version(conn: aiosqlite.Connection) -> int:
    """The schema version stored in the database header."""
    row = await fetch_one(conn, "PRAGMA user_version")
    return int(row[0]) if row is not None else 0


async def migrate_now(conn: aiosqlite.Connection, migrations: tuple[str, ...] = MIGRATIONS) -> int:
    """Apply every pending migration, one transaction each; returns the final version.

    The connection must be in autocommit mode (isolation_level=None).
    """
    known = len(migrations)
    while True:
        await execute(conn, "BEGIN IMMEDIATE")
        try:
            version = await read_user_version(conn)
            if version > known:
                raise SchemaTooNewError(version, known)
            if version == known:
                await execute(conn, "COMMIT")
                return version
            if version == 0:  # another program's database: never write our schema into it
                await refuse_foreign(conn)
            for statement in split_statements(migrations[version]):
                await execute(conn, statement)
            # PRAGMA takes no parameters; the value is an int computed here, never user input.
            await execute(conn, f"PRAGMA user_version = {version + 1:d}")
            await execute(conn, "COMMIT")
        except BaseException:
            if conn.in_transaction:
                await conn.rollback()
            raise
