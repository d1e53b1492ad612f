"""The results of games between club members, read from the finished games: the club's games
board (/top games) and a member's record against each opponent (/stats). The games
themselves are `bot.storage.repo_members`; these are served as `db.members.games_board`
and `db.members.record_against`.

A game counts the games its end told the table (`bot.drills.club.games_counted`): a skunk or
a lurch two, a double skunk four, for the winner and the loser alike (the end said « Un skunk :
la victoire compte pour deux parties » while /top games counted one win). A club that plays
with the skunk rule plays it for that double stake, as the rules have it (R-000-29, R-000-30:
« le gagnant marque deux parties au lieu d'une »); games won and played both count it, so
« 3 gagnées sur 4 » stays a share of the games played."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

import aiosqlite

from bot.drills.club import games_counted
from bot.drills.table_state import rules_from_json
from bot.storage.models import RowModel
from bot.storage.sql import fetch_all, fetch_models


@dataclass(frozen=True, slots=True)
class GamesRow(RowModel):
    """A member's games in a club over a period: won, played, points for and against."""

    user_id: int
    name: str
    won: int
    played: int
    points_for: int
    points_against: int

    doubled: int = 0
    """How many of these games counted more than one (a skunk, a lurch: `games_counted`)."""

    COLUMNS: ClassVar = {"points_for": "pf", "points_against": "pa"}

    @property
    def difference(self) -> int:
        """Points « pour » minus « contre » (the tie-break)."""
        return self.points_for - self.points_against


async def _counted(conn: aiosqlite.Connection, where: str, params: dict[str, object]) -> str:
    """The finished games (those `where` picks, `g` the game) that count more than one game
    (`games_counted`), as a JSON object {game id: games} for the queries' `json_each`."""
    rows = await fetch_all(
        conn,
        "SELECT g.id, json_extract(g.state, '$.rules') AS rules,"
        " json_extract(g.state, '$.resigned') IS NOT NULL AS resigned,"
        " MAX(w.points_for) AS pf, MAX(w.points_against) AS pa"
        " FROM member_games g JOIN member_seats w ON w.game_id = g.id AND w.won = 1"
        f" WHERE g.status = 'finished' AND json_extract(g.state, '$.rules.margin') <> 'none'"
        f" AND {where} GROUP BY g.id",
        params,
    )
    counted: dict[str, int] = {}
    for row in rows:
        if row["rules"] is None or row["pf"] is None or row["pa"] is None:
            continue
        rules = rules_from_json(json.loads(row["rules"]))
        games = games_counted(rules, int(row["pf"]), int(row["pa"]), resigned=bool(row["resigned"]))
        if games > 1:
            counted[str(row["id"])] = games
    return json.dumps(counted)


COUNTED: str = "LEFT JOIN json_each(:counted) AS v ON v.key = g.id"
"""SQL: `v.value`, the games that game `g` counts when more than one (`_counted`)."""


async def games_board(
    conn: aiosqlite.Connection, chat_id: int, first: str | None, last: str | None
) -> list[GamesRow]:
    """The club's members ranked by games won, then points for minus against, over the days
    `first`..`last` (None: all time), each named as on /top (the name last recorded for the
    boards, else their seat's); finished games only (abandoned ones count for nobody),
    members hidden from boards (`/top off`) or no longer in the club (they left the group)
    left out: their games still count for their opponents. A skunk counts two games won for
    its winner and two played for both (`_counted`). A win never lowers the tie-break nor a
    loss raises it: a game won by a resignation while behind counts no margin (the board as
    it stood gave the winner of 2 to 16 a -14, the resigner a +14)."""
    period = (
        "g.chat_id = :chat AND (:first IS NULL OR g.finished_day >= :first)"
        " AND (:last IS NULL OR g.finished_day <= :last)"
    )
    params: dict[str, object] = {"chat": chat_id, "first": first, "last": last}
    params["counted"] = await _counted(conn, period, params)
    return await fetch_models(
        conn,
        GamesRow,
        "SELECT s.user_id, COALESCE(NULLIF(MAX(p.name), ''), MAX(s.name)) AS name,"
        " SUM(s.won * COALESCE(v.value, 1)) AS won, SUM(COALESCE(v.value, 1)) AS played,"
        " SUM(IIF(s.won = 1, MAX(s.points_for, s.points_against), s.points_for)) AS pf,"
        " SUM(IIF(s.won = 0, MAX(s.points_for, s.points_against), s.points_against)) AS pa,"
        " SUM(v.value IS NOT NULL) AS doubled"
        f" FROM member_seats s JOIN member_games g ON g.id = s.game_id {COUNTED}"
        " LEFT JOIN club_players p ON p.user_id = s.user_id"
        " WHERE g.chat_id = :chat AND g.status = 'finished' AND s.user_id IS NOT NULL"
        " AND s.won IS NOT NULL AND COALESCE(p.hidden, 0) = 0"
        " AND EXISTS (SELECT 1 FROM club_members m"
        "     WHERE m.chat_id = g.chat_id AND m.user_id = s.user_id)"
        " AND (:first IS NULL OR g.finished_day >= :first)"
        " AND (:last IS NULL OR g.finished_day <= :last)"
        " GROUP BY s.user_id ORDER BY won DESC, pf - pa DESC, played ASC, s.user_id",
        params,
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
    none of them. A skunk counts two games, won or lost (`_counted`)."""
    mine = "EXISTS (SELECT 1 FROM member_seats m WHERE m.game_id = g.id AND m.user_id = :user)"
    counted = await _counted(conn, mine, {"user": user_id})
    return await fetch_models(
        conn,
        Opponent,
        "SELECT o.user_id, MAX(o.name) AS name, SUM(me.won * COALESCE(v.value, 1)) AS won,"
        " SUM((1 - me.won) * COALESCE(v.value, 1)) AS lost"
        " FROM member_seats me JOIN member_seats o ON o.game_id = me.game_id"
        f" AND o.side <> me.side JOIN member_games g ON g.id = me.game_id {COUNTED}"
        " WHERE me.user_id = :user AND g.status = 'finished' AND me.won IS NOT NULL"
        " AND (me.won = 1 OR o.won = 1 OR (me.won = 0 AND NOT EXISTS (SELECT 1"
        "     FROM member_seats w WHERE w.game_id = me.game_id AND w.won = 1)))"
        " GROUP BY o.user_id, o.user_id IS NULL AND o.name = ''"
        " ORDER BY COUNT(*) DESC, o.user_id",
        {"user": user_id, "counted": counted},
    )
