"""Posting to Telegram, for handlers and jobs alike: HTML messages sent, edited, their
keyboards changed; a failure that only needs logging is only logged (`quietly`).

Every message is Telegram HTML built from lines that are each balanced on their own, so
`fit` can drop whole lines to stay under Telegram's 4096 characters without breaking a tag;
those characters are counted as Telegram counts them (`shown_len`): the text after HTML
parsing, in UTF-16 code units.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass
from typing import Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, ReplyParameters
from telegram.error import TelegramError

from bot.tg import records
from bot.tg.context import Context
from bot.tg.local_checks import HtmlError, parse_html, utf16_len
from bot.tg.records import Record
from bot.tg.sending import reply_gone

logger = logging.getLogger("muggins.handlers")

MAX_MESSAGE_CHARS: Final = 4096
ELLIPSIS: Final = "…"


def shown_len(text: str) -> int:
    """The length Telegram gives HTML `text` (its limits' measure): UTF-16 code units of the
    text once parsed, tags out and entities decoded; the source's own length if it does not
    parse on its own (a line cut from a multi-line tag), never shorter than the parsed one."""
    try:
        return utf16_len(parse_html(text)[0])
    except HtmlError:
        return utf16_len(text)


def fit(lines: Sequence[str], limit: int = MAX_MESSAGE_CHARS) -> str:
    """Join lines (each balanced HTML), dropping the last ones if the text would be too long
    for Telegram (`shown_len`)."""
    text = "\n".join(lines)
    if utf16_len(text) <= limit:  # the source is never shorter than the text shown
        return text
    shown = [shown_len(line) for line in lines]
    if sum(shown) + len(shown) - 1 <= limit:  # long only in its tags and entities
        return text
    kept: list[str] = []
    size = len(ELLIPSIS)
    for line, length in zip(lines, shown, strict=True):
        if size + length + 1 > limit:
            break
        kept.append(line)
        size += length + 1
    return "\n".join([*kept, ELLIPSIS])


def split(lines: Sequence[str], limit: int = MAX_MESSAGE_CHARS) -> list[str]:
    """Whole lines (each balanced HTML) packed into as few messages as Telegram takes, each
    under `limit` (`shown_len`): a long list (a tournament's standings of 40 members) is
    sent in two messages instead of losing its last lines to `fit`; a single line too long
    on its own goes through `fit` alone (which leaves « … » in its place)."""
    parts: list[list[str]] = [[]]
    size = 0
    for line in lines:
        length = shown_len(line)
        if parts[-1] and size + 1 + length > limit:
            parts.append([])
            size = 0
        size += length + (1 if len(parts[-1]) else 0)
        parts[-1].append(line)
    return [fit(part, limit) for part in parts if part]


async def quietly(
    call: Awaitable[object], failed: str, *args: object, level: int = logging.DEBUG
) -> bool:
    """Await a Bot API call whose failure (`TelegramError`) is only logged (`failed % args`, at
    `level`): False then, True when it went through."""
    try:
        await call
    except TelegramError as error:
        logger.log(level, failed + ": %s", *args, error)
        return False
    return True


def button(text: str, data: str) -> InlineKeyboardButton:
    """An inline button (callback data checked by the builders in `callbacks`)."""
    return InlineKeyboardButton(text, callback_data=data)


def keyboard(rows: Sequence[Sequence[InlineKeyboardButton]]) -> InlineKeyboardMarkup:
    """An inline keyboard from rows of buttons."""
    return InlineKeyboardMarkup([list(row) for row in rows])


@dataclass(frozen=True, slots=True)
class Fallback:
    """What a reply sends instead when the message it replies to is gone (an administrator
    deleted it): another message, its buttons, the message it replies to (kept even if that
    one is gone) and where its id goes (`record`). The reply itself is then refused by
    Telegram rather than sent alone (`allow_sending_without_reply` off)."""

    text: str
    markup: InlineKeyboardMarkup | None = None
    reply_to: int | None = None
    record: Record | None = None

    def queued(self) -> dict[str, object]:
        """As it waits in the outbox with the reply (`Outgoing.fallback`)."""
        params: dict[str, object] = {"text": self.text}
        if self.markup is not None:
            params["reply_markup"] = self.markup.to_dict()
        reply = replying_to(self.reply_to)
        if reply is not None:
            params["reply_parameters"] = reply.to_dict()
        return {"params": params, "into": self.record}


async def send(
    context: Context,
    chat_id: int,
    text: str,
    *,
    markup: InlineKeyboardMarkup | None = None,
    reply_to: int | None = None,
    record: Record | None = None,
    after: int | None = None,
    fallback: Fallback | None = None,
) -> int | None:
    """Send an HTML message (optionally as a reply, kept even if that message is gone,
    unless a `fallback` is sent instead then); the new message's id, or None when it waits
    in the outbox (`MugginsBot.send_html`). `record` says where its id must be stored
    (`bot.tg.records`): at once, or by the sender; `after`, a chat whose messages sent
    before are delivered before this one (`Outgoing.after`)."""
    if utf16_len(text) > MAX_MESSAGE_CHARS:
        text = fit(text.split("\n"))
    try:
        message_id = await context.bot.send_html(
            chat_id,
            text,
            reply_markup=markup,
            reply_parameters=replying_to(reply_to, keep=fallback is None),
            record=record,
            after=after,
            fallback=None if fallback is None else fallback.queued(),
        )
    except TelegramError as error:
        if fallback is None or not reply_gone(error):
            raise
        record = fallback.record
        message_id = await context.bot.send_html(
            chat_id,
            fallback.text,
            reply_markup=fallback.markup,
            reply_parameters=replying_to(fallback.reply_to),
        )
    if message_id is not None and record is not None:
        await records.store(context.bot_data.db, record, message_id)
        for hook in context.bot_data.subscriptions.sent:
            hook(context.bot_data, record, message_id)
    return message_id


async def tell(
    context: Context,
    chat_id: int,
    text: str,
    markup: InlineKeyboardMarkup | None = None,
    *,
    after: int | None = None,
) -> bool:
    """A message that may not reach (a player who never opened a chat with the bot, a group
    the bot left): False then, only logged. `after`: as `send`'s."""
    sent = send(context, chat_id, text, markup=markup, after=after)
    return await quietly(sent, "could not tell %s", chat_id, level=logging.INFO)


def replying_to(message_id: int | None, *, keep: bool = True) -> ReplyParameters | None:
    """A reply to `message_id` that is still sent if that message is gone (`keep`: else
    refused by Telegram, `REPLY_GONE`); None: no reply."""
    if message_id is None:
        return None
    return ReplyParameters(message_id=message_id, allow_sending_without_reply=keep)


async def edit_text(
    context: Context,
    chat_id: int,
    message_id: int | None,
    text: str,
    markup: InlineKeyboardMarkup | None = None,
) -> bool:
    """Edit one of the bot's messages into `text` under `markup`; False when there is no
    message or Telegram refuses (only logged)."""
    if message_id is None:
        return False
    edited = context.bot.edit_message_text(text, chat_id, message_id, reply_markup=markup)
    return await quietly(edited, "could not edit %s/%s", chat_id, message_id)


async def set_keyboard(
    context: Context, chat_id: int, message_id: int | None, markup: InlineKeyboardMarkup | None
) -> None:
    """Replace (None: remove) the inline keyboard of one of the bot's messages; a failure is
    only logged."""
    if message_id is not None:
        edited = context.bot.edit_keyboard(chat_id, message_id, markup)
        await quietly(edited, "could not edit the keyboard of %s/%s", chat_id, message_id)


async def drop_keyboard(context: Context, chat_id: int, message_id: int | None) -> None:
    """Remove the inline keyboard of one of the bot's messages; a failure is only logged."""
    await set_keyboard(context, chat_id, message_id, None)
