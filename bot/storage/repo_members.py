"""Games between club members in their group (issue 21): the table while seats are taken,
then the game saved after every step; the results /top games and /stats read from the
finished games are `bot.storage.repo_members_results`, the « Muggins… » messages and calls
of the game's shows `bot.storage.repo_members_muggins`."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

import aiosqlite

from bot.drills.table_args import is_named
from bot.storage.models import (
    DamagedRow,
    JSONDict,
    Row,
    RowModel,
    StorageError,
    dump_json,
    load_json_dict,
)
from bot.storage.repo_members_muggins import (
    add_muggins_message,
    call_muggins,
    drop_muggins_calls,
    forget_muggins_message,
    take_muggins_messages,
    withdraw_muggins_calls,
)
from bot.storage.repo_members_results import games_board, record_against
from bot.storage.repo_users import ensure_user
from bot.storage.repository import Repository, read_query, undoable, write_query, writes
from bot.storage.sql import (
    changed_one,
    count_returned,
    execute,
    fetch_all,
    fetch_models,
    fetch_one,
    models_or_damaged,
)

OPEN: Final = "open"
ACTIVE: Final = "active"
FINISHED: Final = "finished"
ABANDONED: Final = "abandoned"
CANCELLED: Final = "cancelled"

ORDINARY: Final = "play"
"""`origin` of a game a member opened with /play (or « Another game »): ordinary, counted by
no tournament, whoever takes its seats."""
TOURNAMENT: Final = "tournament"
"""`origin` of a tournament's game: a round robin's game /play invited an opponent to, a
doubles game `/tournament game` started. Games stored before origins were set (NULL) count
in a round robin by their players and target alone."""
FORMER_NAME: Final = ""
"""The stored name of a seat whose member was erased by /forget (its user NULL as well): shown
as « un ancien joueur » (`bot.views.members.former_player`); a bot seat keeps its name."""


class MemberBusy(StorageError):
    """The member already sits at a table (open or under way)."""


class SeatRefused(StorageError):
    """No seat to take: the table is full, started, or gone."""


@dataclass(frozen=True, slots=True)
class MemberSeat(RowModel):
    """A seat: the member (None: the bot), the name shown, the side, whether they can be
    written to in private, and the result once the game is over."""

    seat: int
    user_id: int | None
    name: str
    side: int
    reachable: bool
    won: bool | None
    points_for: int | None
    points_against: int | None


def _seats(row: Row) -> tuple[MemberSeat, ...]:
    """A game's seats, as `_game` adds them to its row."""
    return tuple(row["seats"])


@dataclass(frozen=True, slots=True)
class MemberGame(RowModel):
    """A stored game between members, with its seats."""

    id: str
    chat_id: int
    host: int
    players: int
    invited_user: int | None
    invited_name: str | None
    rules: JSONDict
    state: JSONDict | None
    status: str
    step: int
    message_id: int | None
    origin: str | None
    created_at: str
    moved_at: str
    reminded: int
    finished_at: str | None
    seats: tuple[MemberSeat, ...]
    """Read by `_game` from `member_seats`."""
    play_message: int | None = None
    """The group message showing the play of deal number `play_deal` (edited at each card)."""
    play_deal: int | None = None

    READERS: ClassVar = {"seats": _seats}

    @property
    def is_open(self) -> bool:
        """Seats are still being taken."""
        return self.status == OPEN

    @property
    def is_active(self) -> bool:
        """The game is under way."""
        return self.status == ACTIVE

    @property
    def is_ordinary(self) -> bool:
        """Opened as an ordinary game (`ORDINARY`): no tournament counts it."""
        return self.origin == ORDINARY

    @property
    def names_one(self) -> bool:
        """Whether the table's invitation names the one member it is for."""
        return self.invited_user is not None or self.invited_name is not None

    def is_invited(self, user_id: int, username: str | None) -> bool:
        """Whether the member `user_id` (Telegram @`username`, if any) is the one the table's
        invitation names (nobody, for an open table)."""
        return self.names_one and is_named(user_id, username, self.invited_user, self.invited_name)

    def seat_of(self, user_id: int) -> int | None:
        """The member's seat, or None."""
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_at(self, seat: int) -> int | None:
        """The member at a seat (None: the bot or an empty seat)."""
        return next((s.user_id for s in self.seats if s.seat == seat), None)


def is_former(seat: MemberSeat) -> bool:
    """The seat of a member erased by /forget (the bot plays it if the game goes on)."""
    return seat.user_id is None and seat.name == FORMER_NAME


async def _game(conn: aiosqlite.Connection, row: sqlite3.Row) -> MemberGame:
    """The game of a `member_games` row, with its seats (read here)."""
    seats = await fetch_models(
        conn, MemberSeat, "SELECT * FROM member_seats WHERE game_id = ? ORDER BY seat", (row["id"],)
    )
    return MemberGame.from_row({**dict(zip(row.keys(), row, strict=True)), "seats": seats})


async def get_member_game(conn: aiosqlite.Connection, game_id: str) -> MemberGame | None:
    """The game, or None."""
    row = await fetch_one(conn, "SELECT * FROM member_games WHERE id = ?", (game_id,))
    return None if row is None else await _game(conn, row)


async def live_member_game(conn: aiosqlite.Connection, user_id: int) -> MemberGame | None:
    """The table the member sits at (open or under way), or None."""
    row = await fetch_one(
        conn,
        "SELECT g.* FROM member_games g JOIN member_seats s ON s.game_id = g.id"
        " WHERE s.user_id = ? AND s.playing = 1",
        (user_id,),
    )
    return None if row is None else await _game(conn, row)


async def _seat_row(
    conn: aiosqlite.Connection, game_id: str, seat: int, user_id: int | None, name: str
) -> None:
    try:
        await execute(
            conn,
            "INSERT INTO member_seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
            (game_id, seat, user_id, name),
        )
    except sqlite3.IntegrityError as error:
        raise MemberBusy(f"user {user_id} sits at another table") from error


async def leave_seat(conn: aiosqlite.Connection, game_id: str, user_id: int) -> bool:
    """A member (not the host) leaves a table still taking seats; the seats after theirs move
    up one. False if they did not sit there or the table is no longer open."""
    game = await get_member_game(conn, game_id)
    seat = None if game is None else game.seat_of(user_id)
    if game is None or not game.is_open or seat is None or seat == 0:
        return False
    await execute(conn, "DELETE FROM member_seats WHERE game_id = ? AND seat = ?", (game_id, seat))
    for later in range(seat + 1, len(game.seats)):
        await execute(
            conn,
            "UPDATE member_seats SET seat = ? WHERE game_id = ? AND seat = ?",
            (later - 1, game_id, later),
        )
    return True


async def invitations_of(
    conn: aiosqlite.Connection, user_id: int, username: str | None
) -> list[MemberGame]:
    """The tables still taking seats that invite the member (by id, or by `@username`)."""
    rows = await fetch_all(
        conn,
        "SELECT * FROM member_games WHERE status = 'open' AND (invited_user = :user"
        " OR (:handle IS NOT NULL AND invited_name = :handle COLLATE NOCASE)) ORDER BY rowid",
        {"user": user_id, "handle": f"@{username}" if username else None},
    )
    return [await _game(conn, row) for row in rows]


async def forget_member(
    conn: aiosqlite.Connection, user_id: int, username: str | None, now: str
) -> None:
    """/forget in games between members, before the member's rows go: a table still taking
    seats where they sit, or inviting them (by id or by @username), is withdrawn; invitations
    lose their name; their seats stay, unnamed (`FORMER_NAME`, user NULL), so that the others'
    games and results keep their shape; their Telegram id leaves the games' host and stored
    state. A game under way was resigned for them first (`bot.tg.handlers.members`)."""
    handle = f"@{username}" if username else None
    naming = (
        "(invited_user = :user OR (:handle IS NOT NULL AND invited_name = :handle COLLATE NOCASE))"
    )
    withdrawn = await fetch_all(
        conn,
        "UPDATE member_games SET status = 'cancelled', finished_at = :now, step = step + 1"
        f" WHERE status = 'open' AND ({naming} OR id IN"
        "  (SELECT game_id FROM member_seats WHERE user_id = :user)) RETURNING id",
        {"user": user_id, "handle": handle, "now": now},
    )
    for row in withdrawn:
        await _free_seats(conn, str(row["id"]))
    await execute(
        conn,
        f"UPDATE member_games SET invited_user = NULL, invited_name = NULL WHERE {naming}",
        {"user": user_id, "handle": handle},
    )
    await execute(conn, "UPDATE member_games SET host = 0 WHERE host = ?", (user_id,))
    seats = await fetch_all(
        conn,
        "UPDATE member_seats SET user_id = NULL, name = ? WHERE user_id = ? RETURNING game_id",
        (FORMER_NAME, user_id),
    )
    for game_id in sorted({str(r["game_id"]) for r in seats}):
        stored = await fetch_one(conn, "SELECT state FROM member_games WHERE id = ?", (game_id,))
        if stored is None or stored["state"] is None:
            continue
        state = load_json_dict(stored["state"])
        for seat in state.get("seats", ()):
            if isinstance(seat, dict) and seat.get("user") == user_id:
                seat["user"] = 0  # still a person's seat (0: nobody's id), played by the bot
        await execute(
            conn, "UPDATE member_games SET state = ? WHERE id = ?", (dump_json(state), game_id)
        )


async def set_member_message(conn: aiosqlite.Connection, game_id: str, message_id: int) -> None:
    """Record the group message of the invitation."""
    await execute(
        conn, "UPDATE member_games SET message_id = ? WHERE id = ?", (message_id, game_id)
    )


async def set_play_message(
    conn: aiosqlite.Connection, game_id: str, deal: int, message_id: int
) -> None:
    """Record the group message showing deal number `deal`'s play."""
    await execute(
        conn,
        "UPDATE member_games SET play_message = ?, play_deal = ? WHERE id = ?",
        (message_id, deal, game_id),
    )


async def set_reachable(
    conn: aiosqlite.Connection, game_id: str, user_id: int, reachable: bool
) -> None:
    """Whether the bot can write to the member in private."""
    await execute(
        conn,
        "UPDATE member_seats SET reachable = ? WHERE game_id = ? AND user_id = ?",
        (int(reachable), game_id, user_id),
    )


async def _free_seats(conn: aiosqlite.Connection, game_id: str) -> None:
    await execute(conn, "UPDATE member_seats SET playing = 0 WHERE game_id = ?", (game_id,))


async def _withdraw(conn: aiosqlite.Connection, game_id: str, now: str) -> bool:
    """Withdraw a table still taking seats, its seats free again; False if it was not open."""
    changed = await count_returned(
        conn,
        "UPDATE member_games SET status = 'cancelled', finished_at = ?, step = step + 1"
        " WHERE id = ? AND status = 'open' RETURNING id",
        (now, game_id),
    )
    if changed:
        await _free_seats(conn, game_id)
    return changed == 1


async def set_reminded(conn: aiosqlite.Connection, game_id: str, step: int, reminded: int) -> bool:
    """Record the reminders sent at step `step`; False if the game moved on."""
    return await changed_one(
        conn,
        "UPDATE member_games SET reminded = ? WHERE id = ? AND step = ? RETURNING id",
        (reminded, game_id, step),
    )


async def live_pairs(
    conn: aiosqlite.Connection, chat_id: int, players: int = 2
) -> set[frozenset[int]]:
    """The members seated at each of the group's games of `players` being played: two facing
    each other (a round robin's game under way: `bot.views.tournament_robin.pairings`), or
    four, two teams (a doubles tournament's)."""
    rows = await fetch_all(
        conn,
        "SELECT s.game_id, s.user_id FROM member_games m JOIN member_seats s ON s.game_id = m.id"
        " WHERE m.chat_id = ? AND m.status = 'active' AND m.players = ?"
        " AND s.user_id IS NOT NULL",
        (chat_id, players),
    )
    seated: dict[str, set[int]] = {}
    for row in rows:
        seated.setdefault(str(row[0]), set()).add(int(row[1]))
    return {frozenset(users) for users in seated.values() if len(users) == players}


async def _games_where(
    conn: aiosqlite.Connection, where: str, params: tuple[object, ...]
) -> list[MemberGame]:
    """The games `where` picks (SQL after WHERE, with its ORDER BY), as `MemberGame`s."""
    rows = await fetch_all(conn, f"SELECT * FROM member_games WHERE {where}", params)
    return [await _game(conn, row) for row in rows]


async def live_member_games(conn: aiosqlite.Connection, before: str) -> list[MemberGame]:
    """Every open or running game untouched since `before` (the reminders' job)."""
    where = "status IN ('open', 'active') AND moved_at < ? ORDER BY moved_at"
    return await _games_where(conn, where, (before,))


async def active_games_in(conn: aiosqlite.Connection, chat_id: int) -> list[MemberGame]:
    """The group's games being played (not those still taking seats), oldest first."""
    where = "chat_id = ? AND status = 'active' ORDER BY created_at, rowid"
    return await _games_where(conn, where, (chat_id,))


async def list_member_games(
    conn: aiosqlite.Connection, *, user_id: int | None = None, chat_id: int | None = None
) -> list[MemberGame]:
    """Every started game (or one member's, or one group's), oldest first."""
    return [await _game(conn, row) for row in await _started_rows(conn, user_id, chat_id)]


async def _started_rows(
    conn: aiosqlite.Connection, user_id: int | None, chat_id: int | None
) -> list[sqlite3.Row]:
    """`list_member_games`' rows."""
    return await fetch_all(
        conn,
        "SELECT * FROM member_games g WHERE state IS NOT NULL"
        " AND (:chat IS NULL OR chat_id = :chat)"
        " AND (:user IS NULL OR EXISTS (SELECT 1 FROM member_seats s"
        "      WHERE s.game_id = g.id AND s.user_id = :user))"
        " ORDER BY created_at, rowid",
        {"user": user_id, "chat": chat_id},
    )


async def list_member_games_or_damaged(
    conn: aiosqlite.Connection, *, user_id: int | None = None, chat_id: int | None = None
) -> list[MemberGame | DamagedRow]:
    """As `list_member_games`, a game whose stored state or rules cannot be decoded given as
    its `DamagedRow` (no player: the group names it) instead of failing the whole list
    (`muggins games` lists the others)."""
    rows = await _started_rows(conn, user_id, chat_id)
    return await models_or_damaged(rows, lambda row: _game(conn, row))


class Members(Repository):
    """The queries of games between members: `db.members`."""

    @undoable
    async def open_member_game(
        self,
        conn: aiosqlite.Connection,
        *,
        game_id: str,
        chat_id: int,
        host: int,
        host_name: str,
        players: int,
        rules: Mapping[str, object],
        invited_user: int | None = None,
        invited_name: str | None = None,
        origin: str | None = None,
    ) -> MemberGame:
        """A new table, its host in seat 0; `repo_members.MemberBusy` if they sit elsewhere."""
        now = self.db.now()
        await ensure_user(conn, host, now)
        await execute(
            conn,
            "INSERT INTO member_games (id, chat_id, host, players, invited_user, invited_name,"
            " rules, origin, created_at, moved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                chat_id,
                host,
                players,
                invited_user,
                invited_name,
                dump_json(rules),
                origin,
                now,
                now,
            ),
        )
        await _seat_row(conn, game_id, 0, host, host_name)
        found = await get_member_game(conn, game_id)
        if found is None:  # pragma: no cover - inserted just above
            raise StorageError("the new table is missing")
        return found

    @undoable
    async def take_seat(
        self, conn: aiosqlite.Connection, game_id: str, user_id: int, name: str
    ) -> MemberGame:
        """Take the next seat; `repo_members.SeatRefused` or `repo_members.MemberBusy`."""
        now = self.db.now()
        game = await get_member_game(conn, game_id)
        if game is None or not game.is_open or len(game.seats) >= game.players:
            raise SeatRefused(f"no seat at {game_id}")
        await ensure_user(conn, user_id, now)
        await _seat_row(conn, game_id, len(game.seats), user_id, name)
        await execute(conn, "UPDATE member_games SET moved_at = ? WHERE id = ?", (now, game_id))
        found = await get_member_game(conn, game_id)
        if found is None:  # pragma: no cover - read just above
            raise StorageError("the table is missing")
        return found

    leave_seat = write_query(leave_seat)
    get_member_game = read_query(get_member_game)
    live_member_game = read_query(live_member_game)
    invitations_of = read_query(invitations_of)
    set_member_message = write_query(set_member_message)
    set_play_message = write_query(set_play_message)
    add_muggins_message = write_query(add_muggins_message)
    forget_muggins_message = write_query(forget_muggins_message)
    take_muggins_messages = write_query(take_muggins_messages)
    call_muggins = write_query(call_muggins)
    withdraw_muggins_calls = write_query(withdraw_muggins_calls)
    set_reachable = write_query(set_reachable)

    @undoable
    async def start_member_game(
        self,
        conn: aiosqlite.Connection,
        game_id: str,
        *,
        sides: Sequence[int],
        bot_name: str,
        state: Mapping[str, object],
    ) -> MemberGame | None:
        """The table starts: the empty seats go to the bot, each seat gets its side, the game's
        first state is stored; None if it was no longer open (a double press)."""
        now = self.db.now()
        game = await get_member_game(conn, game_id)
        if game is None or not game.is_open:
            return None
        for seat in range(len(game.seats), game.players):
            await _seat_row(conn, game_id, seat, None, bot_name)
        for seat, side in enumerate(sides):
            await execute(
                conn,
                "UPDATE member_seats SET side = ? WHERE game_id = ? AND seat = ?",
                (side, game_id, seat),
            )
        await execute(
            conn,
            "UPDATE member_games SET status = 'active', state = ?, step = step + 1, moved_at = ?"
            " WHERE id = ?",
            (dump_json(state), now, game_id),
        )
        return await get_member_game(conn, game_id)

    @writes
    async def save_member_game(
        self,
        conn: aiosqlite.Connection,
        game_id: str,
        *,
        step: int,
        state: Mapping[str, object],
        status: str = ACTIVE,
        results: Sequence[tuple[int, bool | None, int, int]] | None = None,
        day: str | None = None,
    ) -> MemberGame | None:
        """Save the state after the step numbered `step - 1`; None (nothing written) when the game
        is no longer at that step or not under way. `results` (seat, won, for, against) and a
        final `status` end the game: its seats are free again, its muggins calls dropped."""
        now = self.db.now()
        changed = await count_returned(
            conn,
            "UPDATE member_games SET state = ?, step = ?, status = ?, moved_at = ?, reminded = 0,"
            " finished_at = CASE WHEN ? = 'active' THEN NULL ELSE ? END,"
            " finished_day = CASE WHEN ? = 'active' THEN NULL ELSE ? END"
            " WHERE id = ? AND step = ? AND status = 'active' RETURNING id",
            (dump_json(state), step, status, now, status, now, status, day, game_id, step - 1),
        )
        if changed != 1:
            return None
        if status != ACTIVE:
            await _free_seats(conn, game_id)
            await drop_muggins_calls(conn, game_id)
            for seat, won, points_for, points_against in results or ():
                await execute(
                    conn,
                    "UPDATE member_seats SET won = ?, points_for = ?, points_against = ?"
                    " WHERE game_id = ? AND seat = ?",
                    (None if won is None else int(won), points_for, points_against, game_id, seat),
                )
        return await get_member_game(conn, game_id)

    @writes
    async def update_member_state(
        self, conn: aiosqlite.Connection, game_id: str, step: int, state: Mapping[str, object]
    ) -> bool:
        """Save the state within step `step`; False if the game moved on."""
        now = self.db.now()
        return await changed_one(
            conn,
            "UPDATE member_games SET state = ?, moved_at = ? WHERE id = ? AND step = ?"
            " AND status = 'active' RETURNING id",
            (dump_json(state), now, game_id, step),
        )

    @writes
    async def cancel_member_game(self, conn: aiosqlite.Connection, game_id: str) -> bool:
        """Withdraw an open table (the host, or nobody came); False if it was not open."""
        return await _withdraw(conn, game_id, self.db.now())

    @writes
    async def cancel_open_games_in(
        self, conn: aiosqlite.Connection, chat_id: int
    ) -> list[MemberGame]:
        """Withdraw every open table of a group (the bot can no longer write there); the
        tables as they were."""
        rows = await fetch_all(
            conn, "SELECT * FROM member_games WHERE chat_id = ? AND status = 'open'", (chat_id,)
        )
        games = [await _game(conn, row) for row in rows]
        for game in games:
            await _withdraw(conn, game.id, self.db.now())
        return games

    set_reminded = write_query(set_reminded)
    live_member_games = read_query(live_member_games)
    live_pairs = read_query(live_pairs)
    active_games_in = read_query(active_games_in)
    list_member_games = read_query(list_member_games)
    list_member_games_or_damaged = read_query(list_member_games_or_damaged)
    games_board = read_query(games_board)
    record_against = read_query(record_against)
