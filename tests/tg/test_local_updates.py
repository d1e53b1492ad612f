"""The update builders of the offline bot (`bot.tg.local_updates`): what they build, and the
options each takes."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest
from telegram import Message

from bot.tg.local_updates import (
    CallbackOptions,
    InlineQueryOptions,
    MessageOptions,
    PollAnswerOptions,
    PressOptions,
    make_callback_update,
    make_inline_query_update,
    make_message_update,
    make_poll_answer_update,
)


def test_a_reply_by_id_and_a_bare_press_point_at_the_bots_message() -> None:
    """The message a reply to a message id, or a press given no message, points at: the
    bot's, in the chat, with that id (`local_updates.bot_message_json`)."""
    group = {"chat_type": "supergroup"}
    reply = make_message_update("12", 5, -100, reply_to=9, **group)["message"]
    pressed = make_callback_update("x", 5, -100, 9, **group)["callback_query"]
    for payload in (reply["reply_to_message"], pressed["message"]):
        message = Message.de_json(payload, None)
        assert message.message_id == 9 and message.text == ""
        assert message.from_user is not None and message.from_user.is_bot
        assert message.chat.id == -100 and message.chat.type == "supergroup"
    assert reply["reply_to_message"]["date"] == reply["date"]


@pytest.mark.parametrize(
    ("options", "builder", "but"),
    [
        (MessageOptions, make_message_update, set()),
        (CallbackOptions, make_callback_update, set()),
        (PressOptions, make_callback_update, {"message"}),
        (PollAnswerOptions, make_poll_answer_update, set()),
        (InlineQueryOptions, make_inline_query_update, set()),
    ],
)
def test_each_builders_options_are_its_keyword_arguments(
    options: Any, builder: Callable[..., object], but: set[str]
) -> None:
    """The options a driver passes on (`Driver.send(**options)`) are the builder's own."""
    parameters = inspect.signature(builder).parameters.values()
    keywords = {p.name for p in parameters if p.kind is inspect.Parameter.KEYWORD_ONLY}
    assert set(options.__optional_keys__) == keywords - but
