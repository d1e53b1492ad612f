"""Club tournaments (/tournament): the tournament, its members and the games they played.

See migrations 14 and 20 (doubles: `tournaments.doubles`, `tournament_teams`) in
`bot.storage.schema_games` for the columns. A tournament is open until it
is closed (once: `closed_at`, with the standings frozen as JSON) or cancelled. A doubles
tournament's teams are asked and confirmed by the queries of `bot.storage.repo_tournament_teams`,
methods of this repository too (`db.tournaments.ask_partner`, ...), and so are the queries of
its games in `bot.storage.repo_tournament_games` (`db.tournaments.link_game`, ...).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar

import aiosqlite

from bot.drills.tournament import Format, Kind, Result, Standing, StoredStanding, standings
from bot.drills.tournament_robin import Team
from bot.storage.models import (
    DamagedRow,
    JSONDict,
    Row,
    RowModel,
    StorageError,
    dump_json,
)
from bot.storage.repo_tournament_games import (
    TournamentGame,
    abandoned_games,
    game_link,
    games_under_way,
    link_game,
    tournament_games,
)
from bot.storage.repo_tournament_teams import (
    TeamRow,
    ask_partner,
    confirm_team,
    set_team_message,
    team_rows,
)
from bot.storage.repo_users import ensure_user
from bot.storage.repository import (
    Repository,
    read_query,
    undoable,
    undoable_at,
    write_query,
    write_query_at,
    writes,
)
from bot.storage.sql import (
    changed_one,
    count_returned,
    execute,
    fetch_all,
    fetch_model,
    fetch_models,
    fetch_returned,
    models_or_damaged,
)


def _kind(row: Row) -> str:
    """A tournament's kind: `DOUBLES` when its `doubles` column is set, else its `kind`."""
    return DOUBLES if row["doubles"] else str(row["kind"])


@dataclass(frozen=True, slots=True)
class Tournament(RowModel):
    """A stored tournament."""

    id: str
    chat_id: int
    format: str
    kind: str
    games: int
    target: int
    rules: JSONDict
    closes: str
    """The closing date (ISO, the club's day)."""
    closes_at: str
    """The moment it closes (UTC ISO): the end of `closes` in the club's timezone."""
    created_by: int
    message_id: int | None
    posted_at: str | None
    created_at: str
    closed_at: str | None
    cancelled_at: str | None
    standings: list[StoredStanding] | None
    """The frozen standings (`muggins tournaments --json`'s), once closed."""
    lang: str | None
    """Its language where the club sets none: its creator's (None: the bot's default)."""

    READERS: ClassVar = {"kind": _kind}

    @property
    def is_open(self) -> bool:
        """Neither closed nor cancelled."""
        return self.closed_at is None and self.cancelled_at is None


@dataclass(frozen=True, slots=True)
class Member(RowModel):
    """A member of a tournament; `left_at` once they left the group."""

    user_id: int
    name: str
    joined_at: str
    left_at: str | None


class TournamentUnderWay(StorageError):
    """The group already has an open tournament."""


OPEN: str = "closed_at IS NULL AND cancelled_at IS NULL"
DOUBLES: str = "doubles"
"""The kind of a doubles tournament (stored as a round robin with `doubles` 1: migration 20)."""


async def get_tournament(conn: aiosqlite.Connection, tournament_id: str) -> Tournament | None:
    """The tournament, or None."""
    return await fetch_model(
        conn, Tournament, "SELECT * FROM tournaments WHERE id = ?", (tournament_id,)
    )


async def open_tournament(conn: aiosqlite.Connection, chat_id: int) -> Tournament | None:
    """The group's open tournament, or None."""
    return await fetch_model(
        conn,
        Tournament,
        f"SELECT * FROM tournaments WHERE chat_id = ? AND {OPEN} ORDER BY created_at DESC LIMIT 1",
        (chat_id,),
    )


async def latest_tournament(conn: aiosqlite.Connection, chat_id: int) -> Tournament | None:
    """The group's open tournament, else its latest closed one (a cancelled one is not
    shown again), or None."""
    return await fetch_model(
        conn,
        Tournament,
        "SELECT * FROM tournaments WHERE chat_id = ? AND cancelled_at IS NULL"
        " ORDER BY closed_at IS NOT NULL, created_at DESC LIMIT 1",
        (chat_id,),
    )


async def open_tournaments(conn: aiosqlite.Connection) -> list[Tournament]:
    """Every open tournament (their closing jobs are rebuilt at start-up)."""
    return await fetch_models(
        conn, Tournament, f"SELECT * FROM tournaments WHERE {OPEN} ORDER BY closes_at, created_at"
    )


_LIST_TOURNAMENTS = "SELECT * FROM tournaments ORDER BY created_at, rowid"


async def list_tournaments(conn: aiosqlite.Connection) -> list[Tournament]:
    """Every tournament, oldest first."""
    return await fetch_models(conn, Tournament, _LIST_TOURNAMENTS)


async def list_tournaments_or_damaged(
    conn: aiosqlite.Connection,
) -> list[Tournament | DamagedRow]:
    """As `list_tournaments`, a tournament whose rules or standings cannot be decoded given as
    its `DamagedRow` (its id and group) instead of failing the whole list (`muggins
    tournaments` lists the others)."""
    return await models_or_damaged(await fetch_all(conn, _LIST_TOURNAMENTS), Tournament.from_row)


async def set_tournament_message(
    conn: aiosqlite.Connection, tournament_id: str, message_id: int
) -> None:
    """Record the group message presenting the tournament."""
    await execute(
        conn,
        "UPDATE tournaments SET message_id = ? WHERE id = ?",
        (message_id, tournament_id),
    )


async def join_tournament(
    conn: aiosqlite.Connection, now: str, tournament_id: str, user_id: int, name: str
) -> bool:
    """Add the member (back, if they had left); False if they were already in it."""
    await ensure_user(conn, user_id, now)
    return await changed_one(
        conn,
        "INSERT INTO tournament_members (tournament_id, user_id, name, joined_at)"
        " VALUES (?, ?, ?, ?) ON CONFLICT (tournament_id, user_id) DO UPDATE SET"
        " name = excluded.name, left_at = NULL WHERE left_at IS NOT NULL RETURNING 1",
        (tournament_id, user_id, name, now),
    )


async def tournament_members(conn: aiosqlite.Connection, tournament_id: str) -> list[Member]:
    """The members, in join order (those who left included)."""
    return await fetch_models(
        conn,
        Member,
        "SELECT * FROM tournament_members WHERE tournament_id = ? ORDER BY joined_at, rowid",
        (tournament_id,),
    )


async def user_tournaments(conn: aiosqlite.Connection, user_id: int) -> list[Tournament]:
    """The open tournaments the user takes part in (not left), oldest first."""
    return await fetch_models(
        conn,
        Tournament,
        "SELECT t.* FROM tournaments AS t JOIN tournament_members AS m"
        " ON m.tournament_id = t.id AND m.user_id = ? AND m.left_at IS NULL"
        " WHERE t.closed_at IS NULL AND t.cancelled_at IS NULL ORDER BY t.created_at",
        (user_id,),
    )


async def last_closed_tournament(conn: aiosqlite.Connection, user_id: int) -> Tournament | None:
    """The tournament the user last took part in that is closed (not cancelled): its final
    standings, for /tournament in private once none is under way."""
    return await fetch_model(
        conn,
        Tournament,
        "SELECT t.* FROM tournaments AS t JOIN tournament_members AS m"
        " ON m.tournament_id = t.id AND m.user_id = ?"
        " WHERE t.closed_at IS NOT NULL AND t.cancelled_at IS NULL"
        " ORDER BY t.closed_at DESC LIMIT 1",
        (user_id,),
    )


@dataclass(frozen=True, slots=True)
class Board:
    """A tournament's standings now (`rows`: members still in the group, ranked by the
    format's rule), every member's name (those who left included) and the counted results."""

    rows: list[Standing]
    names: dict[int, str]
    members: list[Member]
    results: list[Result]
    teams: dict[int, Team] = field(default_factory=dict)
    """Doubles: the confirmed teams by key (`rows` and `results` are then keyed by team: a
    result is its team's; `names` stays the members', the views name a team:
    `bot.views.tournament.side_names`)."""
    playing: frozenset[int] = frozenset()
    """The members (not doubles) whose game against the bot is being played now."""


def _counts(finished_at: str | None, tournament: Tournament) -> bool:
    """A game counts when it finished before the close (or the cancel)."""
    end = tournament.closed_at or tournament.cancelled_at
    if finished_at is None:
        return False
    return end is None or finished_at <= end


class Tournaments(Repository):
    """The queries of tournaments: `db.tournaments`."""

    @undoable
    async def create_tournament(
        self,
        conn: aiosqlite.Connection,
        *,
        tournament_id: str,
        chat_id: int,
        format: str,
        kind: str,
        games: int,
        target: int,
        rules: Mapping[str, object],
        closes: str,
        closes_at: str,
        created_by: int,
        lang: str | None = None,
    ) -> Tournament:
        """Store a new tournament; `repo_tournament.TournamentUnderWay` if one is open."""
        now = self.db.now()
        if await open_tournament(conn, chat_id) is not None:
            raise TournamentUnderWay(f"chat {chat_id} has an open tournament")
        row = await fetch_returned(
            conn,
            "INSERT INTO tournaments (id, chat_id, format, kind, games, target, rules, closes,"
            " closes_at, created_by, created_at, doubles, lang)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *",
            (
                tournament_id,
                chat_id,
                format,
                "round_robin" if kind == DOUBLES else kind,
                games,
                target,
                dump_json(rules),
                closes,
                closes_at,
                created_by,
                now,
                int(kind == DOUBLES),
                lang,
            ),
        )
        return Tournament.from_row(row)

    get_tournament = read_query(get_tournament)
    open_tournament = read_query(open_tournament)
    latest_tournament = read_query(latest_tournament)
    open_tournaments = read_query(open_tournaments)
    list_tournaments = read_query(list_tournaments)
    list_tournaments_or_damaged = read_query(list_tournaments_or_damaged)
    set_tournament_message = write_query(set_tournament_message)

    join_tournament = write_query_at(join_tournament)

    @writes
    async def member_left(self, conn: aiosqlite.Connection, chat_id: int, user_id: int) -> int:
        """The user left the group: they leave its open tournaments' standings (their games are
        kept); the number of tournaments."""
        now = self.db.now()
        return await count_returned(
            conn,
            "UPDATE tournament_members SET left_at = ? WHERE user_id = ? AND left_at IS NULL"
            f" AND tournament_id IN (SELECT id FROM tournaments WHERE chat_id = ? AND {OPEN})"
            " RETURNING 1",
            (now, user_id, chat_id),
        )

    tournament_members = read_query(tournament_members)
    user_tournaments = read_query(user_tournaments)
    last_closed_tournament = read_query(last_closed_tournament)
    link_game = write_query(link_game)

    @writes
    async def finish_game(
        self,
        conn: aiosqlite.Connection,
        *,
        game_id: str,
        user_id: int,
        pour: int,
        contre: int,
        lost: float | None,
        layaways: int | None = None,
    ) -> TournamentGame | None:
        """Record a finished game's points once (and, duplicate, the points its lay-aways lost
        over how many); None if not a tournament game (or done)."""
        now = self.db.now()
        return await fetch_model(
            conn,
            TournamentGame,
            "UPDATE tournament_games SET pour = ?, contre = ?, lost = ?, layaways = ?,"
            " finished_at = ?"
            " WHERE game_id = ? AND user_id = ? AND finished_at IS NULL RETURNING *",
            (pour, contre, lost, layaways, now, game_id, user_id),
        )

    game_link = read_query(game_link)
    tournament_games = read_query(tournament_games)
    abandoned_games = read_query(abandoned_games)
    games_under_way = read_query(games_under_way)

    @writes
    async def record_counted(
        self,
        conn: aiosqlite.Connection,
        *,
        tournament_id: str,
        game_id: str,
        rows: Sequence[tuple[int, int, int, int]],
    ) -> int | None:
        """A finished game between members that counts, recorded for each member (`rows`:
        member, opponent, pour, contre) and numbered after the tournament's games in the order
        they finished (a late joiner, who redraws the schedule, renumbers no game played); its
        number, or None when the game was recorded already."""
        if await game_link(conn, game_id):
            return None
        number = len({g.game_id for g in await tournament_games(conn, tournament_id)}) + 1
        now = self.db.now()
        for user, opponent, pour, contre in rows:
            await execute(
                conn,
                "INSERT INTO tournament_games (game_id, tournament_id, round, user_id, opponent,"
                " pour, contre, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, tournament_id, number, user, opponent, pour, contre, now),
            )
        return number

    @writes
    async def claim_post(self, conn: aiosqlite.Connection, tournament_id: str, since: str) -> bool:
        """Take the right to post the standings now: True (and `posted_at` = now) when the last
        post was before `since` (at most one an hour)."""
        now = self.db.now()
        return await changed_one(
            conn,
            "UPDATE tournaments SET posted_at = ? WHERE id = ?"
            f" AND {OPEN} AND (posted_at IS NULL OR posted_at <= ?) RETURNING 1",
            (now, tournament_id, since),
        )

    @writes
    async def close_tournament(
        self,
        conn: aiosqlite.Connection,
        tournament_id: str,
        standings: Sequence[Mapping[str, object]],
        closes: str | None = None,
    ) -> Tournament | None:
        """Close it with its frozen standings (closed early by an administrator: on `closes`,
        the club's day, instead of its closing day); None if it was already closed or
        cancelled (so the winners are announced once)."""
        now = self.db.now()
        return await fetch_model(
            conn,
            Tournament,
            f"UPDATE tournaments SET closed_at = ?, standings = ?, closes = COALESCE(?, closes)"
            f" WHERE id = ? AND {OPEN} RETURNING *",
            (now, json.dumps(list(standings), sort_keys=True), closes, tournament_id),
        )

    team_rows = read_query(team_rows)
    ask_partner = undoable_at(ask_partner)
    set_team_message = write_query(set_team_message)

    @undoable
    async def confirm_partner(
        self,
        conn: aiosqlite.Connection,
        *,
        tournament_id: str,
        first: int,
        second: int,
        second_name: str,
    ) -> TeamRow | None:
        """`second` confirms `first`'s request: the team is made (`confirm_team`), both join
        the tournament, and the other requests of either are dropped. None when there is no
        such request waiting; `InTeam` when either is already in a confirmed team."""
        now = self.db.now()
        team = await confirm_team(
            conn,
            now,
            tournament_id=tournament_id,
            first=first,
            second=second,
            second_name=second_name,
        )
        if team is None:
            return None
        await join_tournament(conn, now, tournament_id, first, team.first_name)
        await join_tournament(conn, now, tournament_id, second, second_name)
        return team

    @writes
    async def cancel_tournament(self, conn: aiosqlite.Connection, tournament_id: str) -> bool:
        """Cancel an open tournament; False if it was not open."""
        now = self.db.now()
        return await changed_one(
            conn,
            f"UPDATE tournaments SET cancelled_at = ? WHERE id = ? AND {OPEN} RETURNING 1",
            (now, tournament_id),
        )

    async def board(self, tournament: Tournament) -> Board:
        """The standings from the games finished (before the close)."""
        members = await self.tournament_members(tournament.id)
        games = await self.tournament_games(tournament.id)
        abandoned = await self.abandoned_games(tournament.id)
        finished = [
            g
            for g in games
            if g.pour is not None and g.contre is not None and _counts(g.finished_at, tournament)
        ]
        results = [
            Result(
                g.user_id,
                g.round,
                g.pour or 0,
                g.contre or 0,
                g.lost,
                g.opponent,
                g.layaways,
                abandoned=(g.game_id, g.user_id) in abandoned,
            )
            for g in finished
        ]
        present = [m.user_id for m in members if m.left_at is None]
        if tournament.kind == Kind.DOUBLES:
            seated: dict[str, set[int]] = {}
            for g in finished:
                seated.setdefault(g.game_id, set()).add(g.user_id)
            at = [seated[g.game_id] for g in finished]
            return await self._doubles_board(
                tournament, members, list(zip(results, at, strict=True)), present
            )
        rows = standings(Format(tournament.format), present, results)
        playing = frozenset(await self.games_under_way(tournament.id))
        return Board(rows, {m.user_id: m.name for m in members}, members, results, playing=playing)

    async def _doubles_board(
        self,
        tournament: Tournament,
        members: list[Member],
        results: list[tuple[Result, set[int]]],
        present: list[int],
    ) -> Board:
        """By team: a team is in the standings while both its members are in the group; a
        game counts once, through its team's first member's row, and is a team's game only
        when both its members sat at it: a member whose partner left and who made a new team
        keeps the key (their id) but the new team does not inherit the old one's games (Bob
        & Helen's game is not Bob & Ann's, against whom it is not a meeting: `results`, each
        row with the members who sat at its game)."""
        teams = {
            t.first: Team(t.first, t.second)
            for t in await self.team_rows(tournament.id)
            if t.confirmed_at is not None and t.second is not None
        }
        in_group = set(present)
        keys = [k for k, t in teams.items() if t.members <= in_group]
        counted = []
        for result, seated in results:
            team = teams.get(result.user)
            if team is None or not team.members <= seated:
                continue
            other = None if result.opponent is None else teams.get(result.opponent)
            if other is None or not other.members <= seated:  # a team that no longer plays:
                # keyed by a member of its own who keys no team now (Helen, whose partner Bob
                # keys Bob & Ann), as it met its opponent
                gone = sorted(seated - team.members - set(teams))
                result = replace(result, opponent=gone[0] if gone else None)
            counted.append(result)
        rows = standings(Format(tournament.format), keys, counted)
        return Board(rows, {m.user_id: m.name for m in members}, members, counted, teams)
