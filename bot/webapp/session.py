"""A Mini App call as a chat update would see it: the player (`Who`) and a handler `Context`.

The Mini App acts only in the player's private chat with the bot (chat id = user id): the
games it shows and plays are the ones `/kings play` and `/play` keep there, through the same
handler functions, so the chat and the page share one stored game. Calls of one player are
taken one at a time (`turn`), as the update processor takes a player's updates.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import cast

from telegram.ext import CallbackContext

from bot.tg.context import App, Context
from bot.tg.handlers.common import Who, language_of
from bot.views.names import short_name
from bot.webapp.auth import WebAppUser

_TURNS: dict[int, asyncio.Lock] = {}


def context_for(application: App, user_id: int) -> Context:
    """A handler context for the player's private chat (PTB's own `CallbackContext`)."""
    return cast(Context, CallbackContext(application, chat_id=user_id, user_id=user_id))


async def player_for(context: Context, caller: WebAppUser) -> Who:
    """The player behind a checked call, recorded as a chat update records its sender."""
    data = context.bot_data
    user = await data.db.users.get_or_create_user(caller.id, language_code=caller.language_code)
    return Who(
        user_id=caller.id,
        chat_id=caller.id,
        private=True,
        name=short_name(caller.first_name),
        user=user,
        tr=data.i18n.translator(language_of(user, caller.language_code, context)),
    )


@asynccontextmanager
async def turn(user_id: int) -> AsyncIterator[None]:
    """One call of a player at a time (two open pages of one game stay in step)."""
    async with _TURNS.setdefault(user_id, asyncio.Lock()):
        yield
