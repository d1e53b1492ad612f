"""An edit of a group message that changes nothing (Telegram's 400 « Message is not modified »)
is success wherever the group's paced edits send it: a queued one was logged at INFO as
« could not edit message … », and one made now was raised, so that a deal's message whose
edit changed nothing was sent again as a new message (`members_post._show_play`)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, cast

import pytest
from telegram.error import BadRequest
from test_members_pace_end_during_wait import _Application
from test_members_quiet import FakeClock, clock  # noqa: F401 (the fake clock's fixture)

from bot.tg.context import Context
from bot.tg.members_pace import GAP, edit_paced

GROUP = -100_779


@dataclass
class _SameText:
    """A bot whose messages already show the text (Telegram refuses the edit)."""

    tried: list[int] = field(default_factory=list)

    async def edit_message_text(
        self, text: str, chat_id: int, message_id: int, reply_markup: Any = None
    ) -> None:
        self.tried.append(message_id)
        raise BadRequest(
            "Message is not modified: specified new message content and reply markup are "
            "exactly the same as a current content and reply markup of the message"
        )


@dataclass
class _Context:
    bot: _SameText = field(default_factory=_SameText)
    application: _Application = field(default_factory=_Application)


async def test_an_edit_that_changes_nothing_is_success(
    clock: FakeClock,  # noqa: F811
    caplog: pytest.LogCaptureFixture,
) -> None:
    fake = _Context()
    context = cast(Context, fake)
    caplog.set_level(logging.INFO, logger="muggins.handlers.members")
    await edit_paced(context, GROUP, 1, "count 5")  # now: not raised
    await edit_paced(context, GROUP, 2, "count 9")  # queued
    await clock.advance(GAP)
    for task in fake.application.tasks:
        await task
    await edit_paced(context, GROUP, 3, "game over", at_once=True)  # now: not raised
    assert fake.bot.tried == [1, 2, 3]
    assert not [r.getMessage() for r in caplog.records if "could not edit" in r.getMessage()]
