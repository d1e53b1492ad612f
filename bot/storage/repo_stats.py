"""Attempts history and per-player stats, aggregated in SQL."""

from __future__ import annotations

from datetime import datetime

import aiosqlite

from bot.drills.table_tries import GAME_SOURCE
from bot.storage.models import (
    MUGGINS_GAME,
    Attempt,
    KindStats,
    Stats,
)
from bot.storage.repo_games import current_game
from bot.storage.repository import Repository, reads, snapshot_query
from bot.storage.sql import fetch_all, fetch_models, fetch_one, iso_utc


async def kind_stats(conn: aiosqlite.Connection, user_id: int) -> dict[str, KindStats]:
    """Attempts, exact answers, missed points and tries made in whole games per drill kind."""
    rows = await fetch_all(
        conn,
        "SELECT kind, COUNT(*) AS n, SUM(correct) AS exact, SUM(missed) AS missed,"
        " SUM(question_id IS NULL AND json_extract(result, '$.source') = ?) AS in_games"
        " FROM attempts WHERE user_id = ? GROUP BY kind ORDER BY kind",
        (GAME_SOURCE, user_id),
    )
    return {
        str(row["kind"]): KindStats(
            int(row["n"]), int(row["exact"]), int(row["missed"]), int(row["in_games"])
        )
        for row in rows
    }


async def missed_kinds(conn: aiosqlite.Connection, user_id: int) -> list[tuple[str, int]]:
    """Combination kinds from result["missed_kinds"], most missed first (ties by name)."""
    rows = await fetch_all(
        conn,
        "SELECT j.value AS kind, COUNT(*) AS n"
        " FROM attempts AS a, json_each(a.result, '$.missed_kinds') AS j"
        " WHERE a.user_id = ? AND json_type(a.result, '$.missed_kinds') = 'array'"
        " AND j.type = 'text'"
        " GROUP BY j.value ORDER BY n DESC, j.value ASC",
        (user_id,),
    )
    return [(str(row["kind"]), int(row["n"])) for row in rows]


async def user_stats(
    conn: aiosqlite.Connection, user_id: int, *, chat_id: int | None = None
) -> Stats:
    """Everything /stats shows; run it in one read transaction for a consistent snapshot."""
    by_kind = await kind_stats(conn, user_id)
    hands = sum(stats.count for stats in by_kind.values())
    exact = sum(stats.exact for stats in by_kind.values())
    missed = sum(stats.missed_points for stats in by_kind.values())
    games = await fetch_one(
        conn,
        "SELECT COALESCE(SUM(state = 'won'), 0) AS won, COALESCE(SUM(state = 'lost'), 0) AS lost"
        " FROM games WHERE user_id = ?",
        (user_id,),
    )
    won, lost = (0, 0) if games is None else (int(games["won"]), int(games["lost"]))
    return Stats(
        hands=hands,
        by_kind=by_kind,
        avg_missed=missed / hands if hands else 0.0,
        missed_kinds=await missed_kinds(conn, user_id),
        games_won=won,
        games_lost=lost,
        current_game=await current_game(conn, user_id, chat_id, MUGGINS_GAME),
        exact=exact,
        missed_points=missed,
    )


class Statistics(Repository):
    """The queries of the attempts and statistics: `db.stats`."""

    @reads
    async def attempts(
        self,
        conn: aiosqlite.Connection,
        user_id: int,
        *,
        limit: int = 50,
        kind: str | None = None,
        chat_id: int | None = None,
    ) -> list[Attempt]:
        """The user's attempts, newest first, optionally of one kind or in one chat."""
        return await fetch_models(
            conn,
            Attempt,
            "SELECT * FROM attempts WHERE user_id = :user"
            " AND (:kind IS NULL OR kind = :kind) AND (:chat IS NULL OR chat_id = :chat)"
            " ORDER BY id DESC LIMIT :limit",
            {"user": user_id, "kind": kind, "chat": chat_id, "limit": limit},
        )

    user_stats = snapshot_query(user_stats)

    @reads
    async def attempts_since(
        self, conn: aiosqlite.Connection, user_id: int, since: datetime
    ) -> list[Attempt]:
        """The user's attempts made at `since` or later, oldest first (the /stats chart)."""
        return await fetch_models(
            conn,
            Attempt,
            "SELECT * FROM attempts WHERE user_id = ? AND created_at >= ? ORDER BY id",
            (user_id, iso_utc(since)),
        )
