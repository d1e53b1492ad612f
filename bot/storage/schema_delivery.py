"""The migrations of the tables between Telegram and the bot: the updates received (`inbox`), the
Bot API calls waiting to be sent (`outbox`, with the triggers and the view that mark an
update done and a message sent in one statement), and the chats the bot may no longer write to
(`chats`).

Each `VN_...` is migration N of `bot.storage.schema.MIGRATIONS` (append-only: never edit a
released one), its docstring the tables it creates or changes.
"""

from __future__ import annotations

from typing import Final

V5_OPS: Final = """
CREATE TABLE chats (
    chat_id       INTEGER PRIMARY KEY,
    active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    reason        TEXT,
    updated_at    TEXT NOT NULL,
    CHECK (active = 1 OR reason IS NOT NULL)
) STRICT;

CREATE INDEX chats_inactive ON chats (chat_id) WHERE active = 0;
CREATE INDEX questions_closed_unanswered ON questions (closed_at)
    WHERE state IN ('replaced', 'cancelled');
"""
"""Chats the bot may no longer write to (403: blocked, kicked), kept so that the scheduled
jobs stop there without posting (`db.chats.mark_chat_inactive`, `db.chats.is_chat_active`,
read by `bot.tg.player_jobs.chat_closed` and `bot.tg.club_jobs`); a chat without a row is
active. The index serves the purge of questions closed without an answer."""

V9_INBOX: Final = """
CREATE TABLE inbox (
    update_id     INTEGER PRIMARY KEY,
    payload       TEXT NOT NULL CHECK (json_valid(payload)),
    received_at   TEXT NOT NULL,
    done_at       TEXT
) STRICT;

CREATE INDEX inbox_waiting ON inbox (update_id) WHERE done_at IS NULL;
CREATE INDEX inbox_done ON inbox (done_at) WHERE done_at IS NOT NULL;
"""
"""The inbox (`bot.tg.inbox`): every update Telegram delivered, stored before the getUpdates
offset moves past it (or before the webhook answers 200), `done_at` set once it was handled.
At start the rows without `done_at` are handled again; a known `update_id` is never queued
twice. Handled rows are kept a day (a webhook may post the same update again), then purged;
the highest `update_id` is always kept: the next getUpdates offset follows it."""

V21_OUTBOX: Final = """
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    chat_id     INTEGER NOT NULL,
    method      TEXT NOT NULL CHECK (method <> ''),
    payload     TEXT NOT NULL CHECK (json_valid(payload) AND json_type(payload) = 'object'),
    photo       BLOB,
    record      TEXT CHECK (record IS NULL OR json_valid(record)),
    created_at  TEXT NOT NULL
) STRICT;
"""
"""The outbox (issue 38, `bot.tg.sender`): the Bot API calls an update's handling makes
(messages, photos, edits), committed with the update's effects and its inbox mark, sent
afterwards in `id` order per chat, each row deleted once Telegram accepted it. `payload`
holds the method's arguments as JSON, `photo` the picture's bytes (a `sendPhoto`), `record`
what the new message's id must be stored into (e.g. the question it shows), as JSON."""

V24_OUTBOX_MARKS_DONE: Final = """
ALTER TABLE outbox ADD COLUMN update_id INTEGER;

CREATE TRIGGER outbox_marks_done AFTER INSERT ON outbox
WHEN NEW.update_id IS NOT NULL BEGIN
    UPDATE inbox SET done_at = NEW.created_at, payload = '{}'
    WHERE update_id = NEW.update_id AND done_at IS NULL;
END;
"""
"""An outbox row names the update whose handling queued it (`update_id`), and storing it
marks that update done in the inbox, its payload dropped (`repo_inbox.mark_done`, which an
update without a reply still runs): the update's replies and its done mark, committed
together, in one statement."""

V25_OUTBOX_SENT: Final = """
CREATE VIEW outbox_sent (id, question_id, message_id, keyboard) AS
    SELECT id, NULL, NULL, NULL FROM outbox WHERE 0;

CREATE TRIGGER outbox_sent_marks INSTEAD OF INSERT ON outbox_sent BEGIN
    UPDATE questions SET message_id = NEW.message_id, keyboard = coalesce(NEW.keyboard, keyboard)
    WHERE id = NEW.question_id AND message_id IS NULL AND NEW.message_id IS NOT NULL;
    DELETE FROM outbox WHERE id = NEW.id;
END;
"""
"""A sent outbox row marked in one statement (`repo_outbox.mark_sent`, `bot.tg.sender`): a
row inserted into the view `outbox_sent` (the outbox row's id; the question it showed and
the message's id and keyboard, NULL for a message that shows none) stores the question's
message id as `repo_questions.set_question_message` does (the first message that showed it
stands) and deletes the outbox row. One INSERT of several rows marks the messages sent
meanwhile together: one round trip, atomic, and marking a row again changes nothing."""
