"""The sender (`bot.tg.sender`): the outbox delivered in order per chat; 429, 5xx and
timeouts tried again; a 403 marks the chat and drops the row; a refused photo goes as text;
each message's id stored where its row says, then the row deleted."""

from __future__ import annotations

import asyncio
import io
import json
import sqlite3
import warnings
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import aiosqlite
import pytest
from PIL import Image
from telegram.warnings import PTBUserWarning

from bot.engine.card_parsing import parse_cards
from bot.engine.cards import RANK_CODES
from bot.pictures import specs
from bot.pictures.cards import deal_png
from bot.storage import Database, repo_outbox, repo_questions
from bot.storage.models import Question
from bot.storage.repo_outbox import Outgoing
from bot.tg import records
from bot.tg import sender as sender_module
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.drawing import night_sheets_spec
from bot.tg.local import LocalBotApi
from bot.tg.sender import Sender
from bot.views import night_sheets

PLAYER, OTHER = 801, 802
KEYS = {"inline_keyboard": [[{"text": "2 ♥", "callback_data": "x:1"}]]}


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 4), "white").save(out, format="PNG")
    return out.getvalue()


@pytest.fixture
async def app(tmp_path: Path) -> AsyncIterator[tuple[App, LocalBotApi]]:
    api = LocalBotApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    application = build_app(config, request=api)
    async with running(application):
        yield application, api


async def commit(db: Database, *rows: Outgoing) -> None:
    """The rows committed by an update's transaction."""
    async with db.scope() as scope:
        for row in rows:
            scope.queue(row)


def text(chat_id: int, words: str, **params: object) -> Outgoing:
    return Outgoing(chat_id, "sendMessage", {"chat_id": chat_id, "text": words, **params})


async def deliver_all(application: App) -> None:
    """A sender started, everything the outbox holds sent, the sender stopped."""
    sender = Sender(application)
    sender.start()
    assert await sender.flush(5)
    await sender.stop()


def deal_photo(
    caption: str,
    question_id: int | None = None,
    *,
    photo: bytes | None = None,
    instead: str | None = None,
    drawing: dict[str, object] | None = None,
) -> Outgoing:
    """A deal's photo to PLAYER with its keyboard, showing question `question_id` if given."""
    return Outgoing(
        PLAYER,
        "sendPhoto",
        {"chat_id": PLAYER, "caption": caption, "reply_markup": KEYS},
        photo=photo,
        filename="deal.png",
        record=None if question_id is None else records.question(question_id, keyboard=True),
        instead=instead,
        drawing=drawing,
    )


async def asked(db: Database, user_id: int) -> int:
    """A question pending without a message yet."""
    question, _ = await db.questions.replace_question(
        user_id=user_id, chat_id=user_id, kind="hand", deal={}, expected={}
    )
    return question.id


async def test_rows_left_at_the_last_stop_go_first_in_order_and_ids_are_stored(
    app: tuple[App, LocalBotApi],
) -> None:
    application, api = app
    db: Database = application.bot_data.db
    question_id = await asked(db, PLAYER)
    await commit(db, text(PLAYER, "<b>one</b>", parse_mode="HTML"), text(OTHER, "other"))
    sender = Sender(application)
    sender.start()  # reads what the outbox holds
    shows = Outgoing(
        PLAYER,
        "sendMessage",
        {"chat_id": PLAYER, "text": "two", "reply_markup": KEYS},
        record=records.question(question_id, keyboard=True),
    )
    await commit(db, shows)  # handed over at its COMMIT
    assert await sender.flush(5)
    await sender.stop()
    assert [m["text"] for m in api.messages(PLAYER)] == ["one", "two"]  # in order, HTML read
    assert api.messages(PLAYER)[1]["reply_markup"] == KEYS
    question = await db.questions.get_question(question_id)
    assert question is not None and question.message_id == api.messages(PLAYER)[1]["message_id"]
    assert question.keyboard is True
    assert [m["text"] for m in api.messages(OTHER)] == ["other"]
    assert await db.outbox_after(0) == []


async def test_calls_give_the_ids_and_warn_nothing(
    app: tuple[App, LocalBotApi], recwarn: pytest.WarningsRecorder
) -> None:
    """The sender makes its calls through `do_api_request` (Telegram's answer kept as JSON):
    the message's id is still stored, and PTB's warning that a method of its own exists is
    silenced, that one only."""
    application, api = app
    db: Database = application.bot_data.db
    question_id = await asked(db, PLAYER)
    shows = deal_photo("deal", question_id, photo=png())
    await commit(db, shows, text(PLAYER, "then"))
    await deliver_all(application)
    photo_id = api.messages(PLAYER)[0]["message_id"]
    question = await db.questions.get_question(question_id)
    assert question is not None and question.message_id == photo_id
    edit = {"chat_id": PLAYER, "message_id": photo_id, "reply_markup": {"inline_keyboard": []}}
    then_id = api.messages(PLAYER)[1]["message_id"]
    words = {"chat_id": PLAYER, "message_id": then_id, "text": "<b>now</b>"}
    await commit(
        db,
        Outgoing(PLAYER, "editMessageReplyMarkup", edit),
        Outgoing(PLAYER, "editMessageText", words),  # queued by PTB's edit: no parse mode
    )
    await deliver_all(application)
    assert await db.outbox_after(0) == []
    sent = [c for c in api.calls if c.method.startswith(("send", "edit"))]
    modes = [(c.method, c.params.get("parse_mode")) for c in sent]
    assert modes == [  # the default parse mode for a text or a caption, as PTB's methods
        ("sendPhoto", "HTML"),
        ("sendMessage", "HTML"),  # `text(...)` gave none
        ("editMessageReplyMarkup", None),
        ("editMessageText", "HTML"),
    ]
    assert api.messages(PLAYER)[1]["text"] == "now"  # read as HTML
    assert [w.message for w in recwarn if issubclass(w.category, PTBUserWarning)] == []
    warnings.warn(PTBUserWarning("another of PTB's warnings"), stacklevel=1)
    assert len(recwarn) == 1


async def test_faults_are_tried_again_a_403_marks_the_chat_a_refused_photo_is_text(
    app: tuple[App, LocalBotApi], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sender_module, "FIRST_PAUSE", 0.01)
    application, api = app
    db: Database = application.bot_data.db
    sender = Sender(application)
    sender.start()
    api.fail("sendMessage", 500, "Internal Server Error", times=2)
    await commit(db, text(PLAYER, "after two faults"))
    assert await sender.flush(5)
    assert [m["text"] for m in api.messages(PLAYER)] == ["after two faults"]
    api.fail("sendMessage", 403, "Forbidden: bot was blocked by the user")
    await commit(db, text(OTHER, "blocked"))
    assert await sender.flush(5)
    assert api.messages(OTHER) == [] and not await db.chats.is_chat_active(OTHER)
    api.fail("sendPhoto", 400, "Bad Request: IMAGE_PROCESS_FAILED")
    photo = deal_photo("the deal", photo=png(), instead="the deal, in words")
    await commit(db, photo)
    assert await sender.flush(5)
    last = api.last_message(PLAYER)
    assert last is not None and last["text"] == "the deal, in words"
    assert last["reply_markup"] == KEYS
    await sender.stop()
    assert await db.outbox_after(0) == []


async def test_a_photo_queued_as_its_description_is_drawn_by_the_sender(
    app: tuple[App, LocalBotApi],
) -> None:
    application, api = app
    db: Database = application.bot_data.db
    question_id = await asked(db, PLAYER)
    cards = parse_cards("5H 5S JD 10C")
    ranks = {rank: code for rank, code in RANK_CODES.items()}
    drawing = specs.deal(cards, parse_cards("4H")[0], ranks)
    photo = deal_photo("the deal", question_id, instead="the deal", drawing=drawing)
    await commit(db, photo)
    (stored,) = await db.outbox_after(0)
    assert stored.photo is None and stored.drawing == drawing  # no PNG in the transaction
    await deliver_all(application)
    last = api.last_message(PLAYER)
    assert last is not None and last["caption"] == "the deal" and last["reply_markup"] == KEYS
    expected = deal_png(cards, parse_cards("4H")[0], ranks)
    size = Image.open(io.BytesIO(expected)).size
    (shown,) = last["photo"]
    assert (shown["width"], shown["height"], shown["file_size"]) == (*size, len(expected))
    question = await db.questions.get_question(question_id)
    assert question is not None and question.message_id == last["message_id"]
    assert await db.outbox_after(0) == []


@pytest.mark.parametrize(
    "drawing",
    [
        {"kind": "deal", "cards": "5H 5S", "starter": None, "ranks": {}, "four_colours": False},
        {"kind": "board", "race": [121, "skunk", 130, 0, 0, 0], "labels": {}},  # past 121
        {"kind": "a kind no one draws"},
    ],
)
async def test_a_picture_that_cannot_be_drawn_goes_as_its_text(
    app: tuple[App, LocalBotApi], drawing: dict[str, object]
) -> None:
    application, api = app
    db: Database = application.bot_data.db
    question_id = await asked(db, PLAYER)
    photo = deal_photo("the deal", question_id, instead="the deal, in words", drawing=drawing)
    await commit(db, photo)
    await deliver_all(application)
    assert not api.calls_to("sendPhoto")
    last = api.last_message(PLAYER)
    assert last is not None and last["text"] == "the deal, in words"
    assert last["reply_markup"] == KEYS
    question = await db.questions.get_question(question_id)  # the text shows the question
    assert question is not None and question.message_id == last["message_id"]
    assert await db.outbox_after(0) == []


async def test_a_night_s_sheets_are_drawn_by_the_sender_in_the_night_s_language(
    app: tuple[App, LocalBotApi],
) -> None:
    application, api = app
    db: Database = application.bot_data.db
    group = -100_801
    sheets = night_sheets.Sheets(
        title="Soirée du mardi",
        target=121,
        rounds=[(1, [night_sheets.Seat(1, "Rita Cormier", "Gaston Roy")])],
        standings_title="Classement",
        standings=[("1", "Rita Cormier", "2 parties")],
        rule="parties gagnées",
    )
    data = night_sheets.sheets_json(sheets)
    assert night_sheets.sheets_from_json(json.loads(json.dumps(data))) == sheets
    row = Outgoing(
        group,
        "sendDocument",
        {"chat_id": group, "caption": "Les feuilles"},
        filename="soiree.pdf",
        drawing=night_sheets_spec(data, "fr"),
    )
    await commit(db, row, Outgoing(group, "sendDocument", {"chat_id": group}, drawing={}))
    (stored, _) = await db.outbox_after(0)
    assert stored.photo is None and stored.drawing == night_sheets_spec(data, "fr")
    await deliver_all(application)
    (sent,) = api.calls_to("sendDocument")  # the undrawable one is dropped, not sent
    pdf = sent.params["document"]
    tr = application.bot_data.i18n.translator("fr")
    assert isinstance(pdf, bytes) and pdf.startswith(b"%PDF")
    assert len(pdf) == len(night_sheets.night_pdf(sheets, tr))
    assert sent.params["caption"] == "Les feuilles"
    assert await db.outbox_after(0) == []


async def test_rows_sent_while_the_database_is_busy_are_marked_by_one_statement(
    app: tuple[App, LocalBotApi],
) -> None:
    application, api = app
    db: Database = application.bot_data.db
    chats = [PLAYER + 10 + n for n in range(6)]  # OTHER's chat too: seven chats
    questions = [await asked(db, chat) for chat in chats]
    sender = Sender(application)
    sender.start()
    assert await sender.flush(5)  # nothing left from a last run
    traced: list[str] = []
    await db.trace(traced.append)
    await commit(
        db,
        *(
            Outgoing(
                chat,
                "sendMessage",
                {"chat_id": chat, "text": f"q{n}", "reply_markup": KEYS},
                record=records.question(question, keyboard=n % 2 == 0),
            )
            for n, (chat, question) in enumerate(zip(chats, questions, strict=True))
        ),
        text(OTHER, "no record"),
    )
    async with db.transaction() as conn:  # the lock held: each chat sends, then waits to mark
        for _ in range(1000):  # each chat's send, each then waiting for the lock
            if len(api.calls_to("sendMessage")) == len(chats) + 1:
                break
            await asyncio.sleep(0.01)
        for question_id in questions:
            question = await repo_questions.get_question(conn, question_id)
            assert question is not None and question.message_id is None
    assert await sender.flush(5)
    await sender.stop()
    await db.trace(None)
    marks = [sql for sql in traced if sql.startswith("INSERT INTO outbox_sent")]
    assert len(set(marks)) == 1 and marks[0].count("), (") == len(chats)  # 7 rows, 1 statement
    shown = await _questions(db, questions)
    assert [q.message_id for q in shown] == [api.messages(c)[0]["message_id"] for c in chats]
    assert [q.keyboard for q in shown] == [n % 2 == 0 for n in range(len(chats))]
    assert await db.outbox_after(0) == []
    assert len(api.calls_to("sendMessage")) == len(chats) + 1  # each sent once


async def test_a_mark_that_fails_is_tried_again_and_nothing_is_sent_twice(
    app: tuple[App, LocalBotApi], monkeypatch: pytest.MonkeyPatch
) -> None:
    application, api = app
    db: Database = application.bot_data.db
    monkeypatch.setattr(sender_module, "FIRST_PAUSE", 0.01)
    failures = [sqlite3.OperationalError("disk I/O error")] * 2
    real = repo_outbox.mark_sent

    async def failing(conn: aiosqlite.Connection, marks: Sequence[repo_outbox.Sent]) -> None:
        if failures:
            raise failures.pop()
        await real(conn, marks)

    monkeypatch.setattr(repo_outbox, "mark_sent", failing)
    question_id = await asked(db, PLAYER)
    shows = Outgoing(
        PLAYER,
        "sendMessage",
        {"chat_id": PLAYER, "text": "q"},
        record=records.question(question_id, keyboard=False),
    )
    await commit(db, shows, text(PLAYER, "after"), text(OTHER, "other"))
    await deliver_all(application)
    assert failures == []
    assert [m["text"] for m in api.messages(PLAYER)] == ["q", "after"]
    assert [m["text"] for m in api.messages(OTHER)] == ["other"]
    (question,) = await _questions(db, [question_id])
    assert question.message_id == api.messages(PLAYER)[0]["message_id"]
    assert await db.outbox_after(0) == []


async def _questions(db: Database, ids: list[int]) -> list[Question]:
    found = [await db.questions.get_question(question_id) for question_id in ids]
    assert all(q is not None for q in found)
    return [q for q in found if q is not None]
