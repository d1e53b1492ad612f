"""Lise left the group in the middle of her game with Gaétan: his « 🃏 Une autre partie »
posted « Gaétan invite Lise à une partie de 121. » in a group she is no longer in, a table
no one else could sit at. It now opens a table any member may take."""

from __future__ import annotations

import pytest
from test_member_tournament import reply_of
from test_members_gone import member_left

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, group_texts, last_button

OPEN = {
    "fr": "Gaétan cherche un adversaire pour une partie de 121.",
    "en": "Gaétan is looking for an opponent for a game of 121.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_another_game_after_the_opponent_left_invites_no_one(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    lise, gaetan = Member(bot_driver, 911, "Lise", lang), Member(bot_driver, 912, "Gaétan", lang)
    for m in (lise, gaetan):
        await m.private("/start")
    await lise.say("Allo", message_id=9100)
    await gaetan.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(lise, 9100))
    await lise.press_in_group("mj:")
    game = await db.members.live_member_game(911)
    assert game is not None and game.is_active
    local_api.member_status[(GROUP, 911)] = "left"  # as getChatMember now answers
    await bot_driver.process(member_left(GROUP, 911, "Lise"))
    assert await db.members.live_member_game(912) is None
    start = len(local_api.calls)
    await gaetan.press(*last_button(local_api, 912, "mn:"), chat=912)
    table = await db.members.live_member_game(912)
    assert table is not None and table.is_open
    assert table.invited_user is None and table.invited_name is None
    assert group_texts(local_api, start)[0].startswith(OPEN[lang]), group_texts(local_api, start)
