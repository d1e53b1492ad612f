"""`Robin.joining`: the games a member (or team) registering now would have to play, which the
presentation of a round robin under way says (« elle aura alors 3 parties à jouer »)."""

from __future__ import annotations

from bot.drills.tournament_robin import Robin


def test_one_set_of_meetings_with_each_one_in_it() -> None:
    assert Robin([1, 2, 3], 1, [(1, 2)]).joining == 3
    assert Robin([1, 2, 3], 2, [(1, 2), (2, 1)]).joining == 6  # Jeux 50+: twice each
    assert Robin([], 1, []).joining == 0


def test_the_games_played_do_not_change_it() -> None:
    before = Robin([1, 2, 3, 4], 1, [])
    after = Robin([1, 2, 3, 4], 1, [(1, 2), (3, 4), (1, 3)])
    assert before.joining == after.joining == 4
