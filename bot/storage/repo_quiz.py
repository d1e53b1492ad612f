"""The rules quiz in SQLite: series, the polls sent (poll_id -> chat, series, question) and
every player's answers; per-player quiz stats. Each function is one storage step."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import astuple, dataclass
from datetime import timedelta
from typing import ClassVar, Final

import aiosqlite

from bot.storage.models import RowModel
from bot.storage.repo_coach_try import coach_quiz_answer
from bot.storage.repo_users import ensure_user
from bot.storage.repository import (
    Repository,
    read_query,
    reads,
    reads_snapshot,
    write_query_at,
    writes,
)
from bot.storage.sql import execute, fetch_all, fetch_model, fetch_models, fetch_one, iso_utc

ACTIVE = "active"
FINISHED = "finished"
REPLACED = "replaced"
"""Ended before its last answer: replaced by a new series, or stopped by /cancel."""


@dataclass(frozen=True, slots=True)
class QuizSeries(RowModel):
    """A series of quiz polls started by a player in a chat."""

    id: int
    user_id: int
    chat_id: int
    lang: str
    plan: tuple[str, ...]
    sent: int
    state: str

    @property
    def size(self) -> int:
        """How many questions the series has."""
        return len(self.plan)


@dataclass(frozen=True, slots=True)
class QuizPollRecord(RowModel):
    """A quiz poll the bot sent: where, for which series and question, and the right option."""

    poll_id: str
    chat_id: int
    series_id: int | None
    position: int
    ref: str
    topic: str
    rule: str
    correct: int


@dataclass(frozen=True, slots=True)
class QuizAnswerOutcome:
    """What an answer did: recorded (False if that player had already answered), right or
    wrong, and for the player who runs the series, the next position to send or the end."""

    poll: QuizPollRecord
    recorded: bool
    correct: bool
    series: QuizSeries | None
    next_position: int | None
    finished: bool


@dataclass(frozen=True, slots=True)
class QuizScore(RowModel):
    """One player's score in a series."""

    user_id: int
    name: str
    answered: int
    correct: int

    COLUMNS: ClassVar = {"answered": "n", "correct": "ok"}


@dataclass(frozen=True, slots=True)
class QuizStats:
    """A player's quiz answers overall, and the topic they miss most (None: nothing missed)."""

    answered: int
    correct: int
    weakest_topic: str | None

    @property
    def accuracy(self) -> float:
        """Correct answers / answers (0 when none)."""
        return self.correct / self.answered if self.answered else 0.0


async def _series(conn: aiosqlite.Connection, series_id: int) -> QuizSeries | None:
    return await fetch_model(
        conn, QuizSeries, "SELECT * FROM quiz_series WHERE id = ?", (series_id,)
    )


async def _stop_series_where(
    conn: aiosqlite.Connection, now: str, where: str, params: tuple[object, ...]
) -> list[QuizSeries]:
    """End the active series `where` picks (its `?`: `params`) before their last answer
    (`REPLACED`): the series as they stood."""
    return await fetch_models(
        conn,
        QuizSeries,
        f"UPDATE quiz_series SET state = ?, finished_at = ? WHERE {where} AND state = ?"
        " RETURNING *",
        (REPLACED, now, *params, ACTIVE),
    )


async def stop_series(
    conn: aiosqlite.Connection, now: str, user_id: int, chat_id: int
) -> QuizSeries | None:
    """End the player's active series in that chat before its last answer (/cancel, or a new
    series): the series as it stood, or None when none was active."""
    stopped = await _stop_series_where(conn, now, "user_id = ? AND chat_id = ?", (user_id, chat_id))
    return stopped[0] if stopped else None


async def get_poll(conn: aiosqlite.Connection, poll_id: str) -> QuizPollRecord | None:
    """A quiz poll the bot sent, or None."""
    return await fetch_model(
        conn, QuizPollRecord, "SELECT * FROM quiz_polls WHERE poll_id = ?", (poll_id,)
    )


AWAITING_POLL_SQL: Final = (
    "SELECT p.* FROM (SELECT * FROM quiz_polls WHERE chat_id = :chat"
    " ORDER BY message_id DESC LIMIT 1) AS p"
    " LEFT JOIN quiz_series AS s ON s.id = p.series_id"
    " WHERE ((p.series_id IS NULL AND coalesce(p.asked_by, :user) = :user)"
    " OR (s.state = :active AND s.user_id = :user AND p.position = s.sent))"
    " AND NOT EXISTS (SELECT 1 FROM quiz_answers AS a"
    " WHERE a.poll_id = p.poll_id AND a.user_id = :user)"
    " AND p.message_id > coalesce((SELECT max(message_id) FROM questions"
    " WHERE user_id = :user AND chat_id = :chat), 0)"
)
"""`Quiz.awaiting_poll`: a chat's latest poll (by the index `quiz_polls_by_chat`), if the
player is still asked it (a lone poll: if they asked for it, or nobody is known to have)."""

RUNNING_FOR: Final = timedelta(minutes=30)
"""How long a series in a group holds the group after its latest poll (or its start): past
that, its starter has left it, and another member may start one."""

RUNNING_SERIES_SQL: Final = (
    "SELECT s.*, coalesce(nullif((SELECT a.name FROM quiz_answers AS a"
    " WHERE a.user_id = s.user_id AND a.chat_id = s.chat_id"
    " ORDER BY a.answered_at DESC LIMIT 1), ''),"
    " (SELECT cp.name FROM club_players AS cp WHERE cp.user_id = s.user_id), '') AS name"
    " FROM quiz_series AS s WHERE s.chat_id = :chat AND s.state = :active"
    " AND s.user_id <> :user AND coalesce((SELECT max(p.created_at) FROM quiz_polls AS p"
    " WHERE p.series_id = s.id), s.created_at) >= :since"
    " ORDER BY s.id DESC LIMIT 1"
)
"""`Quiz.running_series`: another member's series still going on in a chat, with the name
they answered under there (else the one they show on the club's boards; '' if none)."""


@dataclass(frozen=True, slots=True)
class RunningSeries:
    """Another member's series going on in a group, and that member's name ('' unknown)."""

    series: QuizSeries
    name: str


OTHERS_LONE_POLL_SQL: Final = (
    "SELECT p.asked_by, EXISTS (SELECT 1 FROM quiz_answers AS a"
    " WHERE a.poll_id = p.poll_id AND a.user_id = :user) AS answered,"
    " coalesce(nullif((SELECT a.name FROM quiz_answers AS a"
    " WHERE a.user_id = p.asked_by AND a.chat_id = p.chat_id"
    " ORDER BY a.answered_at DESC LIMIT 1), ''),"
    " (SELECT cp.name FROM club_players AS cp WHERE cp.user_id = p.asked_by), '') AS name"
    " FROM (SELECT * FROM quiz_polls WHERE chat_id = :chat"
    " ORDER BY message_id DESC LIMIT 1) AS p"
    " WHERE p.series_id IS NULL AND p.asked_by IS NOT NULL AND p.asked_by <> :user"
    " AND p.created_at >= :since"
)
"""`Quiz.others_lone_poll`: a chat's latest poll when another member asked for it alone, with
whether this player answered it and its asker's name there ('' if unknown)."""


@dataclass(frozen=True, slots=True)
class OthersLonePoll:
    """Another member's lone poll, the latest in a group: who asked for it (`asked_by`, and
    `name` as in `RunningSeries`, '' unknown) and whether the player answered it."""

    asked_by: int
    name: str
    answered: bool


class Quiz(Repository):
    """The queries of the quiz: `db.quiz`."""

    @writes
    async def start_series(
        self,
        conn: aiosqlite.Connection,
        user_id: int,
        chat_id: int,
        *,
        lang: str,
        plan: Sequence[str],
    ) -> QuizSeries:
        """A new quiz series; the player's active one in that chat is replaced."""
        now = self.db.now()
        await stop_series(conn, now, user_id, chat_id)
        row = await fetch_one(
            conn,
            "INSERT INTO quiz_series (user_id, chat_id, lang, plan, size, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?) RETURNING *",
            (user_id, chat_id, lang, json.dumps(list(plan)), len(plan), now),
        )
        assert row is not None
        return QuizSeries.from_row(row)

    stop_series = write_query_at(stop_series)

    @reads
    async def awaiting_poll(
        self, conn: aiosqlite.Connection, user_id: int, chat_id: int
    ) -> QuizPollRecord | None:
        """The latest quiz poll in that chat when it is the last thing the player was asked
        there and they have not answered it: a lone poll they asked for (or one whose asker is
        unknown), or the latest one of their running series, shown after every question of
        the other drills (message ids tell the order in a chat); else None."""
        return await fetch_model(
            conn,
            QuizPollRecord,
            AWAITING_POLL_SQL,
            {"chat": chat_id, "user": user_id, "active": ACTIVE},
        )

    @reads
    async def waiting_series(
        self, conn: aiosqlite.Connection, user_id: int, chat_id: int
    ) -> QuizSeries | None:
        """The player's active series in that chat while its latest poll waits on her answer,
        whatever was asked after it (a hand dealt, a lone poll someone else asked for); None
        when she has none, or answered its latest poll (the next one never went out)."""
        return await fetch_model(
            conn,
            QuizSeries,
            "SELECT s.* FROM quiz_series AS s JOIN quiz_polls AS p"
            " ON p.series_id = s.id AND p.position = s.sent"
            " WHERE s.user_id = :user AND s.chat_id = :chat AND s.state = :active"
            " AND NOT EXISTS (SELECT 1 FROM quiz_answers AS a"
            " WHERE a.poll_id = p.poll_id AND a.user_id = :user)",
            {"chat": chat_id, "user": user_id, "active": ACTIVE},
        )

    @reads
    async def running_series(
        self, conn: aiosqlite.Connection, chat_id: int, user_id: int
    ) -> RunningSeries | None:
        """Another member's series going on in that chat (a group holds one at a time): active,
        with a poll sent (or started) within `RUNNING_FOR`; None when there is none."""
        since = self.db.moment() - RUNNING_FOR
        row = await fetch_one(
            conn,
            RUNNING_SERIES_SQL,
            {"chat": chat_id, "user": user_id, "active": ACTIVE, "since": iso_utc(since)},
        )
        if row is None:
            return None
        return RunningSeries(QuizSeries.from_row(row), str(row["name"]))

    @reads
    async def others_lone_poll(
        self, conn: aiosqlite.Connection, chat_id: int, user_id: int
    ) -> OthersLonePoll | None:
        """The chat's latest poll when another member asked for it alone (/quiz) within
        `RUNNING_FOR`: only they stop it, anyone may answer it; else None."""
        since = self.db.moment() - RUNNING_FOR
        row = await fetch_one(
            conn,
            OTHERS_LONE_POLL_SQL,
            {"chat": chat_id, "user": user_id, "since": iso_utc(since)},
        )
        if row is None:
            return None
        return OthersLonePoll(int(row["asked_by"]), str(row["name"]), bool(row["answered"]))

    @writes
    async def stop_left_series(
        self, conn: aiosqlite.Connection, chat_id: int, user_id: int
    ) -> list[QuizSeries]:
        """End the other members' series still active in that chat, left past `RUNNING_FOR`
        (a new one starts there: its starter coming back must not interleave the two)."""
        where = "chat_id = ? AND user_id <> ?"
        return await _stop_series_where(conn, self.db.now(), where, (chat_id, user_id))

    @writes
    async def stop_group_series(self, conn: aiosqlite.Connection, user_id: int) -> list[QuizSeries]:
        """End the player's series still active in groups (/forget, before their rows go:
        the groups' polls would hang on an erased series), as they stood."""
        where = "user_id = ? AND chat_id <> user_id"
        return await _stop_series_where(conn, self.db.now(), where, (user_id,))

    @writes
    async def drop_poll(self, conn: aiosqlite.Connection, poll_id: str) -> bool:
        """Forget a lone quiz poll nobody answered (/cancel): its later answers are ignored.
        False when it had answers, belongs to a series or is unknown."""
        rows = await fetch_all(
            conn,
            "DELETE FROM quiz_polls WHERE poll_id = ? AND series_id IS NULL"
            " AND NOT EXISTS (SELECT 1 FROM quiz_answers WHERE poll_id = ?) RETURNING poll_id",
            (poll_id, poll_id),
        )
        return bool(rows)

    @reads
    async def poll_message(
        self, conn: aiosqlite.Connection, chat_id: int, series_id: int | None
    ) -> int | None:
        """The message showing the chat's latest poll of that series (None: its latest lone
        poll), to close it when the quiz stops; None when there is none or its id is unknown."""
        row = await fetch_one(
            conn,
            "SELECT message_id FROM quiz_polls WHERE chat_id = ? AND series_id IS ?"
            " ORDER BY message_id DESC LIMIT 1",
            (chat_id, series_id),
        )
        return None if row is None else row["message_id"]

    @reads
    async def last_ref(self, conn: aiosqlite.Connection, chat_id: int) -> str | None:
        """The question of the chat's latest quiz poll (lone or in a series), or None."""
        row = await fetch_one(
            conn,
            "SELECT ref FROM quiz_polls WHERE chat_id = ? ORDER BY message_id DESC LIMIT 1",
            (chat_id,),
        )
        return None if row is None else str(row["ref"])

    @reads
    async def get_series(self, conn: aiosqlite.Connection, series_id: int) -> QuizSeries | None:
        """The quiz series in any state, or None."""
        return await _series(conn, series_id)

    @writes
    async def add_poll(
        self,
        conn: aiosqlite.Connection,
        poll: QuizPollRecord,
        *,
        message_id: int | None,
        asked_by: int | None = None,
    ) -> QuizPollRecord:
        """Remember a quiz poll just sent: Telegram's poll id -> chat, series, question, and
        for a lone poll the player who asked for it (`asked_by`: only they stop it)."""
        row = await fetch_one(
            conn,
            "INSERT INTO quiz_polls (poll_id, chat_id, series_id, position, ref, topic, rule,"
            " correct, message_id, asked_by, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *",
            (*astuple(poll), message_id, asked_by, self.db.now()),
        )
        assert row is not None
        if poll.series_id is not None:
            await execute(
                conn,
                "UPDATE quiz_series SET sent = MAX(sent, ?) WHERE id = ?",
                (poll.position, poll.series_id),
            )
        return QuizPollRecord.from_row(row)

    get_poll = read_query(get_poll)

    @writes
    async def record_answer(
        self,
        conn: aiosqlite.Connection,
        poll_id: str,
        user_id: int,
        *,
        name: str,
        option_ids: Sequence[int],
    ) -> QuizAnswerOutcome | None:
        """Record a player's answer to a known poll (None for an unknown poll, the last poll of
        a stopped series, a retraction or a negative option id, which Telegram never sends);
        when it is the series owner's answer to the latest poll, say what comes next."""
        now = self.db.now()
        poll = await get_poll(conn, poll_id)
        if poll is None or not option_ids or min(option_ids) < 0:
            return None
        series = None if poll.series_id is None else await _series(conn, poll.series_id)
        if series is not None and series.state == REPLACED and poll.position == series.sent:
            return None  # the last poll of a series stopped before it was answered
        chosen = int(option_ids[0])
        correct = len(option_ids) == 1 and chosen == poll.correct
        inserted = await fetch_all(
            conn,
            "INSERT INTO quiz_answers (poll_id, user_id, chat_id, name, chosen, correct, topic,"
            " rule, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (poll_id, user_id) DO NOTHING RETURNING poll_id",
            (
                poll_id,
                user_id,
                poll.chat_id,
                name,
                chosen,
                int(correct),
                poll.topic,
                poll.rule,
                now,
            ),
        )
        recorded = bool(inserted)
        if recorded:
            await ensure_user(conn, user_id, now)
            await coach_quiz_answer(conn, user_id, won=correct, now=now)
        next_position: int | None = None
        finished = False
        owner_turn = (
            recorded
            and series is not None
            and series.state == ACTIVE
            and series.user_id == user_id
            and poll.position == series.sent
        )
        if owner_turn and series is not None:
            if series.sent < series.size:
                next_position = series.sent + 1
            else:
                finished = True
                await execute(
                    conn,
                    "UPDATE quiz_series SET state = ?, finished_at = ? WHERE id = ?",
                    (FINISHED, now, series.id),
                )
                series = await _series(conn, series.id)
        return QuizAnswerOutcome(poll, recorded, correct, series, next_position, finished)

    @reads
    async def series_scores(self, conn: aiosqlite.Connection, series_id: int) -> list[QuizScore]:
        """Every player's score in a series, best first (then the first to answer)."""
        return await fetch_models(
            conn,
            QuizScore,
            "SELECT a.user_id, MAX(a.name) AS name, COUNT(*) AS n, SUM(a.correct) AS ok,"
            " MIN(a.answered_at) AS first FROM quiz_answers AS a"
            " JOIN quiz_polls AS p ON p.poll_id = a.poll_id WHERE p.series_id = ?"
            " GROUP BY a.user_id ORDER BY ok DESC, first ASC, a.user_id ASC",
            (series_id,),
        )

    @reads
    async def series_missed(
        self, conn: aiosqlite.Connection, series_id: int, user_id: int
    ) -> list[QuizPollRecord]:
        """The polls of a series a player got wrong, in order."""
        return await fetch_models(
            conn,
            QuizPollRecord,
            "SELECT p.* FROM quiz_answers AS a JOIN quiz_polls AS p ON p.poll_id = a.poll_id"
            " WHERE p.series_id = ? AND a.user_id = ? AND a.correct = 0 ORDER BY p.position",
            (series_id, user_id),
        )

    @reads_snapshot
    async def quiz_stats(self, conn: aiosqlite.Connection, user_id: int) -> QuizStats:
        """Answers, correct answers and the most missed topic (ties: lower accuracy, then name)."""
        total = await fetch_one(
            conn,
            "SELECT COUNT(*) AS n, COALESCE(SUM(correct), 0) AS ok FROM quiz_answers"
            " WHERE user_id = ?",
            (user_id,),
        )
        answered, correct = (0, 0) if total is None else (int(total["n"]), int(total["ok"]))
        weakest = await fetch_one(
            conn,
            "SELECT topic, COUNT(*) - SUM(correct) AS wrong, AVG(correct) AS accuracy"
            " FROM quiz_answers WHERE user_id = ? GROUP BY topic HAVING wrong > 0"
            " ORDER BY wrong DESC, accuracy ASC, topic ASC LIMIT 1",
            (user_id,),
        )
        return QuizStats(answered, correct, None if weakest is None else str(weakest["topic"]))
