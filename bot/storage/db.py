"""The `Database`: one aiosqlite connection, its pragmas, serialized transactions, the API.

Concurrency: aiosqlite runs every call on one worker thread, but coroutines interleave
between awaits, so every call (a whole transaction, or a read) holds an `asyncio.Lock`
for its whole span: no one sees another coroutine's half-done transaction.
Writes use `BEGIN IMMEDIATE`, which takes SQLite's write lock up front;
with `busy_timeout` another process on the same file (the bot and `muggins chat`) waits
for it instead of failing. A one-statement read is atomic on its own; reads of several
statements (`user_stats`, `snapshot()`) run in one deferred transaction, so they see one
snapshot. Every call is kept to few round trips to aiosqlite's thread (RETURNING clauses).

The connection is in autocommit mode (`isolation_level=None`): this module issues
BEGIN/COMMIT/ROLLBACK itself, and nothing commits behind its back.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Final

import aiosqlite

from bot.storage import repo_games, repo_questions, repo_stats, repo_users
from bot.storage.migrations import check_sqlite_version, migrate
from bot.storage.models import (
    MUGGINS_GAME,
    AnswerOutcome,
    Attempt,
    Game,
    LeaderboardRow,
    Question,
    Stats,
    StorageError,
    User,
)
from bot.storage.sql import Clock, execute, fetch_one, iso_utc, rollback_quietly, utc_now

DEFAULT_BUSY_TIMEOUT_MS: Final = 5000
MEMORY: Final = ":memory:"


class Database:
    """Muggins storage on one SQLite file; open with `await Database.open(path)`."""

    def __init__(
        self, conn: aiosqlite.Connection, path: Path, clock: Clock, schema_version: int
    ) -> None:
        """Wrap an opened, migrated connection; use `Database.open` instead."""
        self._conn: aiosqlite.Connection | None = conn
        self._lock = asyncio.Lock()
        self._clock = clock
        self.path = path
        self._schema_version = schema_version

    # -- lifecycle -------------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        clock: Clock | None = None,
        busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    ) -> Database:
        """Open (creating the folder and file), set the pragmas and migrate to the latest schema.

        Raises `SchemaTooNewError` for a database written by a newer version, and
        `StorageError` if the SQLite library is too old or WAL cannot be enabled.
        """
        check_sqlite_version()
        path = Path(path)
        in_memory = str(path) == MEMORY
        if not in_memory:
            await asyncio.to_thread(path.parent.mkdir, parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            await _configure(conn, busy_timeout_ms, wal=not in_memory)
            version = await migrate(conn)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path, clock or utc_now, version)

    async def close(self) -> None:
        """Close the connection (waits for a running transaction); closing twice is fine."""
        async with self._lock:
            conn, self._conn = self._conn, None
            if conn is not None:
                await conn.close()

    async def __aenter__(self) -> Database:
        """`async with await Database.open(path) as db:` closes on exit."""
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Close the database."""
        await self.close()

    @property
    def schema_version(self) -> int:
        """The schema version (PRAGMA user_version) after migration."""
        return self._schema_version

    @property
    def closed(self) -> bool:
        """True once `close` has run."""
        return self._conn is None

    def now(self) -> str:
        """The injected clock's time as a UTC ISO 8601 string."""
        return iso_utc(self._clock())

    # -- transactions ----------------------------------------------------------------------

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """`async with db.transaction() as conn:` a write transaction (BEGIN IMMEDIATE).

        Commits on normal exit, rolls back on any exception (cancellation included).
        Transactions on one Database never interleave; do not nest them.
        """
        async with self._lock:
            conn = self._connection()
            try:
                await execute(conn, "BEGIN IMMEDIATE")
                yield conn
                await execute(conn, "COMMIT")
            except BaseException:
                await rollback_quietly(conn)
                raise

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[aiosqlite.Connection]:
        """`async with db.snapshot() as conn:` a read transaction: one consistent view."""
        async with self._lock:
            conn = self._connection()
            try:
                await execute(conn, "BEGIN")
                yield conn
                await execute(conn, "COMMIT")
            except BaseException:
                await rollback_quietly(conn)
                raise

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection for one read statement (atomic on its own): the lock, no BEGIN."""
        async with self._lock:
            yield self._connection()

    def _connection(self) -> aiosqlite.Connection:
        """The open connection."""
        if self._conn is None:
            raise StorageError("the database is closed")
        return self._conn

    # -- users -----------------------------------------------------------------------------

    async def get_user(self, tg_id: int) -> User | None:
        """The user, or None if never seen."""
        async with self._read() as conn:
            return await repo_users.get_user(conn, tg_id)

    async def get_or_create_user(self, tg_id: int, *, language_code: str | None = None) -> User:
        """The user, created if new; a non-None `language_code` is recorded as the last seen.

        Writes only when something changed, so calling it on every update is cheap.
        """
        async with self._read() as conn:
            user = await repo_users.get_user(conn, tg_id)
        if user is not None and (language_code is None or language_code == user.language_code):
            return user
        async with self.transaction() as conn:
            return await repo_users.upsert_user(conn, tg_id, language_code, self.now())

    async def set_user_lang(self, tg_id: int, lang: str | None) -> None:
        """Record the language chosen with /lang (None: back to Telegram's language_code)."""
        async with self.transaction() as conn:
            await repo_users.set_lang(conn, tg_id, lang, self.now())

    async def update_user_settings(self, tg_id: int, changes: Mapping[str, Any]) -> User:
        """Merge `changes` into the user's settings (a None value removes the key)."""
        async with self.transaction() as conn:
            return await repo_users.merge_settings(conn, tg_id, changes, self.now())

    # -- questions -------------------------------------------------------------------------

    async def create_question(
        self,
        *,
        user_id: int,
        chat_id: int,
        kind: str,
        deal: Mapping[str, Any],
        expected: Mapping[str, Any],
        game_id: int | None = None,
    ) -> Question:
        """A new pending question; an older pending one of that user in that chat is 'replaced'."""
        async with self.transaction() as conn:
            return await repo_questions.create_question(
                conn,
                user_id=user_id,
                chat_id=chat_id,
                kind=kind,
                deal=deal,
                expected=expected,
                game_id=game_id,
                now=self.now(),
            )

    async def set_question_message(self, question_id: int, message_id: int) -> None:
        """Remember the message that shows the question (to edit it later)."""
        async with self.transaction() as conn:
            await repo_questions.set_question_message(conn, question_id, message_id)

    async def get_question(self, question_id: int) -> Question | None:
        """The question in any state, or None."""
        async with self._read() as conn:
            return await repo_questions.get_question(conn, question_id)

    async def pending_question(self, user_id: int, chat_id: int) -> Question | None:
        """The pending question of that user in that chat, or None."""
        async with self._read() as conn:
            return await repo_questions.pending_question(conn, user_id, chat_id)

    async def question_by_message(self, chat_id: int, message_id: int) -> Question | None:
        """The latest question shown in that message (any state), or None."""
        async with self._read() as conn:
            return await repo_questions.question_by_message(conn, chat_id, message_id)

    async def cancel_question(self, question_id: int) -> bool:
        """Cancel a pending question; False if it was no longer pending."""
        async with self.transaction() as conn:
            return await repo_questions.cancel_question(conn, question_id, self.now())

    async def answer_question(
        self,
        question_id: int,
        *,
        answered: Mapping[str, Any],
        result: Mapping[str, Any],
        expected_total: int,
        answered_total: int,
        player_points: int,
        bot_points: int,
        seconds: float,
    ) -> AnswerOutcome:
        """Atomically: close the pending question, record the attempt, peg its game.

        Exactly one of concurrent answers to one question is accepted (also across
        processes); the others get `accepted=False` and write nothing. The game, if any and
        still active, gains the points (the player's first) and ends when a side reaches
        its target ('won' or 'lost').
        """
        if player_points < 0 or bot_points < 0:
            raise ValueError("points pegged cannot be negative")
        if not math.isfinite(seconds) or seconds < 0:
            raise ValueError("seconds must be a finite, non-negative number")
        async with self.transaction() as conn:
            return await repo_questions.answer_question(
                conn,
                question_id,
                answered=answered,
                result=result,
                expected_total=expected_total,
                answered_total=answered_total,
                player_points=player_points,
                bot_points=bot_points,
                seconds=seconds,
                now=self.now(),
            )

    # -- games -----------------------------------------------------------------------------

    async def current_game(
        self, user_id: int, chat_id: int, *, kind: str = MUGGINS_GAME
    ) -> Game | None:
        """The active game of that user in that chat, or None."""
        async with self._read() as conn:
            return await repo_games.current_game(conn, user_id, chat_id, kind)

    async def get_game(self, game_id: int) -> Game | None:
        """The game in any state, or None."""
        async with self._read() as conn:
            return await repo_games.get_game(conn, game_id)

    async def start_game(
        self,
        user_id: int,
        chat_id: int,
        *,
        target: int,
        margin_rule: str,
        kind: str = MUGGINS_GAME,
    ) -> Game:
        """A new game at 0-0; the active one of that user in that chat is 'abandoned'."""
        if target <= 0:
            raise ValueError("the target must be positive")
        async with self.transaction() as conn:
            return await repo_games.start_game(
                conn,
                user_id,
                chat_id,
                target=target,
                margin_rule=margin_rule,
                kind=kind,
                now=self.now(),
            )

    async def abandon_game(self, game_id: int) -> bool:
        """Abandon an active game; False if it was not active."""
        async with self.transaction() as conn:
            return await repo_games.abandon_game(conn, game_id, self.now())

    # -- attempts and stats ----------------------------------------------------------------

    async def attempts(
        self,
        user_id: int,
        *,
        limit: int = 50,
        kind: str | None = None,
        chat_id: int | None = None,
    ) -> list[Attempt]:
        """The user's attempts, newest first."""
        async with self._read() as conn:
            return await repo_stats.attempts(conn, user_id, limit=limit, kind=kind, chat_id=chat_id)

    async def user_stats(self, user_id: int, *, chat_id: int | None = None) -> Stats:
        """Hands, per-kind accuracy, missed points and kinds, games won/lost, current game.

        `current_game` is the active muggins game in `chat_id`, or with None the latest
        active one in any chat.
        """
        async with self.snapshot() as conn:
            return await repo_stats.user_stats(conn, user_id, chat_id=chat_id)

    async def chat_leaderboard(
        self,
        chat_id: int,
        *,
        limit: int = 10,
        kind: str | None = None,
        since: datetime | None = None,
    ) -> list[LeaderboardRow]:
        """(user_id, attempts, exact) for a chat, best first; optionally one kind, or recent."""
        async with self._read() as conn:
            return await repo_stats.chat_leaderboard(
                conn,
                chat_id,
                limit=limit,
                kind=kind,
                since=None if since is None else iso_utc(since),
            )


async def _configure(conn: aiosqlite.Connection, busy_timeout_ms: int, *, wal: bool) -> None:
    """Set the connection pragmas; PRAGMA takes no parameters, so values are checked ints."""
    if busy_timeout_ms < 0:
        raise ValueError("busy_timeout_ms must be >= 0")
    await execute(conn, f"PRAGMA busy_timeout = {int(busy_timeout_ms):d}")
    await execute(conn, "PRAGMA foreign_keys = ON")
    if wal:
        row = await fetch_one(conn, "PRAGMA journal_mode = WAL")
        mode = None if row is None else str(row[0]).lower()
        if mode != "wal":
            raise StorageError(f"could not enable WAL journal mode (got {mode})")
    await execute(conn, "PRAGMA synchronous = NORMAL")
