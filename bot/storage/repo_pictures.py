"""Attempts read back for the /stats chart (the pictures feature)."""

from __future__ import annotations

import aiosqlite

from bot.storage.models import Attempt
from bot.storage.sql import fetch_all


async def attempts_since(conn: aiosqlite.Connection, user_id: int, since: str) -> list[Attempt]:
    """The user's attempts made at `since` (UTC ISO) or later, oldest first."""
    rows = await fetch_all(
        conn,
        "SELECT * FROM attempts WHERE user_id = ? AND created_at >= ? ORDER BY id",
        (user_id, since),
    )
    return [Attempt.from_row(row) for row in rows]
