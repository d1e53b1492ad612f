"""The player's timezone and local day (shared by /daily, /tz and the reminders)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

from bot.drills.daily_time import is_timezone, local_day, zone
from bot.storage import User
from bot.storage.repo_daily import SETTING_TZ
from bot.tg.context import App, Context


def zone_name(user: User, context: Context | App) -> str:
    """The player's timezone name: their /tz choice, else the bot's default (MUGGINS_TZ)."""
    chosen = user.settings.get(SETTING_TZ)
    if isinstance(chosen, str) and is_timezone(chosen):
        return chosen
    return context.bot_data.config.default_tz


def player_zone(user: User, context: Context) -> ZoneInfo:
    """The player's timezone."""
    return zone(zone_name(user, context))


def now_local(user: User, context: Context) -> datetime:
    """The clock's time where the player lives."""
    return context.bot_data.clock().astimezone(player_zone(user, context))


def today(user: User, context: Context) -> date:
    """The player's local date: the day whose challenge they play."""
    return local_day(context.bot_data.clock(), player_zone(user, context))
