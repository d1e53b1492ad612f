"""A doubles game started by « /tournoi partie » typed by a team's second member: the table
seated whoever typed it first (« Jean et Marie » at the table) while the game's announcement,
the games list and the standings said « Marie et Jean ». The team now sits in its stored order,
its first member in seat 0, whoever types the command."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, group_texts
from tests.tg.test_tournament_doubles import NAMES, open_doubles, pair, plain


async def test_the_second_member_starts_the_game_in_the_team_order(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    for first, at in ((601, 8000), (603, 8001), (605, 8002)):
        await pair(members, first, first + 1, at)
    start = len(group_texts(local_api))
    await members[602].say("/tournoi partie")  # Jean, Marie's partner, types it
    game = await db.members.live_member_game(602)
    assert game is not None
    seats = [s.user_id for s in game.seats]
    assert seats[0] == 601 and seats[2] == 602, seats
    assert seats[1] is not None and seats[1] < (seats[3] or 0), seats
    said = " ".join(plain(t) for t in group_texts(local_api)[start:])
    assert "Marie et Jean" in said, said
    assert "Jean et Marie" not in said, said
