"""Stored games against the bot (/play): one under way per player, saved step by step."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.storage.repo_table import GameUnderWay

STATE = {"format": 1, "scores": [0, 0]}


async def test_one_game_under_way_per_player(db: Database) -> None:
    game = await db.table.start_table_game(
        game_id="abcd1234", user_id=5, chat_id=5, level="expert", state=STATE
    )
    assert (game.step, game.status, game.message_id, game.finished_at) == (0, "active", None, None)
    with pytest.raises(GameUnderWay):
        await db.table.start_table_game(
            game_id="other", user_id=5, chat_id=9, level="easy", state=STATE
        )
    assert await db.table.active_table_game(5) == game
    assert await db.table.active_table_game(6) is None


async def test_a_step_is_saved_once(db: Database) -> None:
    await db.table.start_table_game(game_id="g1", user_id=5, chat_id=5, level="easy", state=STATE)
    saved = await db.table.save_table_game(
        "g1", step=1, state={"format": 1, "scores": [2, 0]}, status="active", message_id=42
    )
    assert saved is not None and saved.step == 1 and saved.state["scores"] == [2, 0]
    # the same press again (step 1 from step 0) finds the game at step 1: nothing written
    assert (
        await db.table.save_table_game("g1", step=1, state=STATE, status="active", message_id=43)
        is None
    )
    assert await db.table.set_table_message("g1", 1, 44)
    assert not await db.table.set_table_message("g1", 0, 45)
    done = await db.table.save_table_game("g1", step=2, state=STATE, status="won", message_id=None)
    assert done is not None and done.finished_at is not None and not done.is_active
    last = await db.table.last_finished_table_game(5)
    assert last is not None and last.id == "g1"


async def test_abandon(db: Database) -> None:
    await db.table.start_table_game(game_id="g2", user_id=5, chat_id=5, level="easy", state=STATE)
    gone = await db.table.abandon_table_game("g2", STATE)
    assert gone is not None and gone.status == "abandoned" and gone.step == 1
    assert await db.table.abandon_table_game("g2", STATE) is None
    assert await db.table.active_table_game(5) is None
    assert [g.id for g in await db.table.list_table_games()] == ["g2"]
    assert await db.table.list_table_games(6) == []
