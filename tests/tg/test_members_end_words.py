"""The end of a game between members, as its players read it in private: « Another game »
said once; a group the bot was removed from in the middle of a game, told."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, chat_texts, last_button, notices

INVITED = {"fr": "Votre invitation est dans le groupe.", "en": "Your invitation is in the group."}


async def _seated(driver: Driver, people: list[tuple[int, str, str]]) -> list[Member]:
    """Two members at a table of 61 opened by the first, taken by the second."""
    members = [Member(driver, *p) for p in people]
    for m in members:
        await m.private("/start")
    await members[0].say("/play 61")
    await members[1].press_in_group("mj:")
    return members


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_another_game_is_said_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    """Played: Bob resigned; Marie pressed « Une autre partie » under the end in private and
    read « Votre invitation est dans le groupe. » twice: a toast, then the same words in a
    message. Now the message only (it stays), the press answered without words."""
    marie, bob = await _seated(bot_driver, [(861, "Marie", lang), (862, "Bob", lang)])
    await bob.private("/abandon" if lang == "fr" else "/resign")
    data, message_id = last_button(local_api, 862, "mr:")
    await bob.press(data, message_id, chat=862)
    start = len(local_api.calls)
    data, message_id = last_button(local_api, 861, "mn:")
    pressed = await marie.press(data, message_id, chat=861)
    assert notices(pressed) == [""]
    assert chat_texts(local_api, start, 861) == [INVITED[lang]]
    assert (await db.members.live_member_game(861)) is not None  # the invitation is open
