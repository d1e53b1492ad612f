"""« /aide » typed in a club's group during a members' game gave the private help's twenty
lines in one message, under « Marie : S'exercer » (the name stuck to its first heading):
/main, /crib, /revoir… and the settings, read by every member and counted in the group's
budget of messages. In a group it is now the member's name on its own line, the group's own
commands in a few lines, and a button to the whole help in private."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, GroupWatch, group_texts, play_on, two_at_a_table

TYPED = {"fr": ("/aide", "/jouer 61"), "en": ("/help", "/play 61")}
FIRST = {
    "fr": "<b>Marie</b>, voici ce que vous pouvez faire dans le groupe\u00a0:",
    "en": "<b>Marie</b>, here is what you can do in the group:",
}
NAMED = {
    "fr": ["/jouer", "/classement", "/tournoi", "/soiree", "/defi"],
    "en": ["/play", "/top", "/tournament", "/night", "/daily"],
}
LEFT_OUT = {  # the private help's practice and settings, and the name glued to a heading
    "fr": ["S'exercer", "/main", "/fuseau", "Marie\u00a0: "],
    "en": ["Practise", "/hand", "/tz", "Marie: "],
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_help_in_a_group_is_the_groups_in_a_few_lines(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    (typed, opens), first = TYPED[lang], FIRST[lang]
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=41, language_code=lang)
    )
    members = await two_at_a_table(bot_driver, (501, "Marie"), (502, "Paul"), lang, opens)
    await play_on(members, GroupWatch(bot_driver), until="count")
    before = len(local_api.calls)
    await members[501].say(typed)
    (said,) = group_texts(local_api, before)
    sent = local_api.sent_texts(GROUP)[-1]
    lines = sent.split("\n")
    assert lines[0] == first, sent
    assert len(lines) <= 8, sent
    for command in NAMED[lang]:
        assert command in said, command
    for word in LEFT_OUT[lang]:
        assert word not in said, word
    (button,) = inline_buttons(local_api.messages(GROUP)[-1])
    assert str(button.get("url", "")).endswith("?start=help"), button


@pytest.mark.parametrize(("lang", "typed"), [("fr", "/aide"), ("en", "/help")])
async def test_the_help_in_private_keeps_its_sections(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str
) -> None:
    await bot_driver.send(typed, user_id=503, language_code=lang)
    said = local_api.sent_texts(503)[-1]
    assert said.startswith("<b>S'exercer</b>" if lang == "fr" else "<b>Practise</b>"), said
    assert not inline_buttons(local_api.messages(503)[-1])
