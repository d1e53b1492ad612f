"""The daily reminders' JobQueue jobs (/remind 19:30 sets one: `handlers.remind`).

A reminder is the player's local time, stored in their settings (it survives restarts) and
scheduled as one daily job of PTB's JobQueue (APScheduler, in the player's timezone, so the
reminder stays at 19:30 local across daylight-saving changes). `restore_reminders` rebuilds
every job from SQLite at start-up (`post_init`); /remind and /tz add, move or remove the
player's job.

When the job fires, the player gets one message with a button that opens the challenge, but
only while today's challenge is unfinished (on their local day): a player who answered one
part and stopped is told how many parts are left, so the streak is not lost; a finished
challenge gets nothing, and a player is reminded once a day at most (the day of the last
reminder is kept in their settings, so moving /remind or /tz later the same day does not
send a second one). A player who
blocked the bot (Telegram answers 403 Forbidden) has their reminder turned off and its job
removed: a blocked player is never retried; one whose chat is already marked inactive
(`db.chats`: Telegram's `my_chat_member` told the bot it was blocked) has it turned off
likewise, without the call. Sends go through the bot, and so through the
application's rate limiter (PTB's `AIORateLimiter` in production): a thousand reminders at
19:30 are paced under Telegram's limits instead of failing with 429s. A send still refused
for flooding (429) once the limiter has waited it out is tried again a minute later, three
times at most (`python -m bot.bench daily` measures both).
"""

from __future__ import annotations

import logging
from datetime import time
from typing import Any, Final

from telegram.error import Forbidden, RetryAfter, TelegramError
from telegram.ext import JobQueue

from bot.drills.daily import PART_COUNT
from bot.drills.daily_time import is_timezone, zone
from bot.drills.typed_time import parse_clock
from bot.storage import User
from bot.storage.repo_daily import SETTING_REMIND, SETTING_REMINDED
from bot.tg.context import App, Context
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import language_of
from bot.tg.handlers.daily_zone import today, zone_name
from bot.tg.player_jobs import chat_closed, remove_job, schedule_daily, turn_off
from bot.tg.posting import button, keyboard, send
from bot.views import remind as view

logger = logging.getLogger("muggins.handlers.remind")

JOB_PREFIX: Final = "daily-remind:"
MISFIRE_GRACE_SECONDS: Final = 3600
"""A reminder late by up to an hour (a busy minute, a slow start) is still sent; later than
that it waits for the next day."""
RETRY_SECONDS: Final = 60
RETRIES: Final = 3
RETRY_SUFFIX: Final = ":retry"


def job_name(user_id: int) -> str:
    """The JobQueue name of a player's reminder."""
    return f"{JOB_PREFIX}{user_id}"


def reminder_time(at: str, tz_name: str) -> time | None:
    """The stored "HH:MM" as a time in the player's zone; None if either is unreadable."""
    moment = parse_clock(at)
    if moment is None or not is_timezone(tz_name):
        return None
    return moment.replace(tzinfo=zone(tz_name))


def unschedule(job_queue: JobQueue[Any] | None, user_id: int) -> None:
    """Remove the player's reminder job, if any (found by its id: no scan of every job)."""
    remove_job(job_queue, job_name(user_id))


def schedule(job_queue: JobQueue[Any] | None, user_id: int, at: str, tz_name: str) -> bool:
    """(Re)schedule the player's daily reminder; False (and none) if the time or zone is
    unreadable. The job's APScheduler id is its name, so a new time replaces the old job."""
    moment = reminder_time(at, tz_name)
    if job_queue is None or moment is None:
        unschedule(job_queue, user_id)
        return False
    schedule_daily(
        job_queue,
        remind_job,
        moment,
        name=job_name(user_id),
        user_id=user_id,
        misfire_grace_seconds=MISFIRE_GRACE_SECONDS,
    )
    return True


def reschedule(context: Context, user: User) -> None:
    """Make the player's job match their settings (after /remind or /tz)."""
    at = user.settings.get(SETTING_REMIND)
    if isinstance(at, str):
        schedule(context.job_queue, user.tg_id, at, zone_name(user, context))
    else:
        unschedule(context.job_queue, user.tg_id)


async def restore_reminders(application: App) -> int:
    """Rebuild every reminder job from SQLite (at start-up); the number scheduled."""
    data = application.bot_data
    scheduled = 0
    for reminder in await data.db.daily.reminders():
        tz_name = reminder.tz if reminder.tz and is_timezone(reminder.tz) else None
        if schedule(
            application.job_queue,
            reminder.user_id,
            reminder.at,
            tz_name or data.config.default_tz,
        ):
            scheduled += 1
        else:
            logger.warning("unreadable reminder for user %s: %r", reminder.user_id, reminder.at)
    logger.info("daily reminders scheduled: %d", scheduled)
    return scheduled


def retry_later(context: Context, user_id: int, attempt: int) -> bool:
    """Try a reminder again in `RETRY_SECONDS` (a one-off job); False after `RETRIES`."""
    if context.job_queue is None or attempt >= RETRIES:
        return False
    context.job_queue.run_once(
        remind_job,
        RETRY_SECONDS,
        data=attempt + 1,
        name=f"{job_name(user_id)}{RETRY_SUFFIX}",
        chat_id=user_id,
        user_id=user_id,
        job_kwargs={"misfire_grace_time": MISFIRE_GRACE_SECONDS},
    )
    return True


async def remind_job(context: Context) -> None:
    """Send one player's reminder, unless today's challenge is finished, they were already
    reminded today or they turned it off meanwhile.

    A send still refused for flooding (429) after the rate limiter's own retries is tried
    again a minute later (`RETRIES` times at most), so a busy minute loses no reminder.
    """
    job = context.job
    if job is None or job.user_id is None:
        return
    user_id = job.user_id
    attempt = job.data if isinstance(job.data, int) else 0
    db = context.bot_data.db
    user = await db.users.get_user(user_id)
    if user is None or not isinstance(user.settings.get(SETTING_REMIND), str):
        unschedule(context.job_queue, user_id)
        return
    day = today(user, context)
    if user.settings.get(SETTING_REMINDED) == day.isoformat():
        return  # reminded already today
    row = await db.daily.daily_result(user_id, day)
    if row is not None and row.finished:
        return  # today's challenge is done
    name, where = job_name(user_id), "daily reminder"
    if await chat_closed(context, user_id, setting=SETTING_REMIND, name=name, where=where):
        return  # they blocked the bot: no call Telegram would refuse
    left = PART_COUNT - row.parts_done if row is not None else None
    tr = context.bot_data.i18n.translator(language_of(user, None, context))
    markup = keyboard([[button(view.play_button(tr), callbacks.daily_play())]])
    try:
        await send(context, user_id, view.reminder(tr, left), markup=markup)
        await db.users.merge_settings(user_id, {SETTING_REMINDED: day.isoformat()})
    except Forbidden as error:
        await turn_off(context, user_id, error, setting=SETTING_REMIND, name=name, where=where)
    except RetryAfter as error:
        again = retry_later(context, user_id, attempt)
        logger.warning("daily reminder to %s flooded (%s); again: %s", user_id, error, again)
    except TelegramError as error:
        logger.warning("daily reminder to %s failed: %s", user_id, error)
