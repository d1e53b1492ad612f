"""Doubles tournaments' teams of two (migration 20, in `bot.storage.schema_games`).

A member asks a partner (`ask_partner`: by id, or by the name typed when the partner is not
known yet); one request per member, a new one replaces the earlier. The partner confirms it
(`confirm_team`) and the team is made; the other requests of either are dropped. A member
plays in one confirmed team at most (`InTeam` otherwise). A team one of whose members left the
group (their `tournament_members.left_at`) no longer plays (the tournament tells the other « your
team no longer takes part in the tournament ») and no longer holds the other, who may ask a new
partner; once the new team is confirmed, the old one is no longer among the tournament's teams
(`team_rows`). Joining the tournament when the team is made, and the doubles standings, are
the tournament's own (`bot.storage.repo_tournament`, whose repository, `db.tournaments`, binds
these queries).
"""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.storage.models import RowModel, StorageError
from bot.storage.repo_users import ensure_user
from bot.storage.sql import execute, fetch_models, fetch_one, fetch_returned


@dataclass(frozen=True, slots=True)
class TeamRow(RowModel):
    """A member's request for a partner (`confirmed_at` None) or a confirmed team."""

    tournament_id: str
    first: int
    first_name: str
    second: int | None
    second_name: str
    asked_at: str
    confirmed_at: str | None
    message_id: int | None


class InTeam(StorageError):
    """A member is already in a confirmed team of the tournament (`user`: which one)."""

    def __init__(self, user: int, partner: int) -> None:
        super().__init__(f"user {user} already plays with {partner}")
        self.user = user
        self.partner = partner


LEFT: str = (
    "EXISTS (SELECT 1 FROM tournament_members m WHERE m.tournament_id = t.tournament_id"
    " AND m.user_id IN (t.first, t.second) AND m.left_at IS NOT NULL)"
)
"""SQL: team `t` has a member who left the group (it no longer plays)."""


async def team_rows(conn: aiosqlite.Connection, tournament_id: str) -> list[TeamRow]:
    """Every request and team of the tournament, in the order they were asked; a team whose
    member left is left out once the other made a new team (Bob, whose partner Helen left,
    plays with Ann: his team is Bob & Ann, no longer Helen & Bob)."""
    return await fetch_models(
        conn,
        TeamRow,
        "SELECT * FROM tournament_teams t WHERE tournament_id = ? AND NOT ("
        f"t.confirmed_at IS NOT NULL AND {LEFT} AND EXISTS (SELECT 1 FROM tournament_teams n"
        " WHERE n.tournament_id = t.tournament_id AND n.confirmed_at IS NOT NULL"
        " AND n.rowid <> t.rowid AND n.confirmed_at >= t.confirmed_at"
        " AND (n.first IN (t.first, t.second) OR n.second IN (t.first, t.second))))"
        " ORDER BY asked_at, rowid",
        (tournament_id,),
    )


async def _partner_of(conn: aiosqlite.Connection, tournament_id: str, user: int) -> int | None:
    """The member's confirmed partner, or None (a partner who left the group holds nobody:
    the team no longer plays)."""
    row = await fetch_one(
        conn,
        "SELECT first, second FROM tournament_teams t WHERE tournament_id = :t"
        f" AND confirmed_at IS NOT NULL AND (first = :u OR second = :u) AND NOT {LEFT}",
        {"t": tournament_id, "u": user},
    )
    if row is None:
        return None
    return int(row["second"]) if int(row["first"]) == user else int(row["first"])


async def _no_partner_yet(
    conn: aiosqlite.Connection, tournament_id: str, *users: int | None
) -> None:
    """`InTeam` when one of `users` (None: a partner known by name only) is already in a
    confirmed team."""
    for user in users:
        if user is None:
            continue
        partner = await _partner_of(conn, tournament_id, user)
        if partner is not None:
            raise InTeam(user, partner)


async def set_team_message(
    conn: aiosqlite.Connection, tournament_id: str, first: int, message_id: int
) -> None:
    """Record the group message holding the partner's button."""
    await execute(
        conn,
        "UPDATE tournament_teams SET message_id = ? WHERE tournament_id = ? AND first = ?",
        (message_id, tournament_id, first),
    )


async def ask_partner(
    conn: aiosqlite.Connection,
    now: str,
    *,
    tournament_id: str,
    first: int,
    first_name: str,
    second: int | None,
    second_name: str,
) -> TeamRow:
    """Record `first`'s request to play with `second` (their id, when known, else the name
    typed); it replaces `first`'s earlier request, or the team they asked whose partner left
    (a request again, to be confirmed). `InTeam` when either is already in a confirmed team."""
    await _no_partner_yet(conn, tournament_id, first, second)
    await ensure_user(conn, first, now)
    if second is not None:  # a partner named by reply may not have written to the bot yet
        await ensure_user(conn, second, now)
    row = await fetch_returned(
        conn,
        "INSERT INTO tournament_teams (tournament_id, first, first_name, second, second_name,"
        " asked_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id, first) DO UPDATE SET"
        " first_name = excluded.first_name, second = excluded.second,"
        " second_name = excluded.second_name, asked_at = excluded.asked_at, message_id = NULL,"
        " confirmed_at = NULL RETURNING *",
        (tournament_id, first, first_name, second, second_name, now),
    )
    return TeamRow.from_row(row)


async def confirm_team(
    conn: aiosqlite.Connection,
    now: str,
    *,
    tournament_id: str,
    first: int,
    second: int,
    second_name: str,
) -> TeamRow | None:
    """`second` confirms `first`'s request: the team is made and the other requests of either
    are dropped. None when there is no such request waiting; `InTeam` when either is already
    in a confirmed team."""
    asked = await fetch_one(
        conn,
        "SELECT * FROM tournament_teams WHERE tournament_id = ? AND first = ?"
        " AND confirmed_at IS NULL",
        (tournament_id, first),
    )
    if asked is None or first == second:
        return None
    await _no_partner_yet(conn, tournament_id, first, second)
    await ensure_user(conn, second, now)
    row = await fetch_one(
        conn,
        "UPDATE tournament_teams SET second = ?, second_name = ?, confirmed_at = ?"
        " WHERE tournament_id = ? AND first = ? RETURNING *",
        (second, second_name, now, tournament_id, first),
    )
    if row is None:
        return None
    await execute(
        conn,
        "DELETE FROM tournament_teams WHERE tournament_id = ? AND confirmed_at IS NULL"
        " AND first IN (?, ?)",
        (tournament_id, first, second),
    )
    return TeamRow.from_row(row)
