"""Clubs on Telegram, the shared part: helpers every club handler uses (the club's scheduled
posts and its day, language and timezone are in `bot.tg.club_jobs`)."""

from __future__ import annotations

import logging
import re
from typing import Final

from telegram import ChatMember, InlineKeyboardMarkup, Message, Update
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import BadRequest, TelegramError

from bot.drills import club as rules
from bot.i18n import Translator
from bot.storage.repo_club import Club
from bot.tg.club_jobs import club_today as club_today
from bot.tg.club_jobs import club_translator as club_translator
from bot.tg.club_jobs import html as html
from bot.tg.club_jobs import new_invite, schedule_club
from bot.tg.club_jobs import timezone_of as timezone_of
from bot.tg.context import Context
from bot.tg.handlers.common import Press, button, keyboard, pressed, short_name
from bot.views import club as view

logger = logging.getLogger("muggins.club")

GROUPS: Final = frozenset({ChatType.GROUP, ChatType.SUPERGROUP})
ADMINS: Final = frozenset({ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER})
PRESENT: Final = frozenset(
    {ChatMemberStatus.MEMBER, ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER}
)
"""getChatMember statuses of someone in the group (RESTRICTED counts when `is_member`)."""
GONE: Final = frozenset({ChatMemberStatus.LEFT, ChatMemberStatus.BANNED})
NOT_A_PARTICIPANT: Final = ("user not found", "participant_id_invalid", "member not found")
"""How Telegram's 400 says the user was never in the group."""

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


async def replace_text(
    context: Context, message: Message, text: str, markup: InlineKeyboardMarkup | None = None
) -> None:
    """Edit one of the bot's messages into `text`; if Telegram refuses (the message is gone or
    too old to edit), send `text` as a new message instead. An unchanged message is left be."""
    await context.bot.edit_or_send(message.chat_id, message.message_id, text, reply_markup=markup)


async def _chat_member(context: Context, chat_id: int, user_id: int) -> ChatMember | bool | None:
    """getChatMember: the member; False when Telegram says the user was never in the group;
    None when it could not say (a network fault, the bot no longer there; logged)."""
    try:
        return await context.bot.get_chat_member(chat_id, user_id)
    except TelegramError as error:
        if isinstance(error, BadRequest) and any(
            word in str(error).lower() for word in NOT_A_PARTICIPANT
        ):
            return False
        logger.warning("getChatMember %s/%s failed: %s", chat_id, user_id, error)
        return None


async def is_admin(context: Context, chat_id: int, user_id: int) -> bool:
    """True if the user is an admin (or the owner) of the group, asked with getChatMember."""
    member = await _chat_member(context, chat_id, user_id)
    return isinstance(member, ChatMember) and member.status in ADMINS


def is_member_status(member: ChatMember) -> bool:
    """Whether a chat member (from getChatMember or a chat_member update) is in the group."""
    if member.status in PRESENT:
        return True
    return member.status == ChatMemberStatus.RESTRICTED and bool(
        getattr(member, "is_member", False)
    )


async def in_group(context: Context, chat_id: int, user_id: int) -> bool | None:
    """Whether the user is in the group, asked with getChatMember; None if Telegram could not
    say; a user never seen there is not in it."""
    member = await _chat_member(context, chat_id, user_id)
    return is_member_status(member) if isinstance(member, ChatMember) else member


def period_keyboard(current: rules.Period, tr: Translator, prefix: str) -> InlineKeyboardMarkup:
    """The period buttons under a board (`<prefix>:<period>`, the current one marked)."""
    return keyboard(
        [[button(view.period_button(p, tr, current), f"{prefix}:{p.value}") for p in rules.Period]]
    )


def message_id_of(update: Update) -> int | None:
    """The id of the update's message (to reply to it in groups), or None."""
    message = update.effective_message
    return message.message_id if message is not None else None
