"""Bea resigned her game against Anne, then left the group. Her end notice, sent before she
left, kept « Une autre partie »: pressed, it opened a table of hers in the group she had
left, which no one could play with her. She is now told she is no longer in that group, and
nothing opens there."""

from __future__ import annotations

import pytest
from test_members_gone import member_left

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, group_texts, last_button, notices

GONE = {
    "fr": "Vous n'êtes plus dans le groupe de cette table\u00a0: je ne peux y inviter personne"
    " pour vous.",
    "en": "You are no longer in that table's group: I cannot invite anyone there for you.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_another_game_pressed_after_leaving_the_group_opens_nothing_there(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    anne, bea = Member(bot_driver, 941, "Anne", lang), Member(bot_driver, 942, "Bea", lang)
    for m in (anne, bea):
        await m.private("/start")
    await anne.say("/jouer 61" if lang == "fr" else "/play 61")
    await bea.press_in_group("mj:")
    await bea.say("/abandon" if lang == "fr" else "/resign")
    await bea.press_in_group("mr:")
    assert await db.members.live_member_game(942) is None  # resigned: the game is over
    data, message_id = last_button(local_api, 942, "mn:")
    local_api.member_status[(GROUP, 942)] = "left"
    await bot_driver.process(member_left(GROUP, 942, "Bea"))
    start = len(local_api.calls)
    pressed = await bea.press(data, message_id, chat=942)
    assert notices(pressed) == [GONE[lang]]
    assert await db.members.live_member_game(942) is None  # no table of hers opened
    assert group_texts(local_api, start) == []
