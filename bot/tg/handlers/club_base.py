"""Clubs on Telegram, the shared part: helpers every club handler uses (the club's scheduled
posts and its day, language and timezone are in `bot.tg.club_jobs`, who is in a group in
`bot.tg.chat_members`)."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Final, Protocol, TypeVar

from telegram import InlineKeyboardMarkup, Message, Update

from bot.drills import club as rules
from bot.i18n import Translator
from bot.storage.repo_club import Club
from bot.tg.chat_members import GROUPS
from bot.tg.club_jobs import club_translator, new_invite, schedule_club
from bot.tg.context import Context
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    drop_keyboard,
    keyboard,
    pressed,
)
from bot.tg.handlers.questions import answer_query
from bot.views import club as view
from bot.views.names import short_name

# -- Small helpers -----------------------------------------------------------------------------


def display_name(update: Update) -> str:
    """The sender's name as they set it on Telegram (first and last), cut to a sane length."""
    user = update.effective_user
    return short_name(user.full_name) if user is not None else "?"


async def club_of_chat(update: Update, context: Context) -> Club | None:
    """The club of the update's group (opened, or reopened, if needed); None outside groups."""
    chat = update.effective_chat
    if chat is None or chat.type not in GROUPS:
        return None
    db = context.bot_data.db
    club = await db.clubs.get_club(chat.id)
    title = chat.title or ""
    if club is None or not club.active or club.title != title:
        club = await db.clubs.open_club(chat.id, title=title, invite=new_invite())
        schedule_club(context.job_queue, club, context.bot_data.config.default_tz)
    return club


async def club_press(
    update: Update, context: Context, pattern: re.Pattern[str]
) -> tuple[Press, Club, Message] | None:
    """A press on a button under a club's message: the press, the club and the message; None
    when `pressed` gives None, or (the press answered) outside a club or without a message."""
    press = await pressed(update, context, pattern)
    if press is None:
        return None
    club = await club_of_chat(update, context)
    message = press.query.message
    if club is None or not isinstance(message, Message):
        await press.query.answer()
        return None
    return press, club, message


PERIOD_BUTTON: Final = r"(today|week|month|all)(?::([a-z]{2}))?"
"""A period button's data after its prefix: the period, and the board's language (older
buttons have none)."""


def period_keyboard(
    current: rules.Period, tr: Translator, prefix: str, *, before: bool = False
) -> InlineKeyboardMarkup:
    """The period buttons under a board (`view.period_buttons`); under a board of the period
    before the current one (`before`: « /classement mois dernier ») none is marked, as none
    shows it (« • Mois » was marked there, and pressing it showed this month)."""
    rows = view.period_buttons(current, tr, prefix)
    if before:
        rows = [
            [
                (view.period_button(period, tr), data)
                for period, (_, data) in zip(rules.Period, row, strict=True)
            ]
            for row in rows
        ]
    return keyboard([[button(*b) for b in row] for row in rows])


def board_translator(context: Context, press: Press) -> Translator:
    """The language a board was posted in, from its period button's data (`PERIOD_BUTTON`);
    the presser's for a button without one."""
    i18n = context.bot_data.i18n
    lang = press.match[2]
    return i18n.translator(lang) if lang in i18n.languages else press.player.tr


async def in_chat_language(context: Context, player: Who) -> Who:
    """`player` as the bot answers them where they wrote: in a group whose club sets a
    language, in the club's (one language for everyone there), else in their own."""
    if player.private:
        return player
    club = await context.bot_data.db.clubs.get_club(player.chat_id)
    tr = player.tr if club is None else club_translator(club, player.tr, context)
    return player if tr is player.tr else replace(player, tr=tr)


def message_id_of(update: Update) -> int | None:
    """The id of the update's message (to reply to it in groups), or None."""
    message = update.effective_message
    return message.message_id if message is not None else None


# -- A club's competitions (nights and tournaments) --------------------------------------------


class Competition(Protocol):
    """What a night and a tournament share: the group they are run in, open or over."""

    @property
    def chat_id(self) -> int: ...

    @property
    def is_open(self) -> bool: ...


C = TypeVar("C", bound=Competition)


async def chat_translator(context: Context, chat_id: int, lang: str | None = None) -> Translator:
    """A competition's language in its group: the club's, else `lang` (a night's own), else
    the bot's default."""
    i18n = context.bot_data.i18n
    own = i18n.translator(lang if lang in i18n.languages else context.bot_data.config.default_lang)
    club = await context.bot_data.db.clubs.get_club(chat_id)
    return own if club is None else club_translator(club, own, context)


async def open_press(
    update: Update,
    context: Context,
    pattern: re.Pattern[str],
    get: Callable[[str], Awaitable[C | None]],
    over: Callable[[Translator], str],
    *,
    here: bool = False,
    drop: bool = False,
) -> tuple[Press, C] | None:
    """A press about a competition (`pattern`'s first group: its id, read by `get`) still
    open, and the competition; None when it is no such press, or once answered: `over`
    (`drop`: the keyboard taken off too), or silently when `here` (a button of the group's
    message) and the press is not on a message of that group."""
    press = await pressed(update, context, pattern)
    if press is None:
        return None
    found = await get(press.match[1])
    if found is None or not found.is_open:
        await answer_query(press.query, over(press.player.tr), alert=True)
        if drop:
            await drop_keyboard(context, press.player.chat_id, press.message_id)
        return None
    message = press.query.message
    if here and (message is None or message.chat.id != found.chat_id):
        await answer_query(press.query)
        return None
    return press, found
