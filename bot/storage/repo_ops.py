"""Operations on the whole database: chat status (403), the purge, the integrity check.

Chats: the Bot API answers 403 (Forbidden) to a bot blocked by a player or removed from a
group; such a chat is marked inactive (so is one Telegram's `my_chat_member` says the bot was
blocked or removed from), and a scheduled job that finds its chat inactive stops for good
without posting: a player's reminder or weekly message is turned off, a club closed
(`bot.tg.player_jobs.chat_closed`, `bot.tg.club_jobs`). A `my_chat_member` update saying the
bot is back, or the person writing to it in private, marks the chat active again.

Purge: a question closed without an answer ('replaced' by a newer one, or 'cancelled') can
never be answered again and is referenced by nothing; past the configured age it is deleted.
Pending questions (which a player can still answer, one per player and chat at most) and
answered ones (their attempts are the statistics) are never purged.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

import aiosqlite

from bot.storage.repository import Repository, read_query, writes
from bot.storage.sql import changed_one, fetch_all, fetch_one

INTEGRITY_OK = "ok"


async def is_chat_active(conn: aiosqlite.Connection, chat_id: int) -> bool:
    """False only for a chat marked inactive."""
    row = await fetch_one(conn, "SELECT active FROM chats WHERE chat_id = ?", (chat_id,))
    return row is None or bool(row[0])


async def inactive_chats(
    conn: aiosqlite.Connection, chat_ids: Iterable[int] | None = None
) -> set[int]:
    """The chats marked inactive (among `chat_ids` when given)."""
    rows = await fetch_all(conn, "SELECT chat_id FROM chats WHERE active = 0")
    inactive = {int(row[0]) for row in rows}
    return inactive if chat_ids is None else inactive & set(chat_ids)


async def integrity_problems(conn: aiosqlite.Connection) -> list[str]:
    """`PRAGMA integrity_check` and `foreign_key_check`: what is wrong, [] when sound."""
    try:
        rows = await fetch_all(conn, "PRAGMA integrity_check")
    except sqlite3.DatabaseError as error:  # too damaged to even be checked
        return [str(error)]
    problems = [str(row[0]) for row in rows if str(row[0]) != INTEGRITY_OK]
    for row in await fetch_all(conn, "PRAGMA foreign_key_check"):
        problems.append(f"foreign key: row {row[1]} of {row[0]} points to a missing {row[2]}")
    return problems


class Chats(Repository):
    """The queries of the chats the bot writes to: `db.chats`."""

    @writes
    async def mark_chat_inactive(
        self, conn: aiosqlite.Connection, chat_id: int, reason: str = "forbidden"
    ) -> bool:
        """The bot may no longer write there (403); True if it was active before."""
        now = self.db.now()
        return await changed_one(
            conn,
            "INSERT INTO chats (chat_id, active, reason, updated_at) VALUES (?, 0, ?, ?)"
            " ON CONFLICT (chat_id) DO UPDATE SET active = 0, reason = excluded.reason,"
            " updated_at = excluded.updated_at WHERE chats.active = 1 RETURNING chat_id",
            (chat_id, reason or "forbidden", now),
        )

    @writes
    async def mark_chat_active(self, conn: aiosqlite.Connection, chat_id: int) -> bool:
        """The chat is back (unblocked, re-added); True if it was inactive before."""
        now = self.db.now()
        return await changed_one(
            conn,
            "UPDATE chats SET active = 1, reason = NULL, updated_at = ?"
            " WHERE chat_id = ? AND active = 0 RETURNING chat_id",
            (now, chat_id),
        )

    is_chat_active = read_query(is_chat_active)

    _inactive_chats = read_query(inactive_chats)

    async def inactive_chats(self, chat_ids: Iterable[int] | None = None) -> set[int]:
        """The chats marked inactive, among `chat_ids` if given (filter a mailing list)."""
        return await self._inactive_chats(None if chat_ids is None else list(chat_ids))
