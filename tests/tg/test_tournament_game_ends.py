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
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import (
    ANN,
    create,
    join,
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
