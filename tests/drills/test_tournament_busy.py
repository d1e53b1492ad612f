"""The players still at a table, in the order of the tables and of their seats."""

from __future__ import annotations

from bot.drills.tournament_busy import Seated, busy_in_table_order

FIRST = "2026-11-30T19:00:00"
SECOND = "2026-11-30T19:05:00"


def test_the_players_follow_their_table_and_seats_not_the_games() -> None:
    # the team's first game needs 11 and 12 (table B, opened second), its second 21 and 22
    # (table A, opened first): table A's players come first, each table in its seats' order
    seated = [
        Seated(12, "b", SECOND, 2),
        Seated(11, "b", SECOND, 0),
        Seated(22, "a", FIRST, 3),
        Seated(21, "a", FIRST, 1),
    ]
    assert busy_in_table_order(seated) == [21, 22, 11, 12]


def test_a_player_needed_by_two_games_is_named_once() -> None:
    seated = [Seated(7, "a", FIRST, 1), Seated(8, "a", FIRST, 0), Seated(7, "a", FIRST, 1)]
    assert busy_in_table_order(seated) == [8, 7]


def test_tables_opened_at_once_keep_one_order() -> None:
    seated = [Seated(1, "z", FIRST, 0), Seated(2, "y", FIRST, 0)]
    assert busy_in_table_order(seated) == [2, 1]


def test_nobody_at_a_table() -> None:
    assert busy_in_table_order([]) == []
