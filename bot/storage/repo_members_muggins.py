"""The muggins calls of games between members (migrations 18, 29 and 30): the group messages
that carry a « Muggins… » button or a caller's keypad, taken off when the next deal is dealt,
and who called muggins first on each show. The games themselves are
`bot.storage.repo_members`; these are methods of `db.members` (`db.members.call_muggins`,
`db.members.take_muggins_messages`, ...)."""

from __future__ import annotations

from typing import NamedTuple

import aiosqlite

from bot.storage.sql import count_returned, execute, fetch_all, fetch_one


async def add_muggins_message(
    conn: aiosqlite.Connection, game_id: str, message_id: int, caller: int | None = None
) -> None:
    """Record a group message of the game that carries a « Muggins… » button (`caller`: the
    seat of the member whose keypad it is; None: the deal's message)."""
    await execute(
        conn,
        "INSERT OR IGNORE INTO member_muggins_messages (game_id, message_id, caller_seat)"
        " VALUES (?, ?, ?)",
        (game_id, message_id, caller),
    )


async def forget_muggins_message(conn: aiosqlite.Connection, game_id: str, message_id: int) -> None:
    """A message of the game no longer carries a « Muggins… » button or keypad (a caller's
    keypad edited into its ruling): nothing to take off at the next deal."""
    await execute(
        conn,
        "DELETE FROM member_muggins_messages WHERE game_id = ? AND message_id = ?",
        (game_id, message_id),
    )


class MugginsMessage(NamedTuple):
    """A group message with a « Muggins… » button: its id, and the seat of the member whose
    keypad it is (None: the deal's message, or a keypad recorded without its caller)."""

    message_id: int
    caller: int | None


async def take_muggins_messages(
    conn: aiosqlite.Connection, game_id: str, caller: int | None = None
) -> list[MugginsMessage]:
    """The game's messages with a « Muggins… » button (`caller`: only the keypads of the
    member at that seat), forgotten as they are returned (their buttons are being taken
    off), by id. All of them taken off (no `caller`: the next deal is dealt, the game is over,
    or every show was called), the calls on those shows go too (`drop_muggins_calls`)."""
    rows = await fetch_all(
        conn,
        "DELETE FROM member_muggins_messages WHERE game_id = ? AND (? IS NULL OR caller_seat = ?)"
        " RETURNING message_id, caller_seat",
        (game_id, caller, caller),
    )
    if caller is None:
        await drop_muggins_calls(conn, game_id)
    seats = [None if r["caller_seat"] is None else int(r["caller_seat"]) for r in rows]
    found = [MugginsMessage(int(r["message_id"]), s) for r, s in zip(rows, seats, strict=True)]
    return sorted(found, key=lambda m: m.message_id)


async def call_muggins(
    conn: aiosqlite.Connection, game_id: str, deal: int, show: int, seat: int
) -> int | None:
    """The member at `seat` calls muggins on show `show` of deal `deal`: None when this is
    the show's first call (it is kept), else the seat of whoever called first (`seat` itself
    when pressed again)."""
    if await count_returned(
        conn,
        "INSERT INTO member_muggins_calls (game_id, deal, show, caller_seat) VALUES (?, ?, ?, ?)"
        " ON CONFLICT DO NOTHING RETURNING 1",
        (game_id, deal, show, seat),
    ):
        return None
    row = await fetch_one(
        conn,
        "SELECT caller_seat FROM member_muggins_calls WHERE game_id = ? AND deal = ? AND show = ?",
        (game_id, deal, show),
    )
    return None if row is None else int(row["caller_seat"])


async def drop_muggins_calls(conn: aiosqlite.Connection, game_id: str) -> None:
    """The game's calls are over (none of its shows so far may be called any more: a call
    on an earlier deal, or after the game, is refused as too late before the calls are read):
    they are not kept."""
    await execute(conn, "DELETE FROM member_muggins_calls WHERE game_id = ?", (game_id,))


async def withdraw_muggins_calls(conn: aiosqlite.Connection, game_id: str, seat: int) -> None:
    """The calls of the member at `seat` are taken back (they resigned): those shows are
    open to the other players' calls again."""
    await execute(
        conn,
        "DELETE FROM member_muggins_calls WHERE game_id = ? AND caller_seat = ?",
        (game_id, seat),
    )
