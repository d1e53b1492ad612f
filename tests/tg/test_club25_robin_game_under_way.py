"""In the group, « /tournoi » while Marie and Jean played their round robin game listed
« Marie contre Jean » under the games to play, without a word that it was being played right
then (the standings: « — Marie : pas encore de partie »). Now that game's line says so, and
the standings say her first game is under way; the other games to play are listed as before."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP as CLUB
from tests.tg.test_member_tournament import group_texts_of, reply_of, robin_of_two

LINES = {
    "fr": (
        "/tournoi",
        "Marie contre Jean (partie en cours)",
        "Jean contre Marie",
        "— Marie : première partie en cours",
    ),
    "en": (
        "/tournament",
        "Marie against Jean (game under way)",
        "Jean against Marie",
        "— Marie: first game under way",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_game_being_played_is_said_in_the_pairings(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    ask, playing, later, first = LINES[lang]
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(jean, 9000))
    await jean.press_in_group("mj:")  # he takes his seat: the game begins
    game = await db.members.live_member_game(501)
    assert game is not None and game.status == "active", game
    await bot_driver.send(ask, user_id=41, chat_id=CLUB, chat_type="supergroup")
    lines = group_texts_of(local_api, CLUB)[-1].split("\n")
    assert playing in lines, lines
    assert later in lines, lines  # their second game: still to play
    assert first in lines, lines  # the standings too (before: « pas encore de partie »)
