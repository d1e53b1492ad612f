"""Update builders for `bot.tg.local`: Telegram Update JSON dicts, as the Bot API sends them.

Tests turn them into `Update.de_json(payload, application.bot)` and call
`application.process_update` (`Driver.process` does both).
"""

from __future__ import annotations

import itertools
import re
import time
from typing import Final, TypedDict

from bot.tg.local_checks import JSON, utf16_len

BOT_ID: Final = 4242
BOT_USERNAME: Final = "muggins_bot"
BOT_FIRST_NAME: Final = "Muggins"
ANONYMOUS_ADMIN: Final = {
    "id": 1087968824,
    "is_bot": True,
    "first_name": "Group",
    "username": "GroupAnonymousBot",
}
"""The sender Telegram names on a message an anonymous administrator sends in a group."""

_COMMAND = re.compile(r"/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?![\w/<>\\@])")
"""A command as Telegram marks it: ended by anything but a letter, a digit, « _ », « / », « < »,
« > », « \\ » or « @ » (« /aide-moi », « /aide? » are /aide: Telegram's `find_bot_commands`)."""


class SenderOptions(TypedDict, total=False):
    """The optional arguments about the sender (`user_json`'s) and the update's id, that a
    message, a press and a poll answer take."""

    language_code: str | None
    username: str | None
    first_name: str
    update_id: int | None


class MessageOptions(SenderOptions, total=False):
    """The optional arguments of `make_message_update`."""

    chat_type: str
    reply_to: JSON | int | None
    message_id: int | None
    date: int | None
    anonymous: bool


class PressOptions(SenderOptions, total=False):
    """The optional arguments of `make_callback_update` but the message pressed."""

    chat_type: str
    callback_id: str | None


class CallbackOptions(PressOptions, total=False):
    """The optional arguments of `make_callback_update`."""

    message: JSON | None


class PollAnswerOptions(SenderOptions, total=False):
    """The optional arguments of `make_poll_answer_update`."""


class InlineQueryOptions(TypedDict, total=False):
    """The optional arguments of `make_inline_query_update`."""

    language_code: str | None
    first_name: str
    chat_type: str
    offset: str
    update_id: int | None


_update_ids = itertools.count(1)
_user_message_ids = itertools.count(1_000_000)
_callback_ids = itertools.count(1)
_inline_ids = itertools.count(1)


def user_json(
    user_id: int,
    *,
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
) -> JSON:
    """A Telegram User object for a human player."""
    user: JSON = {"id": user_id, "is_bot": False, "first_name": first_name}
    if username is not None:
        user["username"] = username
    if language_code is not None:
        user["language_code"] = language_code
    return user


def chat_json(chat_id: int, chat_type: str = "private", *, user: JSON | None = None) -> JSON:
    """A Telegram Chat object: a private chat with `user`, or a group named "Club"."""
    if chat_type == "private":
        chat: JSON = {"id": chat_id, "type": "private"}
        if user is not None:
            chat["first_name"] = user.get("first_name", "Player")
            if "username" in user:
                chat["username"] = user["username"]
        return chat
    return {"id": chat_id, "type": chat_type, "title": "Club"}


def bot_user_json(
    bot_id: int = BOT_ID, username: str = BOT_USERNAME, first_name: str = BOT_FIRST_NAME
) -> JSON:
    """The bot's own User object, as getMe returns it."""
    return {
        "id": bot_id,
        "is_bot": True,
        "first_name": first_name,
        "username": username,
        "can_join_groups": True,
        "can_read_all_group_messages": False,
        "supports_inline_queries": False,
    }


def command_entities(text: str) -> list[JSON]:
    """The bot_command entity Telegram adds when a message starts with "/command[@bot]"."""
    match = _COMMAND.match(text)
    if match is None:
        return []
    return [{"type": "bot_command", "offset": 0, "length": utf16_len(match.group())}]


def _update(key: str, value: JSON, update_id: int | None = None) -> JSON:
    """An Update JSON dict holding `value` under `key`, with the next update id unless given."""
    return {"update_id": next(_update_ids) if update_id is None else update_id, key: value}


def bot_message_json(message_id: int, chat: JSON, date: int) -> JSON:
    """A minimal Message dict the bot sent in `chat` (no text), standing for one known only by
    its id: the message a reply or a button press points at."""
    return {
        "message_id": message_id,
        "date": date,
        "chat": chat,
        "from": bot_user_json(),
        "text": "",
    }


def make_message_update(
    text: str,
    user_id: int,
    chat_id: int,
    *,
    chat_type: str = "private",
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
    reply_to: JSON | int | None = None,
    message_id: int | None = None,
    update_id: int | None = None,
    date: int | None = None,
    anonymous: bool = False,
) -> JSON:
    """An Update JSON dict for a text message (a command gets its bot_command entity).

    `reply_to` is the replied-to message: a Message dict (e.g. one the bot sent) or the id of
    a message sent by the bot. `anonymous`: sent in a group by an anonymous administrator
    (from Telegram's `GroupAnonymousBot`, under the group's name: `sender_chat`).
    """
    user = user_json(user_id, language_code=language_code, username=username, first_name=first_name)
    message: JSON = {
        "message_id": next(_user_message_ids) if message_id is None else message_id,
        "date": int(time.time()) if date is None else date,
        "chat": chat_json(chat_id, chat_type, user=user),
        "from": user,
        "text": text,
    }
    if anonymous:
        message["from"] = dict(ANONYMOUS_ADMIN)
        message["sender_chat"] = message["chat"]
    entities = command_entities(text)
    if entities:
        message["entities"] = entities
    if isinstance(reply_to, int):
        message["reply_to_message"] = bot_message_json(reply_to, message["chat"], message["date"])
    elif reply_to is not None:
        message["reply_to_message"] = reply_to
    return _update("message", message, update_id)


def make_callback_update(
    data: str,
    user_id: int,
    chat_id: int,
    message_id: int,
    *,
    chat_type: str = "private",
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
    message: JSON | None = None,
    update_id: int | None = None,
    callback_id: str | None = None,
) -> JSON:
    """An Update JSON dict for an inline button press on the bot's message `message_id`.

    `message` is the pressed message as the bot sent it (default: a minimal bot message).
    """
    user = user_json(user_id, language_code=language_code, username=username, first_name=first_name)
    if message is None:
        chat = chat_json(chat_id, chat_type, user=user)
        message = bot_message_json(message_id, chat, int(time.time()))
    query: JSON = {
        "id": callback_id if callback_id is not None else str(next(_callback_ids)),
        "from": user,
        "chat_instance": str(chat_id),
        "data": data,
        "message": message,
    }
    return _update("callback_query", query, update_id)


def make_poll_answer_update(
    poll_id: str,
    user_id: int,
    option_ids: list[int],
    *,
    language_code: str | None = "fr",
    username: str | None = None,
    first_name: str = "Player",
    update_id: int | None = None,
) -> JSON:
    """An Update JSON dict for a user's answer to a non-anonymous poll (it carries no chat)."""
    user = user_json(user_id, language_code=language_code, username=username, first_name=first_name)
    answer: JSON = {
        "poll_id": poll_id,
        "user": user,
        "option_ids": list(option_ids),
        "option_persistent_ids": [str(i) for i in option_ids],
    }
    return _update("poll_answer", answer, update_id)


def make_inline_query_update(
    query: str,
    user_id: int,
    *,
    language_code: str | None = "fr",
    first_name: str = "Player",
    chat_type: str = "private",
    offset: str = "",
    update_id: int | None = None,
) -> JSON:
    """An Update JSON dict for an inline query ("@bot <query>" typed in a chat of `chat_type`)."""
    inline_query: JSON = {
        "id": str(next(_inline_ids)),
        "from": user_json(user_id, language_code=language_code, first_name=first_name),
        "query": query,
        "offset": offset,
        "chat_type": chat_type,
    }
    return _update("inline_query", inline_query, update_id)


def chat_member_json(user: JSON, status: str) -> JSON:
    """A ChatMember object of `status` (creator, administrator, member, left, kicked)."""
    member: JSON = {"user": user, "status": status}
    if status == "creator":
        member["is_anonymous"] = False
    elif status == "administrator":
        rights = [
            *("can_manage_chat", "can_delete_messages", "can_manage_video_chats"),
            *("can_restrict_members", "can_promote_members", "can_change_info"),
            *("can_invite_users", "can_post_stories", "can_edit_stories"),
            *("can_delete_stories", "can_be_edited"),
        ]
        member |= dict.fromkeys(rights, False)
        member["is_anonymous"] = False
    elif status == "kicked":
        member["until_date"] = 0
    return member


def make_my_chat_member_update(
    chat_id: int,
    old_status: str,
    new_status: str,
    *,
    from_user_id: int = 1,
    chat_type: str = "supergroup",
    title: str = "Club",
    language_code: str | None = None,
) -> JSON:
    """An Update JSON dict telling the bot its own status changed in a group (added, removed),
    by `from_user_id`, whose Telegram gives no language unless `language_code` is given (a
    French one by default made a test of an English group run as a French one's)."""
    chat = {"id": chat_id, "type": chat_type, "title": title}
    bot = bot_user_json()
    change: JSON = {
        "chat": chat,
        "from": user_json(from_user_id, language_code=language_code),
        "date": int(time.time()),
        "old_chat_member": chat_member_json(bot, old_status),
        "new_chat_member": chat_member_json(bot, new_status),
    }
    return _update("my_chat_member", change)


def inline_buttons(message: JSON) -> list[JSON]:
    """The inline keyboard buttons of a Message dict, row by row, left to right."""
    markup = message.get("reply_markup") or {}
    return [button for row in markup.get("inline_keyboard", []) for button in row]
