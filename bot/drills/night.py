"""The club night at the hall (`/soiree`): pairings, byes and scores (its standings:
`bot.drills.night_standings`). Pure rules, no I/O, no text.

A night is played **in person**: Muggins only keeps the secretary's pencil.

- **Formats** (`Format`): `jeux50` (seed 003: each pair of players meets twice, total points,
  ties broken on the points « contre »: fewer against ranks first), `fadoq` (seed 002: six
  games, total points, equal totals share the place and are settled at the hall by a best of
  three), `acc` (American Cribbage Congress grass-roots clubs: nine games, game points 2 per
  win and 3 per skunk, then the spread), or `custom`: a number of games with one of those
  rankings (`Ranking`).
- **Sides**: a player (singles) or a team of two (`doubles`); a side is a tuple of player ids.
- **Pairings** (`pairings`): the circle method. With an odd number of sides a phantom side
  joins, and whoever meets it has the bye. `jeux50` plays the full round robin twice (sides
  swapped the second time); the other formats play their number of rounds as a rotation: the
  first rounds of the circle, then, when the night is longer than a full round robin,
  another round robin each pass (`bot.drills.night_rotation`: no round replays an earlier
  one when another round robin's can take its place): the bye goes round (nobody has a
  second bye before everyone has had one; the side with the fewest byes has it, and among
  them the lowest in the standings, the last registered on equal standing). The seeds say
  nothing of byes: this is the fairest plain way, and the night's rule says it
  (`bot.views.night.ranking_rule`).
- **Byes** (`bye_points`, `BYE_GAME_POINTS`): a bye counts as a game won at the target with
  nothing against (total points), or as a win (`acc`: 2 game points, spread 0); it is not a
  game played.
- **Late** (seed 002): a side marked late loses its first game by default, 0 points against
  the target (`forfeit`); when its first round is a bye, that bye is the game it loses (a
  bye is a game won, and the late side was not there for it), so it plays the next round;
  two late sides drawn together both lose that game (`BOTH_LATE`: 0 for each, each with the
  target against, as a side losing by default to a side present).
- **Latecomers**: a side added once the rounds have begun loses the game of the round under
  way by default, against the round's bye side (`latecomer_table`); that game is still the
  bye side's bye for the rotation (`turned_byes`, `byes_had`).
- **Skunk**: read from the scores: the loser under `skunk_line` (91 in a game of 121, 31 in
  a game of 61). A game lost at 0 is a game lost by default (seed 002: « par défaut
  cumulant ainsi « 0 » point »), not a game played: seed 000's skunk is a game won before
  the loser passed the line, and no seed gives a forfeit more than a win, so in game points
  (`acc`) it is a plain win, 2 (before: 3, a skunk, more than a game won at the table).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, time, tzinfo
from enum import StrEnum
from typing import Final

Side = tuple[str, ...]
"""The player ids of one side of a table: one in singles, two in doubles."""


class Format(StrEnum):
    """How many games and which ranking."""

    JEUX50 = "jeux50"
    FADOQ = "fadoq"
    ACC = "acc"
    CUSTOM = "custom"


class Ranking(StrEnum):
    """How the standings are ranked (named after the format that ranks so)."""

    POINTS = "fadoq"
    """The most points; equal totals share the place (a best of three at the hall)."""
    POUR_CONTRE = "jeux50"
    """The most points, then the fewest points « contre »."""
    GAME_POINTS = "acc"
    """The most game points (2 per win, 3 per skunk), then the best spread."""


FORMAT_RANKING: Final[dict[Format, Ranking]] = {
    Format.JEUX50: Ranking.POUR_CONTRE,
    Format.FADOQ: Ranking.POINTS,
    Format.ACC: Ranking.GAME_POINTS,
}
FADOQ_GAMES: Final = 6
"""Seed 002: « 6 parties seront jouées »."""
ACC_GAMES: Final = 9
"""An ACC grass-roots club night: nine games."""
JEUX50_MEETINGS: Final = 2
"""Seed 003: two games against each opponent."""
MIN_GAMES: Final = 1
MAX_GAMES: Final = 24
"""A custom night or tournament plays 1 to 24 games."""
TARGETS: Final = (121, 61)
DEFAULT_TARGET: Final = 121
SKUNK_MARGIN: Final = 30
"""A loser more than 30 points short of the target is skunked (under 91 at 121)."""
WIN_GAME_POINTS: Final = 2
SKUNK_GAME_POINTS: Final = 3
"""ACC: 2 game points for a win, 3 for a skunk."""
BYE_GAME_POINTS: Final = WIN_GAME_POINTS
"""ACC: a bye counts as a win (spread 0)."""
FORFEIT_GAME_POINTS: Final = WIN_GAME_POINTS
"""ACC: a game won by default (the late side at 0) counts as a plain win, never a skunk: the
seeds give a forfeit « 0 » point to the late side and nothing more to its opponent."""
OLD_FORFEIT_GAME_POINTS: Final = SKUNK_GAME_POINTS
"""ACC, before the rule above: a game won by default counted as a skunk, 3 game points. A night
closed then announced its standings so, and keeps them
(`bot.drills.night_standings.rule_of_its_day`)."""
WINNERS: Final = 3
"""Seed 003: « les trois joueurs gagnants »."""
BYE_TABLE: Final = 0
"""The table number of a bye (no table)."""
TEAM_SIZE: Final = 2
MAX_SIDES: Final = 32
"""A night seats 32 sides at most (a `jeux50` night of 32: 62 rounds)."""


@dataclass(frozen=True, slots=True)
class DayRule:
    """The rule a night's standings are ranked by: today's, or for a night closed under an older
    one, the rule of its day (`bot.drills.night_standings.rule_of_its_day`): what a game won by
    default was worth in game points (`forfeit_points`), whether the bye of a round drawn but never
    played counted (`unplayed_byes`: it did before a bye waited for a game of its round), and
    `as_announced`: recomputed from the tables by any rule known here, the standings are not the
    ones announced at the close, so those are shown as they were, and said so."""

    forfeit_points: int = FORFEIT_GAME_POINTS
    unplayed_byes: bool = False
    as_announced: bool = False
    default_waits: bool = True
    """A side whose only games were lost by default (a latecomer at 0 point) waits with the
    sides that have not sat at a table yet (`night_standings.rank_key`); False: the rule
    before, ranked by its totals ahead of them."""

    @property
    def old(self) -> bool:
        """Not today's rule: the standings shown say which."""
        return self != TODAYS_RULE


TODAYS_RULE: Final = DayRule()


@dataclass(frozen=True, slots=True)
class Setup:
    """What a night is: its format and ranking, singles or doubles, how many games of how many
    points (as the organizer asked for it, and as its messages say it), and the rule its standings
    are ranked by (a night closed under an older one: `night_standings.rule_of_its_day`)."""

    format: Format
    ranking: Ranking
    doubles: bool
    games: int
    target: int
    rule: DayRule = TODAYS_RULE


def max_players(doubles: bool) -> int:
    """How many players a night takes: 32 in singles, 64 in doubles."""
    return MAX_SIDES * (TEAM_SIZE if doubles else 1)


def skunk_line(target: int) -> int:
    """The score under which the loser is skunked: 91 in a game of 121, 31 in one of 61."""
    return target - SKUNK_MARGIN


def bye_points(target: int) -> tuple[int, int]:
    """What a bye is worth in points « pour » and « contre »: a game won at the target with
    nothing against (total points); the ACC ranking reads only its game points."""
    return target, 0


BOTH_LATE: Final = (0, 0)
"""The score of a table whose two sides are late: both lose it by default (never a game's
score: one side reaches the target)."""


def forfeit(table: Table, late: Side, target: int) -> tuple[int, int]:
    """The score (`a`'s first) of a table whose `late` side loses by default: 0 for it, the
    target for its opponent."""
    return (0, target) if table.a == late else (target, 0)


def forfeits(tables: list[Table], late: set[Side], target: int) -> tuple[list[Table], list[Side]]:
    """The tables with a late side's game lost by default (seed 002), its bye included, two
    late sides drawn together both losing it (`BOTH_LATE`), and those sides."""
    out: list[Table] = []
    gone: list[Side] = []
    for t in tables:
        lost = [side for side in (t.a, t.b) if side in late]
        if lost:
            score = forfeit(t, lost[0], target) if len(lost) == 1 else BOTH_LATE
            out.append(Table(t.round, t.table, t.a, t.b, score, confirmed=True))
            gone += lost
        else:
            out.append(t)
    return out, gone


def latecomer_table(tables: Sequence[Table], round_: int, late: Side, target: int) -> Table:
    """The game a side added once the rounds have begun loses by default (seed 002: a late
    side loses its first game, 0 points), in the round under way `round_` (its `tables`):
    against the round's bye side, whose bye becomes a game won by default (both lose it if
    that side, late too, had lost its bye: `BOTH_LATE`), at a table numbered after the
    others, marked `turned`; with no bye in the round, as the late side's own bye, lost by
    default. The rounds before it count nothing for the side: it was not there."""
    bye = next((t for t in tables if t.b is None), None)
    if bye is None:
        return Table(round_, BYE_TABLE, late, None, (0, target), confirmed=True)
    number = max((t.table for t in tables), default=0) + 1
    score = (target, 0) if bye.score is None else BOTH_LATE
    return Table(round_, number, bye.a, late, score, confirmed=True, turned=True)


def byes_had(tables: Iterable[Table]) -> Counter[Side]:
    """How many byes each side has had (`Table.bye_side`): the rotation gives the next one
    to a side with the fewest."""
    return Counter(side for t in tables if (side := t.bye_side) is not None)


def turned_byes(tables: Sequence[Table], number: Mapping[str, int], target: int) -> list[Table]:
    """The tables as stored, with each bye `latecomer_table` turned into a game marked so
    (`Table.turned`), read from what it leaves: a game won by default (or lost by both) at the
    last numbered table of its round, against a side at its first table whose players are
    numbered (`number`) after every player seated before it, that round's other tables
    included, the round's byes being none but those of sides added after it (lost by default).
    A player absent from the first rounds, the last registered, back late and lost by default
    at such a table reads the same: their opponent's win counts as a bye."""
    seen: set[str] = set()
    turned: set[tuple[int, int]] = set()

    def newest(side: Side, before: Iterable[str]) -> bool:
        return min(number.get(p, 0) for p in side) > max(
            (number.get(p, 0) for p in before), default=0
        )

    for round_ in sorted({t.round for t in tables}):
        now = [t for t in tables if t.round == round_]
        for t in now:
            if t.b is None or t.score not in ((target, 0), BOTH_LATE) or seen & set(t.b):
                continue
            drawn = [p for u in now if 0 < u.table < t.table for p in (*u.a, *(u.b or ()))]
            if all(u.table <= t.table for u in now if u.b is not None) and (
                newest(t.b, [*seen, *drawn, *t.a])
                and all(newest(u.a, t.b) for u in now if u.b is None)
            ):
                turned.add((t.round, t.table))
        seen |= {p for t in now for p in (*t.a, *(t.b or ()))}
    return [replace(t, turned=True) if (t.round, t.table) in turned else t for t in tables]


def ranking_of(fmt: Format, ranking: Ranking | None = None) -> Ranking:
    """The format's ranking (a custom night says which)."""
    if fmt is Format.CUSTOM:
        return ranking or Ranking.POINTS
    return FORMAT_RANKING[fmt]


def valid_score(a: int, b: int, target: int) -> bool:
    """A finished game: one side exactly at the target, the other below it."""
    return 0 <= a <= target and 0 <= b <= target and (a == target) != (b == target)


# -- Pairings ---------------------------------------------------------------------------------


def circle(count: int) -> list[list[tuple[int, int | None]]]:
    """A full round robin of `count` sides (numbered from 0) by the circle method: side 0
    stays, the others turn one place each round. With an odd count a phantom (None) joins,
    and the side facing it has the bye; each round's pairs: the bye last."""
    if count < 2:
        raise ValueError("a round robin needs two sides at least")
    ring: list[int | None] = list(range(count))
    if count % 2:
        ring.append(None)
    size = len(ring)
    rounds: list[list[tuple[int, int | None]]] = []
    for r in range(size - 1):
        turned = [ring[0], *(ring[1 + (i - r) % (size - 1)] for i in range(size - 1))]
        pairs: list[tuple[int, int | None]] = []
        byes: list[tuple[int, int | None]] = []
        for i in range(size // 2):
            first, second = turned[i], turned[size - 1 - i]
            if i == 0 and r % 2:  # side 0 sits first one round in two
                first, second = second, first
            if first is None:
                byes.append((_known(second), None))
            elif second is None:
                byes.append((first, None))
            else:
                pairs.append((first, second))
        rounds.append(pairs + byes)
    return rounds


def _known(side: int | None) -> int:
    if side is None:
        raise ValueError("two phantoms cannot meet")
    return side


def rounds_of(fmt: Format, sides: int, games: int) -> int:
    """The number of rounds of a night: `jeux50`, the full round robin twice; otherwise its
    number of games."""
    if fmt is Format.JEUX50:
        return JEUX50_MEETINGS * len(circle(sides))
    return games


def pairings(sides: int, round_: int) -> list[tuple[int, int | None]]:
    """Round `round_`'s pairs (from 1) of a night of `sides` sides: the circle's rounds in
    turn, from the top again when the night is longer (sides swapped on every other pass, so
    that the second meeting of `jeux50` sits the other way)."""
    if round_ < 1:
        raise ValueError("rounds are numbered from 1")
    table = circle(sides)
    passes, index = divmod(round_ - 1, len(table))
    pairs = table[index]
    if passes % 2:
        return [(b, a) if b is not None else (a, None) for a, b in pairs]
    return pairs


Pairs = list[tuple[int, int | None]]
"""A round's pairs of side numbers (from 0); (a, None): `a` has the bye."""


def teams(players: Sequence[str], doubles: bool) -> list[Side]:
    """The sides of a night: each player (singles), or the players two by two in their
    order of registration (doubles: `ValueError` with an odd count)."""
    if not doubles:
        return [(p,) for p in players]
    if len(players) % TEAM_SIZE:
        raise ValueError("doubles need an even number of players")
    return [tuple(players[i : i + TEAM_SIZE]) for i in range(0, len(players), TEAM_SIZE)]


@dataclass(frozen=True, slots=True)
class Table:
    """A table of a round: its sides (`b` None: `a` has the bye), and the score once entered
    (`a`'s then `b`'s), which counts only once confirmed (a bye with a score: `a`, late, lost
    it by default; `turned`: the round's bye, `a`'s, turned into a game won by default against
    `b`, a latecomer: `latecomer_table`)."""

    round: int
    table: int
    a: Side
    b: Side | None
    score: tuple[int, int] | None = None
    confirmed: bool = False
    turned: bool = False

    @property
    def bye_side(self) -> Side | None:
        """The side that had the round's bye at this table: a bye's (lost by a late side
        too), or a bye turned into a win against a latecomer, which is that side's bye all
        the same (before: not counted, the rotation could give it a second bye while others
        had none)."""
        return self.a if self.b is None or self.turned else None

    @property
    def met(self) -> frozenset[Side] | None:
        """The two sides that met at this table, None for a bye and for a bye turned into a
        game won by default against a latecomer (`turned`: they never sat together; before,
        the rotation counted it as a meeting and never seated them together)."""
        return None if self.b is None or self.turned else frozenset((self.a, self.b))

    @property
    def by_default(self) -> bool:
        """Whether this table's game was decided by default, no card played (seed 002: a late
        side « perd la première partie par défaut cumulant ainsi « 0 » point »): a late side's
        game or bye lost at 0, a bye turned into a win against a latecomer."""
        return self.confirmed and self.score is not None and (self.turned or 0 in self.score)

    @property
    def bye(self) -> bool:
        """Whether this is a bye (no opponent)."""
        return self.b is None

    @property
    def done(self) -> bool:
        """A bye, or a confirmed score."""
        return self.b is None or (self.confirmed and self.score is not None)


def draw(
    sides: Sequence[Side],
    round_: int,
    *,
    absent: Iterable[Side] = (),
    pairs: Pairs | None = None,
) -> list[Table]:
    """Round `round_`'s tables, numbered from 1 (a bye at `BYE_TABLE`), from its `pairs`
    (`bot.drills.night_rotation.night_pairs`; none: the circle's, `pairings`): an absent
    side is left out and its opponent has the bye (a rotation night then gives it to the
    side whose turn it is: `bot.drills.night_rotation.turn_bye`); two sides so left without
    an opponent (or one and the odd one out) play each other, so a round has one bye at
    most."""
    gone = set(absent)
    tables: list[Table] = []
    byes: list[Side] = []
    for a, b in pairings(len(sides), round_) if pairs is None else pairs:
        first: Side | None = sides[a]
        second = None if b is None else sides[b]
        if first in gone:
            first, second = second, None
        if second in gone:
            second = None
        if first is None or first in gone:  # both absent
            continue
        if second is None:
            byes.append(first)
        else:
            tables.append(Table(round_, len(tables) + 1, first, second))
    while len(byes) > 1:
        tables.append(Table(round_, len(tables) + 1, byes.pop(0), byes.pop(0)))
    return tables + [Table(round_, BYE_TABLE, side, None) for side in byes]


def facing(tables: Sequence[Table], one: Side, other: Side) -> int | None:
    """The number of the table where `one` and `other` face each other, None when they do not:
    swapping them would change nothing (before: « Fait », the round posted and told again)."""
    return next((t.table for t in tables if {t.a, t.b} == {one, other}), None)


def swap(tables: Sequence[Table], one: Side, other: Side) -> list[Table]:
    """The round with two sides exchanged (their tables keep their numbers); `ValueError`
    when either is not in it or a table they sit at has a score already."""

    def put(side: Side) -> Side:
        return other if side == one else one if side == other else side

    seats = [t for t in tables if one in (t.a, t.b) or other in (t.a, t.b)]
    if one == other or sum(1 for t in seats for s in (t.a, t.b) if s in (one, other)) != 2:
        raise ValueError("both sides must sit in the round")
    if any(t.score is not None for t in seats):
        raise ValueError("a score is entered at one of their tables")
    out: list[Table] = []
    for t in tables:
        a, b = put(t.a), None if t.b is None else put(t.b)
        if b is not None and a == b:
            raise ValueError("a side cannot meet itself")
        out.append(Table(t.round, t.table, a, b, t.score, t.confirmed))
    return out


def round_complete(tables: Iterable[Table]) -> bool:
    """Every table of the round is a bye or has a confirmed score."""
    return all(t.done for t in tables)


def night_over(tables: Iterable[Table], rounds: int) -> bool:
    """Every round drawn (`rounds` of them) and every table done."""
    seen = list(tables)
    drawn = max((t.round for t in seen), default=0)
    return rounds > 0 and drawn >= rounds and round_complete(seen)


def closed_day(closed_at: str, tz: tzinfo) -> date:
    """The day a night closed (`closed_at`, UTC ISO 8601) on the club's clock in `tz` (before:
    the UTC day, so that a night closed at 21 h in Québec was dated the day after)."""
    return datetime.fromisoformat(closed_at).astimezone(tz).date()


def closed_when(closed_at: str, now: str, tz: tzinfo) -> tuple[date | None, time]:
    """When a night closed (`closed_at`, UTC ISO 8601) as the club reads a clock in `tz`: the
    day, None when it is still that day `now`, and the time to the minute."""
    closed = datetime.fromisoformat(closed_at).astimezone(tz)
    today = datetime.fromisoformat(now).astimezone(tz).date()
    at = closed.time().replace(second=0, microsecond=0, tzinfo=None)
    return (None if closed.date() == today else closed.date()), at
