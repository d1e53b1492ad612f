"""`muggins tournaments [--lang fr|en] [--json]`: the club tournaments (/tournament) in the
database.

    muggins tournaments          # one line per tournament, oldest first
    muggins tournaments --json   # one JSON array, a tournament an object

Each object has the keys the tournaments issue fixes: `id`, `chat`, `format` (fadoq, jeux50,
custom), `kind` (duplicate, round_robin, doubles), `games`, `target`, `closes` (ISO date),
`closed` and `standings` (`user`, `rank`, `games`, `pour`, `contre`: frozen at the close, live
before; in doubles a line is a team's: `team` [user, user], `user` its first member).
With `muggins games --json` (each tournament game carries `tournament` and `round`), a check
confirms that every member's game k was dealt the same cards. The database is MUGGINS_DB.

A tournament whose stored rows cannot be read (of another shape) is not a record: the others
are listed, a line on stderr names it, the array holds `{"id", "chat", "unreadable": true}` in
its place, and the exit code is 1.
"""

from __future__ import annotations

import argparse
from typing import NotRequired, TypedDict

from bot.commands.bot import add_listing, damaged_lines, marked_records, records_or_damaged
from bot.commands.common import Subparsers, cli_translator
from bot.drills.tournament import Format, Kind, Standing, StoredStanding
from bot.drills.tournament_robin import Team
from bot.i18n import Translator
from bot.storage import Database
from bot.storage.models import DamagedRow
from bot.storage.repo_tournament import Tournament


class StandingRow(TypedDict):
    """A line of a tournament's standings in `muggins tournaments --json` (`team`: its two
    members, in doubles)."""

    user: int
    rank: int
    games: int
    pour: int
    contre: int
    team: NotRequired[list[int]]


class TournamentRecord(TypedDict):
    """A tournament as `muggins tournaments --json` writes it."""

    id: str
    chat: int
    format: str
    kind: str
    games: int
    target: int
    closes: str
    closed: bool
    standings: list[StandingRow]


def add_parser(subparsers: Subparsers) -> None:
    """Register the `tournaments` subcommand."""
    tr = cli_translator()
    add_listing(
        subparsers,
        "tournaments",
        help=tr._("list the club tournaments (/tournament); --json: their standings"),
        description=tr._(
            "List the club tournaments stored in MUGGINS_DB, one line each: the group, the "
            "format, the games, the closing day, the members, open or closed. With --json: "
            "the standings too (frozen once closed)."
        ),
        json_help=tr._("print every tournament as JSON, with its standings"),
        load=_load,
        cannot_read=lambda tr: tr._("Cannot read the tournaments in {database}: {error}"),
        records=lambda stored: marked_records(stored, lambda t: t[1]),
        lines=_lines,
        unreadable=lambda stored, tr: damaged_lines(
            stored,
            tr._(
                "The tournament {id} (group {chat}) cannot be read: its record in the database"
                " is damaged. The other tournaments are listed."
            ),
        ),
    )


Listed = list[tuple[Tournament, TournamentRecord] | DamagedRow]
"""Each tournament with its record, or its `DamagedRow` when its stored rows cannot be read."""


def _lines(stored: Listed, tr: Translator) -> list[str]:
    """A line for each tournament that can be read; « No tournaments yet. » when there is
    none at all (an unreadable one is said apart)."""
    if not stored:
        return [tr._("No tournaments yet.")]
    return [tournament_line(*t, tr) for t in stored if not isinstance(t, DamagedRow)]


def _row(standing: Standing, team: Team | None = None) -> StandingRow:
    row: StandingRow = {
        "user": standing.user,
        "rank": standing.rank,
        "games": standing.games,
        "pour": standing.pour,
        "contre": standing.contre,
    }
    if team is not None:
        row["team"] = [team.first, team.second]
    return row


def _frozen_row(stored: StoredStanding) -> StandingRow:
    """A line of the standings frozen at the close: user, rank, games, pour, contre, and `team`."""
    row: StandingRow = {
        "user": int(stored["user"]),
        "rank": int(stored["rank"]),
        "games": int(stored["games"]),
        "pour": int(stored["pour"]),
        "contre": int(stored["contre"]),
    }
    if "team" in stored:
        row["team"] = [int(u) for u in stored["team"]]
    return row


async def tournament_record(db: Database, tournament: Tournament) -> TournamentRecord:
    """A tournament's record: the frozen standings once closed, else the live ones."""
    if tournament.closed_at is not None and tournament.standings is not None:
        rows = [_frozen_row(r) for r in tournament.standings]
    else:
        board = await db.tournaments.board(tournament)
        rows = [_row(s, board.teams.get(s.user)) for s in board.rows]
    return {
        "id": tournament.id,
        "chat": tournament.chat_id,
        "format": tournament.format,
        "kind": tournament.kind,
        "games": tournament.games,
        "target": tournament.target,
        "closes": tournament.closes,
        "closed": tournament.closed_at is not None,
        "standings": rows,
    }


def format_name(code: str, tr: Translator) -> str:
    """A tournament's format (its code in the JSON) in the reader's words: the federations'
    names as they write them, a club's own format said so."""
    names: dict[str, str] = {
        Format.FADOQ: "FADOQ",
        Format.JEUX50: "Jeux 50+",
        Format.CUSTOM: tr.pgettext("tournament format", "club"),
    }
    return names.get(code, code)


def kind_name(code: str, tr: Translator) -> str:
    """Who a tournament's members play (its kind's code in the JSON), in the reader's words."""
    if code == Kind.DUPLICATE:
        return tr._("same deals, against the bot")
    if code == Kind.DOUBLES:
        return tr._("doubles")
    if code == Kind.ROUND_ROBIN:
        return tr._("members against each other")
    return code


def tournament_line(tournament: Tournament, record: TournamentRecord, tr: Translator) -> str:
    """One line for people: id, group, format, kind, games, target, closing date, state."""
    if tournament.cancelled_at is not None:
        state = tr._("cancelled")
    elif tournament.closed_at is not None:
        state = tr._("closed")
    else:
        state = tr._("open")
    if tournament.closed_at is not None and tournament.cancelled_at is None:
        closing = tr._("closed on {date}").format(date=tournament.closes)
    else:
        closing = tr._("closes {date}").format(date=tournament.closes)
    rows = len(record["standings"])  # a doubles tournament's rows are its teams
    if tournament.kind == Kind.DOUBLES:
        members = tr.ngettext("{n} team", "{n} teams", rows).format(n=rows)
    else:
        members = tr.ngettext("{n} member", "{n} members", rows).format(n=rows)
    return tr._(
        "{id}  group {chat}  {format}  {kind}  {games}  game of {target}  {closing}"
        "  {members}  {state}"
    ).format(
        id=tournament.id,
        chat=tournament.chat_id,
        format=format_name(tournament.format, tr),
        kind=kind_name(tournament.kind, tr),
        games=tr.ngettext("{n} game", "{n} games", tournament.games).format(n=tournament.games),
        target=tournament.target,
        closing=closing,
        members=members,
        state=state,
    )


async def _load(db: Database, _: argparse.Namespace) -> Listed:
    async def record(tournament: Tournament) -> tuple[Tournament, TournamentRecord]:
        return tournament, await tournament_record(db, tournament)

    return await records_or_damaged(await db.tournaments.list_tournaments_or_damaged(), record)
