"""The games of club tournaments (migration 14's `tournament_games`, in
`bot.storage.schema_games`): which game is a member's game of a tournament and its number, the
points once finished (`TournamentGame`), and the games their member abandoned. The tournament's
repository, `db.tournaments` (`bot.storage.repo_tournament`), binds these queries and records
the points.
"""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.storage.models import RowModel
from bot.storage.sql import execute, fetch_all, fetch_models


@dataclass(frozen=True, slots=True)
class TournamentGame(RowModel):
    """A member's game in a tournament: its number, and once finished the points."""

    game_id: str
    tournament_id: str
    round: int
    user_id: int
    opponent: int | None
    pour: int | None
    contre: int | None
    lost: float | None
    finished_at: str | None
    layaways: int | None = None


async def link_game(
    conn: aiosqlite.Connection,
    *,
    tournament_id: str,
    round: int,
    user_id: int,
    game_id: str,
    opponent: int | None = None,
) -> None:
    """Record that `game_id` is the member's game `round` of the tournament."""
    await execute(
        conn,
        "INSERT INTO tournament_games (game_id, tournament_id, round, user_id, opponent)"
        " VALUES (?, ?, ?, ?, ?)",
        (game_id, tournament_id, round, user_id, opponent),
    )


async def game_link(conn: aiosqlite.Connection, game_id: str) -> list[TournamentGame]:
    """The tournament rows of a game (none when it is not a tournament game)."""
    return await fetch_models(
        conn, TournamentGame, "SELECT * FROM tournament_games WHERE game_id = ?", (game_id,)
    )


async def tournament_games(
    conn: aiosqlite.Connection, tournament_id: str | None = None
) -> list[TournamentGame]:
    """Every member's game of the tournament (or of every tournament), by number."""
    return await fetch_models(
        conn,
        TournamentGame,
        "SELECT * FROM tournament_games WHERE (:t IS NULL OR tournament_id = :t)"
        " ORDER BY tournament_id, round, rowid",
        {"t": tournament_id},
    )


async def games_under_way(conn: aiosqlite.Connection, tournament_id: str) -> set[int]:
    """The members whose game of the tournament against the bot (a duplicate's) is being
    played now: begun, not ended nor abandoned."""
    rows = await fetch_all(
        conn,
        "SELECT g.user_id FROM tournament_games g JOIN table_games t ON t.id = g.game_id"
        " WHERE g.tournament_id = ? AND g.opponent IS NULL AND g.finished_at IS NULL"
        " AND t.status = 'active'",
        (tournament_id,),
    )
    return {int(r[0]) for r in rows}


async def abandoned_games(conn: aiosqlite.Connection, tournament_id: str) -> set[tuple[str, int]]:
    """The tournament's games (game, member) their member abandoned: a duplicate's game
    against the bot (/cancel), or a game between members their side resigned (/resign, or
    leaving the group: the member game's `resigned` seat on their side)."""
    rows = await fetch_all(
        conn,
        "SELECT g.game_id, g.user_id FROM tournament_games g"
        " JOIN table_games t ON t.id = g.game_id"
        " WHERE g.tournament_id = ? AND g.opponent IS NULL AND t.status = 'abandoned'"
        " UNION SELECT g.game_id, g.user_id FROM tournament_games g"
        " JOIN member_games m ON m.id = g.game_id"
        " JOIN member_seats mine ON mine.game_id = g.game_id AND mine.user_id = g.user_id"
        " JOIN member_seats r ON r.game_id = g.game_id"
        " AND r.seat = json_extract(m.state, '$.resigned')"
        " WHERE g.tournament_id = ? AND r.side = mine.side",
        (tournament_id, tournament_id),
    )
    return {(str(r[0]), int(r[1])) for r in rows}
