"""The coach's weekly message (/coach weekly): one JobQueue job per player who asked for it.

Each Monday at 9:00 in the player's timezone (their /tz, else the bot's), the player gets what
improved over the week (ratings and their trend), the spot to work on and the reviews due.
The choice lives in the player's settings (`coach_weekly`), so `restore_weekly` rebuilds every
job from SQLite at start-up (`post_init`); /coach weekly, /coach weekly off and /tz add, move
or remove the job. A player who blocked the bot (a 403, or their chat already marked
inactive: `player_jobs.chat_closed`) has the message turned off. Sends go through
the bot, so through the application's rate limiter.
"""

from __future__ import annotations

import logging
from typing import Any, Final

from telegram import InlineKeyboardMarkup
from telegram.error import Forbidden, TelegramError
from telegram.ext import JobQueue

from bot.coach.plan import weakest
from bot.drills.daily_time import is_timezone, zone
from bot.engine.themes import Theme
from bot.i18n import Translator
from bot.storage import User
from bot.storage.repo_coach import ThemeRecord
from bot.tg.coaching import SETTING_WEEKLY, weekly_on
from bot.tg.context import App, Context
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import language_of
from bot.tg.handlers.daily_zone import zone_name
from bot.tg.player_jobs import chat_closed, remove_job, schedule_daily, turn_off
from bot.tg.posting import button, keyboard, send
from bot.views import coach as view
from bot.views.coach import WEEKLY_AT
from bot.views.markup import titled

logger = logging.getLogger("muggins.handlers.coach")

JOB_PREFIX: Final = "coach-weekly:"
MONDAY: Final = 1
"""PTB's day numbers run from 0 (Sunday) to 6 (Saturday)."""
MISFIRE_GRACE_SECONDS: Final = 6 * 3600


def practise_data(theme: Theme, owner: int | None = None) -> str:
    """The button that deals a question holding `theme` (in a group, `owner`'s): /coach's and
    the weekly message's « Pratiquer », here so both reach it (`bot.tg.handlers.coach`, which
    answers it, imports this module)."""
    return callbacks.owned(f"co:p:{theme.value}", owner)


def job_name(user_id: int) -> str:
    """The JobQueue name (and APScheduler id) of a player's weekly job."""
    return f"{JOB_PREFIX}{user_id}"


def unschedule(job_queue: JobQueue[Any] | None, user_id: int) -> None:
    """Remove the player's weekly job, if any."""
    remove_job(job_queue, job_name(user_id))


def schedule(job_queue: JobQueue[Any] | None, user_id: int, tz_name: str) -> bool:
    """(Re)schedule the player's weekly message, Mondays at 9:00 in `tz_name`."""
    if job_queue is None or not is_timezone(tz_name):
        unschedule(job_queue, user_id)
        return False
    schedule_daily(
        job_queue,
        weekly_job,
        WEEKLY_AT.replace(tzinfo=zone(tz_name)),
        days=(MONDAY,),
        name=job_name(user_id),
        user_id=user_id,
        misfire_grace_seconds=MISFIRE_GRACE_SECONDS,
    )
    return True


def reschedule(context: Context, user: User) -> None:
    """Make the player's job match their settings (after /coach weekly or /tz)."""
    if weekly_on(user):
        schedule(context.job_queue, user.tg_id, zone_name(user, context))
    else:
        unschedule(context.job_queue, user.tg_id)


async def restore_weekly(application: App) -> int:
    """Rebuild every weekly job from SQLite (at start-up); the number scheduled."""
    data = application.bot_data
    scheduled = 0
    for user_id in await data.db.coach.weekly_users():
        user = await data.db.users.get_user(user_id)
        if user is None:
            continue
        if schedule(application.job_queue, user_id, zone_name(user, application)):
            scheduled += 1
    logger.info("coach weekly messages scheduled: %d", scheduled)
    return scheduled


async def weekly_message(context: Context, user: User) -> tuple[str, InlineKeyboardMarkup | None]:
    """The weekly message for a player (HTML), and its button: « Pratiquer » on the spot to
    work on, as /coach offers it (none when there is none)."""
    tr = context.bot_data.i18n.translator(language_of(user, None, context))
    overview = await context.bot_data.db.coach.overview(user.tg_id)
    weak = weakest(overview.themes)
    now = context.bot_data.clock()
    lines = view.weekly_lines(overview, weak, zone(zone_name(user, context)), tr, now)
    return "\n".join(titled(lines)), _practise_markup(weak, tr)


def _practise_markup(weak: list[ThemeRecord], tr: Translator) -> InlineKeyboardMarkup | None:
    if not weak:
        return None
    theme = weak[0].stat.theme
    return keyboard([[button(view.practise_button(theme, tr), practise_data(theme))]])


async def weekly_text(context: Context, user: User) -> str:
    """The weekly message's text alone (HTML)."""
    text, _ = await weekly_message(context, user)
    return text


async def weekly_job(context: Context) -> None:
    """Send one player's weekly message, unless they turned it off meanwhile."""
    job = context.job
    if job is None or job.user_id is None:
        return
    user_id = job.user_id
    db = context.bot_data.db
    user = await db.users.get_user(user_id)
    if user is None or not weekly_on(user):
        unschedule(context.job_queue, user_id)
        return
    name, where = job_name(user_id), "coach weekly message"
    if await chat_closed(context, user_id, setting=SETTING_WEEKLY, name=name, where=where):
        return  # they blocked the bot: no call Telegram would refuse
    try:
        text, markup = await weekly_message(context, user)
        await send(context, user_id, text, markup=markup)
    except Forbidden as error:
        await turn_off(context, user_id, error, setting=SETTING_WEEKLY, name=name, where=where)
    except TelegramError as error:
        logger.warning("coach weekly message to %s failed: %s", user_id, error)
