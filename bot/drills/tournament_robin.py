"""Tournaments played between members (`round_robin`, `doubles`): pure rules, no I/O, no text.

The schedule (`pairings`: each pair, or each team of two, meeting `times` times, round by
round), what is left to play (`Robin`), the teams (`Team`) and how a finished game between
members counts (`robin_results`, `doubles_results`, `counted_game`). The formats, the duplicate
deals and the standings are `bot.drills.tournament`'s.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

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

    @property
    def joining(self) -> int:
        """The games a member (or team) joining now would have to play: its meetings with
        each one in the round robin."""
        return len(self.keys) * self.times

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


def game_at_table(
    teams: Mapping[int, Team], mine: Team, left: Sequence[Pairing], seated: Collection[int]
) -> Pairing | None:
    """The game of `left` (the games team `mine` has still to play) that the table seating
    `seated` is: its four players are the two teams' (`doubles_seats`); None when that
    table is another game."""
    for game in left:
        if set(doubles_seats(mine, teams[game.other(mine.key)])) == set(seated):
            return game
    return None


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
