"""Muggins called on a count too high (corrected at once, with no penalty): the ruling says the
counter missed nothing, never that their count was right. Such a count has no « Muggins… »
button (`test_members_over_count_muggins`): the call here is a forged press."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    last_button,
    live,
    play_on,
    show_due,
)


@pytest.mark.parametrize(
    ("lang", "ruling", "wrong"),
    [
        ("en", "Muggins called by {caller}: {counter} missed nothing, nothing pegged.", "right"),
        ("fr", "Muggins demandé par {caller}\u00a0: {counter} n'a rien oublié", "exact"),
    ],
)
async def test_muggins_on_a_count_too_high_says_nothing_was_missed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, ruling: str, wrong: str
) -> None:
    marie, jean = Member(bot_driver, 561, "Marie", lang), Member(bot_driver, 562, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/play 61")
    await jean.press_in_group("mj:")
    members = {561: marie, 562: jean}
    await play_on(members, GroupWatch(bot_driver), until="count")
    game, _, waiting, value = await show_due(db, 561)
    counter = members[game.user_at(waiting.seat) or 0]
    caller = marie if counter is jean else jean
    await counter.private(str(value + 2))  # too high: corrected, no penalty
    before = list((await live(db, 561))[1].scores)
    game, table = await live(db, 561)
    over = f"mm:{game.id}:{len(table.deals) - 1}:{len(table.deal.shows) - 1}"
    await caller.press(over, local_api.messages(GROUP)[-1]["message_id"])  # forged: no button shows
    data, message_id = last_button(local_api, GROUP, "mc:")
    await caller.press(data[: data.rindex(":")] + ":2", message_id)
    said = "\n".join(group_texts(local_api)[-2:])
    assert ruling.format(caller=caller.name, counter=counter.name) in said, said
    assert wrong not in said
    assert list((await live(db, 561))[1].scores) == before
