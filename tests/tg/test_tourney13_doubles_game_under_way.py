"""In a doubles tournament, « /tournoi » while Marie et Jean played Bob et Helen listed « Marie
et Jean contre Bob et Helen » under the games to play as if it were not begun (a round robin
between members said « (partie en cours) » already; the teams' games were left out), and
the standings « — Marie et Jean : pas encore de partie ». That game's line now says it is
under way, and the standings that the two teams' first game is; the games not begun are
listed as before."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_tournament_doubles import NAMES, group_texts, three_teams


@pytest.mark.parametrize(
    ("lang", "ask", "marked"),
    [("fr", "/tournoi", "(partie en cours)"), ("en", "/tournament", "(game under way)")],
)
async def test_a_doubles_game_being_played_is_said_in_the_pairings(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, ask: str, marked: str
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, _lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await three_teams(bot_driver, local_api, db, members)
    await members[601].say("/tournoi partie")
    game = await db.members.live_member_game(601)
    assert game is not None and game.status == "active", game
    seated = {s.user_id for s in game.seats}
    await bot_driver.send(ask, user_id=601, chat_id=GROUP, chat_type="supergroup")
    lines = group_texts(local_api)[-1].split("\n")
    playing = [line for line in lines if marked in line]
    assert len(playing) == 1, lines
    names = [NAMES[u][0] for u in seated]
    assert all(name in playing[0] for name in names), (playing, names)
    against = " contre " if lang == "fr" else " against "
    others = [line for line in lines if against in line]
    assert len(others) == 3, lines  # three games to play, one under way
    first = "— Marie et Jean : première partie en cours" if lang == "fr" else ""
    first = first or "— Marie and Jean: first game under way"
    assert first in lines, lines  # the standings too (before: « pas encore de partie »)
