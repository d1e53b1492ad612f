"""A duplicate tournament's game the member resigned, through the fake Bot API: its line in the
standings read a plain « P42 : 0 point, 61 contre · 1 partie sur 2 », nothing saying it was
abandoned, so members wondered whether it was played. The line says so now, in the group's
post, in the member's /tournoi, and in the final standings; the podium above those (a bare
« 🥇 P42 (0 point) », as if the game had been played out) carries the same mark, in the same
parenthesis as the points (it read « 🥇 P42 (3 points) (1 abandon) »: two in a row)."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_tournament
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import state
from tests.tg.test_tournament_handlers import (
    ANN,
    create,
    group_texts,
    join,
    private_texts,
    start_tournament_game,
)
from tests.tg.test_tournament_resign_order import resign

LINE = {
    "fr": " 61 contre (1 abandon) · 1 partie sur 2",
    "en": " 61 against (1 game abandoned) · 1 game of 2",
}


MARK = {"fr": ", 1 abandon)", "en": ", 1 game abandoned)"}
OVER = {"fr": "Le tournoi est terminé", "en": "The tournament is over"}


def line_of(text: str) -> str:
    """P42's line in the standings `text` (its points « pour » are those of the deals played
    before the resignation)."""
    (line,) = [x for x in text.splitlines() if "P42" in x and ("contre" in x or "against" in x)]
    return line


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_resigned_game_is_marked_in_the_standings(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    tournament = await create(bot_driver, local_api, db, "2 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    player = await start_tournament_game(bot_driver, local_api, ANN, lang)
    for _ in range(3):
        await player.move()
    for _ in range(300):  # a point scored first: the podium names only those who scored (club15)
        if (await state(db, ANN, ANN))[2].scores[0] > 0:
            break
        await player.move()
    await resign(bot_driver, local_api, lang)
    posted = group_texts(local_api)[-1]
    assert LINE[lang] in line_of(posted), posted
    await bot_driver.send(
        "/tournoi" if lang == "fr" else "/tournament", user_id=ANN, language_code=lang
    )
    mine = private_texts(local_api, ANN)[-1]
    assert LINE[lang] in line_of(mine), mine
    assert await close_tournament(CallbackContext(local_app), tournament)
    final = group_texts(local_api)[-1]
    assert LINE[lang] in line_of(final), final
    podium, _, _ = final.partition("\n\n")  # above the final standings
    assert OVER[lang] in podium, final
    (medal,) = [x for x in podium.splitlines() if "P42" in x]
    assert medal.endswith(MARK[lang]), final  # one parenthesis: « (3 points, 1 abandon) »
    assert ") (" not in medal, final  # not « (3 points) (1 abandon) »
    await bot_driver.send(
        "/tournoi" if lang == "fr" else "/tournament", user_id=ANN, language_code=lang
    )
    closed = private_texts(local_api, ANN)[-1]
    assert LINE[lang] in line_of(closed), closed
