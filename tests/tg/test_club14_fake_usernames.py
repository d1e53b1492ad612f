"""The fake Bot API answered getChatMember with no @username, so tests that needed one patched
its method table (`local._METHODS`, a private name). The fake now says a member's username
the way Telegram does, from its public `usernames` mapping."""

from __future__ import annotations

from telegram.ext import CallbackContext

from bot.tg.context import App
from bot.tg.local import LocalBotApi
from tests.tg.members_helpers import GROUP


async def test_get_chat_member_says_the_username_set_on_the_fake(
    local_app: App, local_api: LocalBotApi
) -> None:
    local_api.usernames[502] = "jean_t"
    bot = CallbackContext(local_app).bot
    jean = await bot.get_chat_member(GROUP, 502)
    assert jean.user.username == "jean_t" and jean.status == "member"
    nobody = await bot.get_chat_member(GROUP, 503)  # none set: none said, as before
    assert nobody.user.username is None
