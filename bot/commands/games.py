"""`muggins games [--user ID] [--lang fr|en] [--json]`: the games against the bot (/play)
in the database.

    muggins games                  # one line per game, oldest first
    muggins games --user 12345     # one player's games
    muggins games --json           # the record of every game (`bot.drills.table_record`)

Games between club members (`"kind": "members"`, `export_members`) follow the games against
the bot.

The database is MUGGINS_DB (see `bot.tg.config`). `--json` prints one JSON array, a game an
object, in the shape the /play issue fixes; other checks rely on it. A game whose stored state
cannot be read (damaged, or of another shape) is not a record: the others are listed, a line
on stderr names it, the array holds `{"id", "kind", "user" or "chat", "unreadable": true}` in
its place, and the exit code is 1.
"""

from __future__ import annotations

import argparse
from datetime import datetime
from zoneinfo import ZoneInfo

from babel.lists import format_list

from bot.commands.bot import add_listing, damaged_lines, records_or_damaged
from bot.commands.common import Subparsers, cli_translator, placeholders, telegram_user_id
from bot.drills.daily_time import zone
from bot.drills.table_bot import Level
from bot.drills.table_record import BotRecord, MembersRecord, export, export_members
from bot.drills.table_state import Table
from bot.i18n import Translator, render
from bot.storage import Database
from bot.storage.models import DamagedRow
from bot.storage.repo_members import MemberGame
from bot.storage.repo_table import TableGame
from bot.storage.repo_tournament_games import TournamentGame
from bot.tg.config import Config
from bot.views.table import level_name


def add_parser(subparsers: Subparsers) -> None:
    """Register the `games` subcommand."""
    tr = cli_translator()
    add_listing(
        subparsers,
        "games",
        help=tr._("list the games (/play against the bot, and between club members)"),
        description=tr._(
            "List the games stored in MUGGINS_DB (against the bot, then between club"
            " members), finished or not."
        ),
        json_help=tr._("print every game's record as JSON"),
        load=_load,
        cannot_read=lambda tr: tr._("Cannot read the games in {database}: {error}"),
        records=_records,
        lines=_lines,
        unreadable=_unreadable_lines,
        options=lambda parser: parser.add_argument(
            "--user",
            type=telegram_user_id,
            metavar=placeholders(tr)["ID"],
            help=tr._("only this Telegram user's games"),
        ),
    )


def game_record(game: TableGame, link: TournamentGame | None = None) -> BotRecord:
    """A stored game's record (`muggins games --json`); a tournament game also carries
    `tournament` (its id) and `round` (the game's number in it, from 1)."""
    record = export(Table.from_json(game.state), game.user_id, Level(game.level))
    if link is not None:
        record["tournament"] = link.tournament_id
        record["round"] = link.round
    return record


def member_record(game: MemberGame, link: TournamentGame | None = None) -> MembersRecord:
    """A started game between members, as its record (`muggins games --json`); a round
    robin's game also carries `tournament` and `round` (its number in the pairings)."""
    if game.state is None:
        raise ValueError(f"game {game.id} has not started")
    record = export_members(Table.from_json(game.state), game.chat_id)
    if link is not None:
        record["tournament"] = link.tournament_id
        record["round"] = link.round
    return record


def started(at: str, clock: ZoneInfo, tr: Translator) -> str:
    """When a game started, as the organiser's clock said it: the day (as the other listings
    write it, 2026-06-30) and the time of day in MUGGINS_TZ's zone, as the language writes it
    (« 2026-06-30 22 h 05 », "2026-06-30 10:05\u202fPM"); the database keeps UTC."""
    moment = datetime.fromisoformat(at).astimezone(clock)
    time_of_day = render.clock(moment.time().replace(second=0, microsecond=0), tr)
    return f"{moment.date().isoformat()} {time_of_day}"


def member_line(game: MemberGame, record: MembersRecord, tr: Translator, clock: ZoneInfo) -> str:
    """One line for a game between members: id, group, players, scores, how it stands."""
    names = [tr._("the bot") if s["user"] is None else str(s["user"]) for s in record["seats"]]
    players = ", ".join(names)
    if game.status == "active":
        state = tr._("under way")
    elif record["abandoned"]:
        state = tr._("abandoned")
    else:  # the winners as the players are listed (« side 2 »: 22 and 24, counted from 1)
        won = [
            n for n, s in zip(names, record["seats"], strict=True) if s["side"] == record["winner"]
        ]
        state = tr._("won by {players}").format(players=format_list(won, locale=tr.locale))
    scores = " ".join(str(score) for score in record["scores"])
    return tr._("{id}  group {chat}  players {players}  score {scores}  {state}  {started}").format(
        id=game.id,
        chat=game.chat_id,
        players=players,
        scores=scores,
        state=state,
        started=started(game.created_at, clock, tr),
    )


def game_line(game: TableGame, record: BotRecord, tr: Translator, clock: ZoneInfo) -> str:
    """One line for people: id, player, level, target, the score and how it stands."""
    scores = record["deals"][-1]["scores"] if record["deals"] else {"player": 0, "bot": 0}
    if game.status == "active":
        state = tr._("under way")
    elif record["abandoned"]:
        state = tr._("abandoned")
    elif record["winner"] == "player":
        state = tr._("won by the player")
    else:
        state = tr._("won by the bot")
    deals = len(record["deals"])
    return tr._(
        "{id}  player {user}  {level}  game of {target}  score: player {player}, bot {bot}"
        "  {deals}  {state}  {started}"
    ).format(
        id=game.id,
        user=game.user_id,
        level=level_name(game.level, tr),
        target=record["rules"]["target"],
        player=scores["player"],
        bot=scores["bot"],
        deals=tr.ngettext("{n} deal", "{n} deals", deals).format(n=deals),
        state=state,
        started=started(game.started_at, clock, tr),
    )


Listed = tuple[
    list[tuple[TableGame, BotRecord] | DamagedRow],
    list[tuple[MemberGame, MembersRecord] | DamagedRow],
    int | None,
    ZoneInfo,
]
"""The games against the bot, the games between members (each with its record, or a
`DamagedRow` when its stored state cannot be read), the `--user` asked (None: all) and the
zone of MUGGINS_TZ, whose clock the lines' times are."""


async def _load(db: Database, args: argparse.Namespace) -> Listed:
    user: int | None = args.user
    links = {g.game_id: g for g in await db.tournaments.tournament_games()}
    table: list[tuple[TableGame, BotRecord] | DamagedRow] = await records_or_damaged(
        await db.table.list_table_games_or_damaged(user),
        lambda game: (game, game_record(game, links.get(game.id))),
        user=lambda game: game.user_id,
    )
    members: list[tuple[MemberGame, MembersRecord] | DamagedRow] = await records_or_damaged(
        await db.members.list_member_games_or_damaged(user_id=user),
        lambda played: (played, member_record(played, links.get(played.id))),
    )
    return table, members, user, zone(Config.from_env().default_tz)  # checked: it reads


def _records(stored: Listed) -> list[object]:
    """`--json`: each game's record; in an unreadable game's place, what the row says of it
    and `"unreadable": true` (no record holds that field)."""
    table, members, *_ = stored
    return [
        *(
            {"id": e.id, "kind": "bot", "user": e.user_id, "unreadable": True}
            if isinstance(e, DamagedRow)
            else e[1]
            for e in table
        ),
        *(
            {"id": e.id, "kind": "members", "chat": e.chat_id, "unreadable": True}
            if isinstance(e, DamagedRow)
            else e[1]
            for e in members
        ),
    ]


def _unreadable_lines(stored: Listed, tr: Translator) -> list[str]:
    """One line for each game whose stored state cannot be read, naming it."""
    table, members, *_ = stored
    return [
        *damaged_lines(
            table,
            tr._(
                "The game {id} (player {user}) cannot be read: its record in the database is"
                " damaged. The other games are listed."
            ),
        ),
        *damaged_lines(
            members,
            tr._(
                "The game {id} (group {chat}) cannot be read: its record in the database is"
                " damaged. The other games are listed."
            ),
        ),
    ]


def _lines(stored: Listed, tr: Translator) -> list[str]:
    table, members, user, clock = stored
    lines = [
        *(game_line(*e, tr, clock) for e in table if not isinstance(e, DamagedRow)),
        *(member_line(*e, tr, clock) for e in members if not isinstance(e, DamagedRow)),
    ]
    if lines or len(lines) < len(table) + len(members):  # some cannot be read: said apart
        return lines
    if user is None:
        return [tr._("No games yet.")]
    # Not « No games yet. »: others may have played (a mistyped id, another player's).
    return [
        tr._(
            "No games of player {user} yet; muggins games without --user lists everyone's."
        ).format(user=user)
    ]
