"""« j'ai 4 » / "I have 4" at the play lays the 4 held (« Vous n'avez pas de « j » parmi vos
cartes », « Unknown card "I" » before)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step, Table
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game
from tests.tg.test_table_handlers import shown, state


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "j'ai {rank}"), ("en", "I have {rank}")],
)
async def test_a_card_said_with_i_have(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, said: str
) -> None:
    user = 9_450 + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    await player.reach(Step.PLAY)
    _, _, table, waiting = await state(db, user, user)
    card = waiting.legal[0]
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    rank = render.card(card, tr)[:-1]
    held = len(table.deal.held(0))
    await player.send(said.format(rank=rank))
    game = await db.table.active_table_game(user)
    assert game is not None
    after = Table.from_json(game.state)
    assert len(after.deal.held(0)) == held - 1, shown(local_api, user)[-1]
