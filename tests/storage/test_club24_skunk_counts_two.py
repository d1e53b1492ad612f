"""A members' game ending in a skunk said « Un skunk : la victoire compte pour deux parties »
while /top games and /stats counted it as one win (club24): a skunk or a lurch now counts two
games on both, a double skunk four, for the winner and the loser alike; a game won by
resignation one."""

from __future__ import annotations

from typing import Any

from bot.drills.club import games_counted
from bot.engine.variants import Rules
from bot.storage import Database

SKUNK = {"target": 121, "margin": "skunk", "muggins": True, "fadoq116": False}
LURCH = {**SKUNK, "margin": "lurch"}
NONE = {**SKUNK, "margin": "none"}


async def _game(
    db: Database,
    game_id: str,
    host: int,
    other: int,
    scores: tuple[int, int],
    rules: dict[str, Any],
    *,
    resigned: int | None = None,
) -> None:
    """`host` (seat 0) against `other` (seat 1), the final `scores`; the higher one wins (or
    the seat that did not resign)."""
    await db.members.open_member_game(
        game_id=game_id, chat_id=-7, host=host, host_name=f"P{host}", players=2, rules=rules
    )
    await db.members.take_seat(game_id, other, f"P{other}")
    state = {"format": 1, "rules": rules, "scores": list(scores), "resigned": resigned}
    started = await db.members.start_member_game(
        game_id, sides=[0, 1], bot_name="Muggins", state=state
    )
    assert started is not None
    winner = 1 - resigned if resigned is not None else int(scores[1] > scores[0])
    results = [(seat, seat == winner, scores[seat], scores[1 - seat]) for seat in (0, 1)]
    done = await db.members.save_member_game(
        game_id,
        step=started.step + 1,
        state=state,
        status="finished",
        results=results,
        day="2026-11-24",
    )
    assert done is not None


def test_the_games_a_win_counts() -> None:
    skunk = Rules(121, "skunk")
    assert games_counted(skunk, 121, 91, resigned=False) == 1
    assert games_counted(skunk, 121, 90, resigned=False) == 2
    assert games_counted(skunk, 121, 60, resigned=False) == 4
    assert games_counted(skunk, 121, 60, resigned=True) == 1
    assert games_counted(Rules(121, "lurch"), 123, 60, resigned=False) == 2
    assert games_counted(Rules(121, "none"), 121, 10, resigned=False) == 1
    assert games_counted(skunk, 40, 60, resigned=False) == 1  # no score at the target


async def test_a_skunk_counts_two_games_on_the_board_and_in_stats(db: Database) -> None:
    await _game(db, "s1", 1, 2, (121, 85), SKUNK)  # a skunk: 2
    await _game(db, "s2", 1, 2, (100, 121), SKUNK)  # a plain win for 2: 1
    await _game(db, "s3", 2, 1, (50, 121), SKUNK)  # a double skunk for 1: 4
    await _game(db, "s4", 1, 2, (20, 60), SKUNK, resigned=0)  # 1 resigned: 1
    await _game(db, "s5", 1, 2, (121, 20), NONE)  # no margin rule: 1
    await _game(db, "s6", 2, 1, (121, 55), LURCH)  # a lurch for 2: 2
    await db.clubs.open_club(-7, title="Club", invite="s" * 16)
    for user in (1, 2):
        await db.clubs.join_club(-7, user, name=f"P{user}")
    rows = await db.members.games_board(-7, None, None)
    assert [(r.user_id, r.won, r.played, r.doubled) for r in rows] == [
        (1, 2 + 4 + 1, 11, 3),
        (2, 1 + 1 + 2, 11, 3),
    ]
    assert {o.user_id: (o.won, o.lost) for o in await db.members.record_against(1)} == {2: (7, 4)}
    assert {o.user_id: (o.won, o.lost) for o in await db.members.record_against(2)} == {1: (4, 7)}
