"""A question's picture is drawn while the question is stored (`pictures.start_drawing` in
`questions.ask`), shown only once it is stored, and given up cleanly when it is not shown."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Callable
from typing import Any

import pytest

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers import pictures
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_driver import HandlerError


def record_drawings(monkeypatch: pytest.MonkeyPatch, events: list[str]) -> None:
    """Note in `events` when a picture starts and ends being drawn (drawn as before)."""
    real = pictures.render

    async def render(draw: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        events.append("drawing")
        try:
            return await real(draw, *args, **kwargs)
        finally:
            events.append("drawn")

    monkeypatch.setattr(pictures, "render", render)


def record_storing(
    monkeypatch: pytest.MonkeyPatch, db: Database, events: list[str], error: bool = False
) -> None:
    """Note in `events` when a question is stored; with `error`, storing it fails."""
    real = db.questions.replace_question

    async def replace_question(**kwargs: Any) -> Any:
        events.append("storing")
        await asyncio.sleep(0)  # a turn of the loop, as the database thread's round trip gives
        if error:
            raise RuntimeError("disk full")
        result = await real(**kwargs)
        events.append("stored")
        return result

    monkeypatch.setattr(db.questions, "replace_question", replace_question)


async def test_the_deal_is_drawn_while_the_question_is_stored(
    monkeypatch: pytest.MonkeyPatch, bot_driver: Driver, db: Database
) -> None:
    events: list[str] = []
    record_drawings(monkeypatch, events)
    record_storing(monkeypatch, db, events)
    calls = await bot_driver.send("/hand", user_id=91, language_code="en")
    assert events[:2] == ["storing", "drawing"]  # drawn while it is stored, not after
    assert events.index("drawing") < events.index("stored")
    photo = [call for call in calls if call.method == "sendPhoto"]
    assert len(photo) == 1
    question = await db.questions.pending_question(91, 91)
    assert question is not None and question.message_id is not None


async def test_with_pictures_off_nothing_is_drawn(
    monkeypatch: pytest.MonkeyPatch, bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/pictures off", user_id=92, language_code="en")
    events: list[str] = []
    record_drawings(monkeypatch, events)
    record_storing(monkeypatch, db, events)
    calls = await bot_driver.send("/hand", user_id=92, language_code="en")
    assert events == ["storing", "stored"]
    assert [call.method for call in calls if call.method.startswith("send")] == ["sendMessage"]


async def test_a_question_not_stored_shows_no_picture_and_leaves_no_drawing(
    monkeypatch: pytest.MonkeyPatch, bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    tasks_before = asyncio.all_tasks()
    events: list[str] = []
    record_drawings(monkeypatch, events)
    record_storing(monkeypatch, db, events, error=True)
    local_api.clear()
    with pytest.raises(HandlerError, match="disk full"):
        await bot_driver.send("/hand", user_id=93, language_code="en")
    assert events[:2] == ["storing", "drawing"]
    assert not local_api.calls_to("sendPhoto")
    assert await db.questions.pending_question(93, 93) is None
    await asyncio.sleep(0)
    left = {task for task in asyncio.all_tasks() - tasks_before if not task.done()}
    assert not [task for task in left if "render" in repr(task.get_coro())]


async def test_start_drawing_only_for_a_player_with_pictures_and_cards(local_app: App) -> None:
    user = await local_app.bot_data.db.users.get_or_create_user(94)
    tr = local_app.bot_data.i18n.translator("en")
    in_private = Who(94, 94, True, "P", user, tr)
    in_group = Who(94, -100, False, "P", user, tr)  # never chose: text in groups
    assert pictures.start_drawing(in_group, cards=()) is None
    assert pictures.start_drawing(in_private, cards=()) is None  # nothing to draw
    drawing = pictures.start_drawing(in_private, picture=lambda: b"drawn")
    assert drawing is not None and await drawing == b"drawn"


async def test_a_failed_drawing_given_up_is_not_reported_as_unretrieved() -> None:
    loop = asyncio.get_running_loop()
    reported: list[dict[str, Any]] = []
    previous = loop.get_exception_handler()
    loop.set_exception_handler(lambda _, context: reported.append(context))
    try:
        failed: asyncio.Future[bytes] = loop.create_future()
        failed.set_exception(OSError("the drawing failed"))
        pictures.drop_drawing(failed)
        under_way: asyncio.Future[bytes] = loop.create_future()
        pictures.drop_drawing(under_way)
        assert under_way.cancelled()
        pictures.drop_drawing(None)
        del failed, under_way
        gc.collect()
        await asyncio.sleep(0)
    finally:
        loop.set_exception_handler(previous)
    assert reported == []
