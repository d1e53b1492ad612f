"""The messages the in-process Bot API (`bot.tg.local.LocalBotApi`) holds in each chat, kept as
Telegram keeps them: what a button press's update carries, what an edit changes, what the
tests read back (`message`, `messages`, `last_message`).

Message ids increase per chat, the bot's and the players' messages sharing the count (a chat
that goes on in a new process continues after its last id: `continue_after`). The last
`MESSAGES_KEPT_PER_CHAT` messages of each chat are kept as they stand now: a new one with its
inline keyboard and the message it replies to, an edited one with its new content, keyboard
and `edit_date`. As Telegram does, an edit that changes neither the text nor the keyboard is
refused (400 "message is not modified", in strict mode), as is an edit of a message the chat
does not hold. `LocalBotApi` is a `ChatMessages`: its Bot API methods check a call's
parameters (`bot.tg.local_checks`) and post or edit through these.
"""

from __future__ import annotations

import time
from typing import Final

from bot.tg.local_checks import JSON, bad_request, checked_markup

MESSAGES_KEPT_PER_CHAT: Final = 256


class ChatMessages:
    """The bot's messages in each chat and the chats' message ids."""

    def __init__(self, bot_user: JSON, *, strict: bool) -> None:
        self.bot_user = bot_user
        self.strict = strict
        self._messages: dict[int, dict[int, JSON]] = {}
        self._last_message_id: dict[int, int] = {}

    def continue_after(self, chat_id: int, message_id: int) -> None:
        """Number the chat's next messages after `message_id`: a chat that goes on in a new
        process (`muggins chat` on the same database) keeps its ids increasing, as Telegram
        does, so an answer is never taken for a message sent before its question."""
        self._last_message_id[chat_id] = max(self._last_message_id.get(chat_id, 0), message_id)

    def next_message_id(self, chat_id: int) -> int:
        """Allocate the next message id in `chat_id` (bot and user messages share the count)."""
        message_id = self._last_message_id.get(chat_id, 0) + 1
        self._last_message_id[chat_id] = message_id
        return message_id

    def message(self, chat_id: int, message_id: int) -> JSON | None:
        """A message of `chat_id` as it stands now (after edits), or None."""
        return self._messages.get(chat_id, {}).get(message_id)

    def messages(self, chat_id: int) -> list[JSON]:
        """The bot's messages in `chat_id` as they stand now, oldest first."""
        return [self._messages[chat_id][k] for k in sorted(self._messages.get(chat_id, {}))]

    def last_message(self, chat_id: int) -> JSON | None:
        """The bot's most recent message in `chat_id`, or None."""
        kept = self._messages.get(chat_id)
        return kept[max(kept)] if kept else None

    def _new_message(self, chat_id: int) -> JSON:
        """A new message of the bot in `chat_id`, with its id, date, chat and sender."""
        return {
            "message_id": self.next_message_id(chat_id),
            "date": int(time.time()),
            "chat": _chat_of(chat_id),
            "from": self.bot_user,
        }

    def _post(self, chat_id: int, message: JSON, params: JSON, markup: JSON | None) -> JSON:
        """Add the inline keyboard and the replied-to message to a new message, and keep it."""
        if markup is not None and "inline_keyboard" in markup:
            message["reply_markup"] = markup
        reply_id = (params.get("reply_parameters") or {}).get("message_id")
        replied = self.message(chat_id, reply_id) if reply_id is not None else None
        if replied is not None:
            message["reply_to_message"] = replied
        self._keep(chat_id, message)
        return message

    def _existing(self, params: JSON, missing: str) -> JSON:
        chat_id = chat_key(params.get("chat_id"))
        message_id = params.get("message_id")
        message = self.message(chat_id, int(message_id)) if message_id is not None else None
        if message is None:
            raise bad_request(missing)
        return message

    def _replace(self, old: JSON, new: JSON) -> JSON:
        same_text = old.get("text") == new.get("text")
        if same_text and old.get("reply_markup") == new.get("reply_markup") and self.strict:
            raise bad_request(
                "message is not modified: specified new message content and reply markup are "
                "exactly the same as a current content and reply markup of the message"
            )
        self._keep(old["chat"]["id"], new)
        return new

    def _keep(self, chat_id: int, message: JSON) -> None:
        kept = self._messages.setdefault(chat_id, {})
        kept[message["message_id"]] = message
        while len(kept) > MESSAGES_KEPT_PER_CHAT:
            del kept[min(kept)]

    def _edited(self, message: JSON, params: JSON, content: JSON) -> JSON:
        """`message` edited: its `content` keys and keyboard replaced by the non-empty values
        of `content` and the keyboard of `params` (checked), and marked edited now."""
        markup = checked_markup(params.get("reply_markup"))
        edited: JSON = {k: v for k, v in message.items() if k not in content}
        edited.pop("reply_markup", None)
        edited.update({k: v for k, v in content.items() if v})
        edited["edit_date"] = int(time.time())
        if markup is not None:
            edited["reply_markup"] = markup
        return self._replace(message, edited)


def chat_key(chat_id: object) -> int:
    """A chat id parameter as an int (Telegram accepts numbers as strings)."""
    if not isinstance(chat_id, int | float | str):
        raise bad_request("chat not found")
    try:
        return int(chat_id)
    except (TypeError, ValueError):
        raise bad_request("chat not found") from None


def _chat_of(chat_id: int) -> JSON:
    """The Chat object of a message the bot sends: private for positive ids, else a group."""
    if chat_id > 0:
        return {"id": chat_id, "type": "private", "first_name": "Player"}
    return {
        "id": chat_id,
        "type": "supergroup" if chat_id < -(10**12) else "group",
        "title": "Club",
    }
