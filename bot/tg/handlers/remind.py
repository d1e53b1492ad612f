"""/remind 19:30 (/rappel) sets the player's daily reminder, /remind off removes it; its
JobQueue job is `bot.tg.remind_jobs`."""

from __future__ import annotations

from typing import Final

from telegram import Update

from bot.drills.daily_time import format_clock, parse_clock
from bot.storage.repo_daily import SETTING_REMIND
from bot.tg.context import Context
from bot.tg.handlers.common import send, who
from bot.tg.handlers.daily_zone import zone_name
from bot.tg.remind_jobs import reschedule as reschedule
from bot.tg.remind_jobs import unschedule as unschedule
from bot.views import daily as view

OFF_WORDS: Final = frozenset({"off", "stop", "no", "non", "aucun", "arrêt", "arret", "none"})


async def remind_command(update: Update, context: Context) -> None:
    """/remind (/rappel): `/remind 19:30` sets the daily reminder, `/remind off` removes it."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    if not player.private:
        await send(context, player.chat_id, view.remind_private(tr))
        return
    typed = " ".join(context.args or []).strip()
    db = context.bot_data.db
    if not typed:
        at = player.user.settings.get(SETTING_REMIND)
        lines = view.remind_current(
            at if isinstance(at, str) else None, zone_name(player.user, context), tr
        )
        await send(context, player.chat_id, "\n".join(lines))
        return
    if typed.casefold() in OFF_WORDS:
        user = await db.users.merge_settings(player.user_id, {SETTING_REMIND: None})
        reschedule(context, user)
        await send(context, player.chat_id, view.remind_off(tr))
        return
    moment = parse_clock(typed)
    if moment is None:
        await send(context, player.chat_id, view.remind_bad_time(typed, tr))
        return
    at = format_clock(moment)
    user = await db.users.merge_settings(player.user_id, {SETTING_REMIND: at})
    reschedule(context, user)
    await send(context, player.chat_id, view.remind_set(at, zone_name(user, context), tr))
