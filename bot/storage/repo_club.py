"""Clubs, their members and the leaderboards over the daily results (/top, /club); erasing a
player (/forget, `db.clubs.forget_player`) is `bot.storage.repo_forget`.

Boards read `daily_totals` (per player sums kept by triggers on `daily_results`, see the
`V6_CLUBS` migration in `bot.storage.schema_clubs`) for a week, a month or all time, and
`daily_results` itself for one day: one indexed row per member either way, whatever the number
of results behind it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final

import aiosqlite

from bot.drills.club import Standing, Streak, TieBreak, ranked
from bot.storage.models import RowModel, just_written
from bot.storage.repo_forget import erase_player
from bot.storage.repo_users import ensure_user
from bot.storage.repository import (
    Repository,
    read_query,
    snapshot_query,
    write_query,
    write_query_at,
    writes,
)
from bot.storage.sql import count_returned, execute, fetch_all, fetch_model, fetch_models, fetch_one

CLUB_SETTINGS: Final = frozenset({"lang", "timezone", "post_time", "weekly", "tiebreak", "muggins"})
"""The columns /club may change."""


@dataclass(frozen=True, slots=True)
class Club(RowModel):
    """A group chat the bot is (or was) in, and its /club settings."""

    chat_id: int
    title: str
    invite: str
    active: bool
    lang: str | None
    timezone: str | None
    post_time: str | None
    weekly: bool
    tiebreak: TieBreak
    created_at: str
    updated_at: str
    muggins: bool = True
    """Muggins in the club's challenges (on unless an admin turned it off)."""


@dataclass(frozen=True, slots=True)
class BoardRows:
    """One page of a board: the best standings in order, the caller's standing and how many
    visible players are strictly ahead of it, the number of visible players, whether the
    caller hides from boards (/top off) and whether they are a member of the club (someone of
    the group who never pressed the button of /daily is on no board, whatever they play)."""

    top: tuple[Standing, ...]
    me: Standing | None
    better: int
    players: int
    hidden: bool
    member: bool = True


# -- clubs -------------------------------------------------------------------------------------


async def get_club(conn: aiosqlite.Connection, chat_id: int) -> Club | None:
    """The club of a group chat (active or not), or None."""
    return await fetch_model(conn, Club, "SELECT * FROM clubs WHERE chat_id = ?", (chat_id,))


async def club_by_invite(conn: aiosqlite.Connection, invite: str) -> Club | None:
    """The club whose deep link carries `invite`, or None."""
    return await fetch_model(conn, Club, "SELECT * FROM clubs WHERE invite = ?", (invite,))


MOVED_ON_MIGRATION: Final = (
    ("games", "state = 'active'"),
    ("questions", "state = 'pending'"),
    ("quiz_series", "state = 'active'"),
    ("tournaments", "closed_at IS NULL AND cancelled_at IS NULL"),
)
"""What a group's players have under way there and keep when it becomes a supergroup."""


async def move_play(conn: aiosqlite.Connection, old_chat_id: int, new_chat_id: int) -> int:
    """A group became a supergroup: its running games, pending questions and quiz series
    follow to the new chat id (history stays); one already under way there wins. The number
    of rows moved."""
    moved = 0
    for table, under_way in MOVED_ON_MIGRATION:
        moved += await count_returned(
            conn,
            f"UPDATE OR IGNORE {table} SET chat_id = ? WHERE chat_id = ? AND {under_way}"
            " RETURNING id",
            (new_chat_id, old_chat_id),
        )
    return moved


async def active_clubs(conn: aiosqlite.Connection) -> list[Club]:
    """Every club the bot is still in."""
    return await fetch_models(conn, Club, "SELECT * FROM clubs WHERE active = 1 ORDER BY chat_id")


async def _must_get(conn: aiosqlite.Connection, chat_id: int) -> Club:
    """The club row this transaction just wrote."""
    return just_written(await get_club(conn, chat_id), f"club {chat_id}")


# -- players and members -----------------------------------------------------------------------


async def set_player_name(conn: aiosqlite.Connection, now: str, user_id: int, name: str) -> None:
    """Record the name the player shows on boards (their Telegram name)."""
    await ensure_user(conn, user_id, now)
    await execute(
        conn,
        "INSERT INTO club_players (user_id, name, updated_at) VALUES (?, ?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name,"
        " updated_at = excluded.updated_at WHERE club_players.name IS NOT excluded.name",
        (user_id, name, now),
    )


async def is_hidden(conn: aiosqlite.Connection, user_id: int) -> bool:
    """True if the player chose /top off."""
    row = await fetch_one(conn, "SELECT hidden FROM club_players WHERE user_id = ?", (user_id,))
    return row is not None and bool(row["hidden"])


async def leave_club(conn: aiosqlite.Connection, chat_id: int, user_id: int) -> bool:
    """The player left the group (or was removed): no longer a member; True if they were."""
    return bool(
        await count_returned(
            conn,
            "DELETE FROM club_members WHERE chat_id = ? AND user_id = ? RETURNING user_id",
            (chat_id, user_id),
        )
    )


async def rejoin_club(conn: aiosqlite.Connection, now: str, chat_id: int, user_id: int) -> bool:
    """A player back in the group rejoins its club when they played at one of its tables
    (playing made them a member: `leave_club` dropped them when they left); True if they
    did. Their games are on the club's boards again at once, not after their next game."""
    return bool(
        await count_returned(
            conn,
            "INSERT INTO club_members (chat_id, user_id, joined_at)"
            " SELECT c.chat_id, ?, ? FROM clubs AS c WHERE c.chat_id = ? AND EXISTS ("
            "   SELECT 1 FROM member_seats AS s JOIN member_games AS g ON g.id = s.game_id"
            "   WHERE g.chat_id = c.chat_id AND s.user_id = ? AND g.status <> 'open')"
            " ON CONFLICT (chat_id, user_id) DO NOTHING RETURNING user_id",
            (user_id, now, chat_id, user_id),
        )
    )


async def member_clubs(conn: aiosqlite.Connection, user_id: int) -> list[Club]:
    """The active clubs the player belongs to, by title."""
    return await fetch_models(
        conn,
        Club,
        "SELECT c.* FROM club_members AS m JOIN clubs AS c ON c.chat_id = m.chat_id"
        " WHERE m.user_id = ? AND c.active = 1 ORDER BY c.title COLLATE NOCASE, c.chat_id",
        (user_id,),
    )


async def is_member(conn: aiosqlite.Connection, chat_id: int, user_id: int) -> bool:
    """Whether the player is a member of the club of `chat_id`."""
    row = await fetch_one(
        conn,
        "SELECT 1 FROM club_members WHERE chat_id = ? AND user_id = ?",
        (chat_id, user_id),
    )
    return row is not None


async def member_count(conn: aiosqlite.Connection, chat_id: int) -> int:
    """How many players joined the club."""
    row = await fetch_one(
        conn, "SELECT COUNT(*) AS n FROM club_members WHERE chat_id = ?", (chat_id,)
    )
    return 0 if row is None else int(row["n"])


async def member_languages(
    conn: aiosqlite.Connection, chat_id: int
) -> list[tuple[str | None, str | None]]:
    """Each member's chosen language and last Telegram language code (either may be None)."""
    rows = await fetch_all(
        conn,
        "SELECT u.lang, u.language_code FROM club_members AS m JOIN users AS u"
        " ON u.tg_id = m.user_id WHERE m.chat_id = ?",
        (chat_id,),
    )
    return [(row["lang"], row["language_code"]) for row in rows]


async def member_names(conn: aiosqlite.Connection, chat_id: int) -> list[tuple[int, str]]:
    """The club's members and the names they show (their Telegram name), with the members
    taking part in its open tournament who are not yet (who joined before joining made them
    members, or a doubles partner not yet confirmed: « /jouer Jean » names one of them), by
    name."""
    rows = await fetch_all(
        conn,
        "SELECT m.user_id, p.name FROM club_members AS m JOIN club_players AS p"
        " ON p.user_id = m.user_id WHERE m.chat_id = ? AND p.name <> ''"
        " UNION SELECT tm.user_id, tm.name FROM tournament_members AS tm"
        " JOIN tournaments AS t ON t.id = tm.tournament_id"
        " WHERE t.chat_id = ? AND t.closed_at IS NULL AND t.cancelled_at IS NULL"
        " AND tm.left_at IS NULL AND tm.name <> '' AND tm.user_id NOT IN"
        " (SELECT user_id FROM club_members WHERE chat_id = ?)"
        " ORDER BY 2 COLLATE NOCASE, 1",
        (chat_id, chat_id, chat_id),
    )
    return [(int(row["user_id"]), str(row["name"])) for row in rows]


# -- boards ------------------------------------------------------------------------------------

_DAY_SOURCE: Final = (
    "SELECT user_id, pour, contre, 1 AS days FROM daily_results WHERE day = :key AND parts_done > 0"
)
_TOTAL_SOURCE: Final = (
    "SELECT user_id, pour, contre, days FROM daily_totals WHERE period = :key AND days > 0"
)
_ORDER: Final = {
    TieBreak.CONTRE: "s.pour DESC, s.contre ASC",
    TieBreak.DIFFERENCE: "s.pour - s.contre DESC, s.pour DESC",
}
_BETTER: Final = {
    TieBreak.CONTRE: "s.pour > :pour OR (s.pour = :pour AND s.contre < :contre)",
    TieBreak.DIFFERENCE: "s.pour - s.contre > :pour - :contre"
    " OR (s.pour - s.contre = :pour - :contre AND s.pour > :pour)",
}


def _visible(key: str) -> str:
    """The visible members of club :chat with a row for the period `key` (:key), with their
    names: a day's results for a day 'YYYY-MM-DD', else the `daily_totals` of the period."""
    source = _DAY_SOURCE if key[:1].isdigit() else _TOTAL_SOURCE
    return (
        "SELECT s.user_id, COALESCE(p.name, '') AS name, s.pour, s.contre, s.days"
        " FROM club_members AS m"
        f" JOIN ({source}) AS s ON s.user_id = m.user_id"
        " LEFT JOIN club_players AS p ON p.user_id = m.user_id"
        " WHERE m.chat_id = :chat AND COALESCE(p.hidden, 0) = 0"
    )


def _standing(row: sqlite3.Row) -> Standing:
    return Standing(
        int(row["user_id"]),
        str(row["name"]),
        int(row["pour"]),
        int(row["contre"]),
        int(row["days"]),
    )


def top_sql(key: str, tiebreak: TieBreak) -> str:
    """The query of a board's best `:limit` visible members of club `:chat` for the period
    `:key`, best first (equals by id: `_top` orders them by name). Week, month and all-time
    boards read `daily_totals` through the index of their tie-break's order (migration 10), so
    only the first rows are read."""
    # The SQL fragments are constants chosen by the tie-break; every value is a parameter.
    return (
        f"SELECT * FROM ({_visible(key)}) AS s ORDER BY {_ORDER[tiebreak]}, s.user_id LIMIT :limit"
    )


async def _top(
    conn: aiosqlite.Connection, chat_id: int, key: str, tiebreak: TieBreak, limit: int
) -> tuple[Standing, ...]:
    """A board's best `limit` visible members in the order the board lists them (`ranked`:
    equals by name, accents and case aside, an order SQLite cannot follow). When members
    equal to the page's last one go on past it, all of them are read and the page cut in that
    order: the names shown are always the first of the whole board."""
    if limit <= 0:
        return ()
    params = {"chat": chat_id, "key": key, "limit": limit + 1}  # one more: a tie past the end?
    top = [_standing(row) for row in await fetch_all(conn, top_sql(key, tiebreak), params)]
    last = top[limit - 1] if len(top) > limit else None
    if last is not None and (top[limit].pour, top[limit].contre) == (last.pour, last.contre):
        # equal on either tie-break's keys: the same pour and contre
        tied = await fetch_all(
            conn,
            f"SELECT * FROM ({_visible(key)}) AS s WHERE s.pour = :pour AND s.contre = :contre",
            {**params, "pour": last.pour, "contre": last.contre},
        )
        ahead = [s for s in top if (s.pour, s.contre) != (last.pour, last.contre)]
        top = [*ahead, *(_standing(row) for row in tied)]
    return tuple(r.standing for r in ranked(top, tiebreak)[:limit])


async def board(
    conn: aiosqlite.Connection,
    chat_id: int,
    key: str,
    *,
    tiebreak: TieBreak,
    user_id: int | None,
    limit: int,
) -> BoardRows:
    """The club's board for a period `key` (a day 'YYYY-MM-DD', or a `daily_totals` period):
    the `limit` best visible members and where `user_id` stands. Run in one read transaction."""
    visible = _visible(key)
    params: dict[str, object] = {"chat": chat_id, "key": key, "limit": limit}
    top = await _top(conn, chat_id, key, tiebreak, limit)
    hidden = user_id is not None and await is_hidden(conn, user_id)
    me: Standing | None = None
    if user_id is not None and not hidden:
        row = await fetch_one(
            conn,
            f"SELECT * FROM ({visible}) AS s WHERE s.user_id = :user",
            {**params, "user": user_id},
        )
        me = None if row is None else _standing(row)
    mine = {"pour": me.pour if me else 0, "contre": me.contre if me else 0}
    better_sql = _BETTER[tiebreak] if me is not None else "0"
    counts = await fetch_one(
        conn,
        f"SELECT COUNT(*) AS n, COALESCE(SUM({better_sql}), 0) AS better FROM ({visible}) AS s",
        {**params, **mine},
    )
    players, better = (0, 0) if counts is None else (int(counts["n"]), int(counts["better"]))
    member = user_id is None or await is_member(conn, chat_id, user_id)
    return BoardRows(top, me, better, players, hidden, member)


Place = tuple[int, int]
"""A rank on a board: the place and the number of visible players."""


async def member_ranks(
    conn: aiosqlite.Connection, user_id: int, keys: Callable[[Club], Sequence[str]]
) -> tuple[list[tuple[str, list[Place | None]]], bool]:
    """The player's place on the boards `keys(club)` names in each of their active clubs (by
    title; None: not on that board), and whether they hide from boards (/top off)."""
    ranks: list[tuple[str, list[Place | None]]] = []
    for club in await member_clubs(conn, user_id):
        places: list[Place | None] = []
        for key in keys(club):
            rows = await board(
                conn, club.chat_id, key, tiebreak=club.tiebreak, user_id=user_id, limit=0
            )
            places.append(None if rows.me is None else (rows.better + 1, rows.players))
        ranks.append((club.title, places))
    return ranks, await is_hidden(conn, user_id)


async def standings(conn: aiosqlite.Connection, chat_id: int, key: str) -> list[Standing]:
    """Every visible member's standing for a period `key` (as in `board`)."""
    rows = await fetch_all(conn, _visible(key), {"chat": chat_id, "key": key})
    return [_standing(row) for row in rows]


async def streaks(
    conn: aiosqlite.Connection, chat_id: int, first: date, last: date
) -> list[Streak]:
    """Each visible member's longest run of consecutive finished days ending in [first, last]
    (runs are followed back at most a year before `first`)."""
    rows = await fetch_all(
        conn,
        "WITH f AS ("
        "  SELECT r.user_id, r.day, julianday(r.day)"
        "   - ROW_NUMBER() OVER (PARTITION BY r.user_id ORDER BY r.day) AS run"
        "  FROM club_members AS m JOIN daily_results AS r ON r.user_id = m.user_id"
        "  WHERE m.chat_id = :chat AND r.finished = 1"
        "   AND r.day BETWEEN date(:first, '-366 days') AND :last"
        "), runs AS ("
        "  SELECT user_id, COUNT(*) AS n, MAX(day) AS until FROM f GROUP BY user_id, run"
        ")"
        " SELECT r.user_id, COALESCE(p.name, '') AS name, MAX(r.n) AS days FROM runs AS r"
        " LEFT JOIN club_players AS p ON p.user_id = r.user_id"
        " WHERE r.until >= :first AND COALESCE(p.hidden, 0) = 0 GROUP BY r.user_id",
        {"chat": chat_id, "first": first.isoformat(), "last": last.isoformat()},
    )
    return [Streak(int(r["user_id"]), str(r["name"]), int(r["days"])) for r in rows]


async def week_facts(
    conn: aiosqlite.Connection, chat_id: int, week: date, previous: date
) -> tuple[list[Standing], list[Standing], list[Streak]]:
    """Visible members' standings for the week starting `week` and the one starting
    `previous`, and their longest streaks ending in the week. Run in one read transaction."""
    last = week.fromordinal(week.toordinal() + 6)
    return (
        await standings(conn, chat_id, "w:" + week.isoformat()),
        await standings(conn, chat_id, "w:" + previous.isoformat()),
        await streaks(conn, chat_id, week, last),
    )


class Clubs(Repository):
    """The queries of the clubs: `db.clubs`."""

    get_club = read_query(get_club)
    club_by_invite = read_query(club_by_invite)

    @writes
    async def open_club(
        self, conn: aiosqlite.Connection, chat_id: int, *, title: str, invite: str
    ) -> Club:
        """Make the group a club (again): created with `invite` if new, else reactivated, with
        its title refreshed; its settings and invite are kept."""
        now = self.db.now()
        await execute(
            conn,
            "INSERT INTO clubs (chat_id, title, invite, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (chat_id) DO UPDATE SET active = 1, title = excluded.title,"
            " updated_at = excluded.updated_at"
            " WHERE clubs.active = 0 OR clubs.title IS NOT excluded.title",
            (chat_id, title, invite, now, now),
        )
        return await _must_get(conn, chat_id)

    @writes
    async def close_club(self, conn: aiosqlite.Connection, chat_id: int) -> bool:
        """The bot left the group; False if the club was not active."""
        now = self.db.now()
        return bool(
            await count_returned(
                conn,
                "UPDATE clubs SET active = 0, updated_at = ? WHERE chat_id = ? AND active = 1"
                " RETURNING chat_id",
                (now, chat_id),
            )
        )

    @writes
    async def move_club(
        self, conn: aiosqlite.Connection, old_chat_id: int, new_chat_id: int
    ) -> bool:
        """A group became a supergroup (new chat id): the club, its settings, invite and members
        follow. A club already opened under the new id (the bot's status there may arrive first)
        gives its members to the moved one and makes way."""
        now = self.db.now()
        if await get_club(conn, old_chat_id) is None:
            return False
        await execute(conn, "PRAGMA defer_foreign_keys = ON")
        if await get_club(conn, new_chat_id) is not None:
            await execute(
                conn,
                "UPDATE OR IGNORE club_members SET chat_id = ? WHERE chat_id = ?",
                (old_chat_id, new_chat_id),
            )
            await execute(conn, "DELETE FROM clubs WHERE chat_id = ?", (new_chat_id,))
        await execute(
            conn,
            "UPDATE club_members SET chat_id = ? WHERE chat_id = ?",
            (new_chat_id, old_chat_id),
        )
        await execute(
            conn,
            "UPDATE clubs SET chat_id = ?, active = 1, updated_at = ? WHERE chat_id = ?",
            (new_chat_id, now, old_chat_id),
        )
        return True

    move_play = write_query(move_play)

    @writes
    async def update_club(
        self, conn: aiosqlite.Connection, chat_id: int, changes: Mapping[str, object]
    ) -> Club:
        """Change /club settings (lang, timezone, post_time, weekly, tiebreak)."""
        now = self.db.now()
        unknown = set(changes) - CLUB_SETTINGS
        if unknown:
            raise ValueError(f"not club settings: {sorted(unknown)}")
        for column, value in changes.items():
            stored = value.value if isinstance(value, TieBreak) else value
            # The column name comes from CLUB_SETTINGS above, never from the user.
            await execute(
                conn,
                f"UPDATE clubs SET {column} = ?, updated_at = ? WHERE chat_id = ?",
                (int(stored) if isinstance(stored, bool) else stored, now, chat_id),
            )
        return await _must_get(conn, chat_id)

    active_clubs = read_query(active_clubs)
    leave_club = write_query(leave_club)
    rejoin_club = write_query_at(rejoin_club)

    @writes
    async def renew_invite(self, conn: aiosqlite.Connection, chat_id: int, invite: str) -> Club:
        """A new club link (the old one stops working)."""
        now = self.db.now()
        await execute(
            conn,
            "UPDATE clubs SET invite = ?, updated_at = ? WHERE chat_id = ?",
            (invite, now, chat_id),
        )
        return await _must_get(conn, chat_id)

    @writes
    async def join_club(
        self, conn: aiosqlite.Connection, chat_id: int, user_id: int, *, name: str
    ) -> bool:
        """Record a member (True if new) and the name they show on boards."""
        now = self.db.now()
        await set_player_name(conn, now, user_id, name)
        return bool(
            await count_returned(
                conn,
                "INSERT INTO club_members (chat_id, user_id, joined_at) VALUES (?, ?, ?)"
                " ON CONFLICT (chat_id, user_id) DO NOTHING RETURNING user_id",
                (chat_id, user_id, now),
            )
        )

    @writes
    async def set_hidden(self, conn: aiosqlite.Connection, user_id: int, hidden: bool) -> None:
        """/top off (True) or on (False): hide from, or show on, every board."""
        now = self.db.now()
        await ensure_user(conn, user_id, now)
        await execute(
            conn,
            "INSERT INTO club_players (user_id, hidden, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET hidden = excluded.hidden,"
            " updated_at = excluded.updated_at",
            (user_id, int(hidden), now),
        )

    is_hidden = read_query(is_hidden)
    member_count = read_query(member_count)
    member_languages = read_query(member_languages)
    member_names = read_query(member_names)
    member_clubs = read_query(member_clubs)
    board = snapshot_query(board)
    member_ranks = snapshot_query(member_ranks)
    week_facts = snapshot_query(week_facts)

    async def forget_player(self, user_id: int, username: str | None = None) -> int:
        """Erase every row about the player in every table (and their `@username` from
        invitations to play); the number of rows erased."""
        erased = await self._forget(user_id, username)
        await self.db.fold_log()  # the write-ahead log still holds the pages as they were
        return erased

    _forget = write_query_at(erase_player)
