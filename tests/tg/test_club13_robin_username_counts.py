"""« /jouer @jean_t 61 » between two members of a round robin, as the games to play tell
them to type: before, an ordinary game (no « Partie du tournoi » line, not counted, « votre
prochaine partie contre Marie (1 sur 2) » still owed after it); now their tournament game."""

from __future__ import annotations

import pytest
from test_club13_robin_handles import HANDLES
from test_member_tournament import robin_of_two

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, last_button


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_an_invitation_by_username_is_the_round_robins_game_and_counts(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
) -> None:
    fr = lang == "fr"
    local_api.usernames.update(HANDLES)
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    await marie.say("/jouer @jean_t 61" if fr else "/play @jean_t 61")
    invitation = html_to_text(local_api.sent_texts(GROUP)[-1]).replace("\u00a0", " ")
    said = (
        "🏆 Partie du tournoi, à 61 points (1 sur 2)."
        if fr
        else "🏆 Tournament game, to 61 (1 of 2)."
    )
    assert said in invitation, invitation
    data, message_id = last_button(local_api, GROUP, "mj:")
    await bot_driver.press(
        data, message_id, user_id=502, chat_id=GROUP, username="jean_t", first_name="Jean"
    )
    game = await db.members.live_member_game(501)
    assert game is not None and game.is_active and not game.is_ordinary
    await jean.say("/abandon" if fr else "/resign")
    await jean.press_in_group("mr:")
    assert await db.members.live_member_game(501) is None
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None
    games = await db.tournaments.tournament_games(tournament.id)
    assert {(g.user_id, g.opponent) for g in games} == {(501, 502), (502, 501)}
