"""« /jouer » in reply to Marie while Marie plays at another table: the invitation was posted
anyway, and her ✅ was then refused (« Vous êtes déjà dans une partie du club… »), the inviter
left waiting. The inviter is now told at once, and nothing is posted."""

from __future__ import annotations

from typing import Any

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, group_texts
from tests.tg.test_tournament_doubles import plain

BUSY = {
    "fr": "Marie est déjà à une table du club : une fois sa partie finie, refaites /jouer.",
    "en": "Marie is already at a club table: once that game is over, send /play again.",
}


def reply_of(member: Member, message_id: int) -> dict[str, Any]:
    return {
        "message_id": message_id,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": member.user, "is_bot": False, "first_name": member.name},
        "text": "Bonjour!",
    }


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_an_invitation_to_a_member_at_another_table_is_refused_at_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    marie = Member(bot_driver, 501, "Marie", "fr")
    jean = Member(bot_driver, 502, "Jean", "fr")
    paul = Member(bot_driver, 503, "Paul", lang)
    for m in (marie, jean, paul):
        await m.private("/start")
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer", reply_to=reply_of(jean, 9000))
    await jean.press_in_group("mj:")
    assert await db.members.live_member_game(501) is not None
    await marie.say("Bonjour!", message_id=9001)
    start = len(group_texts(local_api))
    await paul.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(marie, 9001))
    said = [plain(t) for t in group_texts(local_api)[start:]]
    assert said == [BUSY[lang]], said
    assert await db.members.live_member_game(503) is None
