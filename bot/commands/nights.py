"""`muggins nights [--lang fr|en] [--json]`: the club nights at the hall (/soiree) in the
database.

    muggins nights          # one line per night, oldest first
    muggins nights --json   # one JSON array, a night an object

Each object has the keys issue 41 fixes: `id`, `chat`, `format` (jeux50, fadoq, acc, custom),
`doubles`, `games` (its rounds), `target`, `closed`, `players` (`id`, `name`, `user`: null for
a player added by name), `rounds` (`round`, `tables`: `table`, `a` and `b` as lists of player
ids, `b` null for a bye, `score` {`a`, `b`} or null, `confirmed`, `entered_by`,
`corrected_by`) and `standings` (`players`, `rank`, `points`, `pour`, `contre`, `game_points`
and `spread` for an ACC ranking, else null, `games`: frozen at the close, live before;
`by_default`: how many of the games were won or lost by default, read from the rounds for a
night closed before it was kept) and
`forfeit_game_points` (an ACC ranking: what a game won by default was worth, 2, or 3 for a
night closed under the old rule that counted it a skunk; else null), `unplayed_byes_counted`
(a night closed under the old rule that counted the bye of a round drawn but never played),
`lost_by_default_ranked_by_points` (a night closed under the old rule that ranked a side whose
only games were lost by default, a latecomer at 0 point, by its points ahead of the sides yet
to play; today they wait together) and `as_announced` (the stored standings, announced at
the close, are not what the rounds give by any rule known: they are kept as announced). A
check recomputes the standings from the rounds (`recompute`). The database is MUGGINS_DB.

A night whose stored rows cannot be read (of another shape) is not a record: the others are
listed, a line on stderr names it, the array holds `{"id", "chat", "unreadable": true}` in its
place, and the exit code is 1.
"""

from __future__ import annotations

from typing import TypedDict

from bot.commands.bot import add_listing, damaged_lines, marked_records, records_or_damaged
from bot.commands.common import Subparsers, cli_translator
from bot.drills.night import FORFEIT_GAME_POINTS, Format, Ranking, Side, Table
from bot.drills.night_standings import StandingRecord, rule_of_its_day, standing_record, standings
from bot.drills.night_state import NightState
from bot.i18n import Translator
from bot.storage import Database
from bot.storage.models import DamagedRow
from bot.storage.repo_night import Night, Player
from bot.storage.repo_night_tables import NightTable
from bot.views.night_rules import game_points_words


class ScoreRecord(TypedDict):
    """A table's score: side `a`'s and side `b`'s."""

    a: int
    b: int


class TableRecord(TypedDict):
    """A table of a round: its sides (player ids; `b` None for a bye), score and who did what."""

    table: int
    a: list[str]
    b: list[str] | None
    score: ScoreRecord | None
    confirmed: bool
    entered_by: int | None
    corrected_by: int | None


class RoundRecord(TypedDict):
    """A round and its tables."""

    round: int
    tables: list[TableRecord]


class PlayerRecord(TypedDict):
    """A player of the night (`user` None when added by name)."""

    id: str
    name: str
    user: int | None


class NightRecord(TypedDict):
    """A night as `muggins nights --json` writes it."""

    id: str
    chat: int
    format: str
    doubles: bool
    games: int
    target: int
    closed: bool
    players: list[PlayerRecord]
    rounds: list[RoundRecord]
    standings: list[StandingRecord]
    forfeit_game_points: int | None
    unplayed_byes_counted: bool
    lost_by_default_ranked_by_points: bool
    as_announced: bool


def add_parser(subparsers: Subparsers) -> None:
    """Register the `nights` subcommand."""
    tr = cli_translator()
    add_listing(
        subparsers,
        "nights",
        help=tr._("list the club nights at the hall (/night); --json: rounds and standings"),
        description=tr._(
            "List the club nights stored in MUGGINS_DB, one line each: the group, the format, "
            "the rounds, the players, open or closed. With --json: the players, every round's "
            "tables and scores, and the standings."
        ),
        json_help=tr._("print every night as JSON, with its rounds and standings"),
        load=lambda db, _: night_records_or_damaged(db),
        cannot_read=lambda tr: tr._("Cannot read the club nights in {database}: {error}"),
        records=lambda stored: marked_records(stored, lambda r: r),
        lines=_lines,
        unreadable=lambda stored, tr: damaged_lines(
            stored,
            tr._(
                "The club night {id} (group {chat}) cannot be read: its record in the database"
                " is damaged. The other nights are listed."
            ),
        ),
    )


def _lines(stored: list[NightRecord | DamagedRow], tr: Translator) -> list[str]:
    """A line for each night that can be read; « No club nights yet. » when there is none
    at all (an unreadable one is said apart)."""
    if not stored:
        return [tr._("No club nights yet.")]
    return [night_line(r, tr) for r in stored if not isinstance(r, DamagedRow)]


def night_record(night: Night, players: list[Player], tables: list[NightTable]) -> NightRecord:
    """A night's record: the frozen standings once closed, else the live ones."""
    rounds: dict[int, list[TableRecord]] = {}
    for t in tables:
        rounds.setdefault(t.round, []).append(
            {
                "table": t.table,
                "a": list(t.a),
                "b": None if t.b is None else list(t.b),
                "score": None if t.score is None else {"a": t.score[0], "b": t.score[1]},
                "confirmed": t.confirmed,
                "entered_by": t.entered_by,
                "corrected_by": t.corrected_by,
            }
        )
    ranking, sides = Ranking(night.ranking), NightState(night, players, tables).ranked
    models = [t.model for t in tables]
    today = standings(ranking, sides, models, night.target)
    rows = [standing_record(s) for s in today]
    if night.standings is not None:  # as announced; by default as the rounds say, if not kept
        said = {row.side: row.by_default for row in today}
        rows = [
            {**row, "by_default": row.get("by_default", said.get(tuple(row["players"]), 0))}
            for row in night.standings
        ]
    rule = rule_of_its_day(ranking, sides, models, night.target, night.standings)
    return {
        "id": night.id,
        "chat": night.chat_id,
        "format": night.format,
        "doubles": night.doubles,
        "games": night.games,
        "target": night.target,
        "closed": not night.is_open,
        "players": [{"id": p.id, "name": p.name, "user": p.user_id} for p in players],
        "rounds": [{"round": r, "tables": rounds[r]} for r in sorted(rounds)],
        "standings": rows,
        "forfeit_game_points": rule.forfeit_points if ranking is Ranking.GAME_POINTS else None,
        "unplayed_byes_counted": rule.unplayed_byes,
        "lost_by_default_ranked_by_points": not rule.default_waits,
        "as_announced": rule.as_announced,
    }


def recompute(record: NightRecord, ranking: str | None = None) -> list[StandingRecord]:
    """The standings recomputed from a record's rounds alone (the check): the sides as
    seated, the confirmed scores, the byes. The ranking is the format's; a custom night's
    is read from its standings (game points: `acc`), else `ranking` (`fadoq` by default). A
    game won by default counts the game points the record says its night was ranked with
    (`forfeit_game_points`: 3 for a night closed under the old rule, where it was a skunk);
    the bye of a round drawn but never played counts for a night closed under the rule that
    counted it (`unplayed_byes_counted`); a side whose only games were lost by default is
    ranked by its points ahead of the sides yet to play for a night closed under that rule
    (`lost_by_default_ranked_by_points`)."""
    fmt = str(record["format"])
    if fmt != "custom":
        rank = Ranking(fmt)
    elif any(s.get("game_points") is not None for s in record["standings"]):
        rank = Ranking.GAME_POINTS
    else:
        rank = Ranking(ranking or Ranking.POINTS.value)
    tables: list[Table] = []
    sides: list[Side] = []
    for r in record["rounds"]:
        for t in r["tables"]:
            a = tuple(t["a"])
            b = None if t["b"] is None else tuple(t["b"])
            score = None if t["score"] is None else (int(t["score"]["a"]), int(t["score"]["b"]))
            tables.append(
                Table(int(r["round"]), int(t["table"]), a, b, score, bool(t["confirmed"]))
            )
            sides += [s for s in (a, b) if s is not None and s not in sides]
    # a side never seated (registered late, or back after an absence): its line, at 0
    sides += [s for s in (tuple(r["players"]) for r in record["standings"]) if s not in sides]
    order = {p["id"]: i for i, p in enumerate(record["players"])}
    sides.sort(key=lambda s: order.get(s[0], 0))
    forfeit = record.get("forfeit_game_points") or FORFEIT_GAME_POINTS
    target = int(record["target"])
    unplayed = bool(record.get("unplayed_byes_counted"))
    waits = not record.get("lost_by_default_ranked_by_points")
    rows = standings(
        rank, sides, tables, target, forfeit, unplayed_byes=unplayed, default_waits=waits
    )
    return [standing_record(s) for s in rows]


def format_name(code: str, tr: Translator) -> str:
    """A night's format (its code in the JSON) in the reader's words: the federations' names
    as they write them, the American one's said in full (« ACC » alone meant nothing to a
    Québec organizer), a number of rounds the organizer chose said so."""
    names: dict[str, str] = {
        Format.JEUX50: "Jeux 50+",
        Format.FADOQ: "FADOQ",
        Format.ACC: tr.pgettext("night format", "ACC (American Cribbage Congress)"),
        Format.CUSTOM: tr.pgettext("night format", "custom"),
    }
    return names.get(code, code)


def night_line(record: NightRecord, tr: Translator) -> str:
    """One line for people: id, group, format, rounds, players, state."""
    players = len(record["players"])
    return tr._("{id}  group {chat}  {format}{doubles}  {rounds}  {players}  {state}").format(
        id=record["id"],
        chat=record["chat"],
        format=format_name(record["format"], tr),
        doubles=" " + tr._("doubles") if record["doubles"] else "",
        rounds=rounds_words(record["games"], tr),
        players=tr.ngettext("{n} player", "{n} players", players).format(n=players),
        # a night: « ouverte », « terminée » in French (a tournament is « ouvert »)
        state=tr.pgettext("night", "closed") if record["closed"] else tr.pgettext("night", "open"),
    ) + old_rule_note(record, tr)


def rounds_words(games: int, tr: Translator) -> str:
    """A night's rounds: their number, or how a Jeux 50+ night's follow from its players
    before its first round (its `games` 0: the line said « 0 ronde »)."""
    if not games:
        return tr._("each player against each, twice")
    return tr.ngettext("{n} round", "{n} rounds", games).format(n=games)


def old_rule_note(record: NightRecord, tr: Translator) -> str:
    """After a night closed under an older rule (a game won by default counted as a skunk; the
    bye of a round never played counted; a side whose only games were lost by default ranked
    ahead of those yet to play) or whose standings no rule known gives again: that
    its standings are ranked so, as they were announced."""
    said: list[str] = []
    points = record.get("forfeit_game_points")
    if points is not None and points != FORFEIT_GAME_POINTS:
        said.append(
            tr._("(ranked by the rule of its day: a game won by default, {points})").format(
                points=game_points_words(points, tr)
            )
        )
    if record.get("unplayed_byes_counted"):
        said.append(tr._("(ranked by the rule of its day: the bye of a round never played)"))
    if record.get("lost_by_default_ranked_by_points"):
        said.append(
            tr._(
                "(ranked by the rule of its day: a player or team whose only games were lost"
                " by default, ahead of those yet to play)"
            )
        )
    if record.get("as_announced"):
        said.append(tr._("(standings as announced: the rounds no longer give them)"))
    return "".join("  " + s for s in said)


async def stored_night_record(db: Database, night: Night) -> NightRecord:
    """A stored night's record, its players and tables read."""
    players = await db.nights.night_players(night.id)
    return night_record(night, players, await db.nights.night_tables(night.id))


async def night_records(db: Database) -> list[NightRecord]:
    """Every night's record, oldest first."""
    return [await stored_night_record(db, n) for n in await db.nights.list_nights()]


async def night_records_or_damaged(db: Database) -> list[NightRecord | DamagedRow]:
    """As `night_records`, a night whose stored rows cannot be read given as its `DamagedRow`
    (its id and group), the others read all the same (`muggins nights`)."""
    return await records_or_damaged(
        await db.nights.list_nights(), lambda n: stored_night_record(db, n)
    )
