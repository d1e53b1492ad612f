"""Small async query helpers over an `aiosqlite.Connection`, and the clock.

Every query (a repository's method or a module function of `bot.storage.repo_*`) takes an
`aiosqlite.Connection` and awaits these helpers (and the other repo functions it calls); the
repository runs it inside one transaction (`bot.storage.db_base`). Each helper is one call
of aiosqlite's public API: a query is read whole (`execute_fetchall`), so no statement is
left running at COMMIT.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import UTC, datetime
from functools import lru_cache
from typing import TypeAlias, TypeVar

import aiosqlite

from bot.storage.models import DAMAGED_COLUMN, DamagedRow, RowModel, StorageError

T = TypeVar("T")
M = TypeVar("M", bound=RowModel)

Clock: TypeAlias = Callable[[], datetime]
Params: TypeAlias = Sequence[object] | Mapping[str, object]
Work: TypeAlias = Callable[[aiosqlite.Connection], Awaitable[T]]
"""A storage step: a function of the connection, awaited inside the transaction
`DatabaseBase._run` opens for it."""

BEGIN_WRITE = "BEGIN IMMEDIATE"
"""Writes take SQLite's write lock up front (busy_timeout waits for another writer)."""
BEGIN_READ = "BEGIN"
"""Reads of several statements share one deferred transaction: one consistent snapshot."""


def utc_now() -> datetime:
    """The default clock: the current time in UTC."""
    return datetime.now(UTC)


def iso_utc(moment: datetime) -> str:
    """A UTC ISO 8601 string with milliseconds; an aware datetime is required."""
    if moment.tzinfo is not UTC:  # the clock's own times are UTC already
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("times must be timezone-aware datetimes")
        moment = moment.astimezone(UTC)
    return moment.isoformat(timespec="milliseconds")


@lru_cache(maxsize=256)
def values_rows(count: int, width: int) -> str:
    """The rows of a multi-row VALUES clause: `count` rows of `width` parameters each,
    "(?, ?), (?, ?)" ... (the texts of the counts met most recently are kept)."""
    return ", ".join([f"({', '.join('?' * width)})"] * count)


async def fetch_all(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> list[sqlite3.Row]:
    """Every row of a query."""
    return list(await conn.execute_fetchall(sql, params))


async def fetch_one(
    conn: aiosqlite.Connection, sql: str, params: Params = ()
) -> sqlite3.Row | None:
    """The first row of a query, or None; the statement is fully stepped."""
    rows = await fetch_all(conn, sql, params)
    return rows[0] if rows else None


async def fetch_models(
    conn: aiosqlite.Connection, model: type[M], sql: str, params: Params = ()
) -> list[M]:
    """Every row of a query, each built as `model` (`RowModel.from_row`)."""
    return [model.from_row(row) for row in await fetch_all(conn, sql, params)]


async def models_or_damaged(
    rows: Sequence[sqlite3.Row],
    read: Callable[[sqlite3.Row], M | Awaitable[M]],
    *,
    player: bool = False,
) -> list[M | DamagedRow]:
    """Each of `rows` built by `read` (a model's `from_row`, or an async reader), a row whose
    stored columns cannot be decoded (`DAMAGED_COLUMN`) given as its `DamagedRow` (its id, its
    group and, when `player`, its `user_id`) instead of failing the whole list (a listing
    names it and lists the others)."""
    listed: list[M | DamagedRow] = []
    for row in rows:
        try:
            made = read(row)
            listed.append(await made if isinstance(made, Awaitable) else made)
        except DAMAGED_COLUMN:
            listed.append(DamagedRow(row["id"], row["user_id"] if player else None, row["chat_id"]))
    return listed


async def fetch_model(
    conn: aiosqlite.Connection, model: type[M], sql: str, params: Params = ()
) -> M | None:
    """The first row of a query built as `model` (`RowModel.from_row`), or None."""
    row = await fetch_one(conn, sql, params)
    return None if row is None else model.from_row(row)


async def fetch_returned(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> sqlite3.Row:
    """The row a write ending in RETURNING gives back (an INSERT's: it inserts or raises)."""
    row = await fetch_one(conn, sql, params)
    if row is None:
        raise StorageError("INSERT ... RETURNING gave no row")
    return row


async def execute(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> None:
    """Run one statement whose rows, if any, are not needed."""
    await conn.execute_fetchall(sql, params)


async def inserted_id(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> int:
    """Run an INSERT of one row (without RETURNING); the new row's id (its rowid).

    One hop to aiosqlite's thread: the INSERT has run to its end there, its cursor only
    carries `lastrowid` back (closing it would be a second hop for nothing to free)."""
    cursor = await conn.execute(sql, params)
    rowid = cursor.lastrowid
    if rowid is None:
        raise sqlite3.InterfaceError(f"no row id after an INSERT: {sql[:60]!r}")
    return rowid


async def changed_rows(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> int:
    """Run an UPDATE or DELETE (without RETURNING); the number of rows it changed (counted
    from a `RETURNING 1` added here: one hop, where a cursor would take two)."""
    return len(await fetch_all(conn, f"{sql} RETURNING 1", params))


async def changed_one(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> bool:
    """Run a write ending in RETURNING; whether it changed exactly one row (the row it aims
    at was there, in the state its WHERE asks for)."""
    return len(await fetch_all(conn, sql, params)) == 1


async def count_returned(conn: aiosqlite.Connection, sql: str, params: Params = ()) -> int:
    """Run a write ending in RETURNING; the number of rows it changed."""
    return len(await fetch_all(conn, sql, params))
