"""The end of a tournament game says what counts in a tournament, which ranks on the points
(seeds 002 and 003), not what counts in an ordinary game: a duplicate game against the bot
ended « La victoire compte pour une partie. », a round robin game between members
« /classement parties classe les joueurs du club par parties gagnées. ». And `/tournoi
annuler` (or `fermer`) once no tournament is open answered a member « Seuls les
administrateurs… »: there was nothing to cancel, for anyone."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_tournament
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP as CLUB
from tests.tg.members_helpers import GroupWatch, Member, last_button, play_on
from tests.tg.test_tournament_handlers import (
    ADMIN,
    ANN,
    create,
    group_texts,
    in_group,
    join,
    plain,
    play_tournament_game,
    private_texts,
    start_tournament_game,
)

POINTS = {
    "en": "In the tournament, points count, not games won: /tournament shows the standings.",
    "fr": (
        "Au tournoi, ce sont les points qui comptent, pas les parties gagnées :"
        " /tournoi montre le classement."
    ),
}
ONE_GAME = {"en": "The win counts one game.", "fr": "La victoire compte pour une partie."}
TOP = {
    "en": "/top games ranks the club's players by games won.",
    "fr": "/classement parties classe les joueurs du club par parties gagnées.",
}


def game_end(texts: list[str]) -> str:
    """The message that ends a game against the bot (its summary's total)."""
    return next(t for t in reversed(texts) if "Total" in t)


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_duplicate_game_ends_on_what_counts_in_the_tournament(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await create(bot_driver, local_api, db, "1 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    await play_tournament_game(bot_driver, local_api, ANN, lang)
    said = private_texts(local_api, ANN)
    end = game_end(said)
    assert POINTS[lang] in end, end
    assert ONE_GAME[lang] not in end, end
    # the last game: the line recorded under it does not point to the standings again
    recorded = said[-1]
    assert ("recorded" if lang == "en" else "enregistrée") in recorded
    assert ("/tournament" if lang == "en" else "/tournoi") not in recorded, recorded


async def test_a_game_whose_tournament_closed_ends_as_an_ordinary_game(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """It does not count (the line under it says so): its end does not say that it does."""
    tournament = await create(bot_driver, local_api, db, "1 61")
    await join(bot_driver, local_api, db, ANN, "en")
    player = await start_tournament_game(bot_driver, local_api, ANN, "en")
    await close_tournament(CallbackContext(local_app), tournament)
    await player.finish()
    said = private_texts(local_api, ANN)
    assert POINTS["en"] not in game_end(said)
    assert "does not count" in said[-1]


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_round_robin_game_between_members_points_to_the_standings(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await bot_driver.process(make_my_chat_member_update(CLUB, "left", "member", from_user_id=ADMIN))
    local_api.member_status[(CLUB, ADMIN)] = "administrator"
    marie = Member(bot_driver, 501, "Marie", lang)
    jean = Member(bot_driver, 502, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    group = {"chat_id": CLUB, "chat_type": "supergroup", "language_code": lang}
    if lang == "en":
        await bot_driver.send("/club lang en", user_id=ADMIN, **group)
    command = "/tournament 1 robin 61" if lang == "en" else "/tournoi 1 ronde 61"
    await bot_driver.send(command, user_id=ADMIN, **group)
    tournament = await db.tournaments.open_tournament(CLUB)
    assert tournament is not None and tournament.message_id is not None
    for m in (marie, jean):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    await jean.say("Hello!", message_id=9000)
    await marie.say(
        "/play 61" if lang == "en" else "/jouer 61",
        reply_to={
            "message_id": 9000,
            "date": 0,
            "chat": {"id": CLUB, "type": "supergroup", "title": "Club"},
            "from": {"id": 502, "is_bot": False, "first_name": "Jean"},
            "text": "Hello!",
        },
    )
    data, message_id = last_button(local_api, CLUB, "mj:")
    await jean.press(data, message_id)
    await play_on({501: marie, 502: jean}, GroupWatch(bot_driver))
    assert len(await db.tournaments.tournament_games(tournament.id)) == 2  # it counted
    posted = [plain(t) for t in local_api.sent_texts(CLUB)]
    (end,) = [t for t in posted if ("wins the game" if lang == "en" else "gagne la partie") in t]
    # its standings are posted just below (the last game to play): not sent for
    assert POINTS[lang].split(":")[0].rstrip() in end and POINTS[lang] not in end, end
    assert TOP[lang] not in end, end


@pytest.mark.parametrize(
    ("lang", "cancel", "close", "nothing_to_cancel", "nothing_to_close"),
    [
        (
            "en",
            "/tournament cancel",
            "/tournament close",
            "No tournament is under way: there is none to cancel.",
            "No tournament is under way: there is none to close.",
        ),
        (
            "fr",
            "/tournoi annuler",
            "/tournoi fermer",
            "Aucun tournoi n'est en cours : il n'y a rien à annuler.",
            "Aucun tournoi n'est en cours : il n'y a rien à fermer.",
        ),
    ],
)
async def test_cancelling_after_the_close_says_there_is_nothing_to_cancel(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    cancel: str,
    close: str,
    nothing_to_cancel: str,
    nothing_to_close: str,
) -> None:
    tournament = await create(bot_driver, local_api, db, "fadoq", lang)
    refused = "Only the group's administrators" if lang == "en" else "Seuls les administrateurs"
    await in_group(bot_driver, cancel, ANN, lang)  # open: a member may not cancel it
    assert refused in group_texts(local_api)[-1]
    await close_tournament(CallbackContext(local_app), tournament)
    for user in (ANN, ADMIN):
        await in_group(bot_driver, cancel, user, lang)
        assert group_texts(local_api)[-1] == nothing_to_cancel, user
        await in_group(bot_driver, close, user, lang)
        assert group_texts(local_api)[-1] == nothing_to_close, user
