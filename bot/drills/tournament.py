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
  four-seat table (`doubles_results`); the standings are by team (`Team.key`).
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
from datetime import date, timedelta
from enum import StrEnum
from typing import Final, NamedTuple, NotRequired, Protocol, TypedDict

from bot.drills.night import FADOQ_GAMES, JEUX50_MEETINGS, MAX_GAMES, MIN_GAMES, WINNERS
from bot.drills.table_state import Table
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


# -- Round robin ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pairing:
    """One game of a round robin: `first` and `second` (by join order), and which meeting of
    the pair it is (from 1)."""

    first: int
    second: int
    meeting: int

    def other(self, key: int) -> int:
        """The one `key` plays in this game."""
        return self.second if self.first == key else self.first


def pairings(members: Sequence[int], times: int) -> list[Pairing]:
    """Every game of the round robin: each pair of members (in join order) `times` times,
    listed meeting by meeting, round by round (the circle method over the members, so
    nobody waits long for a game); a late joiner's pairs are drawn in with the others."""
    games: list[Pairing] = []
    drawn: list[int] = []
    for member in members:
        drawn.append(member)
        if len(drawn) < 2:
            continue
        for meeting in range(1, times + 1):
            for other in drawn[:-1]:
                first, second = (other, member) if meeting % 2 else (member, other)
                games.append(Pairing(first, second, meeting))
    return _rounds(games, list(members))


def _rounds(games: list[Pairing], members: list[int]) -> list[Pairing]:
    """Order the games by meeting, then by the circle method's round of the pair."""
    index = {m: i for i, m in enumerate(members)}
    order: dict[tuple[int, int], int] = {}
    n = len(members) + len(members) % 2
    slots = list(range(n))
    for round_ in range(n - 1):
        for i in range(n // 2):
            a, b = slots[i], slots[n - 1 - i]
            order[(min(a, b), max(a, b))] = round_
        slots = [slots[0], slots[-1], *slots[1:-1]]

    def key(p: Pairing) -> tuple[int, int, int, int]:
        a, b = sorted((index[p.first], index[p.second]))
        return (p.meeting, order.get((a, b), n), a, b)

    return sorted(games, key=key)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """A seat of a finished game between members: the member (None: the bot), whether their
    side won, their side's points and the best opposing side's."""

    user: int | None
    won: bool | None
    points_for: int
    points_against: int


class PlayedSeat(Protocol):
    """A seat of a finished game between members, as the storage holds it (`MemberSeat`)."""

    @property
    def user_id(self) -> int | None: ...

    @property
    def won(self) -> bool | None: ...

    @property
    def points_for(self) -> int | None: ...

    @property
    def points_against(self) -> int | None: ...


def seat_results(seats: Iterable[PlayedSeat]) -> list[SeatResult]:
    """Each seat's result in a finished game between members (points not stored: 0)."""
    return [SeatResult(s.user_id, s.won, s.points_for or 0, s.points_against or 0) for s in seats]


def robin_results(
    seats: Sequence[SeatResult], target: int
) -> tuple[tuple[int, int, int], tuple[int, int, int]] | None:
    """A two-member game's results for a round robin: (user, pour, contre) for each, or None
    when it cannot count (a bot seat, more than two seats, no winner). A game won by
    resignation counts as pegged out: the winner's « pour » and the loser's « contre » are
    the target."""
    if len(seats) != 2 or any(s.user is None or s.won is None for s in seats):
        return None
    if not any(s.won for s in seats):
        return None
    rows = []
    for s in seats:
        pour = target if s.won else s.points_for
        contre = s.points_against if s.won else target
        rows.append((int(s.user or 0), min(pour, target), min(contre, target)))
    return rows[0], rows[1]


def next_pairing(
    schedule: Sequence[Pairing], played: Iterable[tuple[int, int]], a: int, b: int
) -> int | None:
    """The position (from 1) in the schedule of the next game of `a` against `b` still to
    play, or None when they have played all their meetings (or are not paired)."""
    left = still_to_play(schedule, played)
    for p in left:
        if {p.first, p.second} == {a, b}:
            return schedule.index(p) + 1
    return None


def still_to_play(schedule: Sequence[Pairing], played: Iterable[tuple[int, int]]) -> list[Pairing]:
    """The games of the schedule not played yet: each played game (two users, any order)
    takes the first unplayed meeting of that pair."""
    done: dict[frozenset[int], int] = {}
    for a, b in played:
        pair = frozenset((a, b))
        done[pair] = done.get(pair, 0) + 1
    left: list[Pairing] = []
    for p in schedule:
        pair = frozenset((p.first, p.second))
        if done.get(pair, 0) > 0:
            done[pair] -= 1
            continue
        left.append(p)
    return left


def played_pairs(results: Iterable[Result]) -> list[tuple[int, int]]:
    """The pairs of each round-robin game played (a game is two results: counted once)."""
    return [(r.user, r.opponent) for r in results if r.opponent is not None and r.user < r.opponent]


@dataclass(frozen=True, slots=True)
class Robin:
    """A round robin as it stands: whom it pairs (`keys`, members or teams, in the order they
    joined), how many times each pair meets, and the pairs of the games played."""

    keys: Sequence[int]
    times: int
    played: Sequence[tuple[int, int]]

    @property
    def left(self) -> list[Pairing]:
        """The games still to play."""
        return still_to_play(pairings(self.keys, self.times), self.played)

    def left_of(self, key: int) -> list[Pairing]:
        """The games `key` still plays."""
        return [p for p in self.left if key in (p.first, p.second)]

    def next_game(self, a: int, b: int) -> int | None:
        """The position in the schedule of `a`'s next game against `b`, or None when both
        are not in it or they have played all their meetings."""
        if a not in self.keys or b not in self.keys:
            return None
        return next_pairing(pairings(self.keys, self.times), self.played, a, b)


# -- Doubles ----------------------------------------------------------------------------------

TEAM_SEATS: Final = 4
"""A doubles game: four seats, partners at seats 0 and 2, and 1 and 3."""


@dataclass(frozen=True, slots=True)
class Team:
    """Two members who play together (`first` asked, `second` confirmed). The team is known
    in the standings and the schedule by `key`, its first member's id."""

    first: int
    second: int

    @property
    def key(self) -> int:
        """The team's id in standings and pairings."""
        return self.first

    @property
    def members(self) -> frozenset[int]:
        """Both members."""
        return frozenset((self.first, self.second))


def doubles_seats(mine: Team, other: Team) -> tuple[int, int, int, int]:
    """The four seats of a doubles game team `mine` starts against `other`: the partners
    facing each other (seats 0 and 2, 1 and 3), each team in its stored order (its first
    member first), whichever member started it, so that the table names a team as its
    announcement, its games list and the standings do (« Marie et Jean »)."""
    return mine.first, other.first, mine.second, other.second


def team_with(teams: Iterable[Team], user: int) -> Team | None:
    """The team `user` plays in, or None."""
    return next((t for t in teams if user in t.members), None)


def team_of(teams: Iterable[Team], members: Iterable[int]) -> Team | None:
    """The team made of exactly these two members, or None."""
    wanted = frozenset(members)
    return next((t for t in teams if t.members == wanted), None)


def doubles_results(
    seats: Sequence[SeatResult], teams: Sequence[Team], target: int
) -> tuple[tuple[int, int, int], tuple[int, int, int]] | None:
    """A four-seat game's results for a doubles tournament: (team key, pour, contre) for each
    side (seats 0 and 2, then 1 and 3), or None when it cannot count: not four members, a
    side that is not a registered team, both sides the same team, or no winner. A game won by
    resignation counts as pegged out (as `robin_results`)."""
    if len(seats) != TEAM_SEATS or any(s.user is None or s.won is None for s in seats):
        return None
    sides = [(seats[0], seats[2]), (seats[1], seats[3])]
    found = [team_of(teams, (int(a.user or 0), int(b.user or 0))) for a, b in sides]
    if found[0] is None or found[1] is None or found[0] == found[1]:
        return None
    if sides[0][0].won == sides[1][0].won or sides[0][0].won != sides[0][1].won:
        return None
    rows = []
    for (seat, _), team in zip(sides, found, strict=True):
        pour = target if seat.won else seat.points_for
        contre = seat.points_against if seat.won else target
        rows.append((team.key if team else 0, min(pour, target), min(contre, target)))
    return rows[0], rows[1]


@dataclass(frozen=True, slots=True)
class Counted:
    """A game between members as a round robin (or doubles) records it: the two sides' keys
    and each member's row, (member, the other side's key, pour, contre)."""

    first: int
    second: int
    rows: tuple[tuple[int, int, int, int], ...]


def counted_game(
    seats: Sequence[SeatResult], target: int, robin: Robin, teams: Mapping[int, Team] | None
) -> Counted | None:
    """How a finished game at `target` counts in an open round robin, or with `teams` a doubles
    tournament (`robin_results`, `doubles_results`): None when it cannot count or the two
    sides had no game left to play; in doubles each member's row says their team's points."""
    if teams is None:
        results = robin_results(seats, target)
    else:
        results = doubles_results(seats, list(teams.values()), target)
    if results is None:
        return None
    a, b = results[0][0], results[1][0]
    if robin.next_game(a, b) is None:
        return None
    rows = [
        (user, opponent, pour, contre)
        for (key, pour, contre), opponent in ((results[0], b), (results[1], a))
        for user in ((key,) if teams is None else (teams[key].first, teams[key].second))
    ]
    return Counted(a, b, tuple(rows))


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
