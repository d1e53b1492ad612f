"""A member with a Telegram @username (`LocalBotApi.usernames`) wrote and pressed buttons
through `Member` without it, unlike Telegram, whose every update names its sender's
username: invited by it (« /jouer @jean_t 61 »), Jean's « ✅ J'accepte » was not his, and the
game never started. Their messages and presses carry it now."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member


async def test_a_member_invited_by_username_takes_the_seat(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    local_api.usernames.update({501: "marie_t", 502: "jean_t"})
    marie, jean = Member(bot_driver, 501, "Marie"), Member(bot_driver, 502, "Jean")
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/jouer @jean_t 61")
    await jean.press_in_group("mj:")
    game = await db.members.live_member_game(502)
    assert game is not None and game.state is not None
    assert {s.user_id for s in game.seats} == {501, 502}
