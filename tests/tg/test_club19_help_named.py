"""« /aide muggins » (a word of the game) or « /aide tournoi » (a command) typed in a club's
group was answered without the member's name, though two members may ask at once and the
group's other replies say whose they are (« <b>Marie</b> : … », as « /aide tout » does)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member

ASKED = [
    ("fr", "/aide muggins", "Muggins"),
    ("en", "/help muggins", "Muggins"),
    ("fr", "/aide skunk", "Skunk"),
    ("fr", "/aide tournoi", "/tournoi"),
    ("en", "/help tournament", "/tournament"),
    ("fr", "/aide bonjour", "bonjour"),
]


@pytest.mark.parametrize(("lang", "typed", "topic"), ASKED)
async def test_help_on_a_word_in_a_group_names_the_member(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, topic: str
) -> None:
    marie = Member(bot_driver, 501, "Marie", lang)
    await marie.private("/start")
    before = len(local_api.calls)
    await marie.say(typed)
    (said,) = local_api.sent_texts(GROUP)[-1:]
    assert len(local_api.calls) > before
    assert said.startswith("<b>Marie</b>"), said
    assert topic in said.split("\n")[0], said


@pytest.mark.parametrize(("lang", "typed", "topic"), ASKED[:2])
async def test_help_on_a_word_in_private_has_no_name(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, topic: str
) -> None:
    marie = Member(bot_driver, 501, "Marie", lang)
    await marie.private("/start")
    await marie.private(typed)
    said = local_api.sent_texts(501)[-1]
    assert said.startswith(f"<b>{topic}</b>"), said
