"""« aide » (no slash) typed in a club's group during a members' game, in reply to the
table's message (what the bot's privacy mode lets it read there), got nothing, though the
same word in private gets the help. It now gets the group's help, as « /aide » there: the
member's name, the group's commands and a button to the whole help in private."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, GroupWatch, Member, group_texts, play_on, two_at_a_table

FIRST = {
    "fr": "Marie, voici ce que vous pouvez faire dans le groupe :",
    "en": "Marie, here is what you can do in the group:",
}


async def said_in_reply(member: Member, api: LocalBotApi, text: str) -> list[str]:
    """`member` replies `text` to the group's last message: what the group reads then."""
    start = len(api.calls)
    await member.say(text, reply_to=int(api.messages(GROUP)[-1]["message_id"]))
    return [t.replace("\u00a0", " ") for t in group_texts(api, start)]


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "aide"), ("fr", "Aide svp"), ("en", "help"), ("en", "help me")]
)
async def test_help_typed_in_reply_to_the_table_gets_the_groups_help(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=41, language_code=lang)
    )
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(bot_driver, (501, "Marie"), (502, "Paul"), lang, opens)
    await play_on(members, GroupWatch(bot_driver), until="count")
    (said,) = await said_in_reply(members[501], local_api, typed)
    assert said.split("\n")[0] == FIRST[lang], said
    (button,) = inline_buttons(local_api.messages(GROUP)[-1])
    assert str(button.get("url", "")).endswith("?start=help"), button


async def test_help_typed_in_the_group_not_to_the_bot_is_left_to_the_members(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    members = await two_at_a_table(bot_driver, (501, "Marie"), (502, "Paul"), "fr", "/jouer 61")
    await play_on(members, GroupWatch(bot_driver), until="count")
    start = len(local_api.calls)
    await members[501].say("aide")
    assert group_texts(local_api, start) == []
