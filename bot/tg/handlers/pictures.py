"""/pictures on|off (alias /images): the player's choice of pictures and deck colours (what
they change is `bot.tg.pictures`)."""

from __future__ import annotations

from telegram import Update

from bot.tg.context import Context
from bot.tg.handlers.common import send, who
from bot.tg.pictures import SETTING_FOUR_COLOURS, SETTING_PICTURES, four_colours, pictures_on
from bot.views import pictures as views


async def pictures_command(update: Update, context: Context) -> None:
    """/pictures (/images) [on|off]: say or change the setting."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    said = views.read_pictures_args(context.args or [])
    if said is None:
        text = views.pictures_usage(tr)
    elif said.on is None:
        text = views.pictures_state(pictures_on(player), four_colours(player), tr)
    else:
        settings = {SETTING_PICTURES: said.on}
        if said.four_colours is not None:
            settings[SETTING_FOUR_COLOURS] = said.four_colours
        await context.bot_data.db.users.merge_settings(player.user_id, settings)
        four = said.four_colours
        text = views.pictures_set(said.on, tr) if four is None else views.colours_set(four, tr)
    await send(context, player.chat_id, text)
