"""A tournament game against the bot finished on the page ends as in the chat: the
tournament ranks on points (seeds 002 and 003), so the page says that its points count and
where the standings are, not « La victoire compte pour une partie. » of an ordinary game."""

from __future__ import annotations

from typing import Any

from test_api import play_on_the_page
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local import LocalBotApi
from bot.tg.local_driver import Driver
from tests.tg.test_tournament_game_ends import ONE_GAME, POINTS
from tests.tg.test_tournament_handlers import ANN, create, join, start_tournament_game


async def test_a_tournament_game_ended_on_the_page_says_its_points_count(
    page: Page, driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    lang = "fr"  # the page's calls are signed in French (`Page.init_data`)
    db = local_app.bot_data.db
    await create(driver, local_api, db, "1 61", lang)
    await join(driver, local_api, db, ANN, lang)
    await start_tournament_game(driver, local_api, ANN, lang)
    answer: dict[str, Any] = {}
    for _ in range(300):
        if await db.table.active_table_game(ANN) is None:
            break
        code, answer = await play_on_the_page(page, local_app, ANN)
        assert code == 200, answer
    assert await db.table.active_table_game(ANN) is None, "the game never ended"
    said = [line.replace("\xa0", " ") for line in answer["said"]]
    assert POINTS[lang] in said, said
    assert ONE_GAME[lang] not in said, said
