"""Muggins storage: users, pending questions, attempts and muggins games in SQLite, through
aiosqlite (one connection, WAL, foreign keys, busy_timeout; migrations keyed by
PRAGMA user_version in `bot.storage.migrations`).

    db = await Database.open("data/muggins.sqlite3")
    question, replaced = await db.questions.replace_question(user_id=..., chat_id=...,
                                        kind="hand", deal={...}, expected={...}, game_id=game.id)
    outcome = await db.questions.answer_question(question.id, answered={...}, result={...}, ...)

See `bot.storage.db.Database` for the repositories (one per area: `db.users`, `db.questions`,
`db.members`, ...), `bot.storage.db_base` for transactions and `bot.storage.repository` for
the `Repository` base and its decorators.

The pattern of a storage module (follow it for a new one, e.g. `repo_members.py`):

1. `repo_<area>.py` holds the area's SQL and its repository, `class Members(Repository)`,
   which `Database` keeps as an attribute (`db.members`). A query is written once, as a
   method of the connection under a decorator that runs it in a transaction of its own and
   leaves the connection out of what callers see (`await db.members.cancel_member_game(id)`):

       @writes
       async def cancel_member_game(self, conn: aiosqlite.Connection, game_id: str) -> bool:
           now = self.db.now()
           return await changed_one(conn, "UPDATE member_games SET ...", (now, game_id))

   `@writes` (BEGIN IMMEDIATE ... COMMIT; in an update's scope, part of its transaction),
   `@undoable` (a write whose refusal its caller catches: in a scope, a savepoint), `@reads` (one
   statement, atomic on its own), `@reads_snapshot` (several statements, one read
   transaction). A write's time is `self.db.now()`, the database's clock. The statements await
   the helpers of `bot.storage.sql` (`fetch_one`, `fetch_all`, `fetch_model`, `fetch_models`,
   `execute`, `inserted_id`, `changed_rows`, `changed_one`, `count_returned`). A row's
   dataclass derives from `models.RowModel`: its fields' types say how each column is read
   (`X.from_row(row)`, `await fetch_models(conn, X, sql, params)`), written out only where a
   field is not one column's value (`READERS`).
2. A function that other storage code also calls with a connection (`repo_users.ensure_user`,
   `repo_questions.get_question`) stays a module-level `async def f(conn, ...)`; a repository
   exposes it by a binder, without writing its signature again: `get_question =
   read_query(get_question)` (`write_query`, `snapshot_query`).
3. Work spanning several queries takes `async with db.transaction() as conn:` and calls the
   module-level functions with `conn` (never a repository's query inside it: the lock is not
   re-entrant).
4. Only aiosqlite's public API: `execute`, `execute_fetchall`, `executemany`, `commit`,
   `rollback`, `backup`, ... (never `_execute`, `_conn` or another private name).
"""

from bot.storage.db import Database
from bot.storage.migrations import LATEST_VERSION, NotMugginsError, SchemaTooNewError
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
    "NotMugginsError",
    "Question",
    "SchemaTooNewError",
    "Stats",
    "StorageError",
    "User",
]
