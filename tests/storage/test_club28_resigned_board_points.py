"""A game won because the other player resigned (/abandon) counted on /classement parties the
board as it stood: Jean resigning at 16 to Marie's 2 put « 1. Marie : 1 sur 1 partie gagnée
(-14) » and « 2. Jean : 0 sur 1 partie gagnée (+14) », the winner's tie-break lowered and
the resigner's raised (resigning while ahead paid). A win now never lowers the tie-break,
nor a loss raises it: such a game counts no margin, as the guide says of a resignation."""

from __future__ import annotations

from bot.storage import Database
from tests.storage.test_club24_skunk_counts_two import NONE, _game


async def test_a_resigned_game_never_lowers_its_winners_tie_break(db: Database) -> None:
    await _game(db, "r1", 1, 2, (2, 16), NONE, resigned=1)  # 2 resigned while ahead
    await _game(db, "r2", 1, 2, (121, 100), NONE)  # an ordinary win for 1
    await db.clubs.open_club(-7, title="Club", invite="r" * 16)
    for user in (1, 2):
        await db.clubs.join_club(-7, user, name=f"P{user}")
    rows = await db.members.games_board(-7, None, None)
    assert [(r.user_id, r.won, r.points_for, r.points_against) for r in rows] == [
        (1, 2, 16 + 121, 16 + 100),
        (2, 0, 16 + 100, 16 + 121),
    ]

    # resigned while behind: the margin as it stood
    await _game(db, "r3", 1, 2, (30, 10), NONE, resigned=1)
    rows = await db.members.games_board(-7, None, None)
    assert [(r.user_id, r.difference) for r in rows] == [(1, 21 + 20), (2, -21 - 20)]
