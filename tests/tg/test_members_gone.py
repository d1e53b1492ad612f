"""A group the bot can no longer write in (removed from it, or a post refused for good):
the tables still waiting for players there are withdrawn and their hosts told in private,
so that no one stays seated at a table that can never start (`Subscriptions.chat_gone`)."""

from __future__ import annotations

import itertools
import time
from typing import Any

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member

UPDATE_IDS = itertools.count(700_000)


def bot_removed(chat_id: int, by: int) -> dict[str, Any]:
    """A my_chat_member update: the bot was removed from the group `chat_id`."""
    bot = {"id": 4242, "is_bot": True, "first_name": "Muggins", "username": "muggins_bot"}
    return {
        "update_id": next(UPDATE_IDS),
        "my_chat_member": {
            "chat": {"id": chat_id, "type": "supergroup", "title": "Club"},
            "from": {"id": by, "is_bot": False, "first_name": "Admin"},
            "date": int(time.time()),
            "old_chat_member": {"user": bot, "status": "member"},
            "new_chat_member": {"user": bot, "status": "kicked", "until_date": 0},
        },
    }


async def test_removing_the_bot_withdraws_the_tables_waiting_there(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 841, "Marie", "fr")
    await marie.private("/start")
    await marie.say("/jouer 61")
    table = await db.members.live_member_game(841)
    assert table is not None and table.status == "open"
    await bot_driver.process(bot_removed(GROUP, 999))
    withdrawn = await db.members.get_member_game(table.id)
    assert withdrawn is not None and withdrawn.status == "cancelled"
    assert await db.members.live_member_game(841) is None  # Marie may open another table
    told = str(local_api.messages(841)[-1]["text"])
    assert told == "Votre table est retirée\u00a0: je ne peux plus écrire dans son groupe."


async def test_an_invitation_refused_for_good_withdraws_its_table(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The invitation is sent after the update committed (the outbox): Telegram's 403 for
    the group reaches the sender, not the handler, and the table must not stay open."""
    ben = Member(bot_driver, 842, "Ben", "en")
    await ben.private("/start")
    local_api.fail("sendMessage", 403, "Forbidden: bot was kicked from the supergroup chat")
    await ben.say("/play 61")
    assert await db.members.live_member_game(842) is None
    told = str(local_api.messages(842)[-1]["text"])
    assert told == "Your table is withdrawn: I can no longer write in its group."
    assert GROUP in await db.chats.inactive_chats()
