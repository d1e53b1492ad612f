"""The player's muggins game in a chat: their settings (target, margins) and the current game,
started when a drill that pegs needs one."""

from __future__ import annotations

from typing import Final

from bot.drills.game import DEFAULT_MARGIN_RULE, DEFAULT_TARGET, GAME_TARGETS
from bot.engine.variants import MARGIN_RULES
from bot.storage import Game, User
from bot.tg.context import Context
from bot.tg.handlers.common import Who

SETTING_TARGET: Final = "game_target"
SETTING_MARGIN: Final = "margin_rule"


def game_settings(user: User) -> tuple[int, str]:
    """The player's game target and margin rule (defaults: 121, skunk)."""
    target = user.settings.get(SETTING_TARGET)
    margin = user.settings.get(SETTING_MARGIN)
    return (
        target if target in GAME_TARGETS else DEFAULT_TARGET,
        margin if margin in MARGIN_RULES else DEFAULT_MARGIN_RULE,
    )


async def current_or_new_game(context: Context, player: Who) -> Game:
    """The player's muggins game in this chat, started with their settings if there is none."""
    db = context.bot_data.db
    game = await db.games.current_game(player.user_id, player.chat_id)
    if game is None:
        target, margin = game_settings(player.user)
        game = await db.games.start_game(
            player.user_id, player.chat_id, target=target, margin_rule=margin
        )
    return game
