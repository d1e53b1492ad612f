"""Clubs on Telegram, the shared part: helpers every club handler uses, the daily card, and
the JobQueue jobs (each club's card at its post time, its weekly summary on Mondays, in the
club's timezone), rebuilt from SQLite at start-up by `schedule_all`."""

from __future__ import annotations

import logging
import re
import secrets
from datetime import date, datetime, time
from typing import Any, Final

from telegram import ChatMember, InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import BadRequest, Forbidden, TelegramError
from telegram.ext import JobQueue

from bot.drills import club as rules
from bot.drills.daily import challenge_for
from bot.drills.daily_time import (
    is_timezone,
    local_day,
    local_timezone,
    parse_clock,
    zone,
)
from bot.i18n import LANGUAGES, Translator
from bot.storage.repo_club import Club
from bot.tg import delivery
from bot.tg.context import App, Context
from bot.tg.handlers.common import (
    Press,
    button,
    fit,
    keyboard,
    pressed,
    send,
    short_name,
)
from bot.views import club as view
from bot.views.markup import titled

logger = logging.getLogger("muggins.club")

WEEKLY_TIME: Final = time(9, 0)
"""When the weekly summary is posted (Mondays) in a club without a daily post time."""
MONDAY: Final = 1
"""PTB's `run_daily` numbers days from Sunday = 0."""
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


def html(lines: list[str]) -> str:
    """A message from plain view lines: the first in bold, every line escaped."""
    return fit(titled(lines))


def new_invite() -> str:
    """A fresh unguessable invite token (128 random bits, URL-safe)."""
    return secrets.token_urlsafe(16)


def timezone_of(club: Club, default: str) -> str:
    """The club's timezone name (the bot's default until /club sets one). A name stored before
    the fixed-offset zones were refused ("EST") reads as the zone people mean by it."""
    if club.timezone and not is_timezone(club.timezone):
        return local_timezone(club.timezone) or default
    return club.timezone or default


def club_today(club: Club, context: Context) -> date:
    """Today in the club's timezone, by the database's clock."""
    now = datetime.fromisoformat(context.bot_data.db.now())
    return local_day(now, zone(timezone_of(club, context.bot_data.config.default_tz)))


def club_translator(club: Club, fallback: Translator | None, context: Context) -> Translator:
    """The club's language if set, else `fallback` (the caller's), else the bot's default."""
    i18n = context.bot_data.i18n
    if club.lang in LANGUAGES:
        return i18n.translator(club.lang)
    return (
        fallback if fallback is not None else i18n.translator(context.bot_data.config.default_lang)
    )


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


async def send_card(
    context: Context, club: Club, fallback: Translator | None, *, reply_to: int | None = None
) -> int | None:
    """Post the club's card for today: the deals (no answers) and the deep-link button."""
    tr = club_translator(club, fallback, context)
    today = club_today(club, context)
    rows = await context.bot_data.db.clubs.board(
        club.chat_id, today.isoformat(), tiebreak=club.tiebreak, user_id=None, limit=0
    )
    link = rules.deep_link(context.bot.username, rules.invite_payload(club.invite))
    markup = InlineKeyboardMarkup([[InlineKeyboardButton(view.card_button(tr), url=link)]])
    text = fit(view.card_lines(club.title, challenge_for(today), rows.players, tr))
    return await send(context, club.chat_id, text, markup=markup, reply_to=reply_to)


def card_job_name(chat_id: int) -> str:
    """The JobQueue name of a club's daily card."""
    return f"club-card:{chat_id}"


def weekly_job_name(chat_id: int) -> str:
    """The JobQueue name of a club's weekly summary."""
    return f"club-week:{chat_id}"


def unschedule_club(job_queue: JobQueue[Any] | None, chat_id: int) -> None:
    """Remove the club's daily card and weekly summary jobs."""
    if job_queue is None:
        return
    for name in (card_job_name(chat_id), weekly_job_name(chat_id)):
        for job in job_queue.get_jobs_by_name(name):
            job.schedule_removal()


def schedule_club(job_queue: JobQueue[Any] | None, club: Club, default_tz: str) -> None:
    """(Re)schedule the club's daily card and weekly summary; none for a club the bot left."""
    unschedule_club(job_queue, club.chat_id)
    if job_queue is None or not club.active:
        return
    tz = zone(timezone_of(club, default_tz))
    post = parse_clock(club.post_time) if club.post_time else None
    if post is not None:
        job_queue.run_daily(
            card_job,
            post.replace(tzinfo=tz),
            name=card_job_name(club.chat_id),
            chat_id=club.chat_id,
        )
    if club.weekly:
        job_queue.run_daily(
            weekly_job,
            (post or WEEKLY_TIME).replace(tzinfo=tz),
            days=(MONDAY,),
            name=weekly_job_name(club.chat_id),
            chat_id=club.chat_id,
        )


async def schedule_all(application: App) -> int:
    """Rebuild every active club's jobs from SQLite (at start-up); the number of clubs."""
    clubs = await application.bot_data.db.clubs.active_clubs()
    for club in clubs:
        schedule_club(application.job_queue, club, application.bot_data.config.default_tz)
    return len(clubs)


async def _job_club(context: Context) -> Club | None:
    """The active club of the running job, or None."""
    job = context.job
    if job is None or job.chat_id is None:
        return None
    club = await context.bot_data.db.clubs.get_club(job.chat_id)
    return club if club is not None and club.active else None


async def _gone(context: Context, club: Club, error: Forbidden) -> None:
    """Posting was refused (the bot was removed unnoticed): close the club and its jobs."""
    logger.info("club %s closed: %s", club.chat_id, error)
    await delivery.chat_gone(context, club.chat_id, error, where="club post")
    await context.bot_data.db.clubs.close_club(club.chat_id)
    unschedule_club(context.job_queue, club.chat_id)


async def card_job(context: Context) -> None:
    """The daily card, posted at the club's time."""
    club = await _job_club(context)
    if club is None:
        return
    try:
        await send_card(context, club, None)
    except Forbidden as error:
        await _gone(context, club, error)


async def weekly_job(context: Context) -> None:
    """The weekly summary of last week, posted on Mondays (nothing if nobody played)."""
    club = await _job_club(context)
    if club is None:
        return
    text = await summary_text(club, context)
    if text is None:
        return
    try:
        await send(context, club.chat_id, text)
    except Forbidden as error:
        await _gone(context, club, error)


async def summary_text(club: Club, context: Context) -> str | None:
    """The summary of the week before the club's current one; None if nobody played."""
    week = rules.previous_week(club_today(club, context))
    this_week, last_week, streaks = await context.bot_data.db.clubs.week_facts(
        club.chat_id, week, rules.previous_week(week)
    )
    summary = rules.weekly_summary(week, this_week, last_week, streaks, club.tiebreak)
    if summary.empty:
        return None
    tr = club_translator(club, None, context)
    return html(view.summary_lines(club.title, summary, tr))
