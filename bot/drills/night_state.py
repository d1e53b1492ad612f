"""A club night as it stands (`NightState`): its players, sides (fixed at the first round) and
tables read together, and what follows from them: the next round to draw, the score a player
writes, the standings, the rounds complete, whose game waits for a score, who sits across a
table. Pure: it reads the
stored records through the protocols below (`bot.storage.repo_night`'s `Night`, `Player` and
`NightTable`); no I/O, no text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Generic, Protocol, TypeVar

from bot.drills.night import (
    TODAYS_RULE,
    DayRule,
    Format,
    Ranking,
    Setup,
    Side,
    Table,
    draw,
    forfeit,
    forfeits,
    night_over,
    round_complete,
    rounds_of,
    teams,
    turned_byes,
    valid_score,
)
from bot.drills.night_args import Listed
from bot.drills.night_rotation import night_pairs, turn_bye
from bot.drills.night_standings import (
    Standing,
    StandingRecord,
    rule_of_its_day,
    standing_of,
    standings,
)


class NightRecord(Protocol):
    """What a night is, as stored."""

    @property
    def format(self) -> str: ...
    @property
    def ranking(self) -> str: ...
    @property
    def doubles(self) -> bool: ...
    @property
    def games(self) -> int: ...
    @property
    def target(self) -> int: ...
    @property
    def standings(self) -> list[StandingRecord] | None:
        """The standings frozen at the close (None: open)."""


class PlayerRecord(Listed, Protocol):
    """A player of the night's list, as stored (`late`: 1 marked late, 2 their game lost)."""

    @property
    def id(self) -> str: ...
    @property
    def user_id(self) -> int | None: ...
    @property
    def late(self) -> int: ...
    @property
    def absent(self) -> bool: ...


class TableRecord(Protocol):
    """A table of a round, as stored."""

    @property
    def round(self) -> int: ...
    @property
    def table(self) -> int: ...
    @property
    def a(self) -> Side: ...
    @property
    def b(self) -> Side | None: ...
    @property
    def score(self) -> tuple[int, int] | None: ...
    @property
    def confirmed(self) -> bool: ...
    @property
    def entered_by(self) -> int | None:
        """The Telegram user who wrote its score (None: none written, or by the organizer for
        a side without Telegram)."""

    @property
    def turned(self) -> bool | None:
        """The round's bye turned into a game won by default against a latecomer, as
        recorded (None: stored before it was, read back from the tables: `models`)."""

    @property
    def model(self) -> Table: ...


class DrawRefusal(Enum):
    """Why the next round cannot be drawn: teams of two and an odd number of players before
    the first round, fewer than two sides, every round of the night drawn, or fewer than two
    sides not marked absent (before: a round of one bye and no game, « After the game, one of
    the players writes the score », whose bye never counted)."""

    ODD_TEAMS = "odd_teams"
    TOO_FEW = "too_few"
    ALL_DRAWN = "all_drawn"
    TOO_FEW_PRESENT = "too_few_present"


@dataclass(frozen=True, slots=True)
class NextRound:
    """The next round drawn: its number, the night's number of rounds, its tables (a late
    side's game lost by default) and the late sides that lost so."""

    number: int
    games: int
    tables: list[Table]
    forfeited: list[Side]
    counted: bool = False
    """The number of rounds follows the sides that play (jeux50's): stored again when it
    changes (a player absent from the start back)."""


class EntryRefusal(Enum):
    """Why a player's score is not written: they do not play this night, no game of theirs
    waits for a score (their side has the bye), or it is not the score of a finished game."""

    NOT_PLAYING = "not_playing"
    NO_GAME = "no_game"
    BYE = "bye"
    """No game waiting: the player's side has the bye of the round under way."""
    UNFINISHED = "unfinished"


N = TypeVar("N", bound=NightRecord)
P = TypeVar("P", bound=PlayerRecord)
T = TypeVar("T", bound=TableRecord)


@dataclass(frozen=True)
class ScoreEntry(Generic[T]):
    """A score a player writes: at their `table`, as the table reads it (`a`'s first), by the
    player `writer` (their id)."""

    table: T
    a: int
    b: int
    writer: str


@dataclass(frozen=True)  # no slots: Python 3.11 breaks a frozen generic one built by its alias
class NightState(Generic[N, P, T]):
    """A night as it stands: its players, sides (fixed at the first round) and tables."""

    night: N
    players: list[P]
    tables: list[T]

    @property
    def about(self) -> Setup:
        """What the night is, for its messages."""
        n = self.night
        setup = Setup(Format(n.format), Ranking(n.ranking), n.doubles, n.games, n.target)
        return replace(setup, rule=self.rule)

    @property
    def rule(self) -> DayRule:
        """The rule its standings are ranked by: today's, or the one its frozen standings were
        announced with (`rule_of_its_day`)."""
        n = self.night
        if n.standings is None:  # open: today's rule (nothing to read the sides for)
            return TODAYS_RULE
        return rule_of_its_day(Ranking(n.ranking), self.ranked, self.models, n.target, n.standings)

    @property
    def names(self) -> dict[str, str]:
        """Each player's name by id."""
        return {p.id: p.name for p in self.players}

    @property
    def sides(self) -> list[Side]:
        """The sides: as the rounds drawn sat them, and a side not seated yet that is no
        longer absent (before: a player absent at the first round, marked present, never
        played again, told « de nouveau présent à partir de la prochaine ronde »); before the
        first round, from the list."""
        ids = [p.id for p in self.players]
        if self.night.doubles and len(ids) % 2:
            ids = ids[:-1]
        listed = teams(ids, self.night.doubles)
        if not self.tables:
            return listed
        seen: list[Side] = []
        for t in self.tables:
            for side in (t.a, t.b):
                if side is not None and side not in seen:
                    seen.append(side)
        seated = {p for side in seen for p in side}
        absent = {p.id for p in self.players if p.absent}
        back = [side for side in listed if not set(side) & (seated | absent)]
        order = {p.id: p.number for p in self.players}
        return sorted(seen + back, key=lambda s: order.get(s[0], 0))

    def arrivals(self) -> dict[Side, int]:
        """The sides added once the rounds had begun, by the round they came in: their first
        table is the game they lost by default there (`latecomer_table`), the round's bye
        turned into a win against them or, with no bye, their own bye lost. Not on the list
        in the rounds before it (before: the printed pairings said a latecomer of round 2
        « Absence à cette ronde » under round 1). A side absent from the first rounds, back
        and late at a bye of its own reads the same."""
        first: dict[Side, Table] = {}
        for t in sorted(self.models, key=lambda t: (t.round, t.table)):
            for side in (t.a, t.b):
                if side is not None and side not in first:
                    first[side] = t
        return {
            side: t.round
            for side, t in first.items()
            if t.round > 1 and ((t.turned and t.b == side) or (t.b is None and t.score))
        }

    @property
    def away(self) -> list[Side]:
        """The sides on the list, absent, that no round drawn seated (marked absent before
        the first round and not back): out of the draw (`sides`), kept in the standings."""
        if not self.tables:
            return []
        ids = [p.id for p in self.players]
        if self.night.doubles and len(ids) % 2:
            ids = ids[:-1]
        seated = {p for t in self.tables for p in (*t.a, *(t.b or ()))}
        absent = {p.id for p in self.players if p.absent}
        listed = teams(ids, self.night.doubles)
        return [side for side in listed if not set(side) & seated and set(side) & absent]

    @property
    def ranked(self) -> list[Side]:
        """The sides of the standings: the sides, and those absent and never seated (`away`;
        before: a player marked absent before the first round vanished from the standings,
        though still on the list), in the order of the list. A night closed before keeps the
        standings it announced, without them."""
        away = self.away
        if self.night.standings is not None:
            announced = {tuple(row["players"]) for row in self.night.standings}
            away = [side for side in away if side in announced]
        order = {p.id: p.number for p in self.players}
        return sorted(self.sides + away, key=lambda s: order.get(s[0], 0))

    @property
    def models(self) -> list[Table]:
        """The tables as the pure rules read them, a bye turned into a game against a
        latecomer marked so (the rotation counts it as that side's bye): as recorded, or for
        the tables stored before it was, read back from the tables (`turned_byes`; before: a
        player absent from the first rounds, the last registered, back late and losing by
        default at the last table of a round without a bye gave their opponent a bye)."""
        models = [t.model for t in self.tables]
        if all(t.turned is not None for t in self.tables):
            return models
        number = {p.id: p.number for p in self.players}
        read = turned_byes(models, number, self.night.target)
        return [
            m if t.turned is None else replace(m, turned=t.turned)
            for t, m in zip(self.tables, read, strict=True)
        ]

    @property
    def drawn(self) -> int:
        """The last round drawn (0: none yet)."""
        return max((t.round for t in self.tables), default=0)

    @property
    def games(self) -> int:
        """The night's number of rounds as the next draw counts them: `jeux50`'s, its round
        robin twice between the sides that play, those absent from the start left out
        (before: five listed, one absent, the four present played ten rounds); the others',
        as set."""
        fmt, sides = Format(self.night.format), self.sides
        if fmt is Format.JEUX50:
            playing = len(sides) - (0 if self.tables else len(self.absent_sides()))
            return rounds_of(fmt, max(playing, 2), 0)
        return self.night.games or rounds_of(fmt, len(sides), self.night.games)

    def next_round(self) -> NextRound | DrawRefusal:
        """The next round drawn (absent sides sit out), or why it cannot be."""
        night, sides = self.night, self.sides
        if night.doubles and len(self.players) % 2 and not self.tables:
            return DrawRefusal.ODD_TEAMS
        if len(sides) < 2:
            return DrawRefusal.TOO_FEW
        fmt = Format(night.format)
        absent = self.absent_sides()
        games = self.games
        number = self.drawn + 1
        if number > games:
            return DrawRefusal.ALL_DRAWN
        placed = [s.side for s in self.standings() if s.side in sides]
        if len(sides) - len(absent) < 2:
            return DrawRefusal.TOO_FEW_PRESENT
        pairs = night_pairs(fmt, sides, number, self.models, placed, games, absent)
        tables = draw(sides, number, absent=absent, pairs=pairs)
        if fmt is not Format.JEUX50:
            tables = turn_bye(tables, self.models, placed, absence=bool(absent))
        tables, forfeited = forfeits(tables, self.late_sides(), night.target)
        return NextRound(number, games, tables, forfeited, counted=fmt is Format.JEUX50)

    def round_tables(self, round_: int) -> list[T]:
        """The tables of one round."""
        return [t for t in self.tables if t.round == round_]

    def newly_away(self, round_: int) -> list[int]:
        """The Telegram users marked absent that `round_` is the first round drawn without
        (seated at the round before, or round 1): told once (before: at every round drawn
        after, « Ronde N — tirée sans vous » seven times in a night of nine rounds)."""

        def seated(number: int) -> set[str]:
            return {p for t in self.round_tables(number) for p in (*t.a, *(t.b or ()))}

        now, before = seated(round_), seated(round_ - 1)
        return [
            p.user_id
            for p in self.players
            if p.absent
            and p.user_id is not None
            and p.id not in now
            and (round_ == 1 or p.id in before)
        ]

    def table(self, round_: int, table: int) -> T | None:
        """A table by its round and number."""
        return next((t for t in self.tables if (t.round, t.table) == (round_, table)), None)

    def player(self, player_id: str) -> P | None:
        """A player by id (None: erased by /forget, their seat kept)."""
        return next((p for p in self.players if p.id == player_id), None)

    def absent_sides(self, *, ranked: bool = False) -> list[Side]:
        """The sides with a player marked absent (`ranked`: of the standings, those never
        seated included: `away`)."""
        sides = self.ranked if ranked else self.sides
        return [s for s in sides if any(self._is(p, lambda q: q.absent) for p in s)]

    def late_sides(self) -> set[Side]:
        """The sides with a player marked late whose game is still to lose."""
        return {s for s in self.sides if any(self._is(p, lambda q: q.late == 1) for p in s)}

    def late_lost(self, side: Side) -> int | None:
        """The round of the game the side lost by default for being late (a player's lateness
        2, `late_sides` no longer): the first where it scored nothing; None if it lost none."""
        if not any(self._is(p, lambda q: q.late == 2) for p in side):
            return None
        games = sorted(self.models, key=lambda t: (t.round, t.table))
        return next(
            (
                t.round
                for t in games
                if t.score is not None
                and side in (t.a, t.b)
                and t.score[0 if t.a == side else 1] == 0
            ),
            None,
        )

    def marked(self, side: Side) -> bool:
        """Whether a player of the side is marked absent or late (`present` has something to
        undo)."""
        return any(self._is(p, lambda q: q.absent or q.late > 0) for p in side)

    def _is(self, player_id: str, test: Callable[[P], bool]) -> bool:
        found = self.player(player_id)
        return found is not None and test(found)

    def side_of(self, player_id: str) -> Side | None:
        """The side a player sits in (a team absent from the first round included: before,
        « present 3 » for one of it brought back that player alone, and the round after had
        them at no table and not said absent either)."""
        return next((s for s in self.ranked if player_id in s), None)

    def player_of(self, user_id: int) -> P | None:
        """The player a Telegram user is, in this night."""
        return next((p for p in self.players if p.user_id == user_id), None)

    def users(self, side: Side | None) -> list[int]:
        """The Telegram users of a side (players without Telegram left out)."""
        found = (self.player(p) for p in side or ())
        return [p.user_id for p in found if p is not None and p.user_id is not None]

    def opponents(self, table: T, user_id: int | None) -> list[int]:
        """The Telegram users on the other side of `table` from `user_id`'s."""
        player = None if user_id is None else self.player_of(user_id)
        mine = table.a if player is not None and player.id in table.a else table.b
        return self.users(table.b if mine == table.a else table.a)

    def may_confirm(self, table: T, entered_by: int | None, user_id: int) -> bool | None:
        """Whether `user_id` may confirm the score `entered_by` wrote at `table`: True for who
        sits across from its writer, False for its writer and their partner, None for anyone
        else (the organizer's call: they confirm for an opponent without Telegram; so for the
        writer too when no one across has Telegram: before, an organizer who played a member
        without Telegram was refused the ✅ of their own score, which could never count)."""
        if entered_by is not None and not self.opponents(table, entered_by):
            return None
        if user_id == entered_by:
            return False
        if user_id in self.opponents(table, entered_by):
            return True
        player = self.player_of(user_id)
        if player is not None and player.id in (*table.a, *(table.b or ())):
            return False
        return None

    def unscored_table(self, user_id: int) -> T | None:
        """The user's table waiting for its score (`waiting_table`) when no score was written
        for it yet: the one « I won » / « I lost » go under, in private (None: nothing to
        write, or a score written that their opponent confirms)."""
        waiting = self.waiting_table(user_id)
        return None if waiting is None or waiting.score is not None else waiting

    def waiting_table(self, user_id: int, at: tuple[int, int] | None = None) -> T | None:
        """The user's first game waiting for a confirmed score (byes aside) whose score their
        side has not written already, else the first waiting (their own score written again);
        with `at`, their game at that round and table (confirmed or not). Before: a score their
        side wrote, waiting for the organizer's ✅, made the next round's score theirs again
        (« Ce pointage est déjà inscrit », or the first round's replaced)."""
        me = self.player_of(user_id)
        if me is None:
            return None
        games = [t for t in self.tables if t.b is not None and me.id in (*t.a, *t.b)]
        if at is not None:
            return next((t for t in games if (t.round, t.table) == at), None)
        waiting = [t for t in games if not t.confirmed]
        return next(
            (t for t in waiting if not self.written_by_side(t, user_id)), next(iter(waiting), None)
        )

    def written_by_side(self, table: T, user_id: int) -> bool:
        """Whether the score written at `table` (confirmed or not) is one the user's side
        wrote."""
        me = self.player_of(user_id)
        if me is None or table.score is None:
            return False
        side = table.a if me.id in table.a else table.b
        return table.entered_by in self.users(side or ())

    def score_entry(
        self, user_id: int, scores: tuple[int, int], at: tuple[int, int] | None = None
    ) -> ScoreEntry[T] | EntryRefusal:
        """The score the user writes, their own first, at their first game waiting for one
        (`at`: that round and table), or why it cannot be written."""
        me = self.player_of(user_id)
        if me is None:
            return EntryRefusal.NOT_PLAYING
        table = self.waiting_table(user_id, at)
        if table is None:
            side = self.side_of(me.id)
            byes = (t.model for t in self.round_tables(self.drawn))
            if at is None and any(t.b is None and t.a == side and t.score is None for t in byes):
                return EntryRefusal.BYE  # before: « no game waiting », as if it were lost
            return EntryRefusal.NO_GAME
        mine, theirs = scores
        a, b = (mine, theirs) if me.id in table.a else (theirs, mine)
        later = None if at is not None else self._next_unscored(user_id, table, (a, b))
        if later is not None:
            table = later
            a, b = (mine, theirs) if me.id in table.a else (theirs, mine)
        if not valid_score(a, b, self.night.target):
            return EntryRefusal.UNFINISHED
        return ScoreEntry(table, a, b, me.id)

    def _next_unscored(self, user_id: int, table: T, score: tuple[int, int]) -> T | None:
        """The user's later game with no score yet, when `score` is not the one the other side
        wrote at `table`, which waits for the user's ✅: a game of the next round, the last
        one's ✅ forgotten (before: « 121 95 » for round 2 disputed round 1's « 121 à 90 »,
        the organizer asked to set round 1 to round 2's score). None otherwise."""
        if table.score is None or table.score == score:
            return None
        if self.written_by_side(table, user_id):
            return None
        me = self.player_of(user_id)
        assert me is not None
        return next(
            (
                t
                for t in self.tables
                if t.b is not None
                and me.id in (*t.a, *t.b)
                and (t.round, t.table) > (table.round, table.table)
                and t.score is None
            ),
            None,
        )

    def unscored_game(self, side: Side) -> T | None:
        """The side's game of the round under way, or its bye (a game won: lost by a side
        late for it), if no score is written yet."""
        return next(
            (t for t in self.round_tables(self.drawn) if t.score is None and side in (t.a, t.b)),
            None,
        )

    def won_by_default(self, side: Side) -> T | None:
        """The side's game of the round under way, won by default against a late opponent
        (the side, late too, loses it as well: `BOTH_LATE`)."""
        for t in self.round_tables(self.drawn):
            game = t.model
            if game.b is None or side not in (game.a, game.b):
                continue
            other = game.b if side == game.a else game.a
            late = any(self._is(p, lambda q: q.late == 2) for p in other)
            if late and t.score == forfeit(game, other, self.night.target):
                return t
        return None

    def standings(self) -> list[Standing]:
        """The standings from the confirmed tables (a closed night: by the rule it was announced
        with, `rule`; none giving them, the standings as announced)."""
        n, rule = self.night, self.rule
        ranking, points = Ranking(n.ranking), rule.forfeit_points
        unplayed = rule.unplayed_byes
        rows = standings(
            ranking,
            self.ranked,
            self.models,
            n.target,
            points,
            unplayed_byes=unplayed,
            default_waits=rule.default_waits,
        )
        if rule.as_announced and n.standings:  # as announced; the byes sat (not kept) read again
            byes = {row.side: row.byes for row in rows}
            announced = (standing_of(row) for row in n.standings)
            return [replace(row, byes=byes.get(row.side, 0)) for row in announced]
        return rows

    def complete_rounds(self) -> int:
        """How many rounds are complete (every table confirmed)."""
        return sum(
            1
            for r in range(1, self.drawn + 1)
            if round_complete(t.model for t in self.round_tables(r))
        )

    @property
    def over(self) -> bool:
        """Every round drawn and every table confirmed."""
        return night_over(self.models, self.night.games)
