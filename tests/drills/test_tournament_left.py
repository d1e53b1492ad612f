"""What a tournament's standings say is left to play (`bot.drills.tournament_left`), read
from the storage's own standings (`Board`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.drills.tournament import Format, Kind, Result, Standing
from bot.drills.tournament_left import all_played, games_left, robin_key, robin_of
from bot.drills.tournament_robin import Team
from bot.storage.repo_tournament import Board, Member


@dataclass(frozen=True)
class Held:
    format: str
    kind: str
    games: int


ROBIN = Held(Format.FADOQ, Kind.ROUND_ROBIN, 6)
JEUX50 = Held(Format.JEUX50, Kind.ROUND_ROBIN, 16)
DUPLICATE = Held(Format.FADOQ, Kind.DUPLICATE, 2)


def member(user: int, left: bool = False) -> Member:
    return Member(user, f"M{user}", "2026-11-01", "2026-11-02" if left else None)


def row(user: int, games: int) -> Standing:
    return Standing(user, 1, games, 0, 0, None)


def game(a: int, b: int) -> list[Result]:
    """A round-robin game between a and b: one result for each."""
    return [Result(a, 1, 121, 90, opponent=b), Result(b, 1, 90, 121, opponent=a)]


def board(
    members: list[Member], results: list[Result], rows: list[Standing] | None = None
) -> Board:
    return Board(rows=rows or [], names={}, members=members, results=results)


def test_a_robin_pairs_the_members_still_in_the_group_in_the_order_they_joined() -> None:
    robin = robin_of(board([member(3), member(1), member(2, left=True)], game(1, 3)), ROBIN)
    assert list(robin.keys) == [3, 1]
    assert robin.times == 1
    assert list(robin.played) == [(1, 3)]


def test_jeux50_meets_each_opponent_twice() -> None:
    assert robin_of(board([member(1), member(2)], []), JEUX50).times == 2


def test_doubles_pair_the_teams_in_the_standings() -> None:
    teams = {1: Team(1, 2), 3: Team(3, 4), 5: Team(5, 6)}
    standings = Board(rows=[row(3, 0), row(1, 0)], names={}, members=[], results=[], teams=teams)
    assert list(robin_of(standings, ROBIN).keys) == [1, 3]


def test_a_robin_is_all_played_once_every_pair_met() -> None:
    three = [member(1), member(2), member(3)]
    assert not all_played(board(three, []), ROBIN)  # nothing played yet: not « all played »
    assert games_left(board(three, []), ROBIN) == 3
    two_met = game(1, 2) + game(1, 3)
    assert not all_played(board(three, two_met), ROBIN)
    assert games_left(board(three, two_met), ROBIN) == 1
    every = two_met + game(2, 3)
    assert all_played(board(three, every), ROBIN)
    assert games_left(board(three, every), ROBIN) == 0


def test_a_duplicate_tournament_counts_every_members_games() -> None:
    assert not all_played(board([], [], []), DUPLICATE)  # no member yet
    rows = [row(1, 2), row(2, 1)]
    assert not all_played(board([], [], rows), DUPLICATE)
    assert games_left(board([], [], rows), DUPLICATE) == 1
    done = [row(1, 2), row(2, 2)]
    assert all_played(board([], [], done), DUPLICATE)
    assert games_left(board([], [], [row(1, 3)]), DUPLICATE) == 0


def test_a_members_key_is_their_own_or_their_teams_in_doubles() -> None:
    """(Written twice before, in /tournament in private and in the robin a /play reads.)"""
    teams = [Team(1, 2), Team(3, 4)]
    assert robin_key(Kind.ROUND_ROBIN, teams, 2) == 2
    assert robin_key(Kind.DOUBLES, teams, 2) == 1  # the team's key: its first member's
    assert robin_key(Kind.DOUBLES, teams, 3) == 3
    assert robin_key(Kind.DOUBLES, teams, 5) is None  # no team yet
