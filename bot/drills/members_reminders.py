"""A game between members that waits (issue 21, no clock): a private reminder after 12 hours
without a move, one in the group after 48, abandoned after 7 days; a table still taking seats
is withdrawn after 7 days and never reminded. `nudge` decides from how long the game waited
(`idle_since`); the scan that sends is `bot.tg.handlers.members_group.reminders_tick`."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from enum import Enum
from typing import Final

PRIVATE_REMINDER: Final = timedelta(hours=12)
GROUP_REMINDER: Final = timedelta(hours=48)
ABANDON_AFTER: Final = timedelta(days=7)


class Nudge(Enum):
    """What a waiting game is due; a reminder's value is the game's `reminded` once sent."""

    PRIVATE = 1
    GROUP = 2
    ABANDON = "abandon"
    WITHDRAW = "withdraw"


def idle_since(moved_at: str, now: datetime) -> timedelta:
    """How long a game last moved at `moved_at` (as stored: ISO 8601, read as UTC when it
    names no zone) has waited at `now` (timezone-aware)."""
    moved = datetime.fromisoformat(moved_at)
    return now - (moved if moved.tzinfo is not None else moved.replace(tzinfo=UTC))


def nudge(idle: timedelta, reminded: int, *, taking_seats: bool) -> Nudge | None:
    """What a game idle for `idle`, reminded `reminded` times already (0, 1 or 2), is due now;
    None: nothing yet."""
    if taking_seats:
        return Nudge.WITHDRAW if idle >= ABANDON_AFTER else None
    if idle >= ABANDON_AFTER:
        return Nudge.ABANDON
    if idle >= GROUP_REMINDER:
        return Nudge.GROUP if reminded < Nudge.GROUP.value else None
    if idle >= PRIVATE_REMINDER and reminded < Nudge.PRIVATE.value:
        return Nudge.PRIVATE
    return None
