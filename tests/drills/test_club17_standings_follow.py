"""Whether a game's end is followed by the standings (`standings_follow`) and whether it is
the round robin's last game to play (`completes`)."""

from __future__ import annotations

from bot.drills.tournament_left import completes, standings_follow
from bot.drills.tournament_robin import Robin

SINCE = "2026-11-30T11:00:00Z"


def test_the_last_game_to_play_completes_the_round_robin() -> None:
    robin = Robin([1, 2, 3], 1, [(1, 2), (2, 3)])
    assert completes(robin, 3, 1)
    assert completes(robin, 1, 3)  # either order


def test_a_game_with_others_left_does_not_complete_it() -> None:
    robin = Robin([1, 2, 3], 1, [(1, 2)])
    assert not completes(robin, 2, 3)
    assert not completes(Robin([1, 2], 2, []), 1, 2)  # they meet twice


def test_a_round_robin_with_nothing_left_is_not_completed_again() -> None:
    assert not completes(Robin([1, 2], 1, [(1, 2)]), 1, 2)


def test_the_standings_follow_the_first_post_of_the_hour_and_the_last_game() -> None:
    assert standings_follow(None, SINCE, last=False)
    assert standings_follow("2026-11-30T10:59:00Z", SINCE, last=False)
    assert not standings_follow("2026-11-30T11:30:00Z", SINCE, last=False)
    assert standings_follow("2026-11-30T11:30:00Z", SINCE, last=True)
