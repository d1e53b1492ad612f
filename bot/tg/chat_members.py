"""Who is in a group, asked of Telegram (getChatMember) for any handler: an administrator, a
member, or someone who was never there; and the chat types and statuses that say it."""

from __future__ import annotations

import logging
from typing import Final

from telegram import ChatMember
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import BadRequest, TelegramError

from bot.tg.context import Context

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


async def first_name(context: Context, chat_id: int, user_id: int) -> str | None:
    """A group member's first name as getChatMember says it; None when Telegram could not
    say, or says the user was never in the group."""
    member = await _chat_member(context, chat_id, user_id)
    return member.user.first_name if isinstance(member, ChatMember) else None


async def is_admin(context: Context, chat_id: int, user_id: int) -> bool:
    """True if the user is an admin (or the owner) of the group, asked with getChatMember."""
    return bool(await admin_status(context, chat_id, user_id))


async def admin_status(context: Context, chat_id: int, user_id: int) -> bool | None:
    """As `is_admin`, but None when Telegram could not say (a network fault): an admin then
    hears « try again », not « only admins may »."""
    member = await _chat_member(context, chat_id, user_id)
    if member is None:
        return None
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
