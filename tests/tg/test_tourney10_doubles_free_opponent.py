"""Four teams: while Marie et Jean play their first game, a team whose next game in the list
is against a team at that table typed « /tournoi partie » and read « Un des quatre joueurs est
à une autre table… », though its game against the fourth team, all four free, could start.
The first game left whose four players are free now starts."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, group_texts
from tests.tg.test_tournament_doubles import NAMES, TEAMS, open_doubles, pair, plain


async def test_a_team_plays_a_free_team_while_another_is_busy(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    for (first, second), at in zip(TEAMS, range(8000, 8004), strict=True):
        await pair(members, first, second, at)
    await members[601].say("/tournoi partie")  # round 1: Marie et Jean against a team
    game = await db.members.live_member_game(601)
    assert game is not None
    loser = max(s.user_id or 0 for s in game.seats)
    await members[loser].say("/abandon")
    await members[loser].press_in_group("mr:")
    await members[601].say("/tournoi partie")  # their second game, against another team
    game = await db.members.live_member_game(601)
    assert game is not None
    busy = {s.user_id for s in game.seats}
    (fourth,) = [t for t in TEAMS if t[0] not in busy and t[0] != loser and t[1] != loser]
    start = len(group_texts(local_api))
    await members[fourth[0]].say("/tournoi partie")  # its round-1 game's team is busy
    said = [plain(t) for t in group_texts(local_api)[start:]]
    assert not any("autre table" in t or "another table" in t for t in said), said
    started = await db.members.live_member_game(fourth[0])
    assert started is not None, said
    assert {s.user_id for s in started.seats} & {loser}, said
