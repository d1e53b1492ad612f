"""A word said once a game is over: « merci », « bonne partie! » typed right after a game of
/play, Kings or between members ended (won, lost, abandoned), answered in kind, where it was
told « I answer counts and commands » (a `Subscriptions.unanswered` reader)."""

from __future__ import annotations

from typing import Final

from bot.drills.table_moves import Chatter, chatter_of, wishes_good_game
from bot.tg.context import Context
from bot.tg.handlers.common import Who, send
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.handlers.members_play import MEMBERS_KIND
from bot.tg.handlers.table_steps import PLAY_KIND
from bot.views import replies

GAME_KINDS: Final = (PLAY_KIND, KINGS_PLAY, MEMBERS_KIND)
"""The questions of a game, the last thing asked once it ends: /play's, Kings', members'."""


async def thanked_after_game(context: Context, player: Who, text: str) -> bool:
    """Thanks or a good game wished when the last thing asked in the chat was a step of a
    game of /play, Kings or between members that has ended: « De rien! », « Merci, bonne
    partie à vous aussi! » (in a group, after the member's name). False for any other text,
    while the game goes on, or when another drill was asked last."""
    wish = wishes_good_game(text)
    if not wish and chatter_of(text) is not Chatter.THANKS:
        return False
    db = context.bot_data.db
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.is_pending or latest.kind not in GAME_KINDS:
        return False
    if latest.kind == PLAY_KIND and await db.table.active_table_game(player.user_id) is not None:
        return False
    if latest.kind == MEMBERS_KIND and await db.members.live_member_game(player.user_id):
        return False
    line = replies.after_game_line(player.tr, wish=wish, name=player.group_name)
    await send(context, player.chat_id, line)
    return True
