"""The club night at the hall (/soiree): the night and its players, and the repository.

See migration 19 in `bot.storage.schema_games` for the columns. Every SQL statement on the
nights and their players is here, those on the tables of their rounds in
`bot.storage.repo_night_tables`; `Nights` (`db.nights`) runs them all. A night is open until
it is closed (once: `closed_at`, with the standings frozen as JSON); a group has one open night
at most.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import aiosqlite

from bot.drills.night import Table as ModelTable
from bot.drills.night import latecomer_table
from bot.drills.night_standings import StandingRecord
from bot.drills.night_state import NextRound
from bot.storage.models import RowModel, StorageError, dump_json
from bot.storage.repo_night_tables import (
    add_round,
    any_round_drawn,
    confirm_score,
    correct_score,
    dispute_score,
    drop_bye,
    enter_score,
    insert_tables,
    night_tables,
    round_tables,
    set_table_message,
    swap_round,
)
from bot.storage.repo_users import ensure_user
from bot.storage.repository import (
    Repository,
    read_query,
    undoable,
    write_query,
    write_query_at,
    writes,
)
from bot.storage.sql import (
    count_returned,
    execute,
    fetch_all,
    fetch_model,
    fetch_models,
    fetch_one,
    fetch_returned,
)

OPEN: str = "closed_at IS NULL"
MAX_NAME: int = 40
"""A player's name is cut to 40 characters."""


@dataclass(frozen=True, slots=True)
class Night(RowModel):
    """A stored club night."""

    id: str
    chat_id: int
    format: str
    ranking: str
    doubles: bool
    games: int
    """Its rounds (0 until the first round of a `jeux50` night is drawn)."""
    target: int
    lang: str
    created_by: int
    message_id: int | None
    created_at: str
    closed_at: str | None
    closed_by: int | None
    standings: list[StandingRecord] | None
    """The frozen standings (`muggins nights --json`'s), once closed."""

    @property
    def is_open(self) -> bool:
        """Not closed yet."""
        return self.closed_at is None


@dataclass(frozen=True, slots=True)
class Player(RowModel):
    """A player of a night: `user_id` None when added by name (no Telegram)."""

    id: str
    number: int
    name: str
    user_id: int | None
    late: int
    """0: on time; 1: marked late (their first game is lost by default); 2: that game done."""
    absent: bool


class NightUnderWay(StorageError):
    """The group already has an open night."""


async def get_night(conn: aiosqlite.Connection, night_id: str) -> Night | None:
    """The night, or None."""
    return await fetch_model(conn, Night, "SELECT * FROM nights WHERE id = ?", (night_id,))


async def open_night(conn: aiosqlite.Connection, chat_id: int) -> Night | None:
    """The group's open night, or None."""
    return await fetch_model(
        conn, Night, f"SELECT * FROM nights WHERE chat_id = ? AND {OPEN}", (chat_id,)
    )


async def latest_night(conn: aiosqlite.Connection, chat_id: int) -> Night | None:
    """The group's open night, else its latest closed one, or None."""
    return await fetch_model(
        conn,
        Night,
        "SELECT * FROM nights WHERE chat_id = ?"
        " ORDER BY closed_at IS NOT NULL, created_at DESC, rowid DESC LIMIT 1",
        (chat_id,),
    )


async def list_nights(conn: aiosqlite.Connection) -> list[Night]:
    """Every night, oldest first."""
    return await fetch_models(conn, Night, "SELECT * FROM nights ORDER BY created_at, rowid")


async def user_open_nights(conn: aiosqlite.Connection, user_id: int) -> list[Night]:
    """The open nights the user plays in, oldest first."""
    return await fetch_models(
        conn,
        Night,
        "SELECT n.* FROM nights AS n JOIN night_players AS p ON p.night_id = n.id"
        " WHERE p.user_id = ? AND n.closed_at IS NULL ORDER BY n.created_at, n.rowid",
        (user_id,),
    )


async def organized_open_nights(conn: aiosqlite.Connection, user_id: int) -> list[Night]:
    """The open nights the user opened (their organizer), oldest first."""
    return await fetch_models(
        conn,
        Night,
        f"SELECT * FROM nights WHERE created_by = ? AND {OPEN} ORDER BY created_at, rowid",
        (user_id,),
    )


async def closed_nights_played(
    conn: aiosqlite.Connection, user_id: int, limit: int
) -> list[tuple[Night, str]]:
    """The user's last `limit` closed nights, newest first, each with the id of their player."""
    rows = await fetch_all(
        conn,
        "SELECT n.*, p.id AS player_id FROM nights AS n JOIN night_players AS p"
        " ON p.night_id = n.id WHERE p.user_id = ? AND n.closed_at IS NOT NULL"
        " ORDER BY n.closed_at DESC, n.rowid DESC LIMIT ?",
        (user_id, limit),
    )
    return [(Night.from_row(r), str(r["player_id"])) for r in rows]


async def set_night_message(conn: aiosqlite.Connection, night_id: str, message_id: int) -> None:
    """Record the group message presenting the night."""
    await execute(conn, "UPDATE nights SET message_id = ? WHERE id = ?", (message_id, night_id))


async def set_games(conn: aiosqlite.Connection, night_id: str, games: int) -> None:
    """Record the night's number of rounds (known at the first draw for `jeux50`, and anew
    when a latecomer's side is added to it)."""
    await execute(conn, "UPDATE nights SET games = ? WHERE id = ?", (games, night_id))


async def night_players(conn: aiosqlite.Connection, night_id: str) -> list[Player]:
    """The players in registration order."""
    return await fetch_models(
        conn, Player, "SELECT * FROM night_players WHERE night_id = ? ORDER BY number", (night_id,)
    )


async def _set_players(
    conn: aiosqlite.Connection, night_id: str, player_ids: Sequence[str], column: str, value: int
) -> int:
    """Set the players' `column` (of `night_players`) to `value`; how many rows changed."""
    changed = 0
    for pid in player_ids:
        changed += await count_returned(
            conn,
            f"UPDATE night_players SET {column} = ? WHERE night_id = ? AND id = ? RETURNING 1",
            (value, night_id, pid),
        )
    return changed


async def set_late(
    conn: aiosqlite.Connection, night_id: str, player_ids: Sequence[str], late: int
) -> int:
    """Set the players' lateness (0, 1 or 2); how many rows changed."""
    return await _set_players(conn, night_id, player_ids, "late", late)


async def set_absent(
    conn: aiosqlite.Connection, night_id: str, player_ids: Sequence[str], absent: bool
) -> int:
    """Mark the players absent (left out of the next rounds) or back; how many changed."""
    return await _set_players(conn, night_id, player_ids, "absent", int(absent))


async def add_player(
    conn: aiosqlite.Connection,
    night_id: str,
    name: str,
    user_id: int | None,
    added_by: int | None,
    now: str,
) -> Player | None:
    """Register a player (next number, id `p<number>`); None if the user is in already."""
    if user_id is not None:
        await ensure_user(conn, user_id, now)
        known = await fetch_one(
            conn,
            "SELECT 1 FROM night_players WHERE night_id = ? AND user_id = ?",
            (night_id, user_id),
        )
        if known is not None:
            return None
    row = await fetch_one(
        conn,
        "SELECT coalesce(max(number), 0) + 1 AS n FROM night_players WHERE night_id = ?",
        (night_id,),
    )
    number = 1 if row is None else int(row["n"])
    return await fetch_model(
        conn,
        Player,
        "INSERT INTO night_players (night_id, id, number, name, user_id, added_by, joined_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
        (night_id, f"p{number}", number, name[:MAX_NAME], user_id, added_by, now),
    )


class Nights(Repository):
    """The queries of club nights: `db.nights`."""

    @undoable
    async def create_night(
        self,
        conn: aiosqlite.Connection,
        *,
        night_id: str,
        chat_id: int,
        format: str,
        ranking: str,
        doubles: bool,
        games: int,
        target: int,
        lang: str,
        created_by: int,
    ) -> Night:
        """Store a new night; `repo_night.NightUnderWay` if one is open in the group."""
        now = self.db.now()
        if await open_night(conn, chat_id) is not None:
            raise NightUnderWay(f"chat {chat_id} has an open night")
        row = await fetch_returned(
            conn,
            "INSERT INTO nights (id, chat_id, format, ranking, doubles, games, target, lang,"
            " created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *",
            (
                night_id,
                chat_id,
                format,
                ranking,
                int(doubles),
                games,
                target,
                lang,
                created_by,
                now,
            ),
        )
        return Night.from_row(row)

    get_night = read_query(get_night)
    open_night = read_query(open_night)
    latest_night = read_query(latest_night)
    list_nights = read_query(list_nights)
    user_open_nights = read_query(user_open_nights)
    organized_open_nights = read_query(organized_open_nights)
    closed_nights_played = read_query(closed_nights_played)
    set_night_message = write_query(set_night_message)
    set_games = write_query(set_games)

    @writes
    async def add_player(
        self,
        conn: aiosqlite.Connection,
        night_id: str,
        name: str,
        user_id: int | None,
        added_by: int | None,
    ) -> Player | None:
        """Register a player (next number, id `p<number>`); None if the user is in already."""
        return await add_player(conn, night_id, name, user_id, added_by, self.db.now())

    @writes
    async def link_player(
        self, conn: aiosqlite.Connection, night_id: str, player_id: str, user_id: int
    ) -> bool:
        """A player added by name is the member `user_id` (they pressed ✅): their Telegram
        account is set on that entry; False if it has one already, or the member is listed
        under another."""
        await ensure_user(conn, user_id, self.db.now())
        return bool(
            await count_returned(
                conn,
                "UPDATE night_players SET user_id = :user WHERE night_id = :night AND id = :id"
                " AND user_id IS NULL AND NOT EXISTS (SELECT 1 FROM night_players"
                " WHERE night_id = :night AND user_id = :user) RETURNING 1",
                {"user": user_id, "night": night_id, "id": player_id},
            )
        )

    @writes
    async def remove_players(
        self, conn: aiosqlite.Connection, night_id: str, players: Sequence[Player]
    ) -> list[Player]:
        """Take players off the list before the first round (`/soiree retirer`): those
        removed; the players after them move up, numbered 1 to N again (id `p<number>`), as
        the list shows them. A player is removed under their id and name as read: an id
        another removal gave meanwhile to the next player is left alone. Nothing once a
        round is drawn (the sides are fixed then: the organizer marks a player absent
        instead)."""
        if await any_round_drawn(conn, night_id):
            return []
        removed: list[Player] = []
        for player in players:
            gone = await fetch_model(
                conn,
                Player,
                "DELETE FROM night_players WHERE night_id = ? AND id = ? AND name = ? RETURNING *",
                (night_id, player.id, player.name),
            )
            if gone is not None:
                removed.append(gone)
        # in order, so that each number (and id) taken is free: the one before moved up
        for number, player in enumerate(await night_players(conn, night_id), start=1):
            if player.number != number:
                await execute(
                    conn,
                    "UPDATE night_players SET number = ?, id = ? WHERE night_id = ? AND id = ?",
                    (number, f"p{number}", night_id, player.id),
                )
        return removed

    @writes
    async def add_latecomer(
        self,
        conn: aiosqlite.Connection,
        night: Night,
        names: Sequence[str],
        added_by: int | None,
        round_: int,
    ) -> tuple[list[Player], ModelTable] | None:
        """A side added once the rounds have begun (`/soiree ajouter`: a player, or in doubles
        a team's two), at once with the game of round `round_` it loses by default
        (`latecomer_table`: the round's bye becomes a game against it, table 0 taken off, or
        its own bye lost), its players marked late with that game done (lateness 2); None if
        the round is not drawn."""
        rows = await round_tables(conn, night.id, round_)
        if not rows:
            return None
        players: list[Player] = []
        for name in names:
            player = await add_player(conn, night.id, name, None, added_by, self.db.now())
            assert player is not None  # no Telegram account: never listed already
            players.append(player)
        side = tuple(p.id for p in players)
        table = latecomer_table([r.model for r in rows], round_, side, night.target)
        if table.b is not None:  # the bye, now a game against the latecomer
            await drop_bye(conn, night.id, round_)
        await insert_tables(conn, night.id, [table], added_by)
        await set_late(conn, night.id, side, 2)
        return players, table

    night_players = read_query(night_players)
    set_late = write_query(set_late)
    set_absent = write_query(set_absent)
    add_round = write_query(add_round)

    @writes
    async def store_round(
        self, conn: aiosqlite.Connection, night: Night, drawn: NextRound, by: int | None
    ) -> bool:
        """A drawn round stored at once: its tables, the night's number of rounds when not
        known yet or `counted` anew (jeux50's, known at the first draw and again when a
        player absent from the start comes back), the late sides that lost their game by
        default (lateness 2); False if that round was drawn already (nothing written)."""
        if not await add_round(conn, night.id, drawn.tables, by):
            return False
        if not night.games or (drawn.counted and drawn.games != night.games):
            await set_games(conn, night.id, drawn.games)
        for side in drawn.forfeited:
            await set_late(conn, night.id, side, 2)
        return True

    night_tables = read_query(night_tables)
    enter_score = write_query(enter_score)
    set_table_message = write_query(set_table_message)
    confirm_score = write_query(confirm_score)
    dispute_score = write_query(dispute_score)

    correct_score = write_query_at(correct_score)
    swap_round = write_query(swap_round)

    @writes
    async def close_night(
        self,
        conn: aiosqlite.Connection,
        night_id: str,
        standings: Sequence[Mapping[str, object]],
        by: int | None,
    ) -> Night | None:
        """Close it with its frozen standings; None if it was closed already (so the winners
        are announced once)."""
        now = self.db.now()
        return await fetch_model(
            conn,
            Night,
            f"UPDATE nights SET closed_at = ?, closed_by = ?, standings = ? WHERE id = ? AND {OPEN}"
            " RETURNING *",
            (now, by, dump_json(list(standings)), night_id),
        )
