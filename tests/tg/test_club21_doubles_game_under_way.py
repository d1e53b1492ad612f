"""« /tournoi partie » sent again by a member whose team's tournament game had just started
(the first press seemed to do nothing to them) answered « Vous êtes déjà à une table :
terminez d'abord cette partie, puis renvoyez /tournoi partie. »: that table IS their team's
game, their last one here, and sending the command again after it would only say that every
game is played. It now says their team's game against the other team is under way, to play
on at its table."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_tournament_doubles import group_texts, open_doubles, pair

NAMES = {701: "Marie", 702: "Jean", 703: "Bob", 704: "Helen"}


@pytest.mark.parametrize(
    ("lang", "command", "says", "not_said"),
    [
        (
            "fr",
            "/tournoi partie",
            "La partie de votre équipe contre Bob et Helen est déjà en cours",
            "renvoyez",
        ),
        (
            "en",
            "/tournament play",
            "Your team's game against Bob and Helen is already under way",
            "send /tournament play again",
        ),
    ],
)
async def test_the_game_under_way_is_said_not_finish_it_then_send_again(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    command: str,
    says: str,
    not_said: str,
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, n in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 701, 702, 9000)
    await pair(members, 703, 704, 9001)
    await members[701].say(command)
    game = await db.members.live_member_game(701)
    assert game is not None and len(game.seats) == 4
    await members[701].say(command)  # again, at the table
    told = group_texts(local_api)[-1]
    assert says in told, told
    assert not_said not in told, told
    assert await db.members.live_member_game(701) == game
    assert local_api.sent_texts(GROUP)
