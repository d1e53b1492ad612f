"""A club's scheduled posts, outside any update: its daily card at its post time and its
weekly summary on Mondays (JobQueue jobs in the club's timezone, rebuilt from SQLite at
start-up by `schedule_all`), and what they share with the club handlers (`handlers.club_base`):
the club's day, language and timezone."""

from __future__ import annotations

import logging
import secrets
from collections import Counter
from datetime import date, datetime, time
from typing import Any, Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import Forbidden
from telegram.ext import JobQueue

from bot.drills import club as rules
from bot.drills.daily import challenge_for
from bot.drills.daily_time import is_timezone, local_day, local_timezone, zone
from bot.drills.typed_time import parse_clock
from bot.i18n import LANGUAGES, Translator
from bot.storage.repo_club import Club
from bot.tg import delivery
from bot.tg.context import App, Context
from bot.tg.posting import fit, send
from bot.views import club_posts as view
from bot.views.markup import titled

logger = logging.getLogger("muggins.club")

WEEKLY_TIME: Final = time(9, 0)
"""When the weekly summary is posted (Mondays) in a club without a daily post time."""
MONDAY: Final = 1
"""PTB's `run_daily` numbers days from Sunday = 0."""


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


async def posts_translator(
    club: Club, context: Context, fallback: Translator | None = None
) -> Translator:
    """The language of the posts the club's group reads (its card, at its post time or on
    /daily, its weekly summary): the club's, else the one most of its members read (the
    language each chose, else their Telegram's), else (no members, or as many each way)
    `fallback`'s, the language of the member who asked for the post, else the bot's
    default."""
    i18n, default = context.bot_data.i18n, context.bot_data.config.default_lang
    if club.lang in LANGUAGES:
        return i18n.translator(club.lang)
    readers = Counter(
        lang if lang in LANGUAGES else i18n.negotiate(code, default)
        for lang, code in await context.bot_data.db.clubs.member_languages(club.chat_id)
    )
    most = readers.most_common(2)
    if most and (len(most) == 1 or most[0][1] > most[1][1]):
        return i18n.translator(most[0][0])
    return fallback if fallback is not None else i18n.translator(default)


async def send_card(
    context: Context, club: Club, fallback: Translator | None, *, reply_to: int | None = None
) -> int | None:
    """Post the club's card for today: the deals (no answers) and the deep-link button;
    remembered (`bot_data.cards`) so that /daily again that day points to it."""
    tr = club_translator(club, fallback, context)
    today = club_today(club, context)
    rows = await context.bot_data.db.clubs.board(
        club.chat_id, today.isoformat(), tiebreak=club.tiebreak, user_id=None, limit=0
    )
    markup = card_markup(club, tr, context)
    text = fit(view.card_lines(club.title, challenge_for(today), rows.players, tr))
    context.bot_data.cards[club.chat_id] = today
    return await send(context, club.chat_id, text, markup=markup, reply_to=reply_to)


def card_markup(club: Club, tr: Translator, context: Context) -> InlineKeyboardMarkup:
    """The card's deep-link button: it opens the private chat, the player joined to the club."""
    link = rules.deep_link(context.bot.username, rules.invite_payload(club.invite))
    return InlineKeyboardMarkup([[InlineKeyboardButton(view.card_button(tr), url=link)]])


def card_posted(club: Club, context: Context) -> bool:
    """Whether this process posted the club's card today (by /daily or at the club's time)."""
    return context.bot_data.cards.get(club.chat_id) == club_today(club, context)


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
    """The active club of the running job, or None. A club whose group is marked inactive
    (`db.chats`: a 403 there before, from a reply or a table's post) is closed with its jobs
    at once, as a refused post would close it, without a post Telegram would refuse."""
    job = context.job
    if job is None or job.chat_id is None:
        return None
    db = context.bot_data.db
    club = await db.clubs.get_club(job.chat_id)
    if club is None or not club.active:
        return None
    if not await db.chats.is_chat_active(club.chat_id):
        logger.info("club %s closed: its group is marked inactive", club.chat_id)
        await db.clubs.close_club(club.chat_id)
        unschedule_club(context.job_queue, club.chat_id)
        return None
    return club


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
        await send_card(context, club, await posts_translator(club, context))
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
    tr = await posts_translator(club, context)
    return html(view.summary_lines(club.title, summary, tr))
