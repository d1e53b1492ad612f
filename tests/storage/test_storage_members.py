"""Stored games between members: seats, one table at a time per member, steps saved once,
results for /top games (won, then points for minus against) and /stats (against whom)."""

from __future__ import annotations

from pathlib import Path

import aiosqlite
import pytest

from bot.storage import LATEST_VERSION, Database
from bot.storage.migrations import MIGRATIONS, migrate_now
from bot.storage.repo_members import MemberBusy, SeatRefused

RULES = {"target": 121, "margin": "skunk", "muggins": True, "fadoq116": False}
STATE = {"format": 1}


async def _table(db: Database, game_id: str, host: int, players: int = 2, chat: int = -7) -> None:
    await db.members.open_member_game(
        game_id=game_id, chat_id=chat, host=host, host_name=f"P{host}", players=players, rules=RULES
    )


async def _finish(db: Database, game_id: str, scores: list[int], winner: int) -> None:
    game = await db.members.get_member_game(game_id)
    assert game is not None
    sides = [s % len(scores) for s in range(game.players)]
    started = await db.members.start_member_game(
        game_id, sides=sides, bot_name="Muggins", state=STATE
    )
    assert started is not None
    results = [
        (
            seat,
            sides[seat] == winner,
            scores[sides[seat]],
            max(v for i, v in enumerate(scores) if i != sides[seat]),
        )
        for seat in range(game.players)
    ]
    done = await db.members.save_member_game(
        game_id,
        step=started.step + 1,
        state=STATE,
        status="finished",
        results=results,
        day="2026-11-24",
    )
    assert done is not None and done.status == "finished"


async def test_seats_one_table_at_a_time_and_the_bot_in_empty_seats(db: Database) -> None:
    await _table(db, "t1", 1, players=4)
    with pytest.raises(MemberBusy):
        await _table(db, "t2", 1)
    game = await db.members.take_seat("t1", 2, "P2")
    assert [(s.seat, s.user_id, s.name) for s in game.seats] == [(0, 1, "P1"), (1, 2, "P2")]
    with pytest.raises(MemberBusy):
        await db.members.take_seat("t1", 2, "P2")
    started = await db.members.start_member_game(
        "t1", sides=[0, 1, 0, 1], bot_name="Muggins", state=STATE
    )
    assert started is not None and started.is_active and started.step == 1
    assert [(s.user_id, s.name, s.side) for s in started.seats[2:]] == [
        (None, "Muggins", 0),
        (None, "Muggins", 1),
    ]
    with pytest.raises(SeatRefused):
        await db.members.take_seat("t1", 3, "P3")
    assert (
        await db.members.start_member_game("t1", sides=[0, 1, 0, 1], bot_name="M", state=STATE)
        is None
    )
    # a step is saved once; the end frees the seats
    assert await db.members.save_member_game("t1", step=2, state=STATE) is not None
    assert await db.members.save_member_game("t1", step=2, state=STATE) is None
    assert await db.members.update_member_state("t1", 2, {"format": 1, "x": 1})
    assert not await db.members.update_member_state("t1", 1, STATE)
    assert (await db.members.live_member_game(1)) is not None
    ended = await db.members.save_member_game(
        "t1", step=3, state=STATE, status="abandoned", day="d"
    )
    assert ended is not None and ended.finished_at is not None
    assert (
        await db.members.live_member_game(1) is None
        and await db.members.live_member_game(2) is None
    )


async def test_withdrawn_tables_free_their_seats(db: Database) -> None:
    await _table(db, "w1", 1)
    assert await db.members.cancel_member_game("w1")
    assert not await db.members.cancel_member_game("w1")
    assert await db.members.live_member_game(1) is None
    with pytest.raises(SeatRefused):
        await db.members.take_seat("w1", 2, "P2")


async def test_a_groups_open_tables_are_withdrawn_as_one_is(db: Database) -> None:
    """`cancel_open_games_in` withdraws each open table of the group as `cancel_member_game`
    withdraws one; a table under way and another group's table are left as they were."""
    await _table(db, "o1", 1)
    await db.members.take_seat("o1", 2, "P2")
    await _table(db, "o2", 3, players=4)
    await _table(db, "run", 4)
    await db.members.take_seat("run", 5, "P5")
    await db.members.start_member_game("run", sides=[0, 1], bot_name="Muggins", state=STATE)
    await _table(db, "away", 6, chat=-8)
    withdrawn = await db.members.cancel_open_games_in(-7)
    assert sorted((game.id, game.status) for game in withdrawn) == [("o1", "open"), ("o2", "open")]
    for game_id in ("o1", "o2"):
        game = await db.members.get_member_game(game_id)
        assert game is not None and game.status == "cancelled" and game.finished_at is not None
        assert game.step == 1
    assert [await db.members.live_member_game(user) for user in (1, 2, 3)] == [None] * 3
    for user, game_id, status in [(4, "run", "active"), (5, "run", "active"), (6, "away", "open")]:
        live = await db.members.live_member_game(user)
        assert live is not None and (live.id, live.status) == (game_id, status)
    assert not await db.members.cancel_member_game("o1")


async def test_games_board_wins_then_points_for_minus_against(db: Database) -> None:
    # 1 beats 2 by 30; 3 beats 1 by 5; 2 beats 3 by 50: one win each, ranked by the difference
    await _table(db, "g1", 1)
    await db.members.take_seat("g1", 2, "P2")
    await _finish(db, "g1", [121, 91], 0)
    await _table(db, "g2", 3)
    await db.members.take_seat("g2", 1, "P1")
    await _finish(db, "g2", [121, 116], 0)
    await _table(db, "g3", 2)
    await db.members.take_seat("g3", 3, "P3")
    await _finish(db, "g3", [121, 71], 0)
    await db.clubs.open_club(-7, title="Club", invite="c" * 16)
    for user in (1, 2, 3):
        await db.clubs.join_club(-7, user, name=f"P{user}")
    rows = await db.members.games_board(-7, None, None)
    # 1: +30 then -5; 2: -30 then +50; 3: +5 then -50
    assert [(r.user_id, r.won, r.played, r.difference) for r in rows] == [
        (1, 1, 2, 25),
        (2, 1, 2, 20),
        (3, 1, 2, -45),
    ]
    assert [r.difference for r in rows] == sorted((r.difference for r in rows), reverse=True)
    await db.clubs.set_hidden(2, True)  # /top off: left out of the board
    assert [r.user_id for r in await db.members.games_board(-7, None, None)] == [1, 3]
    await db.clubs.set_hidden(2, False)
    await db.clubs.leave_club(-7, 3)  # left the group: off the board, still 1's and 2's games
    assert [(r.user_id, r.won, r.played) for r in await db.members.games_board(-7, None, None)] == [
        (1, 1, 2),
        (2, 1, 2),
    ]
    assert await db.members.games_board(-7, "2026-11-25", None) == []
    assert await db.members.games_board(-8, None, None) == []
    record = {o.user_id: (o.won, o.lost) for o in await db.members.record_against(1)}
    assert record == {2: (1, 0), 3: (0, 1)}


async def test_the_games_board_names_a_member_as_the_other_boards_do(db: Database) -> None:
    """Marc played once as « Marco », then renamed himself « Marc » and played again: /top
    said « Marc » but /top games said « Marco » (the greatest of his seats' names, not the
    latest). It now names him as /top does (the name last recorded for the boards)."""
    await db.members.open_member_game(
        game_id="n1", chat_id=-7, host=1, host_name="Marco", players=2, rules=RULES
    )
    await db.members.take_seat("n1", 2, "Zoé")
    await _finish(db, "n1", [121, 91], 0)
    await db.members.open_member_game(
        game_id="n2", chat_id=-7, host=1, host_name="Marc", players=2, rules=RULES
    )
    await db.members.take_seat("n2", 2, "Zoé")
    await _finish(db, "n2", [121, 91], 0)
    await db.clubs.open_club(-7, title="Club", invite="n" * 16)
    await db.clubs.join_club(-7, 1, name="Marc")
    await db.clubs.join_club(-7, 2, name="Zoé")
    rows = await db.members.games_board(-7, None, None)
    assert [(r.name, r.won) for r in rows] == [("Marc", 2), ("Zoé", 0)]


async def test_a_member_leaves_an_open_table_and_the_seats_move_up(db: Database) -> None:
    await _table(db, "l1", 1, players=4)
    await db.members.take_seat("l1", 2, "P2")
    await db.members.take_seat("l1", 3, "P3")
    assert not await db.members.leave_seat("l1", 1)  # the host withdraws instead
    assert await db.members.leave_seat("l1", 2)
    assert not await db.members.leave_seat("l1", 2)
    game = await db.members.take_seat("l1", 4, "P4")
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, 1), (1, 3), (2, 4)]
    assert await db.members.live_member_game(2) is None


async def test_muggins_messages_are_taken_once(db: Database) -> None:
    await _table(db, "g1", 1)
    await _table(db, "g2", 2)
    for message_id in (30, 10, 30, 20):  # the same message twice is kept once
        await db.members.add_muggins_message("g1", message_id)
    await db.members.add_muggins_message("g2", 99)
    assert await db.members.take_muggins_messages("g1") == [(10, None), (20, None), (30, None)]
    assert await db.members.take_muggins_messages("g1") == []
    assert await db.members.take_muggins_messages("g2") == [(99, None)]


async def test_a_keypads_caller_is_taken_with_it(db: Database) -> None:
    await _table(db, "g1", 1)
    await db.members.add_muggins_message("g1", 12)  # the deal's message: no caller
    await db.members.add_muggins_message("g1", 14, caller=2)
    await db.members.add_muggins_message("g1", 13, caller=0)
    await db.members.add_muggins_message("g1", 15, caller=2)
    assert await db.members.take_muggins_messages("g1", caller=2) == [(14, 2), (15, 2)]
    taken = await db.members.take_muggins_messages("g1")
    assert [(m.message_id, m.caller) for m in taken] == [(12, None), (13, 0)]


async def test_the_first_muggins_call_on_a_show_holds_until_its_caller_resigns(
    db: Database,
) -> None:
    await _table(db, "t1", 1, players=3)
    assert await db.members.call_muggins("t1", 2, 1, seat=2) is None  # the first call
    assert await db.members.call_muggins("t1", 2, 1, seat=2) == 2  # pressed again
    assert await db.members.call_muggins("t1", 2, 1, seat=0) == 2  # another caller: too late
    assert await db.members.call_muggins("t1", 2, 0, seat=0) is None  # another show
    assert await db.members.call_muggins("t1", 3, 1, seat=0) is None  # the next deal's
    await db.members.withdraw_muggins_calls("t1", 2)
    assert await db.members.call_muggins("t1", 2, 1, seat=0) is None  # open again
    assert await db.members.call_muggins("t1", 2, 0, seat=2) == 0  # others' calls stay


async def test_keypads_kept_before_the_callers_were_stored_stay_readable(tmp_path: Path) -> None:
    """A keypad left open across the upgrade that stores its caller: still taken at the next
    deal, without a caller (told without a name)."""
    before = next(i for i, m in enumerate(MIGRATIONS) if "ADD COLUMN caller_seat" in m)
    path = tmp_path / "old.sqlite3"
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate_now(conn, MIGRATIONS[:before]) == before
        await conn.execute(
            "INSERT INTO member_games (id, chat_id, host, players, rules, created_at, moved_at)"
            " VALUES ('old', -7, 1, 2, '{}', 'x', 'x')"
        )
        await conn.execute(
            "INSERT INTO member_muggins_messages (game_id, message_id) VALUES ('old', 41)"
        )
    async with await Database.open(path) as db:
        assert db.schema_version == LATEST_VERSION
        await db.members.add_muggins_message("old", 42, caller=1)
        assert await db.members.take_muggins_messages("old") == [(41, None), (42, 1)]
        assert await db.members.take_muggins_messages("old") == []
