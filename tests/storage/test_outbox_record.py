"""An outbox row's `record` column (`repo_outbox`): every `Outgoing` field it holds is read back
as it was queued, and a call with none of them stores no JSON."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import aiosqlite

from bot.storage import Database
from bot.storage.repo_outbox import Outgoing

USER = 717


async def test_every_field_of_the_record_column_is_read_back_as_queued(db: Database) -> None:
    queued = Outgoing(
        USER,
        "sendPhoto",
        {"chat_id": USER, "caption": "main"},
        photo=b"png",
        filename="main.png",
        record={"kind": "question", "args": {"id": 4}},
        instead="La main, en texte",
        drawing={"kind": "hand", "cards": ["5H", "5S"]},
        after=-1005,
        fallback={"params": {"text": "autre"}, "into": None},
    )
    async with db.scope() as scope:
        scope.queue(queued)
    (row,) = await db.outbox_after(0)
    assert row == replace(queued, id=row.id) and row.id > 0


async def test_a_call_with_nothing_besides_its_parameters_stores_no_record(
    db: Database, db_path: Path
) -> None:
    async with db.scope() as scope:
        scope.queue(Outgoing(USER, "sendMessage", {"chat_id": USER, "text": "m"}))
    async with aiosqlite.connect(db_path) as conn:
        cursor = await conn.execute("SELECT record FROM outbox")
        assert [tuple(row) for row in await cursor.fetchall()] == [(None,)]
