"""Pending questions and their answers (attempts): one pending per (user, chat)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import timedelta
from typing import Any, Final, NamedTuple

import aiosqlite

from bot.coach.plan import ThemeStat
from bot.storage.db_base import keep_ahead, taken_ahead
from bot.storage.models import (
    ANSWERED,
    CANCELLED,
    MUGGINS_GAME,
    PENDING,
    QUESTION_COLUMNS,
    REPLACED,
    USER_DATA_COLUMNS,
    AnswerOutcome,
    Question,
    StorageError,
    User,
    dump_json,
    load_json,
)
from bot.storage.repo_coach import Coach, theme_stats_of
from bot.storage.repo_coach_try import coach_answer, ratings_of, ratings_returned
from bot.storage.repo_games import GameTerms, insert_game, peg_answered_hand
from bot.storage.repo_users import Users, insert_owned_id
from bot.storage.repository import Repository, read_query, write_query_at, writes
from bot.storage.sql import changed_rows, count_returned, execute, fetch_one, iso_utc

_COLUMNS: Final = ", ".join(QUESTION_COLUMNS)
"""The columns `Question.from_values` takes, in its order, for a SELECT or a RETURNING."""


async def _question_where(
    conn: aiosqlite.Connection, where: str, params: tuple[object, ...]
) -> Question | None:
    """The first question `SELECT ... FROM questions WHERE {where}` finds (`where`: the
    condition, and its order if several may match), or None."""
    row = await fetch_one(conn, f"SELECT {_COLUMNS} FROM questions WHERE {where}", params)
    return None if row is None else Question.from_values(row)


async def get_question(conn: aiosqlite.Connection, question_id: int) -> Question | None:
    """The question in any state, or None."""
    return await _question_where(conn, "id = ?", (question_id,))


async def pending_question(
    conn: aiosqlite.Connection, user_id: int, chat_id: int
) -> Question | None:
    """The pending question of that user in that chat, or None."""
    where = "user_id = ? AND chat_id = ? AND state = 'pending'"
    return await _question_where(conn, where, (user_id, chat_id))


_PENDING_KNOWN: Final = frozenset({"user_id", "chat_id", "state", "closed_at"})
"""The columns of a pending question that `user_and_pending`'s WHERE already gives (a pending
question is never closed: the table's CHECK)."""
_PENDING_READ: Final = tuple(name for name in QUESTION_COLUMNS if name not in _PENDING_KNOWN)
_USER_AND_PENDING: Final = (
    "SELECT json_array("
    + ", ".join(
        [f"u.{name}" for name in USER_DATA_COLUMNS] + [f"q.{name}" for name in _PENDING_READ]
    )
    + ") FROM users AS u LEFT JOIN questions AS q"
    " ON q.user_id = u.tg_id AND q.chat_id = ? AND q.state = 'pending'"
    " WHERE u.tg_id = ?"
)


def _pending(values: list[Any], tg_id: int, chat_id: int) -> Question | None:
    """The pending question of `tg_id` in `chat_id` from the values of `_PENDING_READ` (as
    one JSON array gives them), or None when its id is NULL (a LEFT JOIN found none)."""
    # `_PENDING_READ`: the id, kind to game_id, then created_at, keyboard and update_id
    id_, *kind_to_game, created_at, keyboard, update_id = values
    if id_ is None:  # no pending question (its id, never NULL when there is one)
        return None
    return Question.from_values(
        (id_, tg_id, chat_id, *kind_to_game, PENDING, created_at, None, keyboard, update_id)
    )


async def user_and_pending(
    conn: aiosqlite.Connection, tg_id: int, chat_id: int
) -> tuple[User, Question | None] | None:
    """`repo_users.get_user(tg_id)` and `pending_question(tg_id, chat_id)` in one statement
    (one snapshot, one pass over the user's row and the pending-question index); None when
    the user is not stored (then no question of theirs is either).

    The columns that the statement's conditions give (the user's id; the question's player,
    chat, state, no closing time) are not fetched, and the others come as one JSON array:
    Python's sqlite3 hands the interpreter lock over around the fetch of each column (and this
    read runs on the event loop, while the database thread waits for the lock), 14 times for
    14 columns against once for the array. Every column read is an INTEGER or a TEXT (none a
    REAL, which JSON would round, nor a BLOB), so the array gives back the same values."""
    found = await fetch_one(conn, _USER_AND_PENDING, (chat_id, tg_id))
    if found is None:
        return None
    row = load_json(found[0])
    users = len(USER_DATA_COLUMNS)
    user = User.from_values((tg_id, *row[:users]))
    return user, _pending(row[users:], tg_id, chat_id)


class PendingAndGame(NamedTuple):
    """What `pending_and_game` gives: the pending question and the active muggins game's id."""

    question: Question | None
    game_id: int | None


_USER_THEMES_AND_PENDING: Final = (
    "SELECT "
    + ", ".join(f"u.{name}" for name in USER_DATA_COLUMNS)
    + ", (SELECT json_group_array(json_array(t.theme, t.tries, t.misses))"
    " FROM coach_themes AS t WHERE t.user_id = u.tg_id)"
    ", iif(q.id IS NULL, NULL, json_array("
    + ", ".join(f"q.{name}" for name in _PENDING_READ)
    + ")), (SELECT g.id FROM games AS g WHERE g.user_id = u.tg_id AND g.chat_id = :chat"
    " AND g.kind = :kind AND g.state = 'active')"
    " FROM users AS u LEFT JOIN questions AS q"
    " ON q.user_id = u.tg_id AND q.chat_id = :chat AND q.state = 'pending'"
    " WHERE u.tg_id = :user"
)


async def user_themes_and_pending(
    conn: aiosqlite.Connection, tg_id: int, chat_id: int
) -> tuple[User, list[ThemeStat]] | None:
    """`repo_users.get_user(tg_id)` and `repo_coach.theme_stats(tg_id)` (what /hand reads
    first, for the coach's choice of a deal) in one statement, which also reads what the new
    question's write reads next, `pending_and_game(tg_id, chat_id)`, and keeps it for that
    write (`keep_ahead`: in an update's scope, valid while nothing was written); None when
    the user is not stored.

    The theme rows come as one JSON array in the user's row, the pending question (when
    there is one) as another (INTEGER and TEXT columns only: see `user_and_pending`)."""
    row = await fetch_one(
        conn, _USER_THEMES_AND_PENDING, {"user": tg_id, "chat": chat_id, "kind": MUGGINS_GAME}
    )
    if row is None:
        return None
    users = len(USER_DATA_COLUMNS)
    values = tuple(row)
    themes, pending, game_id = values[users:]
    question = None if pending is None else _pending(load_json(pending), tg_id, chat_id)
    keep_ahead(conn, (PendingAndGame, tg_id, chat_id), PendingAndGame(question, game_id))
    return User.from_values((tg_id, *values[:users])), theme_stats_of(load_json(themes))


_PENDING_AND_GAME: Final = (
    "SELECT g.id, q.id FROM (SELECT 1)"
    " LEFT JOIN questions AS q"
    " ON q.user_id = :user AND q.chat_id = :chat AND q.state = 'pending'"
    " LEFT JOIN games AS g"
    " ON g.user_id = :user AND g.chat_id = :chat AND g.kind = :kind AND g.state = 'active'"
)


async def pending_and_game(
    conn: aiosqlite.Connection, user_id: int, chat_id: int
) -> tuple[Question | None, int | None]:
    """`pending_question(user_id, chat_id)` and the id of the player's active muggins game
    in that chat (`repo_games.current_game`), or None: their ids in one statement (at most
    one row, each being unique: `questions_one_pending`, `games_one_active`), then the
    pending question's row only when there is one (rarely: the last one was answered).

    Two columns, not the question's thirteen: Python's sqlite3 hands the interpreter lock
    over around the fetch of each column of a row, and the event loop takes it each time.

    Nothing is read when the update's first read, `user_themes_and_pending`, read it
    ahead and nothing was written since (`taken_ahead`)."""
    kept = taken_ahead(conn, (PendingAndGame, user_id, chat_id))
    if isinstance(kept, PendingAndGame):
        return kept.question, kept.game_id
    row = await fetch_one(
        conn, _PENDING_AND_GAME, {"user": user_id, "chat": chat_id, "kind": MUGGINS_GAME}
    )
    if row is None:
        raise StorageError("a SELECT over (SELECT 1) gave no row")
    game_id: int | None
    game_id, question_id = row
    if question_id is None:  # no pending question
        return None, game_id
    return await get_question(conn, question_id), game_id


async def latest_question_of_kind(
    conn: aiosqlite.Connection, user_id: int, chat_id: int, kind: str
) -> Question | None:
    """The newest question of that kind for that user in that chat (any state), or None: a
    game stored step by step is resumed from it even after another drill set it aside."""
    where = "user_id = ? AND chat_id = ? AND kind = ? ORDER BY id DESC LIMIT 1"
    return await _question_where(conn, where, (user_id, chat_id, kind))


async def latest_question(
    conn: aiosqlite.Connection, user_id: int, chat_id: int
) -> Question | None:
    """The newest question for that user in that chat (any state, any kind), or None: what
    they did last, told back when they type to it after it ended."""
    where = "user_id = ? AND chat_id = ? ORDER BY id DESC LIMIT 1"
    return await _question_where(conn, where, (user_id, chat_id))


async def question_by_message(
    conn: aiosqlite.Connection, chat_id: int, message_id: int
) -> Question | None:
    """The latest question shown in that message (any state), or None."""
    where = "chat_id = ? AND message_id = ? ORDER BY id DESC LIMIT 1"
    return await _question_where(conn, where, (chat_id, message_id))


async def last_ids(conn: aiosqlite.Connection, chat_id: int) -> tuple[int, int]:
    """The largest message id a question of that chat was shown in, and the largest update
    id that asked one there or answered one (0 for none): an update id the chat used again
    would be taken for the one already handled, and its verdict sent again."""
    row = await fetch_one(
        conn,
        "SELECT coalesce(max(message_id), 0), max(coalesce(max(update_id), 0),"
        " (SELECT coalesce(max(json_extract(answered, '$.update')), 0)"
        " FROM attempts WHERE chat_id = ?))"
        " FROM questions WHERE chat_id = ?",
        (chat_id, chat_id),
    )
    return (int(row[0]), int(row[1])) if row is not None else (0, 0)


class NewQuestion(NamedTuple):
    """A question to store, as `replace_question` takes it."""

    user_id: int
    chat_id: int
    kind: str
    deal: Mapping[str, object]
    expected: Mapping[str, object]
    game_id: int | None
    now: str
    update_id: int | None


async def _insert_question(conn: aiosqlite.Connection, new: NewQuestion) -> Question:
    """Store `new` as the pending question (none is pending for that user in that chat any
    more), creating the user row if it is missing.

    A plain INSERT ... VALUES: an INSERT ... SELECT ... WHERE NOT EXISTS (a pending one),
    which would spare the caller's read of the pending question, measured dearer than the
    read and this together (SQLite opens a statement journal for an INSERT ... SELECT).

    It gives back only the new id (`inserted_id`): the other columns are what was bound,
    or the table's defaults for a new question (no message yet, pending, not closed), so
    the question is built from those (as a `RETURNING` of every column would give it)
    without fetching any row (see `pending_and_game`)."""
    deal = dump_json(new.deal)
    expected = dump_json(new.expected)
    question_id = await insert_owned_id(
        conn,
        new.user_id,
        new.now,
        "INSERT INTO questions"
        " (user_id, chat_id, kind, deal, expected, game_id, created_at, update_id)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            new.user_id,
            new.chat_id,
            new.kind,
            deal,
            expected,
            new.game_id,
            new.now,
            new.update_id,
        ),
    )
    return Question.from_values(
        (
            question_id,
            new.user_id,
            new.chat_id,
            new.kind,
            deal,
            expected,
            None,  # message_id
            new.game_id,
            PENDING,
            new.now,
            None,  # closed_at
            None,  # keyboard
            new.update_id,
        )
    )


_CLOSE_PENDING: Final = (
    "UPDATE questions SET state = ?, closed_at = ? WHERE id = ? AND state = 'pending'"
)
"""Close a pending question (as replaced, answered, cancelled): the `state = 'pending'` guard
decides every race (`close_pending`)."""


async def replace_question(
    conn: aiosqlite.Connection,
    now: str,
    *,
    user_id: int,
    chat_id: int,
    kind: str,
    deal: Mapping[str, object],
    expected: Mapping[str, object],
    game_id: int | None = None,
    update_id: int | None = None,
    game_terms: GameTerms | None = None,
) -> tuple[Question, Question | None]:
    """A new pending question (`update_id`: the Telegram update asking it, see
    `Question.update_id`), and the pending question of that user in that chat it replaced,
    now 'replaced' (as it stood before, or None); run in one transaction. With `game_terms`
    (and no `game_id`) the question pegs the player's active muggins game in that chat,
    started with those terms if there is none (read with the pending question,
    `pending_and_game`).

    When the pending question was asked by this very update (`update_id`) and shown (its
    message id stored), the update is being handled again after a crash (`bot.tg.inbox`):
    the player may already be answering that question, so it stands, and is returned as
    both (nothing created). Shown but without its message id: replaced, as any other.

    The pending question is read first, so when there is none (the common case: the last
    one was answered) nothing is closed: one statement fewer than an UPDATE of every
    pending question of the user in that chat."""
    if game_terms is not None and game_terms.target <= 0:
        raise ValueError("the target must be positive")
    wants_game = game_id is None and game_terms is not None
    if wants_game:
        previous, game_id = await pending_and_game(conn, user_id, chat_id)
    else:
        previous = await pending_question(conn, user_id, chat_id)
    if previous is not None:
        if (
            update_id is not None
            and previous.update_id == update_id
            and previous.kind == kind
            and previous.message_id is not None
        ):
            return previous, previous
        await execute(conn, _CLOSE_PENDING, (REPLACED, now, previous.id))
    if wants_game and game_id is None and game_terms is not None:
        # none is active (read just above, in this transaction): nothing to abandon first
        target, margin_rule = game_terms
        game = await insert_game(conn, user_id, chat_id, target, margin_rule, MUGGINS_GAME, now)
        game_id = game.id
    question = await _insert_question(
        conn, NewQuestion(user_id, chat_id, kind, deal, expected, game_id, now, update_id)
    )
    return question, previous


async def set_question_message(
    conn: aiosqlite.Connection, question_id: int, message_id: int, keyboard: bool | None = None
) -> bool:
    """Remember the message showing the question and whether it carries an inline keyboard
    (None: not said, kept as it is); False if there is no such question, or if it has its
    message already: the first message that showed it stands (a copy the sender sends again
    after a kill must not make an answer typed to the first one look older than the
    question)."""
    changed = await changed_rows(
        conn,
        "UPDATE questions SET message_id = ?, keyboard = coalesce(?, keyboard)"
        " WHERE id = ? AND message_id IS NULL",
        (message_id, None if keyboard is None else int(keyboard), question_id),
    )
    return changed == 1


async def keep_deal(
    conn: aiosqlite.Connection, question_id: int, deal: Mapping[str, object]
) -> bool:
    """Store `deal` as the deal of a question already answered: a Kings game's last step keeps
    the match as it ended, its result read back by the Mini App; False when there is no such
    answered question."""
    changed = await changed_rows(
        conn,
        "UPDATE questions SET deal = ? WHERE id = ? AND state = ?",
        (dump_json(deal), question_id, ANSWERED),
    )
    return changed == 1


async def close_pending(
    conn: aiosqlite.Connection, question_id: int, state: str, now: str
) -> Question | None:
    """Close a pending question as `state` (answered, cancelled); the question as closed, or
    None when it was no longer pending (or never existed).

    The `state = 'pending'` guard decides every race: of concurrent closings (two answers, an
    answer and /cancel, across processes too) exactly one gets the row back.
    """
    row = await _close_pending_row(conn, question_id, state, now)
    return None if row is None else Question.from_values(row)


_CLOSE_READ: Final = ", ".join(
    name for name in QUESTION_COLUMNS if name not in ("state", "closed_at")
)
"""What the closing UPDATE returns: every column but the two it sets."""
_CLOSE: Final = f"{_CLOSE_PENDING} RETURNING {_CLOSE_READ}"


async def _close_pending_row(
    conn: aiosqlite.Connection, question_id: int, state: str, now: str
) -> tuple[Any, ...] | None:
    """`close_pending`'s row (the values of `QUESTION_COLUMNS`), its JSON columns as stored;
    the state and closing time it sets are not fetched back (see `user_and_pending`)."""
    if state not in (ANSWERED, CANCELLED):
        raise ValueError(f"a question is closed as answered or cancelled, not {state!r}")
    row = await fetch_one(conn, _CLOSE, (state, now, question_id))
    return None if row is None else _closed(tuple(row), state, now)


def _closed(row: tuple[Any, ...], state: str, now: str) -> tuple[Any, ...]:
    """The values of `QUESTION_COLUMNS` of a question closed as `state` at `now`, from the
    values of `_CLOSE_READ`."""
    # `_CLOSE_READ`: the columns up to game_id, then created_at, keyboard and update_id
    *id_to_game, created_at, keyboard, update_id = row
    return (*id_to_game, state, created_at, now, keyboard, update_id)


def is_correct(result: Mapping[str, object], expected_total: int, answered_total: int) -> bool:
    """The grade: result["correct"] when it is a bool, else whether the totals agree."""
    correct = result.get("correct")
    return correct if isinstance(correct, bool) else expected_total == answered_total


def missed_points(result: Mapping[str, object], expected_total: int, answered_total: int) -> int:
    """Points left uncounted: result["missed"] when it is a count, else the shortfall."""
    missed = result.get("missed")
    if isinstance(missed, int) and not isinstance(missed, bool) and missed >= 0:
        return missed
    return max(0, expected_total - answered_total)


_ANSWER: Final = (
    "INSERT INTO attempts (question_id, user_id, chat_id, kind, game_id, deal, expected,"
    " answered, result, expected_total, answered_total, correct, missed, player_points,"
    " bot_points, seconds, created_at)"
    " SELECT id, user_id, chat_id, kind, game_id, deal, expected, :answered, :result,"
    " :expected_total, :answered_total, :correct, :missed, :player_points, :bot_points,"
    " :seconds, :now FROM questions WHERE id = :question AND state = 'pending'"
    " RETURNING id, question_id, user_id, chat_id, kind, deal, expected, game_id,"
    " (SELECT json_array(q.message_id, q.created_at, q.keyboard, q.update_id)"
    " FROM questions AS q WHERE q.id = attempts.question_id), "
    + ratings_returned("attempts.user_id", "attempts.kind")
)
"""An answer's one statement: the attempt, copied from the question while it is pending (the
question's JSON as stored, not decoded and encoded again), which closes it as answered
(a trigger, migration 23), giving back the question's columns (those the attempt lacks as
one JSON array: integers and texts only) and what the coach's record of the answer reads
first (`repo_coach_try.ratings_returned`)."""


async def answer_question(
    conn: aiosqlite.Connection,
    now: str,
    question_id: int,
    *,
    answered: Mapping[str, object],
    result: Mapping[str, object],
    expected_total: int,
    answered_total: int,
    player_points: int,
    bot_points: int,
    seconds: float,
) -> AnswerOutcome:
    """Close a pending question, record the attempt and peg its game; run in one transaction.

    The attempt's INSERT decides the race (`_ANSWER`: it copies the question only while it
    is pending, and closes it): only the caller whose attempt was stored goes on to write;
    anyone else gets accepted=False. Exactly one of concurrent answers to one
    question is accepted (also across processes). The game, if any and still active, gains
    the points (the player's first) and ends when a side reaches its target ('won' or
    'lost').
    """
    if player_points < 0 or bot_points < 0:
        raise ValueError("points pegged cannot be negative")
    if not math.isfinite(seconds) or seconds < 0:
        raise ValueError("seconds must be a finite, non-negative number")
    correct = is_correct(result, expected_total, answered_total)
    row = await fetch_one(
        conn,
        _ANSWER,
        {
            "question": question_id,
            "answered": dump_json(answered),
            "result": dump_json(result),
            "expected_total": expected_total,
            "answered_total": answered_total,
            "correct": int(correct),
            "missed": missed_points(result, expected_total, answered_total),
            "player_points": player_points,
            "bot_points": bot_points,
            "seconds": float(seconds),
            "now": now,
        },
    )
    if row is None:  # no longer pending (or no such question): another answer won
        current = await get_question(conn, question_id)
        return AnswerOutcome(accepted=False, attempt_id=None, game=None, question=current)
    attempt_id, *id_to_expected, game_id, shown, player, themes = tuple(row)
    message_id, created_at, keyboard, update_id = load_json(shown)
    question = Question.from_values(
        (*id_to_expected, message_id, game_id, ANSWERED, created_at, now, keyboard, update_id)
    )
    ratings = ratings_of(player, themes)
    await coach_answer(
        conn,
        question,
        won=correct,
        now=now,
        ratings=ratings,
    )
    game = before = None
    if question.game_id is not None:
        before, game = await peg_answered_hand(
            conn, question.game_id, player_points, bot_points, now
        )
    return AnswerOutcome(
        accepted=True, attempt_id=attempt_id, game=game, question=question, before=before
    )


class Questions(Repository):
    """The queries of the questions asked: `db.questions`."""

    set_question_message = read_query(set_question_message)
    keep_deal = read_query(keep_deal)
    get_question = read_query(get_question)
    pending_question = read_query(pending_question)
    latest_question_of_kind = read_query(latest_question_of_kind)
    latest_question = read_query(latest_question)
    question_by_message = read_query(question_by_message)
    last_ids = read_query(last_ids)

    @writes
    async def cancel_question(self, conn: aiosqlite.Connection, question_id: int) -> bool:
        """Cancel a pending question; False if it was no longer pending."""
        now = self.db.now()
        return await close_pending(conn, question_id, CANCELLED, now) is not None

    _user_and_pending = read_query(user_and_pending)

    async def user_and_pending(
        self, tg_id: int, chat_id: int, *, language_code: str | None = None
    ) -> tuple[User, Question | None]:
        """`db.users.get_or_create_user(tg_id, language_code=...)`, then
        `pending_question(tg_id, chat_id)`: the same two answers, read together (one
        statement) when the user is stored with that language code, the common case; else
        as those two calls."""
        found = await self._user_and_pending(tg_id, chat_id)
        if found is not None and found[0].is_current(language_code):
            return found
        user = await Users(self.db).get_or_create_user(tg_id, language_code=language_code)
        return user, await self.pending_question(tg_id, chat_id)

    _user_themes_and_pending = read_query(user_themes_and_pending)

    async def user_and_theme_stats(
        self, tg_id: int, chat_id: int, *, language_code: str | None = None
    ) -> tuple[User, list[ThemeStat]]:
        """`db.users.get_or_create_user(tg_id, language_code=...)`, then the player's record on
        every theme met (what `db.coach.plan(..., when_weak=True)` reads first): the same
        answers, read together (one statement, `user_themes_and_pending`, which reads the
        pending question and the game of `chat_id` ahead for the question /hand asks next)
        when the user is stored with that language code, the common case; else one after the
        other."""
        found = await self._user_themes_and_pending(tg_id, chat_id)
        if found is not None and found[0].is_current(language_code):
            return found
        user = await Users(self.db).get_or_create_user(tg_id, language_code=language_code)
        return user, await Coach(self.db).theme_stats(tg_id)

    replace_question = write_query_at(replace_question)
    answer_question = write_query_at(answer_question)

    @writes
    async def purge_questions(self, conn: aiosqlite.Connection, older_than: timedelta) -> int:
        """Delete questions closed without an answer more than `older_than` ago; how many."""
        return await count_returned(
            conn,
            "DELETE FROM questions WHERE state IN ('replaced', 'cancelled') AND closed_at < ?"
            " AND NOT EXISTS (SELECT 1 FROM attempts WHERE attempts.question_id = questions.id)"
            " RETURNING id",
            (iso_utc(self.db.moment() - older_than),),
        )
