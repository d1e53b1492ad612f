"""`game_at_table`: which of a team's games left a table of four is (its four players are the
two teams'), so that « /tournoi partie » sent again at that table names it."""

from __future__ import annotations

from bot.drills.tournament_robin import Pairing, Team, game_at_table

TEAMS = {1: Team(1, 2), 3: Team(3, 4), 5: Team(5, 6)}
LEFT = [Pairing(1, 3, 1), Pairing(1, 5, 1)]


def test_the_game_of_the_four_players_seated_is_found_in_any_seat_order() -> None:
    assert game_at_table(TEAMS, TEAMS[1], LEFT, [1, 5, 2, 6]) == LEFT[1]
    assert game_at_table(TEAMS, TEAMS[1], LEFT, [4, 2, 3, 1]) == LEFT[0]


def test_another_table_is_none() -> None:
    assert game_at_table(TEAMS, TEAMS[1], LEFT, [1, 3]) is None  # an ordinary game of two
    assert game_at_table(TEAMS, TEAMS[1], LEFT, [1, 3, 2, 7]) is None  # someone else seated
    assert game_at_table(TEAMS, TEAMS[1], LEFT[:1], [1, 5, 2, 6]) is None  # played already
