"""`MugginsBot`: the bot's own `ExtBot`, whose hot sends return the new message's id only.

python-telegram-bot's `send_message`/`send_photo` turn Telegram's answer into a `Message`
(`Message.de_json`: the chat, the bot as sender, every entity, the keyboard, each photo size),
about a sixth of the event loop's time per update in the benchmark. Our handlers only ever keep
the new message's id (stored with a question, a tournament, a club game) or nothing at all.

`send_html` and `send_photo_id` build the same request as `send_message`/`send_photo` (the
keys that `telegram.ext.Defaults` may fill are passed as `DEFAULT_NONE`, so the defaults,
here HTML parse mode, are inserted by PTB exactly as for its own methods) and post it through
`Bot._post`, hence `ExtBot._do_post`: the rate limiter (`bot.tg.delivery.RetryingRateLimiter`:
pacing, 429 waits, repeats after a fault), the request's timeouts and the error mapping
(`BadRequest`, `Forbidden`, `RetryAfter`, `TimedOut`, ...) are PTB's, unchanged. Only the reading
of the answer differs: its `message_id`, and nothing else, is taken from the JSON.

Every other Bot API method (edits, answers, polls, `send_message` itself) is `ExtBot`'s own.
`bot.tg.app.build_app` builds the application around a `MugginsBot`, and `bot.tg.context`'s
`Context` and `App` are typed with it, so handlers call `context.bot.send_html(...)`.
"""

from __future__ import annotations

from typing import Any, Final

from telegram import InlineKeyboardMarkup, InputFile, ReplyParameters
from telegram.error import TelegramError
from telegram.ext import ExtBot
from telegram.request import BaseRequest

SEND_MESSAGE: Final = "sendMessage"
SEND_PHOTO: Final = "sendPhoto"
DEFAULT_NONE: Final = BaseRequest.DEFAULT_NONE
"""PTB's "not passed" marker: `Defaults` (or the method's own default) fills such a key."""


class MugginsBot(ExtBot[None]):
    """`ExtBot` plus sends that return the id Telegram gave the new message (see the module)."""

    __slots__ = ()

    async def send_html(
        self,
        chat_id: int,
        text: str,
        *,
        reply_markup: InlineKeyboardMarkup | None = None,
        reply_parameters: ReplyParameters | None = None,
    ) -> int:
        """`send_message(chat_id, text, ...)` in the default (HTML) parse mode; the new
        message's id."""
        data: dict[str, Any] = {
            "chat_id": chat_id,
            "text": text,
            "parse_mode": DEFAULT_NONE,
            "link_preview_options": DEFAULT_NONE,
        }
        return await self._message_id(SEND_MESSAGE, data, reply_markup, reply_parameters)

    async def send_photo_id(
        self,
        chat_id: int,
        photo: InputFile,
        *,
        caption: str | None = None,
        reply_markup: InlineKeyboardMarkup | None = None,
        reply_parameters: ReplyParameters | None = None,
    ) -> int:
        """`send_photo(chat_id, photo, caption=...)` with an uploaded file and the caption in
        the default (HTML) parse mode; the new message's id."""
        data: dict[str, Any] = {
            "chat_id": chat_id,
            "photo": photo,
            "caption": caption,
            "parse_mode": DEFAULT_NONE,
        }
        return await self._message_id(SEND_PHOTO, data, reply_markup, reply_parameters)

    async def _message_id(
        self,
        endpoint: str,
        data: dict[str, Any],
        reply_markup: InlineKeyboardMarkup | None,
        reply_parameters: ReplyParameters | None,
    ) -> int:
        """Post `data` as `Bot._send_message` would (the defaultable keys as `DEFAULT_NONE`,
        the keyboard through `_replace_keyboard`) and read the `message_id` of the answer."""
        data["disable_notification"] = DEFAULT_NONE
        data["protect_content"] = DEFAULT_NONE
        data["reply_markup"] = self._replace_keyboard(reply_markup)
        data["reply_parameters"] = reply_parameters
        result = await self._post(endpoint, data)
        try:
            return int(result["message_id"])
        except (TypeError, KeyError, ValueError) as error:
            raise TelegramError(f"{endpoint}: no message id in Telegram's answer") from error
