"""Marking sent outbox rows (`repo_outbox.mark_sent`, migration 25): one INSERT into the view
`outbox_sent` stores each question's message id as `set_question_message` does (the first
message that showed it stands; its keyboard) and deletes each row; marking again, or a row
already gone, changes nothing; more rows than one statement takes go in chunks."""

from __future__ import annotations

import pytest

from bot.storage import Database, repo_outbox
from bot.storage.models import Question
from bot.storage.repo_outbox import Outgoing, Sent

USER = 616


async def _asked(db: Database, user_id: int) -> int:
    question, _ = await db.questions.replace_question(
        user_id=user_id, chat_id=user_id, kind="hand", deal={}, expected={}
    )
    return question.id


async def _stored(db: Database, count: int) -> list[int]:
    async with db.scope() as scope:
        for n in range(count):
            scope.queue(Outgoing(USER, "sendMessage", {"chat_id": USER, "text": f"m{n}"}))
    return [row.id for row in await db.outbox_after(0)]


async def _mark(db: Database, *marks: Sent) -> None:
    await db.outbox_mark_sent(lambda: marks)


async def _question(db: Database, question_id: int) -> Question:
    question = await db.questions.get_question(question_id)
    assert question is not None
    return question


async def test_marks_store_each_question_s_message_and_delete_the_rows(db: Database) -> None:
    first, second = await _asked(db, USER), await _asked(db, USER + 1)
    rows = await _stored(db, 4)
    await _mark(
        db,
        Sent(rows[0], first, 70, keyboard=True),
        Sent(rows[1]),  # a message that shows no question
        Sent(rows[2], second, 71, keyboard=False),
    )
    assert [row.id for row in await db.outbox_after(0)] == [rows[3]]
    one, two = await _question(db, first), await _question(db, second)
    assert (one.message_id, one.keyboard) == (70, True)
    assert (two.message_id, two.keyboard) == (71, False)


async def test_the_first_message_stands_and_marking_again_changes_nothing(
    db: Database,
) -> None:
    question_id = await _asked(db, USER)
    rows = await _stored(db, 2)
    await _mark(db, Sent(rows[0], question_id, 80, keyboard=False))
    # the same row marked again (a batch tried again), a copy sent again after a kill, a
    # row already gone: the first message's id and keyboard stay
    await _mark(
        db,
        Sent(rows[0], question_id, 80, keyboard=False),
        Sent(rows[1], question_id, 81, keyboard=True),
        Sent(rows[1] + 100, question_id, 82, keyboard=True),
    )
    question = await _question(db, question_id)
    assert (question.message_id, question.keyboard) == (80, False)
    assert await db.outbox_after(0) == []


async def test_a_row_sent_without_a_message_id_stores_nothing(db: Database) -> None:
    question_id = await _asked(db, USER)
    (row,) = await _stored(db, 1)
    await _mark(db, Sent(row, question_id, None, keyboard=True))  # refused for good
    question = await _question(db, question_id)
    assert question.message_id is None
    assert await db.outbox_after(0) == []


async def test_many_marks_go_in_chunks_one_statement_each(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(repo_outbox, "MARKS_PER_INSERT", 2)
    rows = await _stored(db, 5)
    traced: list[str] = []
    await db.trace(traced.append)
    await _mark(db, *(Sent(row) for row in rows))
    await db.trace(None)
    statements = [sql for n, sql in enumerate(traced) if n == 0 or traced[n - 1] != sql]
    assert [sql.count("(") - 1 for sql in statements] == [2, 2, 1]  # rows per statement
    assert await db.outbox_after(0) == []


async def test_nothing_to_mark_runs_nothing(db: Database) -> None:
    traced: list[str] = []
    await db.trace(traced.append)
    await _mark(db)
    await db.trace(None)
    assert traced == []


async def test_a_row_sent_after_another_chat_s_keeps_it_when_read_back(db: Database) -> None:
    """`Outgoing.after` (a group's post after a member's private reply) is stored with the
    row: the rows left at a stop are sent in that order at the next start too."""
    group = -100_123
    async with db.scope() as scope:
        scope.queue(Outgoing(USER, "sendMessage", {"chat_id": USER, "text": "mine"}))
        post = {"chat_id": group, "text": "standings"}
        scope.queue(Outgoing(group, "sendMessage", post, after=USER))
    mine, posted = await db.outbox_after(0)
    assert (mine.after, posted.after) == (None, USER)


async def test_a_reply_s_other_message_is_read_back_with_its_row(db: Database) -> None:
    """A row left at a restart keeps what its reply sends if the message replied to is gone
    (`Outgoing.fallback`: a club's board pointed to, deleted, posted again)."""
    fallback: dict[str, object] = {
        "params": {"text": "board", "reply_parameters": {"message_id": 3}},
        "into": {"kind": "club_board", "args": {"chat_id": -5, "asked": 3}},
    }
    async with db.scope() as scope:
        scope.queue(
            Outgoing(USER, "sendMessage", {"chat_id": USER, "text": "line"}, fallback=fallback)
        )
    (row,) = await db.outbox_after(0)
    assert row.fallback == fallback and row.record is None
