"""Small helpers over an aiosqlite connection: parameterised queries, quiet rollback, clock.

Every helper is one round trip to aiosqlite's thread (`execute_fetchall` steps the statement
to the end and closes its cursor); counts of changed rows come from RETURNING clauses.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, TypeAlias

import aiosqlite

Clock: TypeAlias = Callable[[], datetime]
Params: TypeAlias = Sequence[Any] | Mapping[str, Any]


def utc_now() -> datetime:
    """The default clock: the current time in UTC."""
    return datetime.now(UTC)


def iso_utc(moment: datetime) -> str:
    """A UTC ISO 8601 string with milliseconds; an aware datetime is required."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError("times must be timezone-aware datetimes")
    return moment.astimezone(UTC).isoformat(timespec="milliseconds")


async def fetch_one(
    conn: aiosqlite.Connection, sql: str, params: Params = ()
) -> sqlite3.Row | None:
    """The first row of a query, or None; the statement is fully stepped and reset."""
    rows = await conn.execute_fetchall(sql, params)
    for row in rows:
        return row
    return None


async def fetch_all(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> list[sqlite3.Row]:
    """Every row of a query."""
    rows: Iterable[sqlite3.Row] = await conn.execute_fetchall(sql, params)
    return list(rows)


async def execute(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> None:
    """Run one statement whose rows, if any, are not needed."""
    await conn.execute_fetchall(sql, params)


async def count_returned(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> int:
    """Run a write ending in RETURNING; the number of rows it changed."""
    return len(await fetch_all(conn, sql, params))


async def rollback_quietly(conn: aiosqlite.Connection) -> None:
    """Roll back the open transaction, if any; never raises an SQLite error.

    Always queued (not guarded by `in_transaction`): aiosqlite runs calls in order on its
    thread, so this also undoes a BEGIN still queued when the caller was cancelled.
    """
    with contextlib.suppress(sqlite3.Error):
        await execute(conn, "ROLLBACK")
