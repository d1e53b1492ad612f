"""Muggins games: a race to the target against the bot, one active per (user, chat, kind)."""

from __future__ import annotations

from typing import Final, NamedTuple

import aiosqlite

from bot.storage.models import (
    ABANDONED,
    ACTIVE,
    GAME_COLUMNS,
    LOST,
    MUGGINS_GAME,
    WON,
    Game,
)
from bot.storage.repo_users import insert_owned
from bot.storage.repository import Repository, read_query, write_query_at, writes
from bot.storage.sql import changed_one, execute, fetch_model, fetch_one

_COLUMNS: Final = ", ".join(GAME_COLUMNS)
"""The columns `Game.from_values` takes, in its order, for a SELECT or a RETURNING."""


_PEGGED_READ: Final = ", ".join(GAME_COLUMNS[1:])
"""What pegging a hand returns: every column but the id it is given (each column fetched
hands the interpreter lock over once)."""


class Pegged(NamedTuple):
    """Scores and state after pegging one hand."""

    player_score: int
    bot_score: int
    state: str


def peg(
    target: int, player_score: int, bot_score: int, player_points: int, bot_points: int
) -> Pegged:
    """Peg the player's count first, then the bot's muggins points; the first to the target wins.

    A winning count ends the game at once (the bot's points for that hand are not pegged);
    scores stop at the target, like the game hole on a board.
    """
    player = min(target, player_score + player_points)
    if player >= target:
        return Pegged(player, bot_score, WON)
    bot = min(target, bot_score + bot_points)
    return Pegged(player, bot, LOST if bot >= target else ACTIVE)


async def get_game(conn: aiosqlite.Connection, game_id: int) -> Game | None:
    """The game, or None."""
    row = await fetch_one(conn, f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))
    return None if row is None else Game.from_values(row)


async def current_game(
    conn: aiosqlite.Connection, user_id: int, chat_id: int | None, kind: str = MUGGINS_GAME
) -> Game | None:
    """The active game in that chat; with chat_id None, the latest active one in any chat."""
    return await fetch_model(
        conn,
        Game,
        "SELECT * FROM games WHERE user_id = :user AND kind = :kind AND state = 'active'"
        " AND (:chat IS NULL OR chat_id = :chat) ORDER BY id DESC LIMIT 1",
        {"user": user_id, "kind": kind, "chat": chat_id},
    )


async def start_game(
    conn: aiosqlite.Connection,
    now: str,
    user_id: int,
    chat_id: int,
    *,
    target: int,
    margin_rule: str,
    kind: str = MUGGINS_GAME,
) -> Game:
    """Abandon the active game of that kind in that chat, then start a new one at 0-0."""
    if target <= 0:
        raise ValueError("the target must be positive")
    await execute(
        conn,
        "UPDATE games SET state = ?, finished_at = ?"
        " WHERE user_id = ? AND chat_id = ? AND kind = ? AND state = 'active'",
        (ABANDONED, now, user_id, chat_id, kind),
    )
    return await insert_game(conn, user_id, chat_id, target, margin_rule, kind, now)


async def insert_game(
    conn: aiosqlite.Connection,
    user_id: int,
    chat_id: int,
    target: int,
    margin_rule: str,
    kind: str,
    now: str,
) -> Game:
    """Start a game at 0-0 when none of that kind is active in that chat (`start_game`
    abandons the active one first)."""
    row = await insert_owned(
        conn,
        user_id,
        now,
        "INSERT INTO games (user_id, chat_id, kind, target, margin_rule, started_at)"
        f" VALUES (?, ?, ?, ?, ?, ?) RETURNING {_COLUMNS}",
        (user_id, chat_id, kind, target, margin_rule, now),
    )
    return Game.from_values(row)


class GameTerms(NamedTuple):
    """What a muggins game is started with: its target and margin rule."""

    target: int
    margin_rule: str


class Pegging(NamedTuple):
    """An answered hand's game as it stood before the hand and after it (None when the
    game was not active: nothing pegged)."""

    before: Game | None
    after: Game | None


async def peg_answered_hand(
    conn: aiosqlite.Connection, game_id: int, player_points: int, bot_points: int, now: str
) -> Pegging:
    """Peg one answered hand into the game, with the game as it stood before the hand.

    A hand after which neither side has reached the target (`peg`'s ACTIVE outcome, most
    hands) adds both pegs in one statement, guarded by that condition, and the game before it
    is the game after it less the hand; a hand that ends the game, or a game no longer
    active, is read first and pegged by `peg_hand`.
    """
    row = await fetch_one(
        conn,
        "UPDATE games SET player_score = player_score + :player,"
        " bot_score = bot_score + :bot, hands = hands + 1"
        " WHERE id = :game AND state = 'active'"
        " AND player_score + :player < target AND bot_score + :bot < target"
        f" RETURNING {_PEGGED_READ}",
        {"player": player_points, "bot": bot_points, "game": game_id},
    )
    if row is not None:
        after = Game.from_values((game_id, *row))
        before = Game(
            after.id,
            after.user_id,
            after.chat_id,
            after.target,
            after.margin_rule,
            after.player_score - player_points,
            after.bot_score - bot_points,
            after.state,
            after.hands - 1,
            after.started_at,
            after.finished_at,
            after.kind,
        )
        return Pegging(before, after)
    current = await get_game(conn, game_id)
    return Pegging(
        current, await peg_hand(conn, game_id, player_points, bot_points, now, current=current)
    )


async def peg_hand(
    conn: aiosqlite.Connection,
    game_id: int,
    player_points: int,
    bot_points: int,
    now: str,
    *,
    current: Game | None = None,
) -> Game | None:
    """Peg one answered hand into an active game; None (nothing written) if it is not active.
    `current` is the game as just read in this transaction, if the caller has it."""
    game = (
        current if current is not None and current.id == game_id else await get_game(conn, game_id)
    )
    if game is None or not game.is_active:
        return None
    pegged = peg(game.target, game.player_score, game.bot_score, player_points, bot_points)
    if pegged.state == ACTIVE:
        # The state is not assigned while the game goes on: an UPDATE that assigns an
        # indexed column rewrites that index's entry even to the same value (games_one_active,
        # games_by_user: two pages more in the commit of every hand).
        return await fetch_model(
            conn,
            Game,
            "UPDATE games SET player_score = ?, bot_score = ?, hands = hands + 1"
            " WHERE id = ? AND state = 'active' RETURNING *",
            (pegged.player_score, pegged.bot_score, game_id),
        )
    return await fetch_model(
        conn,
        Game,
        "UPDATE games SET player_score = ?, bot_score = ?, hands = hands + 1, state = ?,"
        " finished_at = ? WHERE id = ? AND state = 'active' RETURNING *",
        (pegged.player_score, pegged.bot_score, pegged.state, now, game_id),
    )


class Games(Repository):
    """The queries of the muggins games: `db.games`."""

    current_game = read_query(current_game)
    get_game = read_query(get_game)

    @writes
    async def abandon_game(self, conn: aiosqlite.Connection, game_id: int) -> bool:
        """Abandon an active game; False if it was not active."""
        now = self.db.now()
        return await changed_one(
            conn,
            "UPDATE games SET state = ?, finished_at = ? WHERE id = ? AND state = 'active'"
            " RETURNING id",
            (ABANDONED, now, game_id),
        )

    start_game = write_query_at(start_game)
