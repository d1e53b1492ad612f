"""The muggins calls of games between members are kept while they can matter: until the
buttons of the deal's shows are taken off (the next deal is dealt, the game ends, or every
show was called), and never past the end of the game. Before, every call stayed as long as
the game's row, that is for ever, though nothing read it again (a call on an earlier deal is
refused as too late before the calls are looked at)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.storage import Database

RULES = {"target": 121, "margin": "skunk", "muggins": True, "fadoq116": False}


def calls(db_path: Path) -> dict[str, int]:
    """The stored calls per game, read from the file as another process would."""
    with sqlite3.connect(db_path) as conn:
        rows = conn.execute(
            "SELECT game_id, COUNT(*) FROM member_muggins_calls GROUP BY game_id ORDER BY game_id"
        ).fetchall()
    return {str(game): int(n) for game, n in rows}


async def _started(db: Database, game_id: str, host: int, players: int = 3) -> int:
    await db.members.open_member_game(
        game_id=game_id, chat_id=-7, host=host, host_name=f"P{host}", players=players, rules=RULES
    )
    game = await db.members.start_member_game(
        game_id, sides=list(range(players)), bot_name="Muggins", state={"format": 1}
    )
    assert game is not None
    return game.step


async def test_a_deals_calls_go_when_its_buttons_are_taken_off(db: Database, db_path: Path) -> None:
    await _started(db, "t1", 1)
    await _started(db, "t2", 2)
    assert await db.members.call_muggins("t1", 0, 1, seat=2) is None
    assert await db.members.call_muggins("t1", 0, 0, seat=0) is None
    assert await db.members.call_muggins("t2", 0, 0, seat=1) is None
    await db.members.add_muggins_message("t1", 40)
    await db.members.add_muggins_message("t1", 41, caller=2)
    # a caller's keypads taken off alone (they resigned): the calls are `withdraw_muggins_calls`'
    assert await db.members.take_muggins_messages("t1", caller=2) == [(41, 2)]
    assert calls(db_path) == {"t1": 2, "t2": 1}
    assert await db.members.call_muggins("t1", 0, 1, seat=0) == 2  # still the first caller's
    # every button of the game taken off (the next deal): no call on those shows any more
    assert await db.members.take_muggins_messages("t1") == [(40, None)]
    assert calls(db_path) == {"t2": 1}  # the other game's calls stay


async def test_a_finished_games_calls_go_with_it(db: Database, db_path: Path) -> None:
    step = await _started(db, "t1", 1, players=2)
    assert await db.members.call_muggins("t1", 4, 0, seat=1) is None
    assert await db.members.call_muggins("t1", 4, 1, seat=0) is None
    saved = await db.members.save_member_game("t1", step=step + 1, state={"format": 1})
    assert saved is not None and saved.is_active
    assert calls(db_path) == {"t1": 2}  # a step within the deal: its calls stay
    done = await db.members.save_member_game(
        "t1",
        step=step + 2,
        state={"format": 1},
        status="finished",
        results=[(0, True, 121, 90), (1, False, 90, 121)],
        day="2026-11-30",
    )
    assert done is not None and done.status == "finished"
    assert calls(db_path) == {}
