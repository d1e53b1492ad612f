"""What a tournament's standings say is left to play: its round robin as it stands (whom it
pairs, the games met), whether every game is played, how many are still to play, whether a
game's end is followed by the standings in the group. Pure: read
from the standings the storage gives (`bot.storage.repo_tournament.Board`), no I/O, no text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

from bot.drills.tournament import Format, Kind, Result, meetings, played_pairs
from bot.drills.tournament_robin import Robin, Team, team_with


class Played(Protocol):
    """A row of the standings: a member (or a team) and the games they played."""

    @property
    def user(self) -> int: ...

    @property
    def games(self) -> int: ...


class Joined(Protocol):
    """A member who joined the tournament: `left_at` once they left the group."""

    @property
    def user_id(self) -> int: ...

    @property
    def left_at(self) -> str | None: ...


class Standings(Protocol):
    """A tournament's standings now, as `bot.storage.repo_tournament.Board` holds them."""

    @property
    def rows(self) -> Sequence[Played]: ...

    @property
    def members(self) -> Sequence[Joined]: ...

    @property
    def results(self) -> Sequence[Result]: ...

    @property
    def teams(self) -> Mapping[int, object]: ...


class Held(Protocol):
    """A tournament as these rules read it: its format, kind and number of games."""

    @property
    def format(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def games(self) -> int: ...


def robin_of(board: Standings, tournament: Held) -> Robin:
    """The tournament's round robin: between the members still in the group, or in doubles
    the teams in the standings, in the order they joined."""
    keys = [m.user_id for m in board.members if m.left_at is None]
    if board.teams:
        standing = {r.user for r in board.rows}
        keys = [k for k in board.teams if k in standing]
    kind = Kind(tournament.kind)
    times = (
        meetings(Format(tournament.format), tournament.games) if kind is not Kind.DUPLICATE else 1
    )
    return Robin(keys, times, played_pairs(board.results))


def robin_key(kind: str, teams: Iterable[Team], user: int) -> int | None:
    """Whose games member `user` plays in a round robin of that `kind`: their own (their
    id), or in doubles their team's (its key; None without a team yet)."""
    if kind != Kind.DOUBLES:
        return user
    team = team_with(teams, user)
    return None if team is None else team.key


def all_played(board: Standings, tournament: Held) -> bool:
    """Whether every game of the tournament is played: a round robin's pairings all met, or
    in a duplicate tournament every member's games (more members may still join)."""
    if tournament.kind == Kind.DUPLICATE:
        return bool(board.rows) and all(r.games >= tournament.games for r in board.rows)
    robin = robin_of(board, tournament)
    return bool(robin.played) and not robin.left


def games_left(board: Standings, tournament: Held) -> int:
    """How many games of the tournament are still to play: a round robin's (or doubles')
    pairings not met yet, or in a duplicate tournament every member's games not played."""
    if tournament.kind == Kind.DUPLICATE:
        return sum(max(0, tournament.games - r.games) for r in board.rows)
    return len(robin_of(board, tournament).left)


def completes(robin: Robin, first: int, second: int) -> bool:
    """Whether a game between `first` and `second` (members, or doubles teams' keys) is the
    round robin's last game to play: once it counts, none is left."""
    return (
        bool(robin.left)
        and not Robin(robin.keys, robin.times, [*robin.played, (first, second)]).left
    )


def standings_follow(posted_at: str | None, since: str, *, last: bool) -> bool:
    """Whether the standings are posted in the group after a game that counts: always after
    the `last` game to play, else when none was posted after `since` (one post an hour; the
    times as the storage writes them, ISO strings in UTC)."""
    return last or posted_at is None or posted_at <= since
