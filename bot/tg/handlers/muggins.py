"""Which muggins setting a count is settled under: the club's in its group, else the player's.

In a club's group the drills are the club's challenges, so the group admins' `/club muggins
on|off` applies; in a private chat the player's own `/variant muggins on|off` does. Both are on
unless turned off.
"""

from __future__ import annotations

from typing import TypedDict

from bot.drills.grading import excess_to_opponent, muggins_on
from bot.tg.context import Context
from bot.tg.handlers.common import Who


async def muggins_setting(context: Context, player: Who) -> bool:
    """Whether muggins is played for this player's count, here."""
    if not player.private:
        club = await context.bot_data.db.clubs.get_club(player.chat_id)
        if club is not None:
            return club.muggins
    return muggins_on(player.user.settings)


class CountLaws(TypedDict):
    """The laws a player's count is settled under, as the graders take them: `muggins`
    (`muggins_setting`) and `excess_to_opponent`, the over-count's excess to the opponent (the
    ACC's rule, chosen in /variant) or only corrected (the seeds' law, the default)."""

    muggins: bool
    excess_to_opponent: bool


async def count_laws(context: Context, player: Who) -> CountLaws:
    """The laws of this player's count, here (`**await count_laws(...)` into a grader)."""
    return CountLaws(
        muggins=await muggins_setting(context, player),
        excess_to_opponent=excess_to_opponent(player.user.settings),
    )
