"""/pictures on|off (alias /images): the player's choice of pictures and deck colours (what
they change is `bot.tg.pictures`)."""

from __future__ import annotations

from bot.drills.help_asked import asks_for_help, asks_what_it_is
from bot.tg.context import Context
from bot.tg.handlers.common import Who, for_player, send
from bot.tg.pictures import SETTING_FOUR_COLOURS, SETTING_PICTURES, four_colours, pictures_on
from bot.views import pictures as views
from bot.views.daily import named  # the player's name first in a group: the setting is theirs


@for_player
async def pictures_command(context: Context, player: Who) -> None:
    """/pictures (/images) [on|off]: say or change the setting."""
    words = context.args or []
    typed = " ".join(words)  # « /images aide », « /images c'est quoi? »: as /images alone
    if asks_for_help(typed) or asks_what_it_is(typed):
        words = []
    said = views.read_pictures_args(words)
    if said is not None and said.on is not None:
        settings = {SETTING_PICTURES: said.on}
        if said.four_colours is not None:
            settings[SETTING_FOUR_COLOURS] = said.four_colours
        await context.bot_data.db.users.merge_settings(player.user_id, settings)
    chosen = isinstance(player.user.settings.get(SETTING_PICTURES), bool)
    text = views.pictures_reply(
        said,
        pictures_on(player),
        four_colours(player),
        player.tr,
        words,
        group_default=not player.private and not chosen,  # text here, cards in private
    )
    await send(context, player.chat_id, named(text, player.tr, player.group_name))
