"""A duplicate tournament closed with a member whose only game was resigned: the standings
said « 0 point, 61 contre (1 abandon) » everywhere, but the podium above the final standings
gave them a bare medal line (« 🥇 P42 (0 point) »), as if the game had been played out. The
medal line carries the same mark now."""

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
    group_texts,
    join,
    start_tournament_game,
)
from tests.tg.test_tournament_resign_order import resign

MARK = {"fr": "(1 abandon)", "en": "(1 abandoned)"}
OVER = {"fr": "Le tournoi est terminé", "en": "The tournament is over"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_podium_marks_a_resigned_game(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    tournament = await create(bot_driver, local_api, db, "2 61", lang)
    await join(bot_driver, local_api, db, ANN, lang)
    player = await start_tournament_game(bot_driver, local_api, ANN, lang)
    for _ in range(3):
        await player.move()
    await resign(bot_driver, local_api, lang)
    assert await close_tournament(CallbackContext(local_app), tournament)
    final = group_texts(local_api)[-1]
    head, _, _ = final.partition("\n\n")  # the podium, above the final standings
    assert OVER[lang] in head, final
    (medal,) = [x for x in head.splitlines() if "P42" in x]
    assert MARK[lang] in medal, final
