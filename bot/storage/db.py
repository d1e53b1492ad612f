"""The `Database`: one aiosqlite connection, its pragmas, one round trip per call, the API.

Each public method is ONE synchronous step (`sql.Step`: a whole read, or a whole
transaction with its BEGIN and COMMIT) queued to aiosqlite's worker thread, which runs the
steps of a connection one at a time in submission order. So a call costs one round trip
between the event loop and that thread, whatever its number of statements, and no call ever
sees another's half-done transaction: the queue serialises them without any asyncio lock.

Writes use `BEGIN IMMEDIATE`, which takes SQLite's write lock up front; with `busy_timeout`
another connection or process on the same file (the bot and `muggins chat`) waits for it, on
the worker thread, instead of failing. A one-statement read is atomic on its own; reads of
several statements (`user_stats`) run in one deferred transaction, so they see one snapshot.
A caller cancelled while its step waits rolls it back (`Step.abandon`): it writes nothing.

`transaction()` and `snapshot()` give the aiosqlite connection itself for ad-hoc work of
several round trips; they hold `_lock`, and while it is held the one-step calls queue behind
it (steps queued before it was taken run first, the queue being FIFO).

The connection is in autocommit mode (`isolation_level=None`): this module issues
BEGIN/COMMIT/ROLLBACK itself, and nothing commits behind its back.
"""

from __future__ import annotations

import asyncio
import math
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import date, datetime, timedelta
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, Final, TypeVar

import aiosqlite

from bot.drills.club import Standing, Streak, TieBreak
from bot.storage import (
    repo_club,
    repo_daily,
    repo_ecart,
    repo_games,
    repo_ops,
    repo_pictures,
    repo_questions,
    repo_quiz,
    repo_stats,
    repo_users,
)
from bot.storage.migrations import check_sqlite_version, migrate_now
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
from bot.storage.sql import (
    BEGIN_READ,
    BEGIN_WRITE,
    Clock,
    Step,
    Work,
    execute,
    execute_async,
    fetch_one,
    iso_utc,
    on_thread,
    rollback_quietly,
    utc_now,
)

T = TypeVar("T")

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
        if busy_timeout_ms < 0:
            raise ValueError("busy_timeout_ms must be >= 0")
        path = Path(path)
        wal = str(path) != MEMORY
        if wal:
            await asyncio.to_thread(path.parent.mkdir, parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            await on_thread(conn, partial(_configure, busy_timeout_ms=busy_timeout_ms, wal=wal))
            version = await on_thread(conn, migrate_now)
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
                await execute_async(conn, BEGIN_WRITE)
                yield conn
                await execute_async(conn, "COMMIT")
            except BaseException:
                await rollback_quietly(conn)
                raise

    @asynccontextmanager
    async def snapshot(self) -> AsyncIterator[aiosqlite.Connection]:
        """`async with db.snapshot() as conn:` a read transaction: one consistent view."""
        async with self._lock:
            conn = self._connection()
            try:
                await execute_async(conn, BEGIN_READ)
                yield conn
                await execute_async(conn, "COMMIT")
            except BaseException:
                await rollback_quietly(conn)
                raise

    async def _run(self, work: Work[T], begin: str | None = None) -> T:
        """Run `work` as one step on the connection's thread (see the module docstring).

        `begin` None: a single statement, no transaction; else BEGIN (IMMEDIATE) ... COMMIT.
        """
        conn = self._connection()
        if not self._lock.locked():
            # No await between the check and the submission: the step is queued before any
            # later transaction() can queue its BEGIN.
            return await self._submit(conn, Step(work, begin))
        async with self._lock:
            return await self._submit(self._connection(), Step(work, begin))

    async def _write(self, work: Work[T]) -> T:
        """Run `work` in one write transaction (BEGIN IMMEDIATE ... COMMIT), one round trip."""
        return await self._run(work, BEGIN_WRITE)

    @staticmethod
    async def _submit(conn: aiosqlite.Connection, step: Step[T]) -> T:
        """Queue the step; if the caller is cancelled meanwhile, the step writes nothing."""
        try:
            return await on_thread(conn, step)
        except asyncio.CancelledError:
            step.abandon()
            raise

    def _connection(self) -> aiosqlite.Connection:
        """The open connection."""
        if self._conn is None:
            raise StorageError("the database is closed")
        return self._conn

    # -- users -----------------------------------------------------------------------------

    async def get_user(self, tg_id: int) -> User | None:
        """The user, or None if never seen."""
        return await self._run(partial(repo_users.get_user, tg_id=tg_id))

    async def get_or_create_user(self, tg_id: int, *, language_code: str | None = None) -> User:
        """The user, created if new; a non-None `language_code` is recorded as the last seen.

        Writes only when something changed, so calling it on every update is cheap.
        """
        user = await self._run(partial(repo_users.get_user, tg_id=tg_id))
        if user is not None and (language_code is None or language_code == user.language_code):
            return user
        return await self._write(
            partial(
                repo_users.upsert_user, tg_id=tg_id, language_code=language_code, now=self.now()
            )
        )

    async def set_user_lang(self, tg_id: int, lang: str | None) -> None:
        """Record the language chosen with /lang (None: back to Telegram's language_code)."""
        await self._write(partial(repo_users.set_lang, tg_id=tg_id, lang=lang, now=self.now()))

    async def update_user_settings(self, tg_id: int, changes: Mapping[str, Any]) -> User:
        """Merge `changes` into the user's settings (a None value removes the key)."""
        return await self._write(
            partial(repo_users.merge_settings, tg_id=tg_id, changes=changes, now=self.now())
        )

    # -- chats and upkeep (repo_ops) ---------------------------------------------------------

    async def mark_chat_inactive(self, chat_id: int, reason: str = "forbidden") -> bool:
        """The bot may no longer write there (403); True if it was active before."""
        return await self._write(
            partial(repo_ops.mark_chat_inactive, chat_id=chat_id, reason=reason, now=self.now())
        )

    async def mark_chat_active(self, chat_id: int) -> bool:
        """The chat is back (unblocked, re-added); True if it was inactive before."""
        return await self._write(
            partial(repo_ops.mark_chat_active, chat_id=chat_id, now=self.now())
        )

    async def is_chat_active(self, chat_id: int) -> bool:
        """False only for a chat marked inactive: scheduled sends skip it."""
        return await self._run(partial(repo_ops.is_chat_active, chat_id=chat_id))

    async def inactive_chats(self, chat_ids: Iterable[int] | None = None) -> set[int]:
        """The chats marked inactive, among `chat_ids` if given (filter a mailing list)."""
        ids = None if chat_ids is None else list(chat_ids)
        return await self._run(partial(repo_ops.inactive_chats, chat_ids=ids))

    async def purge_questions(self, older_than: timedelta) -> int:
        """Delete questions closed without an answer more than `older_than` ago; how many."""
        cutoff = iso_utc(self._clock() - older_than)
        return await self._write(partial(repo_ops.purge_questions, closed_before=cutoff))

    async def integrity_problems(self) -> list[str]:
        """`PRAGMA integrity_check` (and foreign keys): what is wrong, [] when sound."""
        return await self._run(repo_ops.integrity_problems)

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
        return await self._write(
            partial(
                repo_questions.create_question,
                user_id=user_id,
                chat_id=chat_id,
                kind=kind,
                deal=deal,
                expected=expected,
                game_id=game_id,
                now=self.now(),
            )
        )

    async def set_question_message(self, question_id: int, message_id: int) -> None:
        """Remember the message that shows the question (to edit it later)."""
        await self._write(
            partial(
                repo_questions.set_question_message, question_id=question_id, message_id=message_id
            )
        )

    async def get_question(self, question_id: int) -> Question | None:
        """The question in any state, or None."""
        return await self._run(partial(repo_questions.get_question, question_id=question_id))

    async def pending_question(self, user_id: int, chat_id: int) -> Question | None:
        """The pending question of that user in that chat, or None."""
        return await self._run(
            partial(repo_questions.pending_question, user_id=user_id, chat_id=chat_id)
        )

    async def question_by_message(self, chat_id: int, message_id: int) -> Question | None:
        """The latest question shown in that message (any state), or None."""
        return await self._run(
            partial(repo_questions.question_by_message, chat_id=chat_id, message_id=message_id)
        )

    async def cancel_question(self, question_id: int) -> bool:
        """Cancel a pending question; False if it was no longer pending."""
        return await self._write(
            partial(repo_questions.cancel_question, question_id=question_id, now=self.now())
        )

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
        return await self._write(
            partial(
                repo_questions.answer_question,
                question_id=question_id,
                answered=answered,
                result=result,
                expected_total=expected_total,
                answered_total=answered_total,
                player_points=player_points,
                bot_points=bot_points,
                seconds=seconds,
                now=self.now(),
            )
        )

    # -- games -----------------------------------------------------------------------------

    async def current_game(
        self, user_id: int, chat_id: int, *, kind: str = MUGGINS_GAME
    ) -> Game | None:
        """The active game of that user in that chat, or None."""
        return await self._run(
            partial(repo_games.current_game, user_id=user_id, chat_id=chat_id, kind=kind)
        )

    async def get_game(self, game_id: int) -> Game | None:
        """The game in any state, or None."""
        return await self._run(partial(repo_games.get_game, game_id=game_id))

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
        return await self._write(
            partial(
                repo_games.start_game,
                user_id=user_id,
                chat_id=chat_id,
                target=target,
                margin_rule=margin_rule,
                kind=kind,
                now=self.now(),
            )
        )

    async def abandon_game(self, game_id: int) -> bool:
        """Abandon an active game; False if it was not active."""
        return await self._write(partial(repo_games.abandon_game, game_id=game_id, now=self.now()))

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
        return await self._run(
            partial(repo_stats.attempts, user_id=user_id, limit=limit, kind=kind, chat_id=chat_id)
        )

    async def attempts_since(self, user_id: int, since: datetime) -> list[Attempt]:
        """The user's attempts made at `since` or later, oldest first (the /stats chart)."""
        return await self._run(
            partial(repo_pictures.attempts_since, user_id=user_id, since=iso_utc(since))
        )

    async def user_stats(self, user_id: int, *, chat_id: int | None = None) -> Stats:
        """Hands, per-kind accuracy, missed points and kinds, games won/lost, current game.

        `current_game` is the active muggins game in `chat_id`, or with None the latest
        active one in any chat.
        """
        return await self._run(
            partial(repo_stats.user_stats, user_id=user_id, chat_id=chat_id), BEGIN_READ
        )

    async def chat_leaderboard(
        self,
        chat_id: int,
        *,
        limit: int = 10,
        kind: str | None = None,
        since: datetime | None = None,
    ) -> list[LeaderboardRow]:
        """(user_id, attempts, exact) for a chat, best first; optionally one kind, or recent."""
        return await self._run(
            partial(
                repo_stats.chat_leaderboard,
                chat_id=chat_id,
                limit=limit,
                kind=kind,
                since=None if since is None else iso_utc(since),
            )
        )

    # -- the discard challenge (/ecart): see repo_ecart ------------------------------------

    async def toggle_ecart_card(
        self, question_id: int, index: int, *, limit: int
    ) -> repo_ecart.Toggled:
        """Select or unselect card `index` of a pending challenge (at most `limit` selected)."""
        return await self._write(
            partial(repo_ecart.toggle_selected, question_id=question_id, index=index, limit=limit)
        )

    async def record_ecart(
        self, question_id: int, *, record: repo_ecart.EcartRecord, via: str, seconds: float
    ) -> Question | None:
        """Close a pending challenge and store its graded lay-away; None if already closed."""
        return await self._write(
            partial(
                repo_ecart.record_ecart,
                question_id=question_id,
                record=record,
                via=via,
                seconds=seconds,
                now=self.now(),
            )
        )

    async def ecart_of_question(self, question_id: int) -> repo_ecart.EcartRecord | None:
        """The graded lay-away of a challenge's question, or None."""
        return await self._run(partial(repo_ecart.ecart_of_question, question_id=question_id))

    async def ecart_stats(
        self, user_id: int
    ) -> tuple[repo_ecart.EcartTotals, list[repo_ecart.EcartRecord]]:
        """The player's challenge totals and latest lay-aways, in one snapshot."""
        return await self._run(partial(repo_ecart.ecart_stats, user_id=user_id), BEGIN_READ)

    # -- quiz (see repo_quiz) --------------------------------------------------------------

    async def start_quiz_series(
        self, user_id: int, chat_id: int, *, lang: str, plan: Sequence[str]
    ) -> repo_quiz.QuizSeries:
        """A new quiz series; the player's active one in that chat is replaced."""
        return await self._write(
            partial(
                repo_quiz.start_series,
                user_id=user_id,
                chat_id=chat_id,
                lang=lang,
                plan=plan,
                now=self.now(),
            )
        )

    async def get_quiz_series(self, series_id: int) -> repo_quiz.QuizSeries | None:
        """The quiz series in any state, or None."""
        return await self._run(partial(repo_quiz.get_series, series_id=series_id))

    async def add_quiz_poll(
        self,
        poll_id: str,
        chat_id: int,
        *,
        message_id: int | None,
        series_id: int | None,
        position: int,
        ref: str,
        topic: str,
        rule: str,
        correct: int,
    ) -> repo_quiz.QuizPollRecord:
        """Remember a quiz poll just sent: Telegram's poll id -> chat, series, question."""
        return await self._write(
            partial(
                repo_quiz.add_poll,
                poll_id=poll_id,
                chat_id=chat_id,
                message_id=message_id,
                series_id=series_id,
                position=position,
                ref=ref,
                topic=topic,
                rule=rule,
                correct=correct,
                now=self.now(),
            )
        )

    async def get_quiz_poll(self, poll_id: str) -> repo_quiz.QuizPollRecord | None:
        """A quiz poll the bot sent, or None."""
        return await self._run(partial(repo_quiz.get_poll, poll_id=poll_id))

    async def record_quiz_answer(
        self, poll_id: str, user_id: int, *, name: str, option_ids: Sequence[int]
    ) -> repo_quiz.QuizAnswerOutcome | None:
        """Record a poll answer, and say what the series does next (None: unknown poll)."""
        return await self._write(
            partial(
                repo_quiz.record_answer,
                poll_id=poll_id,
                user_id=user_id,
                name=name,
                option_ids=option_ids,
                now=self.now(),
            )
        )

    async def quiz_series_scores(self, series_id: int) -> list[repo_quiz.QuizScore]:
        """Every player's score in a quiz series, best first."""
        return await self._run(partial(repo_quiz.series_scores, series_id=series_id))

    async def quiz_series_missed(
        self, series_id: int, user_id: int
    ) -> list[repo_quiz.QuizPollRecord]:
        """The polls of a series a player got wrong, in order."""
        return await self._run(
            partial(repo_quiz.series_missed, series_id=series_id, user_id=user_id)
        )

    async def quiz_stats(self, user_id: int) -> repo_quiz.QuizStats:
        """A player's quiz answers, correct answers and weakest topic."""
        return await self._run(partial(repo_quiz.quiz_stats, user_id=user_id), BEGIN_READ)

    # -- the daily challenge ---------------------------------------------------------------

    async def daily_result(self, user_id: int, day: date) -> repo_daily.DailyRow | None:
        """The player's daily_results row for that local day, or None (nothing answered)."""
        return await self._run(
            partial(repo_daily.daily_result, user_id=user_id, day=day.isoformat())
        )

    async def daily_finished_days(self, user_id: int) -> list[date]:
        """The local days the player finished the daily challenge, oldest first."""
        days = await self._run(partial(repo_daily.finished_days, user_id=user_id))
        return [date.fromisoformat(day) for day in days]

    async def record_daily_part(
        self,
        question_id: int,
        *,
        user_id: int,
        day: date,
        part_index: int,
        parts_total: int,
        item: Mapping[str, Any],
        pour: int,
        contre: int,
    ) -> repo_daily.PartOutcome:
        """Atomically: close the part's question and add the part to the day's row."""
        return await self._write(
            partial(
                repo_daily.record_part,
                question_id=question_id,
                user_id=user_id,
                day=day.isoformat(),
                part_index=part_index,
                parts_total=parts_total,
                item=item,
                pour=pour,
                contre=contre,
                now=self.now(),
            )
        )

    async def close_question(self, question_id: int) -> Question | None:
        """Mark a pending question answered without an attempt (daily replays); None if it
        was no longer pending."""
        return await self._write(
            partial(repo_daily.close_question, question_id=question_id, now=self.now())
        )

    async def daily_reminders(self) -> list[repo_daily.Reminder]:
        """Every player with a daily reminder (rebuilt into JobQueue jobs at start-up)."""
        return await self._run(repo_daily.reminders)

    # -- clubs (/top, /club, /forget; SQL in repo_club) -------------------------------------

    async def get_club(self, chat_id: int) -> repo_club.Club | None:
        """The club of a group chat (active or not), or None."""
        return await self._run(partial(repo_club.get_club, chat_id=chat_id))

    async def club_by_invite(self, invite: str) -> repo_club.Club | None:
        """The club whose deep link carries `invite`, or None."""
        return await self._run(partial(repo_club.club_by_invite, invite=invite))

    async def open_club(self, chat_id: int, *, title: str, invite: str) -> repo_club.Club:
        """Make a group a club (again); `invite` is only used for a new club."""
        return await self._write(
            partial(
                repo_club.open_club, chat_id=chat_id, title=title, invite=invite, now=self.now()
            )
        )

    async def close_club(self, chat_id: int) -> bool:
        """The bot left the group; False if the club was not active."""
        return await self._write(partial(repo_club.close_club, chat_id=chat_id, now=self.now()))

    async def move_club(self, old_chat_id: int, new_chat_id: int) -> bool:
        """A group became a supergroup: move its club to the new chat id."""
        return await self._write(
            partial(
                repo_club.move_club,
                old_chat_id=old_chat_id,
                new_chat_id=new_chat_id,
                now=self.now(),
            )
        )

    async def update_club(self, chat_id: int, changes: Mapping[str, Any]) -> repo_club.Club:
        """Change /club settings (lang, timezone, post_time, weekly, tiebreak)."""
        return await self._write(
            partial(repo_club.update_club, chat_id=chat_id, changes=changes, now=self.now())
        )

    async def active_clubs(self) -> list[repo_club.Club]:
        """Every club the bot is still in."""
        return await self._run(repo_club.active_clubs)

    async def join_club(self, chat_id: int, user_id: int, *, name: str) -> bool:
        """Record a member (True if new) and the name they show on boards."""
        return await self._write(
            partial(
                repo_club.join_club, chat_id=chat_id, user_id=user_id, name=name, now=self.now()
            )
        )

    async def set_player_name(self, user_id: int, name: str) -> None:
        """Record the name a player shows on boards."""
        await self._write(
            partial(repo_club.set_player_name, user_id=user_id, name=name, now=self.now())
        )

    async def set_board_hidden(self, user_id: int, hidden: bool) -> None:
        """/top off (True) or /top on (False)."""
        await self._write(
            partial(repo_club.set_hidden, user_id=user_id, hidden=hidden, now=self.now())
        )

    async def club_member_count(self, chat_id: int) -> int:
        """How many players joined the club."""
        return await self._run(partial(repo_club.member_count, chat_id=chat_id))

    async def member_clubs(self, user_id: int) -> list[repo_club.Club]:
        """The active clubs a player belongs to."""
        return await self._run(partial(repo_club.member_clubs, user_id=user_id))

    async def club_board(
        self, chat_id: int, key: str, *, tiebreak: TieBreak, user_id: int | None, limit: int
    ) -> repo_club.BoardRows:
        """A club's board for a period key (see `repo_club.board`), in one snapshot."""
        return await self._run(
            partial(
                repo_club.board,
                chat_id=chat_id,
                key=key,
                tiebreak=tiebreak,
                user_id=user_id,
                limit=limit,
            ),
            BEGIN_READ,
        )

    async def club_week(
        self, chat_id: int, week: date, previous: date
    ) -> tuple[list[Standing], list[Standing], list[Streak]]:
        """The weekly summary's data: standings of the week and the one before, and streaks."""
        return await self._run(
            partial(repo_club.week_facts, chat_id=chat_id, week=week, previous=previous),
            BEGIN_READ,
        )

    async def forget_player(self, user_id: int) -> int:
        """Erase every row about the player in every table; the number of rows erased."""
        return await self._write(partial(repo_club.forget_player, user_id=user_id))


def _configure(conn: sqlite3.Connection, busy_timeout_ms: int, *, wal: bool) -> None:
    """Set the connection pragmas; PRAGMA takes no parameters, so values are checked ints."""
    execute(conn, f"PRAGMA busy_timeout = {int(busy_timeout_ms):d}")
    execute(conn, "PRAGMA foreign_keys = ON")
    if wal:
        row = fetch_one(conn, "PRAGMA journal_mode = WAL")
        mode = None if row is None else str(row[0]).lower()
        if mode != "wal":
            raise StorageError(f"could not enable WAL journal mode (got {mode})")
    execute(conn, "PRAGMA synchronous = NORMAL")
