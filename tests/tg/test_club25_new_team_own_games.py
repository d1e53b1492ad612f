"""A doubles team whose member left the group, and whose other member (the one who first asked)
then made a new team: Bob asked Helen, they played Marie & Jean, Helen left, Bob asked Ann.
Bob & Ann inherited Bob & Helen's game (Bob's key was both teams'): one game in the standings
and no game left against Marie & Jean (club25). The new team is a new team: no game played,
its game against Marie & Jean still to play; the old team's game stays Marie & Jean's."""

from __future__ import annotations

from test_members_gone import member_left

from bot.drills.tournament_left import robin_of
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_tournament_doubles import NAMES, pair, three_teams


async def test_the_new_team_does_not_inherit_the_old_teams_games(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    tid = await three_teams(bot_driver, local_api, db, members)
    # Marie & Jean (601) beat Bob & Helen (603) 61 to 40, as a finished game records it.
    rows = ((601, 603, 61, 40), (602, 603, 61, 40), (603, 601, 40, 61), (604, 601, 40, 61))
    assert await db.tournaments.record_counted(tournament_id=tid, game_id="g1", rows=rows) == 1
    await bot_driver.process(member_left(GROUP, 604, "Helen"))  # Bob asked her: Bob is first
    await pair(members, 603, 607, 8100)  # Bob & Ann
    tournament = await db.tournaments.get_tournament(tid)
    assert tournament is not None
    board = await db.tournaments.board(tournament)
    new = next(k for k, t in board.teams.items() if t.members == {603, 607})
    lines = {r.user: r for r in board.rows}
    assert lines[new].games == 0 and lines[new].pour == 0, lines[new]
    assert (lines[601].games, lines[601].pour, lines[601].contre) == (1, 61, 40), lines[601]
    left = {frozenset((p.first, p.second)) for p in robin_of(board, tournament).left}
    assert frozenset((601, new)) in left, left
    assert frozenset((605, new)) in left, left
    assert len(robin_of(board, tournament).played) == 1  # « 1 partie jouée », Marie & Jean's
