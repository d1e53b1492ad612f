"""/remind 19:30 (/rappel) sets the player's daily reminder, /remind off removes it; its
JobQueue job is `bot.tg.remind_jobs`."""

from __future__ import annotations

from bot.drills.remind_args import Remind, read_remind
from bot.storage.repo_daily import SETTING_REMIND
from bot.tg.context import Context
from bot.tg.handlers.common import Who, for_player, send
from bot.tg.handlers.daily_zone import zone_name
from bot.tg.remind_jobs import reschedule
from bot.views import daily as view


@for_player
async def remind_command(context: Context, player: Who) -> None:
    """/remind (/rappel): `/remind 19:30` sets the daily reminder, `/remind off` removes it."""
    tr = player.tr
    if not player.private:
        await send(context, player.chat_id, view.remind_private(tr))
        return
    typed = " ".join(context.args or []).strip()
    asked = read_remind(typed)
    user = player.user
    at = user.settings.get(SETTING_REMIND)  # as it stood: « off » with none set says so
    at = at if isinstance(at, str) else None
    if not isinstance(asked, Remind):
        user = await context.bot_data.db.users.merge_settings(
            player.user_id, {SETTING_REMIND: asked}
        )
        reschedule(context, user)
    text = view.remind_reply(asked, typed, at, zone_name(user, context), tr)
    await send(context, player.chat_id, text)
