"""A game between members as stored (`MemberGame`), for tests of the views and the model that
read one: its members seated in order, each with a Telegram id, reachable, no result yet."""

from __future__ import annotations

import json
from collections.abc import Sequence

from bot.drills.table_state import Table
from bot.storage.repo_members import MemberGame, MemberSeat


def member_game(
    names: Sequence[str],
    *,
    game_id: str = "g",
    first_user: int = 100,
    players: int | None = None,
    table: Table | None = None,
    status: str = "active",
    invited_user: int | None = None,
    invited_name: str | None = None,
) -> MemberGame:
    """The game of `names` (seat i: user `first_user + i`, the host the first), of `players`
    seats (as many as the names unless told), its `table` stored as the JSON it is saved as."""
    seats = tuple(
        MemberSeat(i, first_user + i, name, i, True, None, None, None)
        for i, name in enumerate(names)
    )
    state = None if table is None else json.loads(json.dumps(table.to_json()))
    return MemberGame(
        game_id,
        -1,
        first_user,
        len(names) if players is None else players,
        invited_user,
        invited_name,
        {},
        state,
        status,
        0,
        None,
        None,
        "",
        "",
        0,
        None,
        seats,
    )
