"""Users: Telegram id, chosen language, last language_code seen, settings (JSON object)."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Mapping
from functools import partial
from typing import Final, TypeVar

import aiosqlite

from bot.storage.models import USER_COLUMNS as USER_COLUMNS
from bot.storage.models import (
    USER_DATA_COLUMNS,
    User,
    dump_json,
    just_written,
)
from bot.storage.repository import Repository, read_query, write_query_at, writes
from bot.storage.sql import Params, execute, fetch_one, fetch_returned, inserted_id

FOREIGN_KEY_FAILED = "SQLITE_CONSTRAINT_FOREIGNKEY"

T = TypeVar("T")

_DATA_COLUMNS: Final = ", ".join(USER_DATA_COLUMNS)


async def get_user(conn: aiosqlite.Connection, tg_id: int) -> User | None:
    """The user, or None."""
    row = await fetch_one(conn, f"SELECT {_DATA_COLUMNS} FROM users WHERE tg_id = ?", (tg_id,))
    return None if row is None else User.from_values((tg_id, *row))


async def ensure_user(conn: aiosqlite.Connection, tg_id: int, now: str) -> None:
    """Create the user row if missing (owned rows reference it)."""
    await execute(
        conn,
        "INSERT INTO users (tg_id, created_at, updated_at) VALUES (?, ?, ?)"
        " ON CONFLICT (tg_id) DO NOTHING",
        (tg_id, now, now),
    )


async def insert_owned(
    conn: aiosqlite.Connection, tg_id: int, now: str, sql: str, params: Params
) -> sqlite3.Row:
    """Run `sql`, an INSERT ... RETURNING of a row the user owns (a foreign key to `users`),
    creating the user row first only when it is missing; the row it returns.

    The same rows as `ensure_user` then the INSERT, with one statement where there were two
    for a user already stored, the common case: the INSERT is tried first, and only if a
    foreign key fails (the user is new, or was deleted meanwhile by another connection, a
    /forget from the command line) is the user created and the INSERT run again. SQLite undoes
    the failed statement alone; the transaction goes on. Another foreign key of the row still
    failing raises, as it did after `ensure_user`.
    """
    return await _owned(conn, tg_id, now, partial(fetch_returned, conn, sql, params))


async def insert_owned_id(
    conn: aiosqlite.Connection, tg_id: int, now: str, sql: str, params: Params
) -> int:
    """`insert_owned` for an INSERT of one row without RETURNING: the new row's id
    (`sql.inserted_id`), the user row created first only when it is missing."""
    return await _owned(conn, tg_id, now, partial(inserted_id, conn, sql, params))


async def _owned(
    conn: aiosqlite.Connection, tg_id: int, now: str, insert: Callable[[], Awaitable[T]]
) -> T:
    """`insert()`, an INSERT of a row the user owns, run again after creating the user row
    when a foreign key failed (see `insert_owned`)."""
    try:
        return await insert()
    except sqlite3.IntegrityError as error:
        if error.sqlite_errorname != FOREIGN_KEY_FAILED:
            raise
    await ensure_user(conn, tg_id, now)
    return await insert()


async def upsert_user(
    conn: aiosqlite.Connection, now: str, tg_id: int, language_code: str | None
) -> User:
    """Create the user, or record a new language_code; returns the row."""
    row = await fetch_one(
        conn,
        "INSERT INTO users (tg_id, language_code, created_at, updated_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (tg_id) DO UPDATE SET language_code = excluded.language_code,"
        " updated_at = excluded.updated_at"
        " WHERE excluded.language_code IS NOT NULL"
        " AND excluded.language_code IS NOT users.language_code"
        " RETURNING *",
        (tg_id, language_code, now, now),
    )
    # No row returned: the user was there with nothing to change.
    return await _must_get(conn, tg_id) if row is None else User.from_row(row)


async def merge_settings(
    conn: aiosqlite.Connection, now: str, tg_id: int, changes: Mapping[str, object]
) -> User:
    """Merge `changes` into the settings object (RFC 7396: a None value deletes the key),
    creating the user if needed."""
    merge = (
        "UPDATE users SET settings = json_patch(settings, ?), updated_at = ? WHERE tg_id = ?"
        " RETURNING *"
    )
    params = (dump_json(changes), now, tg_id)
    row = await fetch_one(conn, merge, params)
    if row is None:  # a new user: created, then the same merge
        await ensure_user(conn, tg_id, now)
        row = await fetch_one(conn, merge, params)
    return User.from_row(just_written(row, f"user {tg_id}"))


async def _must_get(conn: aiosqlite.Connection, tg_id: int) -> User:
    """The user row that this transaction just wrote."""
    return just_written(await get_user(conn, tg_id), f"user {tg_id}")


class Users(Repository):
    """The queries of the players: `db.users`."""

    get_user = read_query(get_user)

    @writes
    async def set_lang(self, conn: aiosqlite.Connection, tg_id: int, lang: str | None) -> None:
        """Record the language chosen with /lang (None: back to Telegram's language_code)."""
        now = self.db.now()
        await execute(
            conn,
            "INSERT INTO users (tg_id, lang, created_at, updated_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (tg_id) DO UPDATE SET lang = excluded.lang,"
            " updated_at = excluded.updated_at",
            (tg_id, lang, now, now),
        )

    merge_settings = write_query_at(merge_settings)
    _upsert = write_query_at(upsert_user)

    async def get_or_create_user(self, tg_id: int, *, language_code: str | None = None) -> User:
        """The user, created if new; a non-None `language_code` is recorded as the last seen.

        Writes only when something changed, so calling it on every update is cheap.
        """
        user = await self.get_user(tg_id)
        if user is not None and user.is_current(language_code):
            return user
        return await self._upsert(tg_id, language_code)
