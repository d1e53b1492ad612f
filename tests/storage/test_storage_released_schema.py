"""The released migrations stay as released: a fresh database migrated to version 30 has the
same `sqlite_master` (every table, index, trigger and view, in creation order, with its SQL)
and `PRAGMA user_version` as the file Muggins wrote when migration 30 was the latest.

Migrations are append-only: moving the scripts between modules, or adding migration 31, leaves
this digest as it is; editing a released script changes it (and is a defect: a database
already at that version would never run the edited text)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import aiosqlite

from bot.storage.migrations import MIGRATIONS, migrate_now, read_user_version

RELEASED: int = 30
"""The latest migration when the digest below was taken."""

RELEASED_SCHEMA_SHA256 = "a220415873861716c8a84c52baaa80f3f3bf0bead50ed1b1a34fedcec4e12b54"
"""sha256 of the `sqlite_master` rows at version 30 (type, name, tbl_name, rootpage, sql, in
rowid order)."""


async def schema_rows(path: Path, upto: int) -> tuple[int, list[tuple[object, ...]]]:
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate_now(conn, MIGRATIONS[:upto]) == upto
        version = await read_user_version(conn)
        rows = await conn.execute_fetchall(
            "SELECT type, name, tbl_name, rootpage, sql FROM sqlite_master ORDER BY rowid"
        )
    return version, [tuple(row) for row in rows]


def digest(rows: list[tuple[object, ...]]) -> str:
    text = "\n".join("\x1f".join("" if part is None else str(part) for part in row) for row in rows)
    return hashlib.sha256(text.encode()).hexdigest()


async def test_the_released_migrations_write_the_released_schema(tmp_path: Path) -> None:
    assert len(MIGRATIONS) >= RELEASED
    version, rows = await schema_rows(tmp_path / "released.sqlite3", RELEASED)
    assert version == RELEASED
    assert len(rows) > 60
    assert digest(rows) == RELEASED_SCHEMA_SHA256
