"""Whole games against the bot (/play): one row per game, its state saved after every step."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import aiosqlite

from bot.storage.models import (
    ABANDONED,
    ACTIVE,
    DamagedRow,
    JSONDict,
    RowModel,
    StorageError,
    dump_json,
)
from bot.storage.repo_users import ensure_user
from bot.storage.repository import Repository, read_query, undoable, write_query, writes
from bot.storage.sql import (
    changed_one,
    fetch_all,
    fetch_model,
    fetch_models,
    fetch_returned,
    models_or_damaged,
)


@dataclass(frozen=True, slots=True)
class TableGame(RowModel):
    """A stored game: who plays it where, the bot's level, the state and the current step."""

    id: str
    user_id: int
    chat_id: int
    level: str
    state: JSONDict
    status: str
    step: int
    message_id: int | None
    started_at: str
    updated_at: str
    finished_at: str | None

    @property
    def is_active(self) -> bool:
        """Whether the game is still under way."""
        return self.status == ACTIVE


class GameUnderWay(StorageError):
    """The player already has a game under way."""


async def get_table_game(conn: aiosqlite.Connection, game_id: str) -> TableGame | None:
    """The game, or None."""
    return await fetch_model(conn, TableGame, "SELECT * FROM table_games WHERE id = ?", (game_id,))


async def active_table_game(conn: aiosqlite.Connection, user_id: int) -> TableGame | None:
    """The player's game under way, or None."""
    return await fetch_model(
        conn,
        TableGame,
        "SELECT * FROM table_games WHERE user_id = ? AND status = 'active'",
        (user_id,),
    )


async def last_finished_table_game(conn: aiosqlite.Connection, user_id: int) -> TableGame | None:
    """The player's latest finished (won, lost or abandoned) game, or None."""
    return await fetch_model(
        conn,
        TableGame,
        "SELECT * FROM table_games WHERE user_id = ? AND status <> 'active'"
        " ORDER BY finished_at DESC, rowid DESC LIMIT 1",
        (user_id,),
    )


async def set_table_message(
    conn: aiosqlite.Connection, game_id: str, step: int, message_id: int
) -> bool:
    """Record the message holding the buttons of step `step`; False if the game moved on."""
    return await changed_one(
        conn,
        "UPDATE table_games SET message_id = ? WHERE id = ? AND step = ? RETURNING id",
        (message_id, game_id, step),
    )


_LIST_TABLE_GAMES = (
    "SELECT * FROM table_games WHERE (:user IS NULL OR user_id = :user) ORDER BY started_at, rowid"
)


async def list_table_games(
    conn: aiosqlite.Connection, user_id: int | None = None
) -> list[TableGame]:
    """Every game (or one player's), oldest first."""
    return await fetch_models(conn, TableGame, _LIST_TABLE_GAMES, {"user": user_id})


async def list_table_games_or_damaged(
    conn: aiosqlite.Connection, user_id: int | None = None
) -> list[TableGame | DamagedRow]:
    """As `list_table_games`, a game whose stored state cannot be decoded given as its
    `DamagedRow` instead of failing the whole list (`muggins games` lists the others)."""
    rows = await fetch_all(conn, _LIST_TABLE_GAMES, {"user": user_id})
    return await models_or_damaged(rows, TableGame.from_row, player=True)


class Tables(Repository):
    """The queries of games at a table with the bot (/play): `db.table`."""

    @undoable
    async def start_table_game(
        self,
        conn: aiosqlite.Connection,
        *,
        game_id: str,
        user_id: int,
        chat_id: int,
        level: str,
        state: Mapping[str, object],
    ) -> TableGame:
        """Store a new game; `repo_table.GameUnderWay` if the player has one under way."""
        now = self.db.now()
        await ensure_user(conn, user_id, now)
        if await active_table_game(conn, user_id) is not None:
            raise GameUnderWay(f"user {user_id} has a game under way")
        row = await fetch_returned(
            conn,
            "INSERT INTO table_games (id, user_id, chat_id, level, state, started_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
            (game_id, user_id, chat_id, level, dump_json(state), now, now),
        )
        return TableGame.from_row(row)

    get_table_game = read_query(get_table_game)
    active_table_game = read_query(active_table_game)
    last_finished_table_game = read_query(last_finished_table_game)

    @writes
    async def save_table_game(
        self,
        conn: aiosqlite.Connection,
        game_id: str,
        *,
        step: int,
        state: Mapping[str, object],
        status: str,
        message_id: int | None,
    ) -> TableGame | None:
        """Save the state after the step numbered `step - 1`; None (nothing written) when the game
        is no longer at that step or not under way (a second press of the same button)."""
        now = self.db.now()
        return await fetch_model(
            conn,
            TableGame,
            "UPDATE table_games SET state = ?, status = ?, step = ?, message_id = ?,"
            " updated_at = ?, finished_at = CASE WHEN ? = 'active' THEN NULL ELSE ? END"
            " WHERE id = ? AND step = ? AND status = 'active' RETURNING *",
            (dump_json(state), status, step, message_id, now, status, now, game_id, step - 1),
        )

    @writes
    async def update_table_state(
        self, conn: aiosqlite.Connection, game_id: str, step: int, state: Mapping[str, object]
    ) -> bool:
        """Save the state within step `step` (a lay-away's selection); False if the game
        moved on."""
        now = self.db.now()
        return await changed_one(
            conn,
            "UPDATE table_games SET state = ?, updated_at = ? WHERE id = ? AND step = ?"
            " AND status = 'active' RETURNING id",
            (dump_json(state), now, game_id, step),
        )

    set_table_message = write_query(set_table_message)

    @writes
    async def abandon_table_game(
        self, conn: aiosqlite.Connection, game_id: str, state: Mapping[str, object]
    ) -> TableGame | None:
        """Abandon a game under way; None if it was not."""
        now = self.db.now()
        return await fetch_model(
            conn,
            TableGame,
            "UPDATE table_games SET status = ?, state = ?, step = step + 1, updated_at = ?,"
            " finished_at = ? WHERE id = ? AND status = 'active' RETURNING *",
            (ABANDONED, dump_json(state), now, now, game_id),
        )

    list_table_games = read_query(list_table_games)
    list_table_games_or_damaged = read_query(list_table_games_or_damaged)
