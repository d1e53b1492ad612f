"""Muggins storage: users, pending questions, attempts and muggins games in SQLite, through
aiosqlite (one connection, WAL, foreign keys, busy_timeout; migrations keyed by
PRAGMA user_version in `bot.storage.migrations`).

    db = await Database.open("data/muggins.sqlite3")
    question = await db.create_question(user_id=..., chat_id=..., kind="hand", deal={...},
                                        expected={...}, game_id=game.id)
    outcome = await db.answer_question(question.id, answered={...}, result={...}, ...)

See `bot.storage.db.Database` for the whole API and `bot.storage.db_base` for transactions.

The pattern of a storage module (follow it for a new one, e.g. `repo_night.py`):

1. `repo_<area>.py` holds the SQL, as `async def` functions of the connection that await the
   query helpers of `bot.storage.sql` (`fetch_one`, `fetch_all`, `execute`, `inserted_id`,
   `changed_rows`, `count_returned`) and every other repo function they call:

       async def get_night(conn: aiosqlite.Connection, night_id: int) -> Night | None:
           row = await fetch_one(conn, "SELECT * FROM nights WHERE id = ?", (night_id,))
           return None if row is None else Night.from_row(row)

   (Converting an old-style `def f(conn: sqlite3.Connection, ...)`: make it `async def` over
   `aiosqlite.Connection` and put `await` before each helper call and each call of another
   repo function; mypy --strict reports any coroutine left un-awaited.)
2. `db_<area>.py` holds a mixin of `DatabaseBase` whose methods run one repo function each in
   a transaction of its own: `await self._write(partial(repo_x.f, ...))` (BEGIN IMMEDIATE ...
   COMMIT), `await self._run(partial(repo_x.f, ...))` (a one-statement read), or
   `self._run(partial(...), BEGIN_READ)` (a read of several statements, one snapshot).
3. Work spanning several repo functions takes `async with db.transaction() as conn:` and
   calls them with `conn` (never a `Database` method inside it: the lock is not re-entrant).
4. Only aiosqlite's public API: `execute`, `execute_fetchall`, `executemany`, `commit`,
   `rollback`, `backup`, ... (never `_execute`, `_conn` or another private name).
"""

from bot.storage.db import Database
from bot.storage.migrations import LATEST_VERSION, SchemaTooNewError
from bot.storage.models import (
    ABANDONED,
    ACTIVE,
    ANSWERED,
    CANCELLED,
    LOST,
    MUGGINS_GAME,
    PENDING,
    REPLACED,
    WON,
    AnswerOutcome,
    Attempt,
    Game,
    KindStats,
    LeaderboardRow,
    Question,
    Stats,
    StorageError,
    User,
)
from bot.storage.repo_games import GameTerms

__all__ = [
    "ABANDONED",
    "ACTIVE",
    "ANSWERED",
    "CANCELLED",
    "LATEST_VERSION",
    "LOST",
    "MUGGINS_GAME",
    "PENDING",
    "REPLACED",
    "WON",
    "AnswerOutcome",
    "Attempt",
    "Database",
    "Game",
    "GameTerms",
    "KindStats",
    "LeaderboardRow",
    "Question",
    "SchemaTooNewError",
    "Stats",
    "StorageError",
    "User",
]
