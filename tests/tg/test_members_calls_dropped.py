"""A muggins call in a game between members was stored (`member_muggins_calls`, one row per
called show) and kept as long as the game's row, that is for ever, though once the next deal
is dealt no call on the earlier shows is possible and nothing read them again. Now the calls
of a deal go when its buttons are taken off at the next deal."""

from __future__ import annotations

import sqlite3
from contextlib import closing

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    count_two_short,
    last_button,
    live,
    play_on,
    two_at_a_table,
)


def stored_calls(db: Database, game_id: str) -> list[tuple[int, int, int]]:
    with closing(sqlite3.connect(db.path)) as conn:
        rows = conn.execute(
            "SELECT deal, show, caller_seat FROM member_muggins_calls WHERE game_id = ?",
            (game_id,),
        ).fetchall()
    return [(int(d), int(s), int(c)) for d, s, c in rows]


async def test_a_deals_muggins_call_is_not_kept_past_the_next_deal(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    base = 7310
    members = await two_at_a_table(bot_driver, (base, "Marie"), (base + 1, "Jean"), "fr", "/jouer")
    marie, jean = members.values()
    watch = GroupWatch(bot_driver)
    game, counter = await count_two_short(members, watch, db, base)
    caller = marie if counter is jean else jean
    await caller.press_in_group(f"mm:{game.id}:")
    last_button(local_api, GROUP, "mc:")  # the keypad is in the group
    seat = game.seat_of(caller.user)
    assert [c[2] for c in stored_calls(db, game.id)] == [seat]
    await play_on(members, watch, until="deal")
    game, table = await live(db, base)
    dealer = members[game.user_at(due(table)[0].seat) or 0]
    await dealer.press_in_group(f"md:{game.id}:")
    assert stored_calls(db, game.id) == []
