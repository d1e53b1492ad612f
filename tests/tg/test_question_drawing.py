"""A question's picture goes into the outbox as its description (issue 38): the update's
transaction draws nothing, the sender draws it with the database free, just before sending;
outside an update's transaction (tests, the offline chat) it is drawn and sent at once."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from fakes.running import bot_run
from telegram import Update

from bot.drills.deals import Deal
from bot.engine.card_parsing import parse_cards
from bot.pictures import specs
from bot.storage import Database
from bot.tg import pictures
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.handlers.common import Who
from bot.tg.inbox import Inbox
from bot.tg.local import Driver
from tests.tg.test_outbox import HoldingApi

PLAYER = 4444


async def hand_over(application: App, inbox: Inbox, payload: dict[str, Any]) -> None:
    """What the poller does with an update (stored, then queued), without waiting for its
    handling as `deliver` does: its polling of the inbox takes the database's lock, and could
    be what holds it while the sender draws."""
    update = Update.de_json(payload, application.bot)
    for fresh in await inbox.store([update]):
        await application.update_queue.put(fresh)


async def until_sent(check: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait for `check()` without a database call."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, f"not within {seconds} s"
        await asyncio.sleep(0.01)


def record_drawings(
    monkeypatch: pytest.MonkeyPatch, dbs: list[Database], locked: list[bool]
) -> None:
    """Note, for each picture drawn from a description, whether the database (the last of
    `dbs`) was held."""
    real = specs.draw

    def draw(spec: Mapping[str, object]) -> bytes:
        locked.append(dbs[-1]._lock.locked())
        return real(spec)

    monkeypatch.setattr(specs, "draw", draw)


async def test_the_deal_is_queued_as_its_description_and_drawn_with_the_database_free(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    api = HoldingApi()
    config = Config(token=None, db_path=tmp_path / "m.sqlite3", default_lang="en")
    async with bot_run(config, api) as (application, inbox, sender):
        db: Database = application.bot_data.db
        locked: list[bool] = []
        dbs = [db]
        record_drawings(monkeypatch, dbs, locked)
        api.hold = "sendPhoto"
        await hand_over(application, inbox, api.message_update("/hand", PLAYER, PLAYER))
        await asyncio.wait_for(api.held.wait(), 10)
        (row,) = await db.outbox_after(0)
        assert row.method == "sendPhoto" and row.photo is None
        assert row.drawing is not None and row.drawing["kind"] == "deal"
        question = await db.questions.pending_question(PLAYER, PLAYER)
        assert question is not None and question.message_id is None
        deal = Deal.from_dict(question.deal)
        assert row.drawing["cards"] == [[c.rank, str(c.suit)] for c in deal.hand]
        assert row.drawing["starter"] == [deal.starter.rank, str(deal.starter.suit)]
        assert locked == [False]  # drawn by the sender, out of any transaction
    api.hold = None
    async with bot_run(config, api) as (application, inbox, sender):
        db = application.bot_data.db
        dbs.append(db)
        assert await sender.flush(5)  # drawn again from its description after the kill
        (message,) = api.messages(PLAYER)
        shown = await db.questions.get_question(question.id)
        assert shown is not None and shown.message_id == message["message_id"]
        assert message["photo"] and locked == [False, False]
        await hand_over(application, inbox, api.message_update("/hand", PLAYER, PLAYER))
        await until_sent(lambda: len(api.messages(PLAYER)) == 2)
        assert locked == [False, False, False]


async def test_outside_an_update_s_transaction_the_picture_is_drawn_at_once(
    bot_driver: Driver, db: Database
) -> None:
    calls = await bot_driver.send("/hand", user_id=91, language_code="en")
    assert [call.method for call in calls if call.method.startswith("send")] == ["sendPhoto"]
    question = await db.questions.pending_question(91, 91)
    assert question is not None and question.message_id is not None


async def test_with_pictures_off_the_deal_is_text(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/pictures off", user_id=92, language_code="en")
    calls = await bot_driver.send("/hand", user_id=92, language_code="en")
    assert [call.method for call in calls if call.method.startswith("send")] == ["sendMessage"]


async def test_deal_picture_only_for_a_player_with_pictures_and_cards(local_app: App) -> None:
    user = await local_app.bot_data.db.users.get_or_create_user(94)
    tr = local_app.bot_data.i18n.translator("fr")
    in_private = Who(94, 94, True, "P", user, tr)
    in_group = Who(94, -100, False, "P", user, tr)  # never chose: text in groups
    cards = parse_cards("KH QS JD 10C")
    assert pictures.deal_picture(in_group, cards=cards) is None
    assert pictures.deal_picture(in_private, cards=()) is None  # nothing to draw
    own = specs.coach("x", [])
    assert pictures.deal_picture(in_private, picture=own) is own
    drawing = pictures.deal_picture(in_private, cards=cards, starter=parse_cards("AH")[0])
    assert drawing is not None
    ranks = drawing["ranks"]
    assert isinstance(ranks, dict) and [ranks[str(r)] for r in (13, 12, 11, 1)] == [
        "R",
        "D",
        "V",
        "A",
    ]
    assert specs.draw(drawing).startswith(b"\x89PNG")
