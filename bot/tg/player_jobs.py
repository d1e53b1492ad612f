"""A player's daily JobQueue job (the /remind reminder, the /coach weekly message): one job
per player, named by the caller, whose APScheduler id is its name, so scheduling it again
replaces it and removing it needs no scan of every job."""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from datetime import time
from typing import Any

from telegram.error import Forbidden
from telegram.ext import JobQueue

from bot.tg import delivery
from bot.tg.context import Context

logger = logging.getLogger("muggins.player_jobs")

EVERY_DAY: tuple[int, ...] = tuple(range(7))
"""PTB's day numbers, 0 (Sunday) to 6 (Saturday): every day, as `run_daily` has it."""


def schedule_daily(
    job_queue: JobQueue[Any],
    callback: Callable[[Any], Coroutine[Any, Any, object]],
    at: time,
    *,
    name: str,
    user_id: int,
    misfire_grace_seconds: int,
    days: tuple[int, ...] = EVERY_DAY,
) -> None:
    """(Re)schedule the player's job `name` at `at` (its tzinfo: the player's zone) on `days`,
    in their private chat; a run missed by up to `misfire_grace_seconds` still runs, once."""
    job_queue.run_daily(
        callback,
        at,
        days=days,
        name=name,
        chat_id=user_id,
        user_id=user_id,
        job_kwargs={
            "id": name,
            "replace_existing": True,
            "misfire_grace_time": misfire_grace_seconds,
            "coalesce": True,
        },
    )


def remove_job(job_queue: JobQueue[Any] | None, name: str) -> None:
    """Remove the job `name`, if any (found by its id)."""
    if job_queue is not None and job_queue.scheduler.get_job(name) is not None:
        job_queue.scheduler.remove_job(name)


async def turn_off(
    context: Context,
    user_id: int,
    error: Forbidden | None,
    *,
    setting: str,
    name: str,
    where: str,
) -> None:
    """The player blocked the bot (or their chat is gone): their `setting` off and the job
    `name` removed for good, never retried. `error`: the 403 that said so (the chat is then
    marked inactive); None when the chat was already marked inactive (`chat_closed`)."""
    logger.info("user %s blocked the bot: %s turned off", user_id, where)
    if error is not None:
        await delivery.chat_gone(context, user_id, error, where=where)
    await context.bot_data.db.users.merge_settings(user_id, {setting: None})
    remove_job(context.job_queue, name)


async def chat_closed(
    context: Context, user_id: int, *, setting: str, name: str, where: str
) -> bool:
    """Whether the player's chat is marked inactive (`db.chats`: a 403 before, or Telegram's
    `my_chat_member` when they blocked the bot): then their `setting` is turned off and the
    job `name` removed at once, as a 403 would have done, without a call that Telegram would
    refuse."""
    if await context.bot_data.db.chats.is_chat_active(user_id):
        return False
    await turn_off(context, user_id, None, setting=setting, name=name, where=where)
    return True
