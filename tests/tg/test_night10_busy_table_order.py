"""Doubles: « /tournoi partie » by a team whose players are busy named them in the order of
its games (the first opponent team's two, then the next's), scattering the players of one
table; they now follow the table, seat by seat, as they sit."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, group_texts
from tests.tg.test_tournament_doubles import NAMES, plain, three_teams


async def test_the_busy_players_are_named_as_they_sit(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await three_teams(bot_driver, local_api, db, members)
    await members[601].say("/tournoi partie")
    game = await db.members.live_member_game(601)
    assert game is not None
    seated = [NAMES[s.user_id][0] for s in sorted(game.seats, key=lambda s: s.seat) if s.user_id]
    idle = next(u for u in (603, 605) if u not in {s.user_id for s in game.seats})
    start = len(group_texts(local_api))
    await members[idle].say("/tournoi partie")
    said = [plain(t) for t in group_texts(local_api)[start:]]
    assert len(said) == 1, said
    named = sorted(seated, key=said[0].index)
    assert named == seated, (said[0], seated)
