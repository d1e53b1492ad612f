"""After a member's team has played all its games of the group's doubles tournament of 61,
« /jouer » alone in the group opened a game of 121 (« Marie cherche un adversaire pour une
partie de 121. »). The club's settings (/club) hold no length of game: what says the length
of the club's games is its tournament under way (« Parties de 61 »), so a game whose length
the member did not say is of 61 while it lasts; « /jouer 121 » still opens one of 121."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member
from tests.tg.test_tournament_doubles import NAMES, group_texts, open_doubles, pair

SEEKS = {
    "fr": "Marie cherche un adversaire pour une partie de {n}.",
    "en": "Marie is looking for an opponent for a game of {n}.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_game_of_unsaid_length_is_the_clubs(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, _) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    await members[601].say("/tournoi partie")
    await members[604].say("/abandon")
    await members[604].press_in_group("mr:")
    play = "/jouer" if lang == "fr" else "/play"
    await members[601].say(play)
    assert SEEKS[lang].format(n=61) in group_texts(local_api)[-1], group_texts(local_api)[-1]
    game = await db.members.live_member_game(601)
    assert game is not None and int(game.rules["target"]) == 61
    await members[601].press_in_group("mx:")  # withdrawn
    await members[601].say(f"{play} 121")
    assert SEEKS[lang].format(n=121) in group_texts(local_api)[-1], group_texts(local_api)[-1]
