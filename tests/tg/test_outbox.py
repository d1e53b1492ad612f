"""One transaction per update, with an outbox (issue 38), as `muggins run` runs the bot.

The kill is played in-process: the sender is stopped while Telegram holds a send (its
request never answered), then the application is stopped and started again on the same
database, with the same fake Telegram. What the database holds is exactly what a kill -9 at
that moment would leave: the update's transaction had committed (its effects, its done mark
and its outbox rows), nothing after it.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from fakes.running import bot_run
from telegram import Update

from bot.drills.daily import PartQuestion
from bot.drills.deals import Deal
from bot.storage import Database
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.inbox import Inbox
from bot.tg.local import ApiCall, LocalBotApi, inline_buttons
from bot.tg.local_updates import make_inline_query_update, make_poll_answer_update

PLAYER = 4343


class HoldingApi(LocalBotApi):
    """The in-process Bot API; while `hold` names a method, its calls never get an answer."""

    def __init__(self) -> None:
        super().__init__()
        self.hold: str | None = None
        self.held = asyncio.Event()

    async def answer(self, call: ApiCall) -> Any:
        if call.method == self.hold:
            self.held.set()
            await asyncio.Event().wait()  # Telegram never answers: the bot is killed meanwhile
        return await super().answer(call)


async def deliver(application: App, inbox: Inbox, payload: dict[str, Any]) -> None:
    """What the poller does with an update (stored, then queued), and wait for its handling."""
    update = Update.de_json(payload, application.bot)
    for fresh in await inbox.store([update]):
        await application.update_queue.put(fresh)
    db: Database = application.bot_data.db
    await until(lambda: db.inbox_is_done(update.update_id))


async def until(check: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        assert time.monotonic() < deadline, f"not within {seconds} s"
        await asyncio.sleep(0.01)


async def test_a_held_photo_and_a_kill_never_let_an_unshown_part_be_answered(
    tmp_path: Path,
) -> None:
    """The answer to daily part 1 grades it and stores part 2 with its photo in the outbox,
    in one transaction; Telegram holds the photo and the bot is killed. A typed answer
    meanwhile grades nothing (part 2 was never shown); after the restart the photo is sent,
    part 2 gets its message id and waits for its own answer, and the answer to part 1 is
    never handled again."""
    api = HoldingApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    async with bot_run(config, api) as (application, inbox, sender):
        db: Database = application.bot_data.db
        await deliver(application, inbox, api.message_update("/daily", PLAYER, PLAYER))
        await sender.flush(5)
        first = await db.questions.pending_question(PLAYER, PLAYER)
        assert first is not None and first.message_id is not None
        day = PartQuestion.from_dict(first.deal).day
        api.hold = "sendPhoto"
        answer = api.message_update("7", PLAYER, PLAYER)
        await deliver(application, inbox, answer)
        await asyncio.wait_for(api.held.wait(), 10)
        second = await db.questions.pending_question(PLAYER, PLAYER)
        assert second is not None and second.id != first.id and second.message_id is None
        await deliver(application, inbox, api.message_update("7", PLAYER, PLAYER))
        row = await db.daily.daily_result(PLAYER, day)
        assert row is not None and row.parts_done == 1  # the typed 7 did not grade part 2
        photos_before = len(api.calls_to("sendPhoto"))
    api.hold = None
    async with bot_run(config, api) as (application, inbox, sender):
        db = application.bot_data.db
        assert await sender.flush(5)
        assert await inbox.replay() == []  # the answer to part 1 is done: never handled again
        shown = await db.questions.get_question(second.id)
        assert shown is not None and shown.is_pending and shown.message_id is not None
        assert len(api.calls_to("sendPhoto")) == photos_before + 1  # the held photo, once
        message = api.last_message(PLAYER)
        assert message is not None and message["message_id"] == shown.message_id
        row = await db.daily.daily_result(PLAYER, day)
        assert row is not None and row.parts_done == 1


async def test_a_kill_between_commit_and_send_sends_it_after_the_restart(tmp_path: Path) -> None:
    """/hand commits its question and its reply; the send hangs and the bot is killed: the
    restart sends the reply (once) and stores its id with the question, which then takes
    the player's answer."""
    api = HoldingApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    api.hold = "sendPhoto"
    async with bot_run(config, api) as (application, inbox, _):
        db: Database = application.bot_data.db
        await deliver(application, inbox, api.message_update("/hand", PLAYER, PLAYER))
        await asyncio.wait_for(api.held.wait(), 10)
        asked = await db.questions.pending_question(PLAYER, PLAYER)
        assert asked is not None and asked.message_id is None
    assert api.messages(PLAYER) == []  # nothing reached the player
    api.hold = None
    async with bot_run(config, api) as (application, inbox, sender):
        db = application.bot_data.db
        assert await sender.flush(5)
        shown = await db.questions.get_question(asked.id)
        assert shown is not None and shown.message_id is not None
        (message,) = api.messages(PLAYER)
        assert message["message_id"] == shown.message_id and message["photo"]
        total = Deal.from_dict(asked.deal).score().total
        await deliver(application, inbox, api.message_update(str(total), PLAYER, PLAYER))
        await sender.flush(5)
        answered = await db.questions.get_question(asked.id)
        assert answered is not None and not answered.is_pending


async def test_nothing_is_sent_before_the_update_commits(tmp_path: Path) -> None:
    """The reply waits in the outbox until the update's transaction committed: a handling
    cancelled (a stop, a kill) leaves no reply, no question and no done mark behind."""
    api = LocalBotApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    async with bot_run(config, api) as (application, _, sender):
        db: Database = application.bot_data.db
        update = Update.de_json(api.message_update("/hand", PLAYER, PLAYER), application.bot)
        handled = asyncio.Event()

        async def handling() -> None:
            await application.process_update(update)
            handled.set()
            await asyncio.Event().wait()  # killed before the COMMIT

        processor = application.update_processor
        task = asyncio.create_task(processor.process_update(update, handling()))
        await asyncio.wait_for(handled.wait(), 10)
        assert api.messages(PLAYER) == []
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await sender.flush(1)
        assert api.messages(PLAYER) == []
        assert await db.questions.pending_question(PLAYER, PLAYER) is None
        assert await db.outbox_after(0) == []


async def test_a_member_who_never_opened_a_private_chat_gets_the_link_through_the_outbox(
    tmp_path: Path,
) -> None:
    """As `muggins run` runs: Jean accepts a game in the group but never wrote to the bot. His
    private step is queued in the outbox; Telegram refuses it (403) only when the sender
    sends it, after the update committed: the game still posts his link in the group, as when
    the refusal came at once."""
    api = HoldingApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    group, marie, jean = -1_001_234_500_000, 4401, 4402
    in_group = {"chat_type": "supergroup", "language_code": "fr"}
    async with bot_run(config, api) as (application, inbox, sender):
        db: Database = application.bot_data.db
        await deliver(application, inbox, api.message_update("/start", marie, marie))
        api.unopened.add(jean)
        await deliver(
            application,
            inbox,
            api.message_update("/play", marie, group, first_name="Marie", **in_group),
        )
        await sender.flush(5)
        invitation = api.last_message(group)
        assert invitation is not None
        data = next(
            str(b["callback_data"])
            for b in inline_buttons(invitation)
            if str(b.get("callback_data", "")).startswith("mj:")
        )
        press = api.callback_update(
            data, jean, group, int(invitation["message_id"]), first_name="Jean", **in_group
        )
        await deliver(application, inbox, press)
        await sender.flush(5)
        asked = await db.questions.pending_question(jean, jean)
        assert asked is not None and asked.message_id is None  # stored, never shown
        links = [
            str(b["url"]) for m in api.messages(group) for b in inline_buttons(m) if "url" in b
        ]
        assert len(links) == 1 and links[0].endswith("?start=mg" + str(asked.deal["game"]))


async def test_an_inline_query_is_answered_apart_from_the_update_s_transaction(
    tmp_path: Path,
) -> None:
    """Telegram holds the answer to an inline query: the update still commits (its answer is
    no message of the outbox, and the transaction never waits for Telegram), and the
    player's next update is handled meanwhile."""
    api = HoldingApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    async with bot_run(config, api) as (application, inbox, sender):
        api.hold = "answerInlineQuery"
        await deliver(application, inbox, make_inline_query_update("", PLAYER))
        await asyncio.wait_for(api.held.wait(), 10)
        assert len(api.calls_to("answerInlineQuery")) == 1  # asked; Telegram holds it
        await deliver(application, inbox, api.message_update("/hand", PLAYER, PLAYER))
        assert await sender.flush(5)
        assert api.messages(PLAYER)  # the next update was not kept waiting
        for task in list(application.bot._answering):
            task.cancel()


async def test_a_quiz_series_runs_through_the_outbox_each_poll_recorded_by_the_sender(
    tmp_path: Path,
) -> None:
    """/quiz 2 as `muggins run` runs it: its poll waits in the outbox, so the update commits
    while Telegram holds the poll (no network call in the transaction); the bot is killed;
    after the restart the sender sends it as plain text and stores Telegram's poll id with
    its series, and the answer to it moves the series on."""
    api = HoldingApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    api.hold = "sendPoll"
    async with bot_run(config, api) as (application, inbox, _):
        await deliver(application, inbox, api.message_update("/quiz 2", PLAYER, PLAYER))
        await asyncio.wait_for(api.held.wait(), 10)
    assert api.sent_polls(PLAYER) == []
    api.hold = None
    async with bot_run(config, api) as (application, inbox, sender):
        db: Database = application.bot_data.db
        assert await sender.flush(5)
        (first,) = api.sent_polls(PLAYER)
        call = api.calls_to("sendPoll")[-1]
        plain = ("question_parse_mode", "explanation_parse_mode")  # as sent at once: no HTML
        assert not [key for key in plain if key in call.params]
        assert all("text_parse_mode" not in option for option in call.params["options"])
        assert first["question"].startswith("1/2 · ") and first["type"] == "quiz"
        (right,) = first["correct_option_ids"]
        answer = make_poll_answer_update(first["id"], PLAYER, [right], language_code="en")
        await deliver(application, inbox, answer)
        assert await sender.flush(5)
        second = api.sent_polls(PLAYER)[-1]
        assert second["question"].startswith("2/2 · ")
        stats = await db.quiz.quiz_stats(PLAYER)
        assert (stats.answered, stats.correct) == (1, 1)
