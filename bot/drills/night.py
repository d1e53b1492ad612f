"""The club night at the hall (`/soiree`): pairings, byes, scores and standings. Pure rules,
no I/O, no text.

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
- **Skunk**: read from the scores: the loser under `skunk_line` (91 in a game of 121, 31 in
  a game of 61). A game lost at 0 is a game lost by default (seed 002: « par défaut
  cumulant ainsi « 0 » point »), not a game played: seed 000's skunk is a game won before
  the loser passed the line, and no seed gives a forfeit more than a win, so in game points
  (`acc`) it is a plain win, 2 (before: 3, a skunk, more than a game won at the table).
- **A closed night keeps the standings it announced** (`rule_of_its_day`): a night closed
  under an older rule (a forfeit worth a skunk; the bye of a round drawn but never played
  counted) is recomputed by that rule, read from its frozen standings, and the rule is
  written with them; standings no rule here explains are shown as frozen, and said so.
- **Standings** (`standings`): recomputed from the confirmed tables alone, so anyone can check
  them from the record; equal keys share a place (1, 1, 3); a side with no game and no bye
  yet comes after the others (`rank_key`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final, TypedDict

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
"""ACC, before the rule above: a game won by default counted as a skunk, 3 game points. A
night closed then announced its standings so, and keeps them (`rule_of_its_day`)."""
WINNERS: Final = 3
"""Seed 003: « les trois joueurs gagnants »."""
BYE_TABLE: Final = 0
"""The table number of a bye (no table)."""
TEAM_SIZE: Final = 2
MAX_SIDES: Final = 32
"""A night seats 32 sides at most (a `jeux50` night of 32: 62 rounds)."""


@dataclass(frozen=True, slots=True)
class DayRule:
    """The rule a night's standings are ranked by: today's, or for a night closed under an
    older one, the rule of its day (`rule_of_its_day`): what a game won by default was worth in
    game points (`forfeit_points`), whether the bye of a round drawn but never played counted
    (`unplayed_byes`: it did before a bye waited for a game of its round), and `as_announced`:
    recomputed from the tables by any rule known here, the standings are not the ones announced
    at the close, so those are shown as they were, and said so."""

    forfeit_points: int = FORFEIT_GAME_POINTS
    unplayed_byes: bool = False
    as_announced: bool = False

    @property
    def old(self) -> bool:
        """Not today's rule: the standings shown say which."""
        return self != TODAYS_RULE


TODAYS_RULE: Final = DayRule()


@dataclass(frozen=True, slots=True)
class Setup:
    """What a night is: its format and ranking, singles or doubles, how many games of how many
    points (as the organizer asked for it, and as its messages say it), and the rule its
    standings are ranked by (a night closed under an older one: `rule_of_its_day`)."""

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
    others; with no bye in the round, as the late side's own bye, lost by default. The
    rounds before it count nothing for the side: it was not there."""
    bye = next((t for t in tables if t.b is None), None)
    if bye is None:
        return Table(round_, BYE_TABLE, late, None, (0, target), confirmed=True)
    number = max((t.table for t in tables), default=0) + 1
    score = (target, 0) if bye.score is None else BOTH_LATE
    return Table(round_, number, bye.a, late, score, confirmed=True)


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
    it by default)."""

    round: int
    table: int
    a: Side
    b: Side | None
    score: tuple[int, int] | None = None
    confirmed: bool = False

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


# -- Standings --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Standing:
    """A side's line: place, total points, « pour », « contre », game points and spread (ACC
    only, else None) and games played (byes are not games)."""

    side: Side
    rank: int
    points: int
    pour: int
    contre: int
    game_points: int | None
    spread: int | None
    games: int
    byes: int = 0


def game_points(
    mine: int, theirs: int, target: int, forfeit_points: int = FORFEIT_GAME_POINTS
) -> int:
    """ACC game points of one side's game: 3 for a win by skunk, 2 for a win (a game won by
    default, its loser at 0, is a plain win: `FORFEIT_GAME_POINTS`; `forfeit_points`: the
    rule a closed night was ranked by, `rule_of_its_day`), 0 for a loss."""
    if mine < theirs:
        return 0
    if theirs == 0:
        return forfeit_points
    return SKUNK_GAME_POINTS if theirs < skunk_line(target) else WIN_GAME_POINTS


def rank_key(ranking: Ranking, s: Standing) -> tuple[int, ...]:
    """The sort key of a ranking (smaller first), a side that has neither played nor had a
    bye after the others, as in a tournament (before: an ACC player absent from the start,
    « 0 point de match · différentiel 0 · 0 partie · absent », ranked above every player who
    had lost a game, their spread below 0)."""
    waiting = int(s.games == 0 and s.byes == 0)
    if ranking is Ranking.GAME_POINTS:
        return (waiting, -(s.game_points or 0), -(s.spread or 0))
    if ranking is Ranking.POUR_CONTRE:
        return (waiting, -s.points, s.contre)
    return (waiting, -s.points)


def standings(
    ranking: Ranking,
    sides: Sequence[Side],
    tables: Iterable[Table],
    target: int,
    forfeit_points: int = FORFEIT_GAME_POINTS,
    *,
    unplayed_byes: bool = False,
) -> list[Standing]:
    """The sides ranked by `ranking` from the confirmed scores and the byes (tables of
    sides not in `sides` are left out); equal keys share a place (1, 1, 3), ties listed in
    `sides` order. A bye counts once a game of its round is confirmed (before: a night
    closed with its last round drawn but not played gave that round's bye 121 points, or 2
    game points, for a game nobody played; `unplayed_byes`: that rule, for a night closed
    under it). `forfeit_points`: a game won by default's game points (`rule_of_its_day`)."""
    acc = ranking is Ranking.GAME_POINTS
    totals = {side: [0, 0, 0, 0, 0] for side in sides}  # pour, contre, gp, games, byes
    tables = list(tables)
    played = {t.round for t in tables if t.b is not None and t.confirmed and t.score is not None}

    def add(side: Side, mine: int, theirs: int, gp: int, played: bool) -> None:
        row = totals.get(side)
        if row is None:
            return
        row[0] += mine
        row[1] += theirs
        row[2] += gp
        row[3] += int(played)
        row[4] += int(not played)

    for t in tables:
        if t.b is None and t.score is None:
            if t.round not in played and not unplayed_byes:  # drawn, not played: nothing yet
                continue
            pour, contre = (0, 0) if acc else bye_points(target)
            add(t.a, pour, contre, BYE_GAME_POINTS, False)
        elif t.confirmed and t.score is not None:  # a game, or a late side's bye lost
            a, b = t.score
            against_a, against_b = (target, target) if t.score == BOTH_LATE else (b, a)
            add(t.a, a, against_a, game_points(a, against_a, target, forfeit_points), True)
            if t.b is not None:
                add(t.b, b, against_b, game_points(b, against_b, target, forfeit_points), True)
    lines = [
        Standing(
            side,
            0,
            row[0],
            row[0],
            row[1],
            row[2] if acc else None,
            row[0] - row[1] if acc else None,
            row[3],
            row[4],
        )
        for side, row in totals.items()
    ]
    lines.sort(key=lambda s: rank_key(ranking, s))
    out: list[Standing] = []
    for position, s in enumerate(lines, start=1):
        shared = bool(out) and rank_key(ranking, out[-1]) == rank_key(ranking, s)
        out.append(replace(s, rank=out[-1].rank if shared else position))
    return out


def rule_of_its_day(
    ranking: Ranking,
    sides: Sequence[Side],
    tables: Sequence[Table],
    target: int,
    frozen: Sequence[StandingRecord] | None,
) -> DayRule:
    """The rule a night's `frozen` standings were announced by (None: not closed yet, today's).
    A closed night's standings were posted in the group: recomputed under today's rule they
    could show other numbers than the ones published (an ACC night closed when a forfeit was a
    skunk: 2 where 3 was announced; a night closed with a round drawn but not played, when its
    bye still counted: 121 points fewer for that round's bye). Today's rule first, then the
    older ones; none giving the announced standings: `as_announced`."""
    if not frozen:
        return TODAYS_RULE
    announced = {tuple(r["players"]): dict(r) for r in frozen}

    def gives_them(rows: Sequence[Standing]) -> bool:
        today = {row.side: dict(standing_record(row)) for row in rows}
        return today.keys() == announced.keys() and all(
            today[side].get(key) == said[key]
            for side, said in announced.items()
            for key in COMPARED
            if key in said  # a record kept before a key was added: the others decide
        )

    old_forfeit = ranking is Ranking.GAME_POINTS
    for unplayed in (False, True):
        for points in (FORFEIT_GAME_POINTS, OLD_FORFEIT_GAME_POINTS)[: 1 + old_forfeit]:
            if gives_them(
                standings(ranking, sides, tables, target, points, unplayed_byes=unplayed)
            ):
                return DayRule(points, unplayed)
    return DayRule(as_announced=True)


COMPARED: Final = ("rank", "points", "contre", "game_points", "spread", "games")
"""What a standings line announced, compared with today's (`rule_of_its_day`)."""


def winners(table: Sequence[Standing]) -> list[Standing]:
    """The sides in the first `WINNERS` places (ties included) that earned something: a side
    that has not sat at a table yet, or whose only games were lost by default (late, 0 point),
    gets no medal at 0 points."""
    return [s for s in table if is_winner(s)]


def is_winner(s: Standing) -> bool:
    """Whether a side's place wins a medal: among the first `WINNERS`, with points scored at a
    table, a bye, or ACC game points (the seeds give medals for points accumulated: a game
    lost by default scores « 0 » point, seed 002, and earns none)."""
    return s.rank <= WINNERS and (s.pour > 0 or s.byes > 0 or (s.game_points or 0) > 0)


def tied(table: Sequence[Standing]) -> bool:
    """Whether two sides share a place among the winners (FADOQ: a best of three settles it
    at the hall, seed 002)."""
    ranks = [s.rank for s in winners(table)]
    return len(ranks) != len(set(ranks))


def round_complete(tables: Iterable[Table]) -> bool:
    """Every table of the round is a bye or has a confirmed score."""
    return all(t.done for t in tables)


class StandingRecord(TypedDict):
    """A standings line as `muggins nights --json` writes it (and a closed night keeps it)."""

    players: list[str]
    rank: int
    points: int
    pour: int
    contre: int
    game_points: int | None
    spread: int | None
    games: int


def standing_record(s: Standing) -> StandingRecord:
    """A standings line as `muggins nights --json` writes it."""
    return {
        "players": list(s.side),
        "rank": s.rank,
        "points": s.points,
        "pour": s.pour,
        "contre": s.contre,
        "game_points": s.game_points,
        "spread": s.spread,
        "games": s.games,
    }


def standing_in(records: Sequence[StandingRecord], player_id: str) -> Standing | None:
    """`player_id`'s line of a closed night's frozen standings (None: not in them)."""
    return next((standing_of(r) for r in records if player_id in r.get("players", [])), None)


def standing_of(record: StandingRecord) -> Standing:
    """A standings line as a closed night keeps it (`standing_record`), read back."""
    return Standing(
        tuple(record["players"]),
        int(record["rank"]),
        int(record["points"]),
        int(record["pour"]),
        int(record["contre"]),
        record.get("game_points"),
        record.get("spread"),
        int(record["games"]),
    )


def night_over(tables: Iterable[Table], rounds: int) -> bool:
    """Every round drawn (`rounds` of them) and every table done."""
    seen = list(tables)
    drawn = max((t.round for t in seen), default=0)
    return rounds > 0 and drawn >= rounds and round_complete(seen)
