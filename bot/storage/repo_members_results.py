"""The results of games between club members, read from the finished games: the club's games
board (/top games) and a member's record against each opponent (/stats). The games
themselves are `bot.storage.repo_members`; these are served as `db.members.games_board`
and `db.members.record_against`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import aiosqlite

from bot.storage.models import RowModel
from bot.storage.sql import fetch_models


@dataclass(frozen=True, slots=True)
class GamesRow(RowModel):
    """A member's games in a club over a period: won, played, points for and against."""

    user_id: int
    name: str
    won: int
    played: int
    points_for: int
    points_against: int

    COLUMNS: ClassVar = {"points_for": "pf", "points_against": "pa"}

    @property
    def difference(self) -> int:
        """Points « pour » minus « contre » (the tie-break)."""
        return self.points_for - self.points_against


async def games_board(
    conn: aiosqlite.Connection, chat_id: int, first: str | None, last: str | None
) -> list[GamesRow]:
    """The club's members ranked by games won, then points for minus against, over the days
    `first`..`last` (None: all time), each named as on /top (the name last recorded for the
    boards, else their seat's); finished games only (abandoned ones count for nobody),
    members hidden from boards (`/top off`) or no longer in the club (they left the group)
    left out: their games still count for their opponents."""
    return await fetch_models(
        conn,
        GamesRow,
        "SELECT s.user_id, COALESCE(NULLIF(MAX(p.name), ''), MAX(s.name)) AS name,"
        " SUM(s.won) AS won, COUNT(*) AS played,"
        " SUM(s.points_for) AS pf, SUM(s.points_against) AS pa"
        " FROM member_seats s JOIN member_games g ON g.id = s.game_id"
        " LEFT JOIN club_players p ON p.user_id = s.user_id"
        " WHERE g.chat_id = :chat AND g.status = 'finished' AND s.user_id IS NOT NULL"
        " AND s.won IS NOT NULL AND COALESCE(p.hidden, 0) = 0"
        " AND EXISTS (SELECT 1 FROM club_members m"
        "     WHERE m.chat_id = g.chat_id AND m.user_id = s.user_id)"
        " AND (:first IS NULL OR g.finished_day >= :first)"
        " AND (:last IS NULL OR g.finished_day <= :last)"
        " GROUP BY s.user_id ORDER BY won DESC, pf - pa DESC, played ASC, s.user_id",
        {"chat": chat_id, "first": first, "last": last},
    )


@dataclass(frozen=True, slots=True)
class Opponent(RowModel):
    """A member's record against one opponent: games won and lost against them."""

    user_id: int | None
    name: str
    won: int
    lost: int


async def record_against(conn: aiosqlite.Connection, user_id: int) -> list[Opponent]:
    """The member's finished games, opponent by opponent (the bot as None, and apart from
    it the members erased by /forget, as None named `repo_members.FORMER_NAME`), most played
    first. A game counts between two players when one of them won it: two who lost at a
    table of three did not beat each other. A resignation is always a loss for the member
    who resigned: at a table of three where the bot, playing their seat on, reached the
    target first (nobody won), it counts as lost against each of the others, and as won by
    none of them."""
    return await fetch_models(
        conn,
        Opponent,
        "SELECT o.user_id, MAX(o.name) AS name, SUM(me.won) AS won,"
        " SUM(1 - me.won) AS lost"
        " FROM member_seats me JOIN member_seats o ON o.game_id = me.game_id"
        " AND o.side <> me.side JOIN member_games g ON g.id = me.game_id"
        " WHERE me.user_id = ? AND g.status = 'finished' AND me.won IS NOT NULL"
        " AND (me.won = 1 OR o.won = 1 OR (me.won = 0 AND NOT EXISTS (SELECT 1"
        "     FROM member_seats w WHERE w.game_id = me.game_id AND w.won = 1)))"
        " GROUP BY o.user_id, o.user_id IS NULL AND o.name = ''"
        " ORDER BY COUNT(*) DESC, o.user_id",
        (user_id,),
    )
