"""/remind 19:30 (/rappel) sets the player's daily reminder, /remind off removes it; its
JobQueue job is `bot.tg.remind_jobs`. Asked in a group, it is answered with a button to the
private chat (`/start remind_1930`, `/start remind_off`, `/start remind`) that does there what
was typed: the reminder is the player's own, set and sent in private."""

from __future__ import annotations

import re
from typing import Final

from bot.drills.help_asked import asks_for_help
from bot.drills.remind_args import Remind, read_remind
from bot.storage.repo_daily import SETTING_REMIND
from bot.tg.context import Context
from bot.tg.handlers.common import Who, for_player, private_link, send
from bot.tg.handlers.daily_zone import zone_name
from bot.tg.remind_jobs import reschedule
from bot.views import members as members_view
from bot.views import remind as view
from bot.views.daily import named  # the player's name first in a group, as /tz's
from bot.views.guide import asks_about  # « c'est quoi? », « comment? », as /aide reads them

START_PAYLOAD: Final = "remind"
OFF: Final = "off"
START_PATTERN: Final = re.compile(rf"^{START_PAYLOAD}(?:_(?:(\d\d)(\d\d)|({OFF})))?$")
"""`/start remind_1930`, `/start remind_off`, `/start remind`: the link of the button /remind
answers with in a group, carrying the time typed there, « off », or nothing."""


def start_payload(asked: str | Remind | None) -> str:
    """The `/start` payload that does in private what /remind asked in a group: "19:30" ->
    `remind_1930`, None (off) -> `remind_off`, a `Remind` (nothing to change) -> `remind`."""
    if isinstance(asked, Remind):
        return START_PAYLOAD
    return f"{START_PAYLOAD}_{OFF if asked is None else asked.replace(':', '')}"


@for_player
async def remind_command(context: Context, player: Who) -> None:
    """/remind (/rappel): `/remind 19:30` sets the daily reminder, `/remind off` removes it."""
    tr = player.tr
    typed = " ".join(context.args or []).strip()
    # « /rappel aide »: the reminder as it stands and how to change it, as /rappel alone;
    # « /rappel c'est quoi? » (it was « Je ne peux pas lire « c'est quoi? » comme une heure »)
    # says first what the reminder does
    explain = asks_about(typed.split())
    asked = Remind.SHOW if explain or asks_for_help(typed) else read_remind(typed)
    if not player.private:
        markup = private_link(context, start_payload(asked), members_view.deep_link_button(tr))
        text = named(view.remind_private(asked, tr, typed), tr, player.group_name)
        await send(context, player.chat_id, text, markup=markup)
        return
    await set_remind(context, player, asked, typed, explain=explain)


async def start_link(context: Context, player: Who, match: re.Match[str]) -> None:
    """`/start remind_1930` (`START_PATTERN`, the button of /remind in a group): what was
    typed in the group, done in private."""
    hour, minute, off = match.groups()
    asked: str | Remind | None = Remind.SHOW
    if off is not None:
        asked = None
    elif hour is not None:
        asked = read_remind(f"{hour}:{minute}")  # a forged 2599 is read as any typed time
    await set_remind(context, player, asked, "" if hour is None else f"{hour}:{minute}")


async def set_remind(
    context: Context,
    player: Who,
    asked: str | Remind | None,
    typed: str,
    *,
    explain: bool = False,
) -> None:
    """The reminder set at `asked`, stopped (None) or shown (a `Remind`), and said so;
    `explain`: what the reminder does first (« /rappel c'est quoi? »)."""
    user = player.user
    at = user.settings.get(SETTING_REMIND)  # as it stood: « off » with none set says so
    at = at if isinstance(at, str) else None
    if not isinstance(asked, Remind):
        user = await context.bot_data.db.users.merge_settings(
            player.user_id, {SETTING_REMIND: asked}
        )
        reschedule(context, user)
    text = view.remind_reply(asked, typed, at, zone_name(user, context), player.tr)
    if explain:
        text = f"{view.remind_what(player.tr)}\n{text}"
    await send(context, player.chat_id, text)
