"""The end of a game between members, as its players read it in private: « Another game »
said once; a group the bot was removed from in the middle of a game, told."""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    chat_texts,
    last_button,
    live,
    notices,
    play_on,
)

UPDATE_IDS = itertools.count(710_000)
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


def bot_membership(status: str, before: str) -> dict[str, Any]:
    """A my_chat_member update: the bot's status in the group went from `before` to `status`
    (« kicked »: removed; « member » after « left »: added back)."""
    bot = {"id": 4242, "is_bot": True, "first_name": "Muggins", "username": "muggins_bot"}
    old: dict[str, Any] = {"user": bot, "status": before}
    new: dict[str, Any] = {"user": bot, "status": status}
    for member in (old, new):
        if member["status"] == "kicked":
            member["until_date"] = 0
    return {
        "update_id": next(UPDATE_IDS),
        "my_chat_member": {
            "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
            "from": {"id": 999, "is_bot": False, "first_name": "Admin"},
            "date": int(time.time()),
            "old_chat_member": old,
            "new_chat_member": new,
        },
    }


GONE = {
    "fr": [
        "🃏 Table de Marie et Bob",
        "Je ne peux plus écrire dans le groupe de votre table.",
        "Vous pouvez finir cette donne ici, en privé. La suivante attend mon retour dans le "
        "groupe (ses administrateurs peuvent m'y rajouter).",
        "Sans un coup pendant 7 jours, la partie est abandonnée, sans gagnant.",
    ],
    "en": [
        "🃏 Table of Marie and Bob",
        "I can no longer write in your table's group.",
        "You can finish this deal here, in private. The next one waits until I am back in the "
        "group (its administrators can add me again).",
        "With no move for 7 days, the game is abandoned, without a winner.",
    ],
}
GOES_ON = {"fr": "la partie continue dans le groupe", "en": "the table goes on in the group"}
BACK = {
    "fr": (
        "Je suis de retour dans le groupe de votre table\u00a0: la partie y continue.",
        "Je suis de retour\u00a0: la partie continue.",
    ),
    "en": (
        "I am back in your table's group: the game goes on there.",
        "I am back: the game goes on.",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_players_hear_in_private_that_the_group_is_closed_and_open_again(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    """Played: the bot was removed from the group in the middle of Marie and Bob's game;
    nobody told them. They played the deal on in private, then the game stalled: the next
    dealer's button goes to the group, and even once the bot was added back it was never
    posted (the game abandoned after 7 days). Now each is told in private at once what goes
    on and what waits; added back, the bot says so in the group with the dealer's button,
    and in private."""
    marie, bob = await _seated(bot_driver, [(863, "Marie", lang), (864, "Bob", lang)])
    start = len(local_api.calls)
    await bot_driver.process(bot_membership("kicked", "member"))
    for user in (863, 864):
        assert chat_texts(local_api, start, user) == ["\n".join(GONE[lang])]
    await play_on({863: marie, 864: bob}, GroupWatch(bot_driver), until="deal")
    assert chat_texts(local_api, start, GROUP) == []  # nothing tried in the closed group
    said = [
        str(c.params.get("text") or c.params.get("caption") or "")
        for c in local_api.calls[start:]
        if c.params.get("chat_id") in (863, 864)
    ]
    assert not [t for t in said if GOES_ON[lang] in t]  # as the notice said: not there
    game, table = await live(db, 863)
    dealer = {863: marie, 864: bob}[game.user_at(due(table)[0].seat) or 0]
    start = len(local_api.calls)
    await bot_driver.process(bot_membership("member", "left"))
    for user in (863, 864):
        assert chat_texts(local_api, start, user) == [GONE[lang][0] + "\n" + BACK[lang][0]]
    posted = local_api.messages(GROUP)[-1]
    assert BACK[lang][1] in str(posted["text"])
    data, message_id = last_button(local_api, GROUP, "md:")
    assert message_id == posted["message_id"]
    await dealer.press(data, message_id)
    game, table = await live(db, 863)
    assert game.is_active and len(table.deals) == 2


@pytest.mark.parametrize(
    "notices_in_order", ["left, then kicked", "403, then kicked", "kicked, then 403"]
)
async def test_the_players_hear_once_that_the_group_is_closed(
    bot_driver: Driver, local_api: LocalBotApi, notices_in_order: str
) -> None:
    """Played: the bot removed from the group in the middle of a game, each player read « I
    can no longer write in your table's group… » two or three times: once for each
    `my_chat_member` (removed, then banned) and once for each message the group refused
    (403) before or after it. Now once, at the first of them."""
    marie, _ = await _seated(bot_driver, [(865, "Marie", "en"), (866, "Bob", "en")])
    start = len(local_api.calls)
    if notices_in_order == "left, then kicked":
        await bot_driver.process(bot_membership("left", "member"))
        await bot_driver.process(bot_membership("kicked", "left"))
    elif notices_in_order == "403, then kicked":
        local_api.unopened.add(GROUP)  # the group refuses the bot's messages: 403
        await marie.say("/help")
        await marie.say("/help")
        await bot_driver.process(bot_membership("kicked", "member"))
    else:
        await bot_driver.process(bot_membership("kicked", "member"))
        local_api.unopened.add(GROUP)
        await marie.say("/help")
    refused = [c for c, _ in local_api.refused if c.params.get("chat_id") == GROUP]
    assert bool(refused) == ("403" in notices_in_order)  # the refusals did happen
    for user in (865, 866):
        assert chat_texts(local_api, start, user) == ["\n".join(GONE["en"])]
