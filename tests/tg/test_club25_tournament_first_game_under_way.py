"""Tournament standings read « — Ann : pas encore de partie » while Ann was playing her first
game of the tournament: it had begun, only not ended. Now her line says that her game is
under way; a member who has not begun still reads « pas encore de partie »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import (
    ANN,
    BEN,
    create,
    group_texts,
    in_group,
    join,
    start_tournament_game,
)

LINES = {
    "fr": ("/tournoi", "— P42 : première partie en cours", "— P43 : pas encore de partie"),
    "en": ("/tournament", "— P42: first game under way", "— P43: no game yet"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_first_game_under_way_is_said(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    ask, playing, waiting = LINES[lang]
    await create(bot_driver, local_api, db, "fadoq", lang)
    for user in (ANN, BEN):
        await join(bot_driver, local_api, db, user, lang)
    await start_tournament_game(bot_driver, local_api, ANN, lang)
    await in_group(bot_driver, ask, BEN, lang)
    lines = group_texts(local_api)[-1].split("\n")
    assert playing in lines, lines
    assert waiting in lines, lines
