"""Club tournaments (`/tournament`) as seeds 002 and 003 run them: pure rules, no I/O, no text.

- **Formats**: `fadoq` (seed 002, FADOQ Rive-Sud-Suroît: six games, « le gagnant sera celui
  qui aura accumulé le plus de points », a tie stays a tie, settled at the hall by a best of
  three), `jeux50` (seed 003, Jeux des 50 ans et plus: sixteen games, « c'est le total des
  points qui déterminera les trois joueurs gagnants », ties broken on the points « pour » and
  « contre »: with equal totals, fewer points against ranks first), or a number of games
  (`custom`, ranked as FADOQ).
- **Kinds**: `duplicate`, every member plays the same games against the expert bot: deal n of
  game k is dealt from one deck order fixed by the tournament (`game_deck`), with the same
  first dealer (`first_dealer`), so everyone holds the same cards at the same deal; or
  `round_robin`, members against each other, each pair meeting `meetings` times
  (`pairings`: seed 003's two games against each opponent).
  `doubles` (seed 002, « individuellement et en double »): teams of two members, each team
  meeting each other team as in a round robin (`pairings` over the teams), each game a
  four-seat table (`doubles_results`); the standings are by team (`Team.key`). The schedule
  and the games between members are `bot.drills.tournament_robin`'s.
- **Standings** (`standings`): members ranked by the format's rule; equal keys share a rank
  (1, 1, 3). For duplicate tournaments each member's skill index is the points their
  lay-aways lost against the best lay-away on the same cards (`layaway_loss`, the expert's
  expected hand plus or minus crib): the cards being the same for everyone, no luck blurs it.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import StrEnum
from typing import Final, NamedTuple, NotRequired, TypedDict

from bot.drills.night import FADOQ_GAMES, JEUX50_MEETINGS, MAX_GAMES, MIN_GAMES, WINNERS
from bot.drills.table_state import Table
from bot.drills.tournament_robin import Team
from bot.engine.cards import Card
from bot.engine.lay_away import CribValues, analyse_lay_aways


class Format(StrEnum):
    """How many games and how the standings are ranked."""

    FADOQ = "fadoq"
    JEUX50 = "jeux50"
    CUSTOM = "custom"


class Kind(StrEnum):
    """Who the members play: the bot on shared deals, or each other."""

    DUPLICATE = "duplicate"
    ROUND_ROBIN = "round_robin"
    DOUBLES = "doubles"
    """Seed 002's « en double »: a round robin between teams of two members, each game a
    four-seat table (partners face each other: seats 0 and 2 against 1 and 3)."""


JEUX50_GAMES: Final = 16
"""Seed 003: « deux parties avec huit joueurs, pour un total de 16 parties »."""
FORMAT_GAMES: Final[dict[Format, int]] = {Format.FADOQ: FADOQ_GAMES, Format.JEUX50: JEUX50_GAMES}
MAX_MEETINGS: Final = 4
"""A custom round robin has each pair meet 1 to 4 times."""
DEFAULT_DAYS: Final = 7
"""A tournament closes a week after it opens unless its creator says otherwise."""
MAX_DAYS: Final = 90
HISTORY_KEYS: Final = ("hands", "discards", "laid", "shows", "call", "claiming", "starter")
"""What a deal's stored form says about the moves made (`position_rng`)."""
BOT_SEAT: Final = 1
"""In a duplicate game the member sits at seat 0, the bot at seat 1."""


def games_of(fmt: Format, games: int | None = None) -> int:
    """The number of games of a format (`games` for a custom one)."""
    if fmt is Format.CUSTOM:
        if games is None or not MIN_GAMES <= games <= MAX_GAMES:
            raise ValueError(f"a custom tournament plays {MIN_GAMES} to {MAX_GAMES} games")
        return games
    return FORMAT_GAMES[fmt]


def meetings(fmt: Format, games: int) -> int:
    """How many times each pair of members meets in a round robin: FADOQ once, Jeux 50+
    twice (seed 003), a custom round robin its number (1 to `MAX_MEETINGS`)."""
    if fmt is Format.FADOQ:
        return 1
    if fmt is Format.JEUX50:
        return JEUX50_MEETINGS
    if not 1 <= games <= MAX_MEETINGS:
        raise ValueError(f"a custom round robin meets each member 1 to {MAX_MEETINGS} times")
    return games


def closing_day(opened: date, days: int = DEFAULT_DAYS) -> date:
    """The closing date `days` after the opening day (the tournament closes at its end)."""
    if not 1 <= days <= MAX_DAYS:
        raise ValueError(f"a tournament lasts 1 to {MAX_DAYS} days")
    return opened + timedelta(days=days)


# -- Duplicate deals --------------------------------------------------------------------------


CLOSE_SOON: Final = timedelta(seconds=1)
"""A close whose moment is past (the bot was down then) runs this long after now: at once."""


def close_moment(closes_at: datetime, now: datetime) -> datetime:
    """When a tournament's close runs: at `closes_at`, or at once (`CLOSE_SOON`) when that
    moment is already past."""
    return max(closes_at, now + CLOSE_SOON)


def game_deck(tournament: str, game: int) -> str:
    """The deck key of game `game` (from 1): deal n is `keyed_deck(f"{key}:{n}")`
    (`bot.drills.table.Table.deck`), the same for every member."""
    if game < 1:
        raise ValueError("games are numbered from 1")
    return f"tournament:{tournament}:{game}"


def first_dealer(tournament: str, game: int) -> int:
    """Game `game`'s first dealer (0: the member, 1: the bot), fixed by the tournament so
    that every member deals (or not) at the same deals; half the games each way, drawn."""
    digest = hashlib.sha256(f"dealer:{tournament}:{game}".encode()).digest()
    return digest[0] & 1


def position_rng(table: Table) -> random.Random:
    """The bot's randomness in a duplicate game, drawn from the game's deck and everything
    played so far: members who play the same cards at the same deals meet the very same bot
    (its rollouts, and so its choices, are the same), as a duplicate board promises."""
    state = table.to_json()
    history = json.dumps(
        [table.deck, [{k: d[k] for k in HISTORY_KEYS} for d in state["deals"]]],
        sort_keys=True,
    )
    digest = hashlib.sha256(history.encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


# -- Results and standings --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Result:
    """A finished game of a member: its number, their points « pour » and « contre », the
    points their lay-aways lost (duplicate only; None in a round robin) and over how many
    lay-aways (`layaways`: the deals they laid away in)."""

    user: int
    round: int
    pour: int
    contre: int
    lost: float | None = None
    opponent: int | None = None
    layaways: int | None = None
    abandoned: bool = False
    """The member abandoned that game, counted lost at the target (duplicate: /cancel; a
    round robin or doubles: their side resigned)."""


@dataclass(frozen=True, slots=True)
class Standing:
    """A member's line in the standings."""

    user: int
    rank: int
    games: int
    pour: int
    contre: int
    lost: float | None
    """Points lost against the best lay-aways over all the member's deals (duplicate), None
    without a game."""
    per_deal: float | None = None
    """The skill index (duplicate): `lost` per lay-away, so that a member whose games ran
    to more deals is not marked down for it; None without a known count."""
    abandoned: int = 0
    """How many of the member's games they abandoned (their line says so)."""


class StoredStanding(TypedDict):
    """A line of the standings frozen at a tournament's close (`standings_json`); `lost` and
    `per_deal` (and `abandoned`) are missing in those closed before they were kept, `team` outside
    doubles."""

    user: int
    rank: int
    games: int
    pour: int
    contre: int
    lost: NotRequired[float | None]
    per_deal: NotRequired[float | None]
    team: NotRequired[list[int]]
    abandoned: NotRequired[int]


def rank_key(fmt: Format, pour: int, contre: int) -> tuple[int, ...]:
    """The sort key of the format's ranking rule (smaller ranks first): FADOQ and custom,
    the most points; Jeux 50+, the most points, then the fewest points « contre »."""
    if fmt is Format.JEUX50:
        return (-pour, contre)
    return (-pour,)


def standings(fmt: Format, members: Sequence[int], results: Iterable[Result]) -> list[Standing]:
    """The members (in the standings: those still in the group) ranked by the format's rule;
    equal keys share a rank (1, 1, 3); members without a game are listed last, unranked
    among themselves by join order. A result of someone not in `members` is left out."""
    totals: dict[int, list[float]] = {m: [0, 0, 0, 0.0, 0, 0.0, 0, 0] for m in members}
    for r in results:
        row = totals.get(r.user)
        if row is None:
            continue
        row[0] += 1
        row[1] += r.pour
        row[2] += r.contre
        row[7] += r.abandoned
        if r.lost is not None:
            row[3] += r.lost
            row[4] += 1
            if r.layaways:
                row[5] += r.lost
                row[6] += r.layaways
    order = sorted(
        members,
        key=lambda m: (
            totals[m][0] == 0,
            rank_key(fmt, int(totals[m][1]), int(totals[m][2])),
        ),
    )
    out: list[Standing] = []
    previous: tuple[bool, tuple[int, ...]] | None = None
    rank = 0
    for position, m in enumerate(order, start=1):
        games, pour, contre, lost, lost_games, counted, layaways, abandoned = totals[m]
        key = (games == 0, rank_key(fmt, int(pour), int(contre)))
        if key != previous:
            rank = position
            previous = key
        out.append(
            Standing(
                user=m,
                rank=rank,
                games=int(games),
                pour=int(pour),
                contre=int(contre),
                lost=round(lost, 1) if lost_games else None,
                per_deal=round(counted / layaways, 2) if layaways else None,
                abandoned=int(abandoned),
            )
        )
    return out


def winners(table: Sequence[Standing]) -> list[Standing]:
    """The members ranked in the first `WINNERS` places (ties included), who played and
    scored: seed 002's winner « aura accumulé le plus de points », seed 003's three winners
    are decided by « le total des points »; a member without a point (a game abandoned at
    once) won nothing to announce, and stays in the final standings only."""
    return [s for s in table if s.rank <= WINNERS and s.games > 0 and s.pour > 0]


def tied(table: Sequence[Standing]) -> bool:
    """Whether two members share a place among the winners (FADOQ: a best of three settles
    it at the hall; seed 002)."""
    ranks = [s.rank for s in winners(table)]
    return len(ranks) != len(set(ranks))


def played_pairs(results: Iterable[Result]) -> list[tuple[int, int]]:
    """The pairs of each round-robin game played (a game is two results, of the same number:
    counted once; a game whose other side's result is not counted, a doubles team no longer
    playing, still counts: « 1 partie jouée » vanished when the team Marie and Jean beat was
    gone)."""
    games = {
        (r.round, min(r.user, r.opponent), max(r.user, r.opponent))
        for r in results
        if r.opponent is not None
    }
    return [(first, second) for _, first, second in sorted(games)]


# -- The skill index --------------------------------------------------------------------------


def layaway_loss(
    hand: Sequence[Card], tossed: Sequence[Card], *, dealer: bool, tables: CribValues | None
) -> float:
    """The points a lay-away loses against the best one on the same six cards: the best
    option's expected hand plus (dealer) or minus (pone) crib, minus the chosen one's."""
    crib_model = "expert" if tables is not None else "uniform"
    options = analyse_lay_aways(hand, dealer=dealer, crib_model=crib_model, tables=tables)
    chosen = frozenset(tossed)
    mine = next(o for o in options if frozenset(o.discard) == chosen)
    return max(0.0, options[0].total_ev - mine.total_ev)


def layaways_of(deals: Iterable[Sequence[Card] | None]) -> int:
    """How many lay-aways a game had (its `tossed` per deal; None: the game ended first)."""
    return sum(1 for tossed in deals if tossed is not None)


def game_loss(
    deals: Iterable[tuple[Sequence[Card], Sequence[Card] | None, bool]],
    tables: CribValues | None,
) -> float:
    """The points a member's lay-aways lost over a game: (hand, tossed or None when the game
    ended before it, dealer) per deal."""
    return sum(
        layaway_loss(hand, tossed, dealer=dealer, tables=tables)
        for hand, tossed, dealer in deals
        if tossed is not None
    )


class GameRecord(NamedTuple):
    """A member's duplicate game as the standings keep it."""

    pour: int
    contre: int
    lost: float
    layaways: int


def game_record(table: Table, tables: CribValues | None) -> GameRecord:
    """A finished (or abandoned) duplicate game, the member at seat 0: their points « pour »,
    the bot's « contre » (the target when the member abandoned), the points their lay-aways
    lost (to the hundredth) and over how many lay-aways."""
    contre = table.rules.target if table.abandoned else table.scores[1]
    lost = game_loss(((d.hands[0], d.discards[0], d.dealer == 0) for d in table.deals), tables)
    layaways = layaways_of(d.discards[0] for d in table.deals)
    return GameRecord(table.scores[0], contre, round(lost, 2), layaways)


def frozen_standings(stored: Iterable[StoredStanding]) -> list[Standing]:
    """The standings frozen at a tournament's close, as stored (`standings_json`)."""
    return [
        Standing(
            user=int(r["user"]),
            rank=int(r["rank"]),
            games=int(r["games"]),
            pour=int(r["pour"]),
            contre=int(r["contre"]),
            lost=_opt_float(r.get("lost")),
            per_deal=_opt_float(r.get("per_deal")),
            abandoned=int(r.get("abandoned", 0)),
        )
        for r in stored
    ]


def _opt_float(value: float | None) -> float | None:
    """A stored optional number as a float (JSON keeps a whole one as an int)."""
    return None if value is None else float(value)


def standings_json(
    rows: list[Standing], teams: Mapping[int, Team] | None = None
) -> list[StoredStanding]:
    """The standings as stored at the close (`muggins tournaments --json`'s keys, and the
    skill index: `lost` in all, `per_deal`); in doubles, each line's `team` (its two
    members; `user` is the team's key, its first member)."""
    out: list[StoredStanding] = []
    for r in rows:
        line: StoredStanding = {
            "user": r.user,
            "rank": r.rank,
            "games": r.games,
            "pour": r.pour,
            "contre": r.contre,
            "lost": r.lost,
            "per_deal": r.per_deal,
        }
        if r.abandoned:
            line["abandoned"] = r.abandoned
        if teams is not None and r.user in teams:
            line["team"] = [teams[r.user].first, teams[r.user].second]
        out.append(line)
    return out
