"""/tz (/fuseau): the player's timezone shown, or set from a place or a zone name typed, or
chosen among suggested zones' buttons; her reminder, her weekly coach message and, said in
one line, her day move with it."""

from __future__ import annotations

from datetime import date

from bot.drills.daily import (
    read_part,
)
from bot.drills.daily_time import (
    asks_zone,
    find_timezone,
    is_timezone,
    zone,
)
from bot.drills.help_asked import asks_for_help
from bot.storage.repo_daily import SETTING_TZ
from bot.tg import coach_weekly, remind_jobs
from bot.tg.context import Context
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    for_player,
    keyboard,
    send,
)
from bot.tg.handlers.daily_zone import now_local, today, zone_name
from bot.tg.handlers.questions import (
    own_setting,
    owner_mark,
)
from bot.views import daily as view
from bot.views import daily_zone as zone_view
from bot.views import replies


async def set_zone(context: Context, player: Who, name: str) -> None:
    """Save the player's timezone, move their reminder with it and confirm (with her new day
    when the change moved it)."""
    was = today(player.user, context)
    user = await context.bot_data.db.users.merge_settings(player.user_id, {SETTING_TZ: name})
    remind_jobs.reschedule(context, user)
    coach_weekly.reschedule(context, user)
    moment = context.bot_data.clock().astimezone(zone(name))
    new_day = None if moment.date() == was else moment.date()
    waits = new_day is not None and new_day > was and await step_of_day_waits(context, player, was)
    said = zone_view.tz_set(name, moment, player.tr, new_day=new_day, step_waits=waits)
    await send(context, player.chat_id, view.named(said, player.tr, player.group_name))


async def step_of_day_waits(context: Context, player: Who, day: date) -> bool:
    """Whether a step of the player's challenge of `day` (not a replay) waits in this chat."""
    pending = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    stored = None if pending is None else read_part(pending.deal)
    return stored is not None and not stored.replay and stored.day == day


@for_player
async def tz_command(context: Context, player: Who) -> None:
    """/tz (/fuseau): show the timezone, or set it (`/tz Europe/Paris`, `/tz Montreal`)."""
    tr = player.tr
    typed = " ".join(context.args or [])
    # « /fuseau aide » offered Aden, Adélaïde, Taipei; « /fuseau ? », « lequel? »: a question
    if not typed or asks_for_help(typed) or asks_zone(typed):
        name = zone_name(player.user, context)
        is_default = not isinstance(player.user.settings.get(SETTING_TZ), str)
        lines = zone_view.tz_current(name, is_default, now_local(player.user, context), tr)
        lines[0] = view.named(lines[0], tr, player.group_name)
        await send(context, player.chat_id, "\n".join(lines))
        return
    found = find_timezone(
        typed, named=zone_view.place_zones(tr), countries=zone_view.country_zones(tr)
    )
    if found.name is not None:
        await set_zone(context, player, found.name)
        return
    owner = owner_mark(player)
    suggestions = zone_view.distinct_zones(found.suggestions, tr)
    rows = [
        [button(zone_view.zone_label(name, tr), callbacks.timezone(name, owner))]
        for name in suggestions
    ]
    said = (
        zone_view.tz_several(tr, territory=found.region)
        if found.several
        else zone_view.tz_unknown(typed, suggestions, tr)
    )
    text = view.named(said, tr, player.group_name)
    await send(context, player.chat_id, text, markup=keyboard(rows) if rows else None)


@Press.on(callbacks.TZ_PATTERN)
async def tz_button(context: Context, press: Press) -> None:
    """A suggested timezone's button: the zone saved, the suggestions' buttons taken off (one
    was chosen: the others would change it again)."""
    if not await own_setting(press, zone_view.tz_not_yours):
        return
    name = press.match[1]
    if not is_timezone(name):
        await press.query.answer(replies.no_longer_works_note(press.player.tr))
        return
    await press.query.answer()
    await press.drop_keyboard(context)
    await set_zone(context, press.player, name)
