"""Erasing a player (/forget): every row that names or belongs to them, in whichever table of
the schema holds it (found by its `user_id` or `chat_id` column, so that a new table needs no
code here), and the updates in the inbox that name them. Served as `db.clubs.forget_player`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import aiosqlite

from bot.storage import repo_members
from bot.storage.repo_inbox import DONE_PAYLOAD
from bot.storage.sql import count_returned, execute, fetch_all


async def _tables_with(conn: aiosqlite.Connection, columns: Sequence[str]) -> list[tuple[str, str]]:
    """(table, column) of every table of the schema with one of `columns`, by table, then in
    the order of `columns`."""
    tables = await fetch_all(
        conn, "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    found: list[tuple[str, str]] = []
    for table in sorted(str(row["name"]) for row in tables):
        present = {
            str(c["name"])
            for c in await fetch_all(conn, "SELECT name FROM pragma_table_info(?)", (table,))
        }
        found += [(table, column) for column in columns if column in present]
    return found


async def player_tables(conn: aiosqlite.Connection) -> list[tuple[str, str]]:
    """(table, column) of every table with a `user_id` column, and users' `tg_id`."""
    return await _tables_with(conn, ("user_id", "tg_id"))


async def private_chat_tables(conn: aiosqlite.Connection) -> list[str]:
    """Every table with a `chat_id` column: the rows of the player's private chat (whose id
    is the player's id; group ids are negative) belong to the player (`chats`, the quiz polls
    sent there, ...)."""
    return [table for table, _ in await _tables_with(conn, ("chat_id",))]


NAMING_PATHS: Final = ("%.from", "%.chat", "%.user", "%.sender_chat")
"""Where an update names a person (`id` inside these objects): the inbox rows of the player."""


async def erase_player(
    conn: aiosqlite.Connection, now: str, user_id: int, username: str | None
) -> int:
    """Erase every row that names or belongs to the player: the users row and its cascades,
    any table with a `user_id` column, the rows of their private chat in any table with a
    `chat_id` column, and the updates in the inbox that name them; returns the number of
    rows erased. In others' games between members their seats stay, unnamed, and invitations
    (by id, or by `@username`) lose their name (`repo_members.forget_member`). (The
    connection has secure_delete on: the erased text is overwritten.)"""
    await repo_members.forget_member(conn, user_id, username, now)
    erased = 0
    for table, column in await player_tables(conn):
        if table == "users":
            continue
        # Table and column names come from the schema itself, never from the user.
        erased += await count_returned(
            conn, f'DELETE FROM "{table}" WHERE "{column}" = ? RETURNING 1', (user_id,)
        )
    if user_id > 0:
        for table in await private_chat_tables(conn):
            erased += await count_returned(
                conn, f'DELETE FROM "{table}" WHERE chat_id = ? RETURNING 1', (user_id,)
            )
    paths = " OR ".join("t.path LIKE ?" for _ in NAMING_PATHS)
    erased += await count_returned(
        conn,
        "DELETE FROM inbox WHERE update_id IN (SELECT i.update_id FROM inbox AS i,"
        f" json_tree(i.payload) AS t WHERE t.key = 'id' AND t.atom = ? AND ({paths}))"
        " RETURNING 1",
        (user_id, *NAMING_PATHS),
    )
    # Handled updates keep no payload (`repo_inbox.mark_done`); rows marked done before
    # that rule, which may name the player in their text, lose theirs now.
    await execute(
        conn,
        "UPDATE inbox SET payload = ? WHERE done_at IS NOT NULL AND payload <> ?",
        (DONE_PAYLOAD, DONE_PAYLOAD),
    )
    erased += await count_returned(
        conn, "DELETE FROM users WHERE tg_id = ? RETURNING 1", (user_id,)
    )
    return erased
