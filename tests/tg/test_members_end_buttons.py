"""A game that ends on a count: the deal's message is edited into that count, and its
« Muggins… » buttons go with that edit. Played: they were first taken off by a call of their
own (`editMessageReplyMarkup`), then the same message was edited: two group calls of its 20
a minute where one does."""

from __future__ import annotations

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, GroupWatch, Member, play_on


async def test_the_last_count_edits_the_deals_message_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = Member(bot_driver, 881, "Marie", "fr"), Member(bot_driver, 882, "Jean", "fr")
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/jouer")
    await jean.press_in_group("mj:")
    starts: list[tuple[int, Step | None]] = []

    async def tick(table: Table) -> None:
        waiting = due(table)
        starts.append((len(local_api.calls), waiting[0].step if waiting else None))

    await play_on({881: marie, 882: jean}, GroupWatch(bot_driver), tick=tick)
    start, step = starts[-2]  # the move that ended the game
    assert step is Step.COUNT, "this game must end on a count"
    calls = [c for c in local_api.calls[start:] if c.params.get("chat_id") == GROUP]
    texts = {c.params["message_id"] for c in calls if c.method == "editMessageText"}
    markups = [c for c in calls if c.method == "editMessageReplyMarkup"]
    assert texts and [c for c in markups if c.params["message_id"] in texts] == [], calls
