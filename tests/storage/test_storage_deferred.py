"""The tables of deferred writes not committed yet (`DatabaseBase._deferred_tables`): each
deferred write counts once per table while it waits or is carried, and a table is dropped
once its last one has run, so an in-line read of it goes back to the reader."""

from __future__ import annotations

import asyncio
import sqlite3

from storage_helpers import ask

from bot.storage import Database


def _write(conn: sqlite3.Connection) -> None:
    """A deferred write with nothing to do."""


async def test_each_deferred_write_counts_once_per_table_until_it_has_run(db: Database) -> None:
    assert db._deferred_tables == {}
    db._defer(_write, ("users", "questions"))
    db._defer(_write, ("questions", "questions"))  # a table named twice counts once
    assert db._deferred_tables == {"users": 1, "questions": 2}
    await db.flush()
    assert db._deferred_tables == {}
    assert db._deferred == []


async def test_a_write_deferred_while_another_is_carried_keeps_its_table(db: Database) -> None:
    question_id = await ask(db, 1, 100)
    await db.set_question_message(question_id, 42, keyboard=True)
    carried = asyncio.ensure_future(db.flush())
    await asyncio.sleep(0)  # the flush has taken the first deferred write and waits for it
    assert db._deferred == []
    assert db._deferred_tables == {"questions.shown": 1}
    db._defer(_write, ("questions.shown",))
    assert db._deferred_tables == {"questions.shown": 2}
    await carried
    assert db._deferred_tables == {"questions.shown": 1}
    await db.flush()
    assert db._deferred_tables == {}
