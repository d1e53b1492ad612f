"""Club members play each other in their group, through the fake Bot API (issue 21): the
invitation, whole games of two and of four in teams (a bot seat), a three-player deal, muggins
called right, wrong and too late, a member who never opened a private chat, restarts, presses
that are not one's own, and every group message scanned for cards not yet laid or shown."""

from __future__ import annotations

import json

from bot.commands.games import member_record
from bot.drills.table import Step, due
from bot.drills.table_record import replay_members
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    last_button,
    live,
    notices,
    play_on,
)


async def test_a_whole_game_between_two_members(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 501, "Marie", "fr")
    jean = Member(bot_driver, 502, "Jean", "en")
    paul = Member(bot_driver, 503, "Paul", "fr")
    for m in (marie, jean, paul):
        await m.private("/start")
    watch = GroupWatch(bot_driver)
    await jean.say("Bonjour!")
    await marie.say(
        "/play",
        reply_to={
            "message_id": 1,
            "date": 0,
            "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
            "from": {"id": 502, "is_bot": False, "first_name": "Jean"},
            "text": "Bonjour!",
        },
    )
    invitation = group_texts(local_api)[-1]
    assert "Marie invites Jean to a game of 121." in invitation
    data, message_id = last_button(local_api, GROUP, "mj:")
    refused = await paul.press(data, message_id)
    assert "Jean" in notices(refused)[0]
    assert await db.live_member_game(503) is None
    await jean.press(data, message_id)
    game, _ = await live(db, 501)
    assert game.is_active and [s.user_id for s in game.seats] == [501, 502]
    steps = await play_on({501: marie, 502: jean}, watch, short=0.2)
    assert {"lay_away", "play", "count", "deal"} <= steps
    done = await db.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert watch.checked > 50
    record = member_record(done)
    assert record["kind"] == "members" and record["chat"] == GROUP
    assert [s["user"] for s in record["seats"]] == [501, 502]
    replay_members(json.loads(json.dumps(record)))
    winner = record["winner"]
    won = [s.user_id for s in done.seats if s.won]
    assert won == [record["seats"][winner]["user"]]
    await marie.say("/top parties tout")
    board = group_texts(local_api)[-1]
    assert "1. " in board and ("Marie" in board or "Jean" in board)
    await jean.private("/stats")
    assert "Against Marie" in group_texts_private(local_api, 502)[-1]


def group_texts_private(api: LocalBotApi, chat: int) -> list[str]:
    from bot.tg.local_checks import html_to_text

    out = []
    for call in api.calls:
        if call.params.get("chat_id") == chat and call.method == "sendMessage":
            out.append(html_to_text(str(call.params["text"])))
        elif call.params.get("chat_id") == chat and call.method == "sendPhoto":
            out.append(html_to_text(str(call.params.get("caption") or "")))
    return out


__all__ = ["Step", "due", "inline_buttons"]
