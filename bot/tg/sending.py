"""`MugginsBot`: the bot's own `ExtBot`, whose hot sends return the new message's id only.

python-telegram-bot's `send_message`/`send_photo` turn Telegram's answer into a `Message`
(`Message.de_json`: the chat, the bot as sender, every entity, the keyboard, each photo size),
about a sixth of the event loop's time per update in the benchmark. Our handlers only ever keep
the new message's id (stored with a question, a tournament, a club game) or nothing at all.

`send_html`, `send_photo_id` and `edit_keyboard` build the same request as `send_message`,
`send_photo` and `edit_message_reply_markup` (the keys that `telegram.ext.Defaults` may fill
are passed as `DEFAULT_NONE`, so the defaults, here HTML parse mode, are inserted by PTB
exactly as for its own methods) and post it through
`Bot._post`, hence `ExtBot._do_post`: the rate limiter (`bot.tg.delivery.RetryingRateLimiter`:
pacing, 429 waits, repeats after a fault), the request's timeouts and the error mapping
(`BadRequest`, `Forbidden`, `RetryAfter`, `TimedOut`, ...) are PTB's, unchanged. Only the reading
of the answer differs: its `message_id`, and nothing else, is taken from the JSON (an edit's
answer is not read at all). When every value is a plain one (numbers, text, the keyboard's
JSON, a file: the common case), `_filled` does what `Bot._post` would do to them (the defaults
put in, None dropped) and the request goes to `ExtBot._do_post` directly: `_post`'s
`_insert_defaults` tests each value against every kind of object a Bot API method may take
(7 % of a send, fake Telegram included). The request is the same either way (tested).

The inline keyboard is handed to PTB already as its JSON (`keyboard_json`): PTB's generic
`TelegramObject.to_dict` walks every attribute of every button (about half of what building a
request costs); ours reads the text, callback data and URL our buttons carry, and leaves any
other button (or keyboard with extra API fields) to `to_dict`. The JSON is the same.

Every other Bot API method (text edits, answers, polls, `send_message` itself) is `ExtBot`'s
own, but for `answer_callback_query` of a press already answered at once (`answer_early`: the
update processor answers a press that must wait for its turn), which is skipped.
`bot.tg.app.build_app` builds the application around a `MugginsBot`, and `bot.tg.context`'s
`Context` and `App` are typed with it, so handlers call `context.bot.send_html(...)`.
"""

from __future__ import annotations

import mimetypes
from typing import Any, Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, InputFile, ReplyParameters
from telegram.error import TelegramError
from telegram.ext import ExtBot
from telegram.request import BaseRequest

SEND_MESSAGE: Final = "sendMessage"
SEND_PHOTO: Final = "sendPhoto"
EDIT_KEYBOARD: Final = "editMessageReplyMarkup"
MAX_EARLY: Final = 10_000
"""Presses answered at once remembered until their handler runs (far more than wait)."""
DEFAULT_NONE: Final = BaseRequest.DEFAULT_NONE
"""PTB's "not passed" marker: `Defaults` (or the method's own default) fills such a key."""


_PLAIN_FIELDS: Final = ("callback_data", "text", "url")
"""The button fields `keyboard_json` writes itself, in the order `to_dict` gives them."""
_OTHER_FIELDS: Final = tuple(
    name for name in InlineKeyboardButton.__slots__ if name not in _PLAIN_FIELDS
)
"""Every other field of a button (login URL, web app, pay, ...): set, `to_dict` writes it."""


def keyboard_json(markup: InlineKeyboardMarkup) -> dict[str, Any]:
    """`markup.to_dict()`, the same JSON, built without walking every attribute of every
    button: text, callback data (a string) and URL are read directly; a button with any other
    field set, or with extra API fields, is left to its own `to_dict`."""
    if markup.api_kwargs or not markup.inline_keyboard:
        return markup.to_dict()
    return {
        "inline_keyboard": [
            [_button_json(button) for button in row] for row in markup.inline_keyboard
        ]
    }


def _button_json(button: InlineKeyboardButton) -> dict[str, Any]:
    """One button as `button.to_dict()` gives it."""
    data = button.callback_data
    if button.api_kwargs or not (data is None or isinstance(data, str)):
        return button.to_dict()
    for name in _OTHER_FIELDS:
        if getattr(button, name) is not None:
            return button.to_dict()
    out: dict[str, Any] = {} if data is None else {"callback_data": data}
    out["text"] = button.text
    if button.url is not None:
        out["url"] = button.url
    return out


_KEPT_AS_IS: Final = frozenset({int, dict, InputFile})
"""Types of values that PTB's `ExtBot._insert_defaults` never changes (besides non-empty text)."""


class MugginsBot(ExtBot[None]):
    """`ExtBot` plus sends that return the id Telegram gave the new message (see the module)."""

    __slots__ = ("_answered_early",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._answered_early: dict[str, None] = {}
        """The presses answered at once (`answer_early`), oldest first, at most
        `MAX_EARLY` of them."""

    async def answer_early(self, callback_query_id: str) -> bool:
        """Answer a press now, without text: its handler's own answer will be skipped (it
        waits for its turn, and Telegram drops an answer after 15 s)."""
        early = self._answered_early
        early[callback_query_id] = None
        if len(early) > MAX_EARLY:
            del early[next(iter(early))]
        return await super().answer_callback_query(callback_query_id)

    async def answer_callback_query(
        self,
        callback_query_id: str,
        text: str | None = None,
        show_alert: bool | None = None,
        url: str | None = None,
        cache_time: Any = None,
        *,
        read_timeout: Any = DEFAULT_NONE,
        write_timeout: Any = DEFAULT_NONE,
        connect_timeout: Any = DEFAULT_NONE,
        pool_timeout: Any = DEFAULT_NONE,
        api_kwargs: dict[str, Any] | None = None,
        rate_limit_args: Any = None,
    ) -> bool:
        """`ExtBot.answer_callback_query`, skipped (True) for a press answered at once."""
        if self._answered_early.pop(callback_query_id, False) is None:
            return True
        return await super().answer_callback_query(
            callback_query_id,
            text,
            show_alert,
            url,
            cache_time,
            read_timeout=read_timeout,
            write_timeout=write_timeout,
            connect_timeout=connect_timeout,
            pool_timeout=pool_timeout,
            api_kwargs=api_kwargs,
            rate_limit_args=rate_limit_args,
        )

    async def initialize(self) -> None:
        """PTB's `initialize` (the transports, getMe), then the table of file types that every
        photo upload (`InputFile`) looks its name up in: `mimetypes` reads the system's files
        on first use (a few ms), here at start rather than on the first player's picture."""
        await super().initialize()
        if not mimetypes.inited:
            mimetypes.init()

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

    async def edit_keyboard(
        self, chat_id: int, message_id: int, reply_markup: InlineKeyboardMarkup | None
    ) -> None:
        """`edit_message_reply_markup(chat_id, message_id, reply_markup=...)` (None: remove the
        keyboard); Telegram's answer, the edited message, is not read."""
        data: dict[str, Any] = {
            "chat_id": chat_id,
            "message_id": message_id,
            "parse_mode": DEFAULT_NONE,
        }
        await self._post_message(EDIT_KEYBOARD, data, reply_markup, None)

    async def _message_id(
        self,
        endpoint: str,
        data: dict[str, Any],
        reply_markup: InlineKeyboardMarkup | None,
        reply_parameters: ReplyParameters | None,
    ) -> int:
        """Post the message (`_post_message`) and read the `message_id` of Telegram's answer."""
        result = await self._post_message(endpoint, data, reply_markup, reply_parameters)
        try:
            return int(result["message_id"])
        except (TypeError, KeyError, ValueError) as error:
            raise TelegramError(f"{endpoint}: no message id in Telegram's answer") from error

    async def _post_message(
        self,
        endpoint: str,
        data: dict[str, Any],
        reply_markup: InlineKeyboardMarkup | None,
        reply_parameters: ReplyParameters | None,
    ) -> Any:
        """Post `data` as `Bot._send_message` would (the defaultable keys as `DEFAULT_NONE`,
        the keyboard through `_replace_keyboard`, as JSON); Telegram's answer, as JSON."""
        data["disable_notification"] = DEFAULT_NONE
        data["protect_content"] = DEFAULT_NONE
        markup = self._replace_keyboard(reply_markup)
        data["reply_markup"] = None if markup is None else keyboard_json(markup)
        data["reply_parameters"] = reply_parameters
        filled = self._filled(data)
        if filled is None:
            return await self._post(endpoint, data)
        return await self._do_post(endpoint, filled)

    def _filled(self, data: dict[str, Any]) -> dict[str, Any] | None:
        """`data` as `Bot._post` hands it on to `_do_post` (hence to the rate limiter): each
        `DEFAULT_NONE` replaced by the bot's `Defaults` for that key (else None), and the None
        values dropped. Only when every other value is one PTB's `_insert_defaults` leaves as
        it is (a number, a non-empty text, a JSON object, an uploaded file); else None, and
        `_post` does it all itself (a `ReplyParameters`, which it may merge with the defaults,
        or an empty caption, which it turns into a list)."""
        defaults = self.defaults.api_defaults if self.defaults is not None else {}
        filled: dict[str, Any] = {}
        for key, value in data.items():
            if value is DEFAULT_NONE:
                value = defaults.get(key)
            elif not (
                value is None or type(value) in _KEPT_AS_IS or (type(value) is str and value)
            ):
                return None
            if value is not None:
                filled[key] = value
        return filled
