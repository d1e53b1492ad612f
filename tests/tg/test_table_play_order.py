"""Whole games against the bot, dealt from fixed secrets, checked against the engine.

A game can end in the middle of the play: the side that pegs out first wins, and the points
the other side pegged before that still count (seed 123: the bot's pair, then the player's
pegging out). The board was once built seat by seat instead of in the order of the play.
"""

from __future__ import annotations

import pytest

import bot.tg.handlers.table as table_handlers
from bot.drills.table_bot import Level
from bot.drills.table_record import export
from bot.drills.table_state import Table
from bot.storage import Database
from bot.tg.local import Driver
from tests.drills.table_helpers import recompute
from tests.tg.test_table_handlers import Player

SEEDS = (2, 44, 123, 129, 138)
"""Games that end during the play (found by dealing 200 fixed secrets)."""


@pytest.mark.parametrize("seed", SEEDS)
async def test_a_game_ending_in_the_play_keeps_every_point_in_order(
    bot_driver: Driver, db: Database, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    monkeypatch.setattr(table_handlers, "new_secret", lambda _random: f"{seed:032x}")
    player = Player(bot_driver, 70, "en")
    await player.send("/pictures off")
    await player.send("/play 61 easy")
    await player.finish()
    games = await db.table.list_table_games(70)
    table = Table.from_json(games[0].state)
    assert table.finished
    recompute(export(table, 70, Level.EASY))
