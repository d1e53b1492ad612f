"""Doubles tournaments (seed 002, « en double »): which four-seat games count, for which
team, with which « pour » and « contre »; the round robin between teams; standings by team."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from bot.drills.tournament import Format, Result, standings
from bot.drills.tournament_robin import (
    Counted,
    Robin,
    SeatResult,
    Team,
    counted_game,
    doubles_results,
    doubles_seats,
    pairings,
    team_of,
)

TEAMS = [Team(1, 2), Team(3, 4), Team(5, 6), Team(7, 8)]


def seats(
    users: tuple[int | None, ...], won_side: int | None, pts: tuple[int, int]
) -> list[SeatResult]:
    """Four seats, sides 0 (seats 0, 2) and 1 (seats 1, 3) with `pts` points."""
    out = []
    for i, user in enumerate(users):
        side = i % 2
        won = None if won_side is None else side == won_side
        out.append(SeatResult(user, won, pts[side], pts[1 - side]))
    return out


@pytest.mark.parametrize(
    ("users", "won", "pts", "expected"),
    [
        # partners facing each other: team 1-2 beats team 3-4, pegged out
        ((1, 3, 2, 4), 0, (121, 97), ((1, 121, 97), (3, 97, 121))),
        ((2, 4, 1, 3), 1, (88, 121), ((1, 88, 121), (3, 121, 88))),
        # a resignation before the target counts as pegged out
        ((5, 7, 6, 8), 1, (40, 30), ((5, 40, 121), (7, 121, 40))),
        # over the target is capped (a game of 61)
        ((1, 3, 2, 4), 0, (64, 50), ((1, 61, 50), (3, 50, 61))),
    ],
)
def test_a_game_between_two_teams_counts_for_each_team(
    users: tuple[int, ...],
    won: int,
    pts: tuple[int, int],
    expected: tuple[tuple[int, int, int], tuple[int, int, int]],
) -> None:
    target = 61 if expected[0][1] == 61 or expected[1][1] == 61 else 121
    assert doubles_results(seats(users, won, pts), TEAMS, target) == expected


@pytest.mark.parametrize(
    "users",
    [
        (1, 2, 3, 4),  # partners side by side: 1-3 and 2-4 are no registered teams
        (1, 3, 2, None),  # a bot seat
        (1, 3, 2, 9),  # a stranger
        (1, 2, 3),  # three seats
    ],
)
def test_a_game_that_is_not_between_two_teams_does_not_count(users: tuple[int | None, ...]) -> None:
    assert doubles_results(seats(users, 0, (121, 90)), TEAMS, 121) is None


def test_a_game_without_a_winner_does_not_count() -> None:
    assert doubles_results(seats((1, 3, 2, 4), None, (50, 40)), TEAMS, 121) is None


def test_every_seating_of_two_teams_counts_only_with_partners_facing() -> None:
    """Exhaustive over the 24 seatings of members 1 to 4: the game counts exactly when seats
    0 and 2 hold one team (8 seatings), and always for the teams seated."""
    counted = 0
    for order in permutations((1, 2, 3, 4)):
        result = doubles_results(seats(order, 0, (121, 100)), TEAMS, 121)
        facing = {order[0], order[2]} in ({1, 2}, {3, 4})
        assert (result is not None) == facing
        if result is not None:
            counted += 1
            assert {result[0][0], result[1][0]} == {1, 3}
            assert result[0][0] == (team_of(TEAMS, (order[0], order[2])) or TEAMS[0]).key
    assert counted == 8


def test_team_of_is_the_pair_in_any_order() -> None:
    assert team_of(TEAMS, (4, 3)) == Team(3, 4)
    assert team_of(TEAMS, (1, 3)) is None
    assert Team(3, 4).key == 3 and Team(3, 4).members == {3, 4}


def test_the_round_robin_between_four_teams_has_six_games_three_each() -> None:
    keys = [t.key for t in TEAMS]
    games = pairings(keys, 1)
    assert len(games) == 6
    assert {frozenset((g.first, g.second)) for g in games} == {
        frozenset((a, b)) for a in keys for b in keys if a < b
    }
    per_team = Counter(k for g in games for k in (g.first, g.second))
    assert set(per_team.values()) == {3}
    # the circle method: the first two games are a round, four different teams
    assert len({games[0].first, games[0].second, games[1].first, games[1].second}) == 4


def test_standings_by_team_rank_on_points_and_share_ties() -> None:
    keys = [t.key for t in TEAMS]
    results = [
        Result(1, 1, 121, 90, opponent=3),
        Result(3, 1, 90, 121, opponent=1),
        Result(5, 2, 121, 100, opponent=7),
        Result(7, 2, 100, 121, opponent=5),
    ]
    rows = standings(Format.FADOQ, keys, results)
    assert [(r.user, r.rank, r.pour, r.contre) for r in rows] == [
        (1, 1, 121, 90),
        (5, 1, 121, 100),
        (7, 3, 100, 121),
        (3, 4, 90, 121),
    ]
    jeux50 = standings(Format.JEUX50, keys, results)
    assert [(r.user, r.rank) for r in jeux50] == [(1, 1), (5, 2), (7, 3), (3, 4)]


def test_a_counted_doubles_game_gives_each_member_their_teams_row() -> None:
    robin = Robin([t.key for t in TEAMS], 1, [])
    teams = {t.key: t for t in TEAMS}
    counted = counted_game(seats((1, 3, 2, 4), 0, (121, 97)), 121, robin, teams)
    assert counted == Counted(
        1, 3, ((1, 3, 121, 97), (2, 3, 121, 97), (3, 1, 97, 121), (4, 1, 97, 121))
    )
    played = Robin(robin.keys, 1, [(1, 3)])  # they met already: it does not count again
    assert counted_game(seats((1, 3, 2, 4), 0, (121, 97)), 121, played, teams) is None
    assert counted_game(seats((1, 3, 4, 2), 0, (121, 97)), 121, robin, teams) is None


def test_a_doubles_game_seats_partners_facing_in_the_team_order() -> None:
    seats = doubles_seats(Team(3, 4), Team(7, 8))
    assert (seats[0], seats[2]) == (3, 4) and (seats[1], seats[3]) == (7, 8)
    (game,) = pairings([3, 7], 1)
    assert (game.other(3), game.other(7)) == (7, 3)
