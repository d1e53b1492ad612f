"""The coach's weekly message is `bot.tg.coach_weekly` (not a handler): these names stay for
the handlers that import them from here."""

from bot.tg.coach_weekly import reschedule as reschedule
from bot.tg.coach_weekly import unschedule as unschedule
