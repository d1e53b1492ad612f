"""The outbox's SQL (migration 21, `bot.tg.sender`): the Bot API calls an update's handling
makes, stored in the update's transaction and deleted once Telegram accepted them.

A row's `record` column holds, as one JSON object, what goes with the call besides its
parameters: `into` (where the message's id is stored), `instead` (a photo's text), `filename`
and `draw` (a photo's description, drawn by the sender), `fallback` (a reply's other
message): no column of its own is needed."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

import aiosqlite

from bot.storage.sql import execute, fetch_all, values_rows


@dataclass(frozen=True, slots=True)
class Outgoing:
    """One Bot API call to make once its transaction committed.

    `params` are the method's arguments as Telegram takes them (JSON); `photo` the bytes of
    the picture a `sendPhoto` uploads (as `photo`, named `filename`); `record` what the new
    message's id is stored into (`bot.tg.records`), None if nothing; `instead` the text sent
    as a message if Telegram refuses the photo (or it cannot be drawn) or the edit (the message
    gone, too old); `drawing` a `sendPhoto`'s picture as a description (`bot.pictures.specs`)
    instead of `photo`: the sender draws it just before sending, outside the update's
    transaction; `after` a chat whose rows stored before this one are sent before it (a
    group's post that follows a member's own reply in private, `Sender`); `fallback` what a
    `sendMessage` replying to a message sends instead when that message is gone (an
    administrator deleted it): `{"params": {...}, "into": <record>}`, the other message's
    parameters (text, buttons, reply) and its own record (`bot.tg.posting.Fallback`)."""

    chat_id: int
    method: str
    params: dict[str, object]
    photo: bytes | None = None
    filename: str | None = None
    record: dict[str, object] | None = None
    instead: str | None = None
    drawing: dict[str, object] | None = None
    after: int | None = None
    fallback: dict[str, object] | None = None
    id: int = 0
    """The row's id (0 until stored): the order of the sends."""


_RECORD_KEYS: Final = (
    ("record", "into"),
    ("instead", "instead"),
    ("filename", "filename"),
    ("drawing", "draw"),
    ("after", "after"),
    ("fallback", "fallback"),
)
"""The `Outgoing` fields stored in a row's `record` column, each with its JSON key: the one
place that names them, for writing (`_record_json`) and reading back (`after`)."""


def _record_json(out: Outgoing) -> str | None:
    extra = {key: value for name, key in _RECORD_KEYS if (value := getattr(out, name)) is not None}
    return json.dumps(extra, ensure_ascii=False) if extra else None


ROWS_PER_INSERT: Final = 500
"""Calls stored by one INSERT (seven parameters each: far below SQLite's 32,766)."""


async def add_outgoing(
    conn: aiosqlite.Connection, calls: Sequence[Outgoing], now: str, update_id: int | None = None
) -> list[Outgoing]:
    """Append calls to the outbox, in order, in one statement (up to `ROWS_PER_INSERT`);
    the calls with their rows' ids. `update_id`: the update whose handling queued them,
    which their INSERT marks done in the inbox (a trigger, migration 24)."""
    stored: list[Outgoing] = []
    for start in range(0, len(calls), ROWS_PER_INSERT):
        chunk = calls[start : start + ROWS_PER_INSERT]
        params: list[object] = []
        for out in chunk:
            payload = json.dumps(out.params, ensure_ascii=False)
            record = _record_json(out)
            params += (out.chat_id, out.method, payload, out.photo, record, now, update_id)
        rows = await fetch_all(
            conn,
            "INSERT INTO outbox (chat_id, method, payload, photo, record, created_at, update_id)"
            f" VALUES {values_rows(len(chunk), 7)} RETURNING id",
            params,
        )
        # The rows are inserted in order, each with the next id; RETURNING gives them in
        # any order.
        ids = sorted(int(row[0]) for row in rows)
        stored += (replace(out, id=row_id) for out, row_id in zip(chunk, ids, strict=True))
    return stored


async def after(conn: aiosqlite.Connection, last_id: int) -> list[Outgoing]:
    """The calls stored after `last_id`, in order."""
    rows = await fetch_all(
        conn,
        "SELECT id, chat_id, method, payload, photo, record FROM outbox WHERE id > ? ORDER BY id",
        (last_id,),
    )
    found: list[Outgoing] = []
    for row in rows:
        extra = json.loads(row[5]) if row[5] is not None else {}
        found.append(
            Outgoing(
                chat_id=int(row[1]),
                method=str(row[2]),
                params=json.loads(row[3]),
                photo=None if row[4] is None else bytes(row[4]),
                id=int(row[0]),
                **{name: extra.get(key) for name, key in _RECORD_KEYS},
            )
        )
    return found


@dataclass(frozen=True, slots=True)
class Sent:
    """An outbox row sent (or refused for good), to mark (`mark_sent`): its id, and for a
    message showing a question, the question, the message's id and whether it carries a
    keyboard (None: not said)."""

    id: int
    question_id: int | None = None
    message_id: int | None = None
    keyboard: bool | None = None


MARKS_PER_INSERT: Final = 500
"""Rows marked by one INSERT (four parameters each: far below SQLite's 32,766)."""


async def mark_sent(conn: aiosqlite.Connection, marks: Sequence[Sent]) -> None:
    """Mark rows sent, in one statement (up to `MARKS_PER_INSERT`), atomic on its own: each
    stores its question's message id, if any and none was stored, and deletes its row (the
    view `outbox_sent`'s trigger, migration 25). Marking a row again changes nothing."""
    for start in range(0, len(marks), MARKS_PER_INSERT):
        chunk = marks[start : start + MARKS_PER_INSERT]
        params: list[object] = []
        for mark in chunk:
            keyboard = None if mark.keyboard is None else int(mark.keyboard)
            params += (mark.id, mark.question_id, mark.message_id, keyboard)
        await execute(
            conn,
            "INSERT INTO outbox_sent (id, question_id, message_id, keyboard)"
            f" VALUES {values_rows(len(chunk), 4)}",
            params,
        )
